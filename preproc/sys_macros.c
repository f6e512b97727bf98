/*
 * sys_macros.c - the macros of the system headers prism-check does not read,
 * as the host compiler defines them.
 *
 * The checker skips <...> headers found in the system directories, and gcc
 * and nvcc read them: any name such a header defines can make an #if, a
 * paste or an argument count read otherwise in the compilers (`#ifdef
 * AF_INET` after <sys/socket.h>, `#ifndef PATH_MAX` / `#define PATH_MAX
 * 1024` after <limits.h>, whose 4096 gcc keeps).  No list of names keeps
 * up with every header of every platform (red team rt23: 23 headers past
 * libc_names.c's), so where it matters the host compiler is asked: `cc -E
 * -dM` of each unread header, with the program's -I, -isystem, -D and -U
 * and _GNU_SOURCE (what g++, nvcc's host compiler, defines; it turns on
 * more of glibc), gives the names and their definitions.  A header C does
 * not have (<cstdio>) is asked of `c++`.  $PRISM_HOST_CC names another C
 * compiler.  Only names the compiler is asked about are looked up, so a
 * file that tests none never runs it; each header is asked once.
 *
 * Where no compiler runs, nothing is known and libc_names.c's lists are
 * what is left (SPEC 13.1).
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "prism_check.h"

typedef struct Header Header;
struct Header {
    const char *name;
    Header *next;
};

/* The program as the compilers meet it: its own #define, #undef and #pragma push/pop_macro lines
 * and the skipped #includes (line NULL: header), in order. */
typedef struct Event Event;
struct Event {
    const char *line;
    Header *header;
    Event *next;
};
static Event *events, *events_last;


/* What a compiler said of a replay, kept across the passes and inputs of one run (they read the same
 * headers with the same options): NULL text where no compiler answered.  Outside the arena, which
 * prism_reset() drops between inputs. */
typedef struct Dump Dump;
struct Dump {
    char *key, *text; /* key: the reading's words and the replay */
    Dump *next;
};
static Dump *dumps;
static const FrontendOptions *dumps_for;

static void forget_dumps(void)
{
    while (dumps) {
        Dump *d = dumps;
        dumps = d->next;
        free(d->key);
        free(d->text);
        free(d);
    }
}

typedef struct {
    const char *def;    /* the text after the name: "(x, y) body" or " body"; DIFFERS: not one text */
    const char *each;   /* DIFFERS: every reading's definition, a line each (what it may expand to) */
    const char *header; /* "<sys/socket.h>" */
    unsigned seq;       /* the #include that defined it last, counted from 1 */
} SysMacro;

/* A name the readings define differently (C and C++, host and device): no text is its definition. */
static const char DIFFERS[] = "\x01 (defined otherwise in C, in C++ and in nvcc's device passes)";

static const FrontendOptions *opts;
static Header *headers, **headers_tail = &headers, *headers_last;
static unsigned include_seq;
/* The last replay's answer: name -> SysMacro, and the program's own macros a header changed. */
static HashMap known, clobbered;
static Header *scanned; /* the last header sys_header_text.c read (with C++'s directories too: */
static bool scanned_cuda; /* scanned_cuda) */
static unsigned ran_headers; /* what it covered: the skipped #includes, */
static Event *ran_last;       /* and the program's lines up to this one */
static bool ran;

void sysmac_reset(const FrontendOptions *opt)
{
    if (opt != dumps_for)
        forget_dumps();
    dumps_for = opt;
    opts = opt;
    include_seq = 0;
    headers = NULL;
    headers_tail = &headers;
    headers_last = NULL;
    events = events_last = NULL;
    known = clobbered = (HashMap){0};
    ran_headers = 0;
    ran_last = NULL;
    ran = false;
    hdrtext_reset();
    scanned = NULL;
    scanned_cuda = false;
}

unsigned sysmac_seq(void)
{
    return include_seq;
}

static void append_event(const char *line, Header *h)
{
    Event *e = NEW(Event);
    e->line = line;
    e->header = h;
    if (events_last)
        events_last->next = e;
    else
        events = e;
    events_last = e;
}

void sysmac_unread(const char *header)
{
    if (opts && (opts->sandbox_includes || opts->no_file_includes))
        return;
    include_seq++;
    Header *h = NEW(Header);
    h->name = arena_strdup(header);
    *headers_tail = h;
    headers_tail = &h->next;
    headers_last = h;
    append_event(NULL, h);
}

void sysmac_event(const char *line)
{
    append_event(line, NULL);
}

void sysmac_undef(const char *s, int len)
{
    sysmac_event(arena_printf("#undef %.*s", len, s));
}

/*
 * A compile flag that may define a macro a header tests: -O.. (__OPTIMIZE__), -f.. (__FAST_MATH__,
 * _OPENMP, __SANITIZE_ADDRESS__), -m.. (__AVX2__), -std=.., -ansi, -pthread.  Not those that write
 * files or load code even under -E (-fdump-*, -fplugin*, -fprofile-*, -fstack-usage, -fcallgraph-info,
 * -fopt-info*).
 */
bool sysmac_host_flag(const char *f)
{
    static const char *const refused[] = {"-fdump-", "-fplugin", "-fprofile", "-fstack-usage", "-fcallgraph-info",
                                          "-fopt-info", "-fdiagnostics-", "-frecord-"};
    if (!f || f[0] != '-' || strchr(f, ' '))
        return false;
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (!strncmp(f, refused[i], strlen(refused[i])))
            return false;
    return (f[1] == 'O' || f[1] == 'f' || f[1] == 'm') || !strncmp(f, "-std=", 5) || !strcmp(f, "-ansi") ||
           !strcmp(f, "-pthread");
}

/* A compile flag that changes how the preprocessor reads the program, which the checker must read the
 * same way (given as --host-flag only, the checker and the compilers would read it apart: red teams
 * rt37, rt38; the drivers and CMake refuse the same flags): NULL if none, else what to do instead.
 * gcc's long spellings (--define-macro, --std=) are the short ones. */
const char *sysmac_host_flag_refused(const char *f)
{
    static const char *const own[][2] = {
        {"-D", "-D"}, {"--define-macro", "-D"}, {"-U", "-U"}, {"--undefine-macro", "-U"}, {"-I", "-I"},
        {"--include-directory", "-I"}, {"-isystem", "-isystem"}, {"-include", "-include"}, {"--include", "-include"},
        {"-imacros", "-include"}, {"--imacros", "-include"}, {"-idirafter", "-isystem"}, {"-iquote", "-I"},
        {"-iprefix", "-I"}, {"-iwithprefix", "-I"}, {"-isysroot", "-isystem"}, {"--sysroot", "-isystem"},
        {"-nostdinc", "-isystem"}, {"--no-standard-includes", "-isystem"}, {"-undef", "-U"},
        {"-specs", "its own options"}, {"--specs", "its own options"}, {"-B", "its own options"},
        {"--prefix", "its own options"}, {"@", "its own options (a response file)"}, {"-Wp,", "its own options"},
        {"-Xpreprocessor", "its own options"}, {"--preprocessor-options", "its own options"},
        {"-trigraphs", "nothing: the checker leaves trigraphs alone"}, {"--trigraphs", "nothing: the checker leaves trigraphs alone"},
        {"-ansi", "-std=gnu17: ISO modes replace trigraphs, which the checker leaves alone"},
        {"--ansi", "-std=gnu17: ISO modes replace trigraphs, which the checker leaves alone"},
        {"-traditional", "nothing: the checker reads ISO C"}, {"--traditional", "nothing: the checker reads ISO C"},
        {"-funsigned-char", "nothing: the checker reads char as signed, as gcc on x86-64 and nvcc do"},
        {"-fno-signed-char", "nothing: the checker reads char as signed, as gcc on x86-64 and nvcc do"},
        {"-fno-dollars-in-identifiers", "nothing: the checker reads $ in names, as gcc does by default"},
        {"-finput-charset", "nothing: the checker reads UTF-8 (-finput-charset=UTF-8 is fine)"},
        {"-fexec-charset", "nothing: the checker reads UTF-8 (-fexec-charset=UTF-8 is fine)"},
        {"-fwide-exec-charset", "nothing: the checker reads UTF-32"},
        {"-fshort-enums", "nothing: the checker lays out types as gcc does by default"},
        {"-fshort-wchar", "nothing: the checker lays out types as gcc does by default"},
        {"-fpack-struct", "nothing: the checker lays out types as gcc does by default"},
        {"-fms-extensions", "nothing: the checker reads GNU C"}, {"-fplan9-extensions", "nothing: the checker reads GNU C"}};
    static const char *const cxx17[] = {"c++17", "c++1z", "c++20", "c++2a", "c++23", "c++2b", "c++26", "c++2c"};
    if (!f)
        return NULL;
    if (!strncasecmp(f, "-finput-charset=utf-8", 21) || !strncasecmp(f, "-fexec-charset=utf-8", 20))
        return NULL;
    const char *std = !strncmp(f, "-std=", 5) ? f + 5 : !strncmp(f, "--std=", 6) ? f + 6 : NULL;
    if (std) {
        bool ok = !strncmp(std, "gnu", 3);
        for (size_t i = 0; i < sizeof cxx17 / sizeof *cxx17; i++)
            ok |= !strcmp(std, cxx17[i]);
        return ok ? NULL : "-std=gnu17 (or C++17 and later): ISO modes replace trigraphs, which the checker leaves alone";
    }
    for (size_t i = 0; i < sizeof own / sizeof *own; i++)
        if (!strncmp(f, own[i][0], strlen(own[i][0])))
            return own[i][1];
    return NULL;
}

/* C17 7.1.3's reserved identifiers (__x, _X): read differently in an #if in any case (pp_taint.c). */
bool reserved_identifier(const char *s, int len)
{
    return len >= 2 && s[0] == '_' && (s[1] == '_' || (s[1] >= 'A' && s[1] <= 'Z'));
}

/* The readings of the checked copy: gcc's (the emulator, C) and nvcc's (C++, __CUDACC__, its host pass
 * and a device pass, device_arch()).  What <cuda_runtime.h>, which nvcc
 * reads first, defines is pp_taint.c's by its names (cuda*, CUDA_*, NV_*): asking for it costs more than
 * a check of a small file. */
#define MAX_DEVICE_READINGS 16 /* --cuda-arch takes at most 16 (main.c) */
enum { READ_C, READ_CUDA_HOST, READ_CUDA_DEVICE, READINGS = READ_CUDA_DEVICE + MAX_DEVICE_READINGS };

/* A compiler that hung or could not run: not asked again in this run. */
static bool broken[READINGS];

/* ---- the replay ---------------------------------------------------------------------------------- */

/* The name a `#define NAME...` line (after "#define ") defines: its length. */
static int name_len(const char *p)
{
    const char *q = p;
    while (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9'))
        q++;
    return (int)(q - p);
}

/*
 * The program as the compilers meet the headers the checker skips: its own
 * #define, #undef and push/pop_macro lines and each skipped #include, in
 * order (red team rt25: an options header included first, a header that
 * #undefs a program macro; rt26: a header that pops a macro the program
 * pushed), each #include marked with its number for the answer to say
 * which one defined what.
 */
static char *replay(void)
{
    size_t cap = 4096, len = 0;
    char *text = arena_alloc(cap);
    text[0] = 0;
    unsigned k = 0;
    for (Event *e = events; e; e = e->next) {
        /* (a header one reading lacks, <cuda_runtime.h> in C, ends no replay) */
        const char *add = e->line ? arena_printf("%s\n", e->line)
                                  : arena_printf("#define __prism_seg %u\n#if __has_include(<%s>)\n#include <%s>\n#endif\n",
                                                 ++k, e->header->name, e->header->name);
        size_t n = strlen(add);
        if (len + n + 1 > cap) {
            while (len + n + 1 > cap)
                cap *= 2;
            char *bigger = arena_alloc(cap);
            memcpy(bigger, text, len + 1);
            text = bigger;
        }
        memcpy(text + len, add, n + 1);
        len += n;
    }
    return text;
}


/*
 * The device passes the device readings stand for (indexes into
 * opts->archs; -1: nvcc 13's default, sm_75): the checker's own device
 * pass's; on its host pass (a header may test __CUDA_ARCH__ where the
 * program does not, so the checker runs no device pass) every --cuda-arch
 * pass, each a reading of its own (red team rt28: with sm_80 and sm_90a,
 * the sm_80 pass's header went unread; rt26: sm_90a's
 * __CUDA_ARCH_FEAT_SM90_ALL).
 */
static int device_passes(int *which)
{
    Macro *arch = find_macro("__CUDA_ARCH__", 13);
    for (int i = 0; opts && i < opts->narchs && arch && arch->body && arch->body->kind == TK_NUM; i++)
        if (cuda_arch_number(opts->archs[i]) == (int)strtol(arch->body->loc, NULL, 10)) {
            which[0] = i;
            return 1;
        }
    int n = 0;
    for (int i = 0; opts && i < opts->narchs && n < MAX_DEVICE_READINGS; i++)
        which[n++] = i;
    if (!n)
        which[n++] = -1;
    return n;
}

/* The macros nvcc's device pass `reading` defines (archs.c). */
static int device_words(int reading, const char **defs)
{
    int which[MAX_DEVICE_READINGS], n = device_passes(which), k = reading - READ_CUDA_DEVICE;
    if (k < 0 || k >= n)
        return 0;
    if (which[k] < 0) {
        defs[0] = "__CUDA_ARCH__=750";
        return 1;
    }
    return cuda_device_defines(opts->archs, opts->narchs, which[k], defs);
}

/* nvcc's own macros for its host compiler (__CUDACC_VER_MAJOR__, __NVCC_DIAG_PRAGMA_SUPPORT__), from
 * `nvcc --dryrun` ($NVCC, else the nvcc on $PATH) once a run; none where it does not run (rt26).  With the
 * compile's own nvcc options (--nvcc-flag): -rdc's __CUDACC_RDC__, -G's __CUDACC_DEBUG__,
 * --extended-lambda's, --default-stream's, and the words it gives its host compiler (-std=c++20, -ccbin's
 * compiler itself: red team rt28). */
static const char **nvcc_defs;
static int n_nvcc_defs;
static const char **nvcc_words; /* -std=, -U, -f, -O words of nvcc's host preprocessing */
static int n_nvcc_words;
static const char *nvcc_host_cc; /* -ccbin's compiler, as nvcc runs it */
static const char **nvcc_dirs;    /* the -I and -isystem directories nvcc gives its host compiler */
static int n_nvcc_dirs;

/* nvcc options that change the macros its passes see (SPEC 13.1): what --nvcc-flag keeps. */
bool sysmac_nvcc_flag(const char *f)
{
    static const char *const kept[] = {"-rdc", "--relocatable-device-code", "-dc", "--device-c", "-dlto",
                                       "--dlink-time-opt", "-G", "--device-debug", "--extended-lambda",
                                       "--expt-extended-lambda", "--expt-relaxed-constexpr", "-default-stream",
                                       "--default-stream", "-std", "--std", "-ewp", "--extensible-whole-program",
                                       "-allow-unsupported-compiler", "--allow-unsupported-compiler", "-ccbin",
                                       "--compiler-bindir"};
    if (!f || f[0] != '-' || strchr(f, ' '))
        return false;
    size_t n = strcspn(f, "=");
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
        if (strlen(kept[i]) == n && !strncmp(f, kept[i], n))
            return true;
    return false;
}

static bool push_word(const char ***list, int *n, const char *w, size_t len)
{
    const char *d = strndup(w, len);
    const char **more = d ? realloc(*list, sizeof **list * (size_t)(*n + 1)) : NULL;
    if (!more) {
        free((void *)d);
        return false;
    }
    *list = more;
    (*list)[(*n)++] = d; /* kept for the run: the arena is reset between inputs */
    return true;
}

static void ask_nvcc(void)
{
    static bool asked;
    if (asked)
        return;
    asked = true;
    const char *nvcc = getenv("NVCC");
    int nflags = opts ? opts->n_nvcc_flags : 0, k = 0;
    bool ccbin = false;
    const char **argv = malloc(sizeof *argv * (size_t)(nflags + 10));
    if (!argv)
        return;
    argv[k++] = nvcc && *nvcc ? nvcc : "nvcc";
    argv[k++] = "--dryrun";
    for (int i = 0; i < nflags; i++) {
        argv[k++] = opts->nvcc_flags[i];
        ccbin |= !strncmp(opts->nvcc_flags[i], "-ccbin", 6) || !strncmp(opts->nvcc_flags[i], "--compiler-bindir", 17);
    }
    const char *tail[] = {"-x", "cu", "-c", "/dev/null", "-o", "/dev/null", NULL};
    for (int i = 0; i < 7; i++)
        argv[k++] = tail[i];
    bool hung = false;
    char *out = host_run_capture(argv, "", &hung, true); /* (nvcc prints its steps on stderr) */
    free(argv);
    if (!out)
        return;
    /* the host pass: nvcc prints each step as `#$ ...`; the one that preprocesses C++ for the host */
    for (char *line = out; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = 0;
        if (strstr(line, " -E ") && strstr(line, "-D__CUDACC__") && !strstr(line, "-D__CUDA_ARCH__=") &&
            !n_nvcc_defs) {
            /* `#$ COMPILER word...`: the compiler (quoted or not), then its words */
            char *w = line + strspn(line, "#$ ");
            size_t n = *w == '"' ? strcspn(w + 1, "\"") : strcspn(w, " ");
            if (ccbin && n)
                nvcc_host_cc = strndup(w + (*w == '"'), n);
            bool dir_next = false; /* the word after "-isystem" */
            for (w += n + (*w == '"') * 2; *w; w += n) {
                w += strspn(w, " ");
                if (!*w)
                    break;
                n = strcspn(w, " \"'");
                bool was = dir_next;
                dir_next = n == 8 && !strncmp(w, "-isystem", 8);
                if (!n)
                    n = 1; /* a quote around a word */
                else if (was || (!strncmp(w, "-I", 2) && n > 2)) /* nvcc's own include directories */
                    push_word(&nvcc_dirs, &n_nvcc_dirs, w + (was ? 0 : 2), n - (was ? 0 : 2));
                else if (!strncmp(w, "-D", 2) && n > 2 ? !push_word(&nvcc_defs, &n_nvcc_defs, w + 2, n - 2)
                         : (!strncmp(w, "-std=", 5) || !strncmp(w, "-U", 2) || !strncmp(w, "-f", 2) ||
                            !strncmp(w, "-O", 2)) && !push_word(&nvcc_words, &n_nvcc_words, w, n))
                    break;
            }
        }
        line = end ? end + 1 : NULL;
    }
    free(out);
}

int sysmac_nvcc_dirs(const char ***dirs)
{
    ask_nvcc();
    *dirs = nvcc_dirs;
    return n_nvcc_dirs;
}

static char *compiler_words(int reading, bool host_flags, const char ***argv_out)
{
    const char *dev[8];
    int ndev = reading >= READ_CUDA_DEVICE ? device_words(reading, dev) : 0;
    if (reading != READ_C)
        ask_nvcc();
    const char *cc = getenv("PRISM_HOST_CC");
    int nargs = 32 + n_nvcc_defs + n_nvcc_words + (opts ? 2 * (opts->n_include_dirs + opts->n_system_dirs) + opts->n_defines + opts->n_host_flags
                           : 0);
    const char **argv = NEW_ARRAY(const char *, (size_t)nargs);
    int k = 0;
    const char *cxx = getenv("PRISM_HOST_CXX");
    argv[k++] = reading == READ_C ? (cc && *cc ? cc : "cc") : cxx && *cxx ? cxx : nvcc_host_cc ? nvcc_host_cc : "c++";
    argv[k++] = "-E";
    argv[k++] = "-dD";
    argv[k++] = "-x";
    argv[k++] = reading == READ_C ? "c" : "c++";
    argv[k++] = "-D_GNU_SOURCE";
    if (reading != READ_C) {
        argv[k++] = "-D__CUDACC__";
        argv[k++] = "-D__NVCC__";
        for (int i = 0; i < n_nvcc_defs; i++)
            argv[k++] = arena_printf("-D%s", nvcc_defs[i]);
        for (int i = 0; i < n_nvcc_words; i++)
            argv[k++] = nvcc_words[i];
        for (int i = 0; i < ndev; i++)
            argv[k++] = arena_printf("-D%s", dev[i]);
        if (opts && opts->cuda_arch_list && reading == READ_CUDA_HOST)
            argv[k++] = arena_printf("-D__CUDA_ARCH_LIST__=%s", opts->cuda_arch_list);
    }
    for (int i = 0; opts && i < opts->n_include_dirs; i++)
        argv[k++] = "-I", argv[k++] = opts->include_dirs[i];
    for (int i = 0; opts && i < opts->n_system_dirs; i++)
        argv[k++] = "-isystem", argv[k++] = opts->system_dirs[i];
    for (int i = 0; opts && i < opts->n_defines; i++)
        argv[k++] = opts->defines[i][0] == '-' ? arena_printf("-U%s", opts->defines[i] + 1)
                                               : arena_printf("-D%s", opts->defines[i]);
    /* the compile's -O2 defines __OPTIMIZE__, which a header may test (red team rt25) */
    for (int i = 0; opts && host_flags && i < opts->n_host_flags; i++)
        argv[k++] = opts->host_flags[i];
    argv[k++] = "-";
    argv[k] = NULL;
    *argv_out = argv;
    char *key = "";
    for (int i = 0; i < k; i++)
        key = arena_printf("%s%s\n", key, argv[i]);
    return key;
}

static const char *answer_with(int reading, bool host_flags, const char *text);

/* What one reading's compiler printed for the replay (cached); NULL: no answer. */
static const char *answer(int reading, const char *text)
{
    const char *a = answer_with(reading, true, text);
    /* a flag this compiler refuses (nvcc's own in a compilation database) loses no reading */
    return a || !opts || !opts->n_host_flags ? a : answer_with(reading, false, text);
}

static const char *answer_with(int reading, bool host_flags, const char *text)
{
    const char **argv;
    char *words = compiler_words(reading, host_flags, &argv);
    char *key = arena_printf("%s\n%s", words, text);
    for (Dump *d = dumps; d; d = d->next)
        if (!strcmp(d->key, key))
            return d->text;
    char *out = NULL;
    if (!broken[reading]) {
        out = host_run_capture(argv, text, &broken[reading], false);
        /* -dD always prints the predefined names: an answer without one is no answer (red team rt24); a
         * compiler that gives none even without the compile's flags is not asked again */
        if (out && !strstr(out, "#define ")) {
            free(out);
            out = NULL;
            broken[reading] = !host_flags || !opts || !opts->n_host_flags;
        }
    }
    Dump *d = malloc(sizeof *d);
    char *copy = strdup(key);
    if (!d || !copy) {
        free(d), free(copy), free(out);
        return NULL;
    }
    *d = (Dump){copy, out, dumps};
    dumps = d;
    return out;
}

enum { FROM_BUILTIN, FROM_PROGRAM, FROM_HEADER };

typedef struct {
    const char *def; /* NULL: undefined */
    int from;
    unsigned seg;
} Seen;

/*
 * Walk a -dD answer: each #define and #undef in order, with the file it
 * came from (the line markers).  Into `out` goes each name a header left
 * defined; into `clob`, each program macro a header #undef'd or changed.
 */
static void read_answer(const char *answer, HashMap *out, HashMap *clob)
{
    HashMap seen = {0};
    int from = FROM_BUILTIN;
    unsigned seg = 0;
    char *text = arena_strdup(answer);
    for (char *line = text; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = 0;
        if (line[0] == '#' && line[1] == ' ' && line[2] >= '0' && line[2] <= '9') {
            char *q = strchr(line, '"');
            from = !q                                ? from
                   : !strncmp(q, "\"<stdin>\"", 9)   ? FROM_PROGRAM
                   : !strncmp(q, "\"<command-line>\"", 16) ? FROM_PROGRAM /* -D: the checker's too */
                   : q[1] == '<'                       ? FROM_BUILTIN
                                                       : FROM_HEADER;
        } else if (!strncmp(line, "#define ", 8) || !strncmp(line, "#undef ", 7)) {
            bool def = line[1] == 'd';
            char *name = line + (def ? 8 : 7);
            int len = name_len(name);
            if (len == 11 && !memcmp(name, "__prism_seg", 11) && from == FROM_PROGRAM && def) {
                seg = (unsigned)strtoul(name + len, NULL, 10);
            } else if (len) {
                Seen *was = hashmap_get(&seen, name, len);
                const char *body = def ? arena_strdup(name + len) : NULL;
                /* the last header to change it counts (a pop_macro shows as an #undef: red team rt26) */
                if (from == FROM_HEADER && was && was->from == FROM_PROGRAM && was->def &&
                    (!body || strcmp(body, was->def))) {
                    SysMacro *c = hashmap_get(clob, name, len);
                    if (!c) {
                        c = NEW(SysMacro);
                        hashmap_put(clob, arena_strndup(name, (size_t)len), len, c);
                    }
                    c->seq = seg > c->seq ? seg : c->seq;
                }
                Seen *now = NEW(Seen);
                *now = (Seen){body, from, seg};
                hashmap_put(&seen, was ? name : arena_strndup(name, (size_t)len), len, now);
            }
        }
        line = end ? end + 1 : NULL;
    }
    for (int i = 0; i < seen.capacity; i++) {
        HashEntry *e = &seen.buckets[i];
        Seen *v = e->key && e->key != (void *)-1 ? e->val : NULL;
        if (!v || v->from != FROM_HEADER || !v->def)
            continue;
        SysMacro *m = NEW(SysMacro);
        *m = (SysMacro){.def = v->def, .seq = v->seg};
        hashmap_put(out, e->key, e->keylen, m);
    }
}

/* Header number k's name, as a message gives it. */
static const char *header_name(unsigned k)
{
    Header *h = headers;
    for (unsigned i = 1; h && i < k; i++)
        h = h->next;
    return h ? arena_printf("<%s>", h->name) : "a system header";
}

/* The readings' answers for the headers included so far, once for each new #include. */
static void run_replay(void)
{
    if (ran && ran_headers == include_seq)
        return;
    ran = true;
    ran_headers = include_seq;
    ran_last = events_last;
    known = clobbered = (HashMap){0};
    char *text = replay();
    HashMap got[READINGS] = {{0}};
    bool answered[READINGS] = {false};
    int which[MAX_DEVICE_READINGS], ndevice = device_passes(which);
    for (int r = 0; r < READ_CUDA_DEVICE + ndevice; r++) {
        /* nvcc reads no checked copy the checker made without __CUDACC__ (prism-cc's, -U__CUDACC__) */
        const char *a = r == READ_C || find_macro("__CUDACC__", 10) ? answer(r, text) : NULL;
        if (a) {
            answered[r] = true;
            read_answer(a, &got[r], &clobbered);
        }
    }
    /* One definition where the readings that answered agree; DIFFERS where they do not. */
    for (int r = 0; r < READINGS; r++) {
        if (!answered[r])
            continue;
        for (int i = 0; i < got[r].capacity; i++) {
            HashEntry *e = &got[r].buckets[i];
            SysMacro *m = e->key && e->key != (void *)-1 ? e->val : NULL;
            if (!m || hashmap_get(&known, e->key, e->keylen))
                continue;
            const char *each = m->def;
            for (int o = 0; o < READINGS; o++) {
                SysMacro *other = o != r && answered[o] ? hashmap_get(&got[o], e->key, e->keylen) : m;
                if (!other || strcmp(other->def, m->def)) {
                    each = other ? arena_printf("%s\n%s", each, other->def) : each;
                    m->def = DIFFERS;
                }
            }
            m->each = each;
            m->header = header_name(m->seq);
            hashmap_put(&known, e->key, e->keylen, m);
        }
    }
    for (int i = 0; i < clobbered.capacity; i++) {
        HashEntry *e = &clobbered.buckets[i];
        SysMacro *c = e->key && e->key != (void *)-1 ? e->val : NULL;
        if (c)
            c->header = header_name(c->seq);
    }
}

/* The directories one reading's compiler searches, asked once a run (the words of its replay). */
typedef struct Dirs Dirs;
struct Dirs {
    char *key;
    const char **dirs;
    int n;
    Dirs *next;
};
static Dirs *dirs_asked;

static const Dirs *reading_dirs(int reading)
{
    for (int with_flags = 1; with_flags >= 0; with_flags--) {
        const char **argv;
        char *key = compiler_words(reading, with_flags, &argv);
        for (Dirs *d = dirs_asked; d; d = d->next)
            if (!strcmp(d->key, key))
                return d;
        Dirs *d = calloc(1, sizeof *d);
        if (!d || !(d->key = strdup(key))) {
            free(d);
            return NULL;
        }
        int argc = 0;
        while (argv[argc])
            argc++;
        const char **v = NEW_ARRAY(const char *, argc + 2);
        memcpy(v, argv, sizeof *v * (size_t)(argc - 1));
        v[argc - 1] = "-v";
        v[argc] = argv[argc - 1]; /* "-": an empty stdin */
        v[argc + 1] = NULL;
        if (!broken[reading])
            host_search_dirs(v, &d->dirs, &d->n);
        d->next = dirs_asked;
        dirs_asked = d;
        if (d->n || !opts || !opts->n_host_flags)
            return d;
    }
    return NULL;
}

/*
 * Could a skipped header define, change or #undef s at all?  Their text
 * says where it does not (sys_header_text.c), without a compiler: most
 * names asked about are the program's own.  The directories are those
 * of the readings the replay asks (C's; C++'s while __CUDACC__ is
 * defined, the device passes' are C++'s).
 */
static bool text_may_define(const char *s, int len)
{
    bool cuda = find_macro("__CUDACC__", 10) != NULL;
    if (cuda && !scanned_cuda) {
        hdrtext_reset(); /* read again with C++'s directories */
        scanned = NULL;
        scanned_cuda = true;
    }
    if (scanned != headers_last) {
        const char **all = NULL;
        int n = 0;
        for (int r = READ_C; r <= (scanned_cuda ? READ_CUDA_HOST : READ_C); r++) {
            const Dirs *d = reading_dirs(r);
            if (!d || !d->n) {
                hdrtext_unknown();
                return true;
            }
            const char **more = NEW_ARRAY(const char *, n + d->n);
            if (n)
                memcpy(more, all, sizeof *all * (size_t)n);
            memcpy(more + n, d->dirs, sizeof *all * (size_t)d->n);
            all = more;
            n += d->n;
        }
        for (Header *h = scanned ? scanned->next : headers; h; h = h->next) {
            hdrtext_add(h->name, all, n);
            scanned = h;
        }
    }
    return hdrtext_may_define(s, len);
}

/* A program #undef since the replay ran takes the name away, until a header defines it again. */
static bool undone_since(const char *s, int len)
{
    for (Event *e = ran_last ? ran_last->next : events; e; e = e->next)
        if (e->line && !strncmp(e->line, "#undef ", 7) && strlen(e->line + 7) == (size_t)len &&
            !memcmp(e->line + 7, s, (size_t)len))
            return true;
    return false;
}

static const char *known_def(const char *s, int len, const char **header)
{
    if (!headers || !text_may_define(s, len))
        return NULL;
    run_replay();
    SysMacro *m = hashmap_get(&known, s, len);
    if (!m || undone_since(s, len))
        return NULL;
    if (header)
        *header = m->header;
    return m->def;
}

/* Prism's own names (PRISM_, prism_) are Prism's: no system header is asked about them. */
static bool prism_name(const char *s, int len)
{
    return len > 6 && (!memcmp(s, "PRISM_", 6) || !memcmp(s, "prism_", 6));
}

const char *sysmac_def(const char *s, int len, const char **header)
{
    /* a reserved name reads differently in an #if whoever defines it (pp_taint.c) */
    return reserved_identifier(s, len) || prism_name(s, len) ? NULL : known_def(s, len, header);
}

bool sysmac_defines(const char *s, int len)
{
    return !prism_name(s, len) && known_def(s, len, NULL) != NULL;
}

const char *sysmac_text(const char *s, int len, const char **header)
{
    const char *def = prism_name(s, len) ? NULL : known_def(s, len, header);
    if (def != DIFFERS)
        return def;
    SysMacro *m = hashmap_get(&known, s, len);
    return m->each;
}

/*
 * The system header that #undef'd or redefined the program's macro s,
 * defined after `since` skipped #includes, before this point: gcc and nvcc
 * read the header's definition (or none) where the checker reads the
 * program's (red team rt25).  NULL: none did.
 */
const char *sysmac_clobbered(const char *s, int len, unsigned since)
{
    if (!headers || include_seq <= since || !text_may_define(s, len))
        return NULL;
    run_replay();
    SysMacro *c = hashmap_get(&clobbered, s, len);
    return c && c->seq > since ? c->header : NULL;
}
