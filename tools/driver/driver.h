/*
 * driver.h - prism-nvcc and prism-cc: check a kernel source, then compile
 * the checked translation unit, in one command.
 *
 *   args.c     the command line, sorted into what the checker, the
 *              dependency step and the compiler each need (Plan)
 *   vec.c      a growable argument vector
 *   words.c    the words of an nvcc -Xcompiler value and of $NVCC_*_FLAGS
 *   checker_flags.c the compile's words the checker's system-header questions need
 *   spawn.c    run a program with execvp (no shell) and wait for it
 *   tmp.c      the private temporary directory, removed on exit or signal
 *   locate.c   where prism-check and the compiler are
 *   outputs.c  the outputs the drivers refuse to write (links, files read)
 *   pipeline.c check, dependencies, compile
 *   nvcc_main.c / cc_main.c   the two backends
 *
 * The checker's output keeps #line directives, so the compiler's
 * diagnostics name the user's files; dependency files are made from the
 * user's source, never from the temporary copy.
 */
#ifndef PRISM_DRIVER_H
#define PRISM_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

/* ---- vec.c ------------------------------------------------------------------ */

typedef struct {
    const char **v; /* NULL-terminated once vec_end() ran */
    int n, cap;
} Vec;

void vec_push(Vec *a, const char *s);
void vec_cat(Vec *a, const Vec *b);
const char *const *vec_end(Vec *a); /* terminate with NULL, return the array */
void vec_free(Vec *a);

/* ---- words.c ---------------------------------------------------------------- */

/* The words the shell gives nvcc's host compiler for an -Xcompiler value
 * (cut at commas and blanks, double quotes removed), pushed on out (their
 * strings on owned).  NULL, or why the value cannot be split exactly. */
const char *xcompiler_words(const char *value, Vec *out, Vec *owned);
/* The words nvcc takes from $NVCC_PREPEND_FLAGS or $NVCC_APPEND_FLAGS
 * (cut at blanks outside double quotes, which stay).  NULL, or why not. */
const char *env_words(const char *value, Vec *out, Vec *owned);

/* ---- the backends ---------------------------------------------------------- */

typedef struct {
    const char *name;           /* prism-nvcc: prefix of every message */
    const char *compiler_env;   /* environment variable naming the compiler */
    const char *const *compilers; /* tried in order when it is unset: names or paths */
    const char *const *flags;   /* put before the user's flags (the emulator's) */
    bool nvcc;                  /* nvcc's option spellings; --cuda-arch from nvcc --dryrun */
    const char *cuda_arch;      /* --cuda-arch value when not asked of nvcc */
    const char *const *check_view; /* the checker's flags for the compiler's view of the source (NULL-ended) */
} Backend;

/* gcc_long.c: a long option gcc reads otherwise than the driver would (said on stderr): refused */
bool gcc_abbreviation(const Backend *b, const char *a);
bool gcc_long_refused(const Backend *b, const char *a);

/* ---- args.c ----------------------------------------------------------------- */

typedef struct {
    const char *source; /* the one kernel source, NULL when there is none (a link) */
    int source_at;      /* its index in compile */
    const char *output; /* -o, or NULL */
    bool compile_only;  /* -c */
    bool deps_only;     /* -M or -MM: the dependencies are the whole job */
    bool deps;          /* -M, -MM, -MD or -MMD */
    bool deps_user_only; /* -MM, -MMD: no system headers */
    bool deps_phony;    /* -MP */
    const char *dep_file; /* -MF */
    bool help;
    bool werror;        /* the checker's warnings are errors: the last -Werror/-Wno-error */
    const char *unsplit, *unsplit_why; /* the first -Xcompiler value words.c cannot split, and why */
    Vec dep_targets;    /* -MT t / -MQ t pairs */
    Vec check;          /* -I/-D/-U as the checker spells them, then --prism-flag values */
    Vec compile;        /* every argument the compiler gets, the source included */
    Vec prep;           /* the arguments of `compile` the dependency step keeps */
    Vec tool_out;       /* files the linker's, the assembler's and gcc's own options name as outputs (-Wl,-Map=F,
                         * -Wa,-a=F, -fdump-tree-original=F, -aux-info F) */
    Vec read;           /* every compile word wherever the compiler takes it from ($CC's or $NVCC's own words,
                         * $NVCC_PREPEND_FLAGS, the command line, $NVCC_APPEND_FLAGS), in its order */
    Vec owned;          /* strings the plan allocated (freed with it) */
} Plan;

/* Returns false after printing one line to stderr.  cmd: the compiler
 * command's words ($NVCC, $CC; NULL if none was found): those after the
 * program are read as the user's flags are, for the checker. */
bool plan_parse(Plan *p, const Backend *b, int argc, char **argv, const Vec *cmd);
void plan_free(Plan *p);

/* ---- spawn.c ---------------------------------------------------------------- */

/* Run argv[0] (looked up in PATH) with argv; the exit status, 128+signal if
 * it was killed, 127 (after one line on stderr) if it could not be run. */
int spawn_wait(const char *who, const char *const *argv);
/* The same with its standard output and error both written to the new
 * file out (NULL: inherited). */
int spawn_wait_to(const char *who, const char *const *argv, const char *out);
extern bool spawn_verbose; /* --prism-verbose: print each command first */
/* Pass a signal on to the program being waited for and reap it
 * (async-signal-safe). */
void spawn_kill(int sig);

/* ---- tmp.c ------------------------------------------------------------------ */

/* A 0700 directory from mkdtemp in $TMPDIR (or /tmp), removed with
 * everything in it at exit and on SIGINT, SIGTERM, SIGHUP, SIGPIPE (which
 * are passed on to the running step first).  NULL on error. */
const char *tmp_dir(const char *who);
/* dir/name, registered for removal. */
const char *tmp_file(const char *name);

/* ---- locate.c --------------------------------------------------------------- */

/* $PRISM_CHECK, else prism-check beside this executable, else in PATH. */
const char *locate_checker(void);
/* The compiler command into words: $<env> split at whitespace (its first
 * word the program), else the first of names found (PATH for names); false
 * if none (or $<env> is too long). */
bool locate_compiler(const Backend *b, Vec *words);

/* ---- outputs.c -------------------------------------------------------------- */

const char *base_name(const char *path);
/* path with its suffix (after the last dot of its last component) replaced. */
const char *with_suffix(char *buf, size_t size, const char *path, const char *suffix);
/* Does `out` name the same file as `in` (a link, another spelling)? */
bool same_file(const char *in, const char *out);
/* -o and the depfile are no symbolic links (says why on stderr). */
bool outputs_not_links(const Backend *b, const Plan *p);
/* Nor is any file the compiler names itself (k.s, k.ii, ...). */
bool implicit_outputs_not_links(const Backend *b, const Plan *p, const Vec *compiler);
/* -o and the depfile are none of the files read_list (a make rule) names. */
bool outputs_not_read(const Backend *b, const Plan *p, const char *read_list);
bool outputs_may_be_read(const Plan *p); /* an output exists and is no object, archive or executable */
bool tool_outputs(const Backend *b, Plan *p); /* Plan.tool_out from the tools' options; false: refused */

/* ---- checker_flags.c ---------------------------------------------------------- */

void checker_host_flags(Plan *p, const Backend *b);       /* --host-flag for each word of Plan.read that may define a macro */
void checker_nvcc_flag(Plan *p, char **words, int used);  /* --nvcc-flag for one nvcc option (a value joined with =) */
/* The checker's own --depfile FILE, where --prism-flag gave one. */
const char *user_depfile(const Plan *p);

/* ---- pipeline.c ------------------------------------------------------------- */

int driver_main(const Backend *b, int argc, char **argv);

#endif /* PRISM_DRIVER_H */
