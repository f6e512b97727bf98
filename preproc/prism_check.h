/*
 * prism_check.h - the one shared header of prism-check.
 *
 * The checker is a pipeline, one file per phase, and this header has one
 * section per file in pipeline order:
 *
 *   arena.c     memory (see the policy below)
 *   hashmap.c   string-keyed hash table
 *   diag.c      the one diagnostics function, rule table, poisoning; the
 *               closing notes (at stake, fix:, see:) from fixes.def;
 *               diag_out.c writes them as JSON or SARIF (--format)
 *   tokenize.c  source text -> tokens (line, column, literals)
 *   include.c   #include "...", #define, #if: tokens -> directive-free tokens;
 *               define.c keeps the macro table (-D, -U, P105)
 *   consteval.c integer constant expressions (#define, enum, arithmetic)
 *   parse*.c    tokens -> AST (C for kernels plus the PRISM_* constructs):
 *               parse.c (errors, scopes, unit), parse_decl.c, parse_expr.c,
 *               parse_stmt.c, parse_prism.c; dump.c prints the AST, types.c
 *               answers questions about C types
 *   check_*.c   the perspective type system (a separate pass over the AST)
 *   sync*.c     synchronization inference (a later pass)
 *   emit.c      the checked translation unit for nvcc / gcc
 *   main.c      the driver; compdb.c reads compile_commands.json (-p)
 *
 * Memory policy: prism-check is a short-lived tool.  Every token, node,
 * type, symbol and string lives in one arena (arena.c) and is never freed
 * individually; prism_reset() drops everything at once.  The driver calls
 * it between translation units, the fuzz harness between inputs, so memory
 * is bounded by the largest single input.
 */
#ifndef PRISM_CHECK_H
#define PRISM_CHECK_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct File File;
typedef struct Token Token;
typedef struct Type Type;
typedef struct Member Member;
typedef struct Node Node;
typedef struct Symbol Symbol;
typedef struct Param Param;
typedef struct Function Function;
typedef struct Program Program;
typedef struct Macro Macro;
typedef struct Expansion Expansion;

/* Input limits.  Exceeding one is diagnosed (P104), never a crash. */
#define LIMIT_FILE_BYTES (256u << 20) /* one source file */
#define LIMIT_TOTAL_BYTES (512u << 20) /* all files of one translation unit */
/* The input "-" (standard input) as diagnostics and #line name it, as gcc. */
#define STDIN_NAME "<stdin>"
#define LIMIT_INCLUDE_DEPTH 200 /* gcc's own limit */
#define LIMIT_NEST_DEPTH 256 /* parser recursion: statements, expressions, declarators */
#define LIMIT_BRACKET_DEPTH 4096 /* ( [ { open at once in one file, as the lexer sees them */
#define LIMIT_EXPR_DEPTH 32768 /* operators one expression chains: a + b + ... (every pass walks the tree) */
#define LIMIT_POSTFIX_CHAIN 1024 /* member accesses, indexes and calls one after another: s.a.b, f()(), p[0][0] */
#define LIMIT_IF_DEPTH 256   /* #if nesting */
#define LIMIT_PARAMS 32      /* PRISM_PARAMs of one function: prism.h's macros take no more */
#define LIMIT_MACRO_DEPTH 64 /* #define constants referring to each other */
#define LIMIT_ERRORS 1000    /* diagnostics printed before giving up */
#define MAX_BOUND 8          /* entries of one PRISM_REQUIRES (prism/signature.h) */
/* One SM of sm_80 or sm_90 holds at most this many resident blocks and threads (BLOCKDIM(n, k)). */
#define PRISM_SM_MAX_BLOCKS 32
#define PRISM_SM_MAX_THREADS 2048

#define PRISM_PRINTF(f, a) __attribute__((format(printf, f, a)))

#if defined(__SANITIZE_ADDRESS__)
#define PRISM_ASAN 1
#else
#define PRISM_ASAN 0
#endif

/* ---- arena.c ------------------------------------------------------------ */

void *arena_alloc(size_t size); /* zeroed, 8-byte aligned; aborts on OOM */
char *arena_strndup(const char *s, size_t len);
char *arena_strdup(const char *s);
char *arena_printf(const char *fmt, ...) PRISM_PRINTF(1, 2);
size_t arena_used(void); /* bytes handed out since the last reset */
void arena_reset(void);  /* free everything */
/* Under ASan, make [p, p+len) of an arena block fault when read or written
 * (a short node's missing tail); a no-op otherwise. */
void arena_poison(void *p, size_t len);
/* Allocate one T / n Ts, zeroed. */
#define NEW(T) ((T *)arena_alloc(sizeof(T)))
#define NEW_ARRAY(T, n) ((T *)arena_alloc(sizeof(T) * (size_t)(n)))

/* ---- hashmap.c ---------------------------------------------------------- */

/* Open addressing, string keys (not copied: keys must outlive the map). */
typedef struct {
    const char *key;
    int keylen;
    void *val;
} HashEntry;

typedef struct {
    HashEntry *buckets;
    int capacity;
    int used;
} HashMap;

void *hashmap_get(HashMap *map, const char *key, int keylen);
void hashmap_put(HashMap *map, const char *key, int keylen, void *val);
void hashmap_delete(HashMap *map, const char *key, int keylen);

/* ---- diag.c ------------------------------------------------------------- */

typedef enum {
    DIAG_ERROR,   /* counts towards the exit status */
    DIAG_WARNING, /* printed, does not fail the run */
} DiagKind;

/* Rule ids come from rules.def: RULE(P100, "summary", "explanation"). */
typedef struct {
    const char *id;
    const char *summary;
    const char *explain;
} Rule;

extern const Rule rule_table[];
extern const int rule_count;
const Rule *rule_find(const char *id);

/*
 * Print `file:line:col: error|warning: message [rule]`, then the source
 * line and a caret under `at`.  Notes that follow (note()) belong to it.
 * A repeat of the same rule at the same token is dropped, and so are notes
 * after a dropped diagnostic.  `rule` may be NULL for messages with no rule.
 */
void diag(DiagKind kind, Token *at, const char *rule, const char *fmt, ...) PRISM_PRINTF(4, 5);
void vdiag(DiagKind kind, Token *at, const char *rule, const char *fmt, va_list ap);
/* `file:line:col: note: message`, source line and caret; after a diag(). */
void note(Token *at, const char *fmt, ...) PRISM_PRINTF(2, 3);
/* A diagnostic at a raw position (the lexer has no token yet). */
void diag_loc(DiagKind kind, File *file, const char *loc, const char *rule, const char *fmt, ...)
    PRISM_PRINTF(5, 6);
/* What the last diagnostic puts at stake, at `at` (the barrier or collective it
 * would break): replaces the rule's generic "at stake" note (fixes.def). */
void diag_stake(Token *at, const char *fmt, ...) PRISM_PRINTF(2, 3);
void diag_fix(const char *fmt, ...) PRISM_PRINTF(1, 2);
void diag_flush(void); /* print the last diagnostic's closing notes (end of a file) */
/* `prism-check: error: message`: usage and I/O errors (exit status 2). */
void diag_fatal_io(const char *fmt, ...) PRISM_PRINTF(1, 2);

int diag_error_count(void);
/* Errors after which the type and sync passes would only cascade: all but
 * P103, whose node is poisoned and skipped. */
int diag_stopping_error_count(void);
int diag_warning_count(void);
bool diag_io_failed(void); /* diag_fatal_io() was called */
void diag_reset(void);          /* counts back to zero (fuzzer, tests) */
void diag_device_pass(bool on); /* archs.c: a device pass repeats none of what an earlier pass said */
/* Colour: -1 auto (stderr is a terminal and NO_COLOR unset), 0 off, 1 on. */
void diag_set_color(int mode);
/* Where diagnostics go (stderr by default; the fuzzer uses /dev/null). */
void diag_set_stream(FILE *out);
void diag_set_werror(bool on); /* print warnings as errors ([-Werror]) */

/* ---- tokenize.c --------------------------------------------------------- */

struct File {
    char *name;     /* as given or as resolved from an #include */
    char *contents; /* NUL-terminated */
    size_t size;
    int index;      /* position in Program.files */
    uint32_t base;  /* its first byte's Token.pos; 0: its tokens have no position */
    bool is_lang;   /* prism.h or prism/ (the DSL itself): defines only */
    /* Found through -isystem or a system directory, or next to such a file (as
     * gcc's search marks it): the emitted copy says so, and the compilers' -W
     * flags leave it alone as they leave their own headers. */
    bool is_system;
    /* An #include_next in it searches from the search directory next_search - 1
     * (include.c); 0: it was found through none, and #include_next is #include. */
    int next_search;
    /* splice.c: the logical text (phases 1-2) when it differs from contents. */
    char *logical;
    size_t logical_size;
    size_t *map_logical, *map_physical; /* breakpoints, nmap of each */
    int nmap;
    size_t *line_starts; /* physical offsets of each line's start */
    int nlines;
    Token *included_at; /* the #include's file name that read it (this reading); NULL: an input */
    /* line_marks.c: what #line directives in it say, in order. */
    struct LineMark *marks;
    int nmarks, capmarks;
};

typedef enum {
    TK_IDENT,   /* identifiers and keywords */
    TK_PUNCT,   /* punctuators, longest match: "<<=", "->", "..." */
    TK_NUM,     /* integer literal: val (is_float == false) or floating (fval) */
    TK_CHAR,    /* character literal: val */
    TK_STR,     /* string literal, quotes included in loc/len */
    TK_HASH,    /* '#' that starts a preprocessor line (only seen by include.c) */
    TK_NEWLINE, /* end of a preprocessor line (only inside directives) */
    TK_EOF,     /* end of input */
} TokenKind;

struct Token {
    Token *next;
    const char *loc; /* its spelling: into its file's text, or a copy's */
    int len;
    /* Where it is written, as an offset into the physical texts of all
     * files laid end to end (File.base): token_file, token_line and
     * token_col find the file, line and column from it; 0 for a token
     * written nowhere.  Four bytes where a file pointer, a line and a
     * column took sixteen: a translation unit holds millions of tokens. */
    uint32_t pos;
    uint32_t exp; /* the macro expansion that produced it (tok_expansion); 0 if written */
    TokenKind kind : 8;
    unsigned kw : 2;       /* TK_IDENT: KW_* bits, set by the lexer */
    bool at_bol : 1;       /* first token of a line */
    bool has_space : 1;    /* whitespace before it */
    bool is_float : 1;     /* TK_NUM: floating literal */
    bool bad : 1;          /* a malformed literal the lexer already reported */
    bool is_unsigned : 1;  /* TK_NUM: u suffix */
    unsigned long_count : 2; /* TK_NUM: number of l suffixes (0 to 2) */
    unsigned folded : 2;   /* #if: `defined X` or `__has_...(...)` folded to a number, 1 + its value */
    bool digraph : 1;      /* written <: :> <% %> %: or %:%: (C17 6.4.6p3); loc holds the token it is */
    /* The checker and the compilers may read it differently: emitted under a
     * test of a name they read differently (pp_taint.c), or __COUNTER__'s value. */
    bool diverges : 1;
    /* Emitted while a #pragma pack other than the default may be in force
     * for the compilers: a struct it starts has an unknown layout. */
    bool packed : 1;
    /* A name prism-check left as it is in an argument it expanded, which the
     * compilers may have expanded (a system header's CHAR_BIT, <sys/cdefs.h>'s
     * __LEAF): a macro given it as an argument may paste, stringize or count
     * something else for them (macro.c). */
    bool may_expand : 1;
    /* No value: a literal's value is read from its spelling when asked
     * (token_int_value), which keeps every token 8 bytes smaller. */
};
_Static_assert(sizeof(Token) == 32, "a token is four words: keep it so");

enum {
    KW_KEYWORD = 1, /* a C or CUDA keyword (never an identifier) */
    KW_TYPE = 2,    /* may start a declaration's specifiers */
};

/*
 * splice.c: give f its logical text (splices removed, CR LF and CR read as
 * LF, NUL reported as P106) when it differs from the physical one; false
 * when the file can be lexed in place.
 */
bool file_make_logical(File *f);
/* Offset in f->contents of a position in either of f's texts. */
size_t file_physical_offset(const File *f, const char *loc);
/* The physical offset n logical characters after physical offset off (splices skipped). */
size_t file_skip_chars(const File *f, size_t off, size_t n);
/* Physical line and column of a physical offset in f. */
void file_line_col(File *f, size_t off, int *line, int *col);

/* ---- line_marks.c: #line ------------------------------------------------ */

/* From physical line `from` on, f's lines are numbered `line` on, in the file
 * `name` (NULL: the name so far), as `#line line "name"` on the line before says. */
void file_add_line_mark(File *f, int from, int line, const char *name);
/* The name and line (in *line, given the physical line) that diagnostics, the
 * checked file's #line and __FILE__/__LINE__ give a line of f. */
const char *file_display(const File *f, int *line);

/* ---- columns.c: columns as a reader counts them ------------------------ */

/* The 1-based column of loc in the NUL-terminated line starting at line: gcc's
 * display column (UTF-8 characters, wide ones two, tabs to multiples of 8),
 * or Unicode code points (SARIF's unicodeCodePoints). */
int text_column(const char *line, const char *loc, bool code_points);
/* Blanks from line to loc that put what is printed next under loc (tabs kept). */
void text_pad_to(FILE *out, const char *line, const char *loc);

/* Tokenize a whole file; the list ends with TK_EOF.  Lexical errors are P100. */
Token *tokenize(File *file);
/* How a digraph token (Token.digraph) is written: "#x" of it keeps that spelling. */
const char *token_digraph_spelling(const Token *t);
/* The value of a TK_NUM (integer) or TK_CHAR token, read from its spelling. */
uint64_t token_int_value(const Token *t);
bool token_int_unsigned(const Token *t);
/* The value of a floating TK_NUM token (is_float), read from its spelling. */
double token_float_value(const Token *t);
File *new_file(const char *name, char *contents, size_t size);
/* The file where tok is written (NULL for a token written nowhere), and its
 * physical line and column there (0 then). */
File *token_file(const Token *tok);
int token_line(const Token *tok);
int token_col(const Token *tok);
/* The position of loc, a byte of f's physical or logical text. */
uint32_t file_pos(const File *f, const char *loc);
void tokenize_reset(void); /* forget every file's position (prism_reset) */
/*
 * Does tok spell exactly s?  Inline so that the length of a literal s is
 * a constant and most comparisons end at the length check: the parser
 * asks this of nearly every token many times.
 */
static inline bool equal(const Token *tok, const char *s)
{
    size_t n = __builtin_strlen(s);
    return (size_t)tok->len == n && __builtin_memcmp(tok->loc, s, n) == 0 && tok->kind != TK_STR &&
           tok->kind != TK_EOF;
}
/* tok if it spells s, else P100 "expected 's'" (the caller decides what next). */
bool consume(Token **rest, Token *tok, const char *s);
/* The token's text as a fresh NUL-terminated string. */
char *tok_str(const Token *tok);
bool is_keyword(const Token *tok);

/* ---- include.c ---------------------------------------------------------- */

typedef struct MacroParam MacroParam;
struct MacroParam {
    MacroParam *next;
    char *name;
};

/* An object-like or function-like #define. */
struct Macro {
    char *name;
    Token *def;      /* the #define's name token */
    Token *body;     /* replacement tokens, TK_EOF-terminated */
    bool is_func;    /* NAME(params) form */
    MacroParam *params; /* is_func: the named parameters */
    bool is_variadic;   /* ... (or GNU name...) ends the parameters */
    char *va_name;      /* GNU `name...`: the variadic part's name; NULL for __VA_ARGS__ */
    bool from_lang;  /* defined by the DSL's own headers (prism.h, prism/) */
    unsigned sys_seq;   /* skipped system #includes before its #define (sys_macros.c) */
    bool clobber_said;  /* P107 for a system header's change of it said */
    Token *on_checker; /* defined under a test of __PRISM_CHECK__, __cplusplus, __CUDACC_*__: that test (P107) */
    /* include.c caches here whether the replacement names such a macro, valid while no #define or #undef came since. */
    /* The test taint_of (include.c) found, in code [0] and in an #if [1], where names
     * such as __SSE2__ or INT_MAX only read differently when tested. */
    Token *taint[2];
    unsigned taint_gen[2]; /* the definitions generation taint was computed in; 0 never */
    bool taint_busy;    /* being computed: a self-reference adds nothing */
    /* consteval.c caches the value of an object-like macro here. */
    int eval_state;  /* 0 not tried, 1 in progress, 2 constant, 3 not constant */
    int64_t value;
};

typedef struct {
    const char **include_dirs; /* -I, in order */
    int n_include_dirs;
    /* -isystem, then Prism's installed headers: searched after -I, as the
     * compilers search them; what is found there is a system header. */
    const char **system_dirs;
    int n_system_dirs;
    /* -D and -U in command-line order, as the compilers apply them:
     * "NAME" or "NAME=value" defines, "-NAME" undefines. */
    const char **defines;
    int n_defines;
    /* nvcc's __CUDA_ARCH_LIST__ (800,900), defined in every pass, the host's
     * too (nvcc --dryrun); NULL where no architecture is built (--cuda-arch=none). */
    const char *cuda_arch_list;
    const int *archs; /* --cuda-arch's device passes (archs.c's encoding) */
    int narchs;
    const char **pre_includes; /* -include, in order: read before the main file */
    int n_pre_includes;
    /* --host-flag: the compile's own flags that may define macros (-O2, -ffast-math, -mavx2, -std=gnu2x),
     * given to the host compilers sys_macros.c asks about skipped system headers */
    const char **host_flags;
    int n_host_flags;
    /* --nvcc-flag: the compile's nvcc options that change its passes' macros (-rdc=true, -G, -std=c++20,
     * -ccbin), given to the `nvcc --dryrun` sys_macros.c asks */
    const char **nvcc_flags;
    int n_nvcc_flags;
    bool no_file_includes; /* every #include "..." is not found */
    bool sandbox_includes; /* only relative names without "..", only in -I dirs (fuzzing) */
    bool expand_dsl;       /* expand the DSL's macros too (--dump-tokens=all) */
} FrontendOptions;

/*
 * Read `path` (or take `text`), follow #include "..." relative to the
 * including file then -I, each file once; record #defines; keep only the
 * active #if branches.  Returns directive-free tokens ending in TK_EOF, or
 * NULL if the main file cannot be read (diag_fatal_io).  <...> includes
 * are skipped; files of the DSL itself (prism.h, prism/...) contribute
 * their #defines only.
 */
Token *preprocess_file(Program *prog, const char *path, const FrontendOptions *opt);
Token *preprocess_text(Program *prog, const char *name, const char *text, size_t len,
                       const FrontendOptions *opt);
void include_reset(void);
/* #pragma once (once.c): path said it; path is such a file, by any name or as gcc's copy test finds it. */
void once_mark(const char *path);
bool once_seen(const char *path);
void once_reset(void);
/* sys_macros.c: the macros of the system headers prism-check does not read, from the host compiler. */
void sysmac_reset(const FrontendOptions *opt); /* a new translation unit (or pass) */
void sysmac_unread(const char *header);        /* #include <header> skipped here */
void sysmac_undef(const char *s, int len);     /* the program's #undef of s[0..len) */
void sysmac_event(const char *line);           /* the program's #define or #pragma push/pop_macro, in order */
/* The definition an unread system header gives s[0..len) ("(a, b) body" or " body") and the header, NULL if none. */
const char *sysmac_def(const char *s, int len, const char **header);
bool sysmac_defines(const char *s, int len); /* reserved names too (<sys/cdefs.h>'s __LEAF) */
/* the same, with its definition (where the builds differ, each of theirs, a line each) */
const char *sysmac_text(const char *s, int len, const char **header);
bool sysmac_host_flag(const char *flag); /* a compile flag that may define macros (-O2, -ffast-math) */
const char *sysmac_host_flag_refused(const char *flag); /* -D, -I...: the checker's option to give instead */
bool sysmac_nvcc_flag(const char *flag); /* an nvcc option that changes its passes' macros (-rdc, -G, -std=) */
int sysmac_nvcc_dirs(const char ***dirs); /* the include directories nvcc gives its host compiler */

/* ---- host_run.c ------------------------------------------------------------------------------- */

/* Run argv with `text` on its stdin; its stdout (malloc'd, with its stderr where asked), NULL if it did
 * not exit 0 (*hung: it was killed after 10 seconds, or never ran).  It dies with prism-check. */
char *host_run_capture(const char *const *argv, const char *text, bool *hung, bool with_stderr);
/* Do the compilers find `name` in their own include directories (the C compiler's; with cuda, the C++
 * compiler's and nvcc's too)?  Asked once a run. */
bool host_system_header(const char *name, bool cuda);
/* The directories a compiler's `-E -v` run (argv) searches, appended to *dirs (malloc'd). */
void host_search_dirs(const char *const *argv, const char ***dirs, int *n);

/* ---- sys_header_text.c: the names skipped system headers may define, from their text ------------ */

void hdrtext_reset(void);
/* Read #include <header> and every file it may include, found through dirs. */
void hdrtext_add(const char *header, const char *const *dirs, int ndirs);
void hdrtext_unknown(void); /* a reading whose directories are not known: every name may be defined */
/* May a header added so far #define, #undef or pop_macro s[0..len)?  (true where the text was not read) */
bool hdrtext_may_define(const char *s, int len);
unsigned sysmac_seq(void);                   /* system #includes skipped so far */
/* the system header that #undef'd or redefined program macro s defined after `since` of them, or NULL */
const char *sysmac_clobbered(const char *s, int len, unsigned since);
bool reserved_identifier(const char *s, int len); /* C17 7.1.3: __x or _X */

/* The system header that defines macro s[0..len) ("<limits.h>"), NULL: none the checker knows (libc_names.c). */
const char *libc_macro_header(const char *s, int len);
/* __FILE__, __LINE__, __COUNTER__: defined by the checker as by the compilers (macro.c). */
bool macro_is_dynamic(const Token *tok);
/* A name a header's directive #defines or #undefs (include false), or the operand of its
 * #include / #include_next / #import (include true; angled: <...>), every branch, in order (header_names.c). */
typedef void (*HeaderNameFn)(void *arg, const char *s, int len, bool include, bool angled);
void header_directive_names(const char *text, size_t size, HeaderNameFn fn, void *arg);
/* Directive helpers define.c shares: a token's file (never NULL), the rest of a line copied, the next line. */
File *pp_file_of(const Token *tok);

/* ---- source_files.c --------------------------------------------------------- */

/* A regular file whole ("-": standard input), or NULL and *why. */
char *pp_read_file(const char *path, size_t *size, const char **why);
bool pp_file_exists(const char *path);
/* prism.h beside a prism/ folder, or one of that folder's own headers. */
bool pp_is_lang_file(const char *path);
/* The folder of path ("." for a bare name). */
char *pp_dir_of(const char *path);
Token *pp_copy_line(Token **rest, Token *tok);
Token *pp_skip_line(Token *tok);

/* ---- define.c ----------------------------------------------------------- */

Macro *find_macro(const char *name, int len);
Macro *macro_left_in_program(const Token *tok);
void define_macro(Token *name, Token **rest); /* #define: name is the macro's name token */
void predefine(const char *spec);             /* -D NAME or NAME=value */
void undefine_macro(Token *name);             /* #undef (P105 for a reserved name) */
void restore_macro(Token *at, const char *name, int len, Macro *m); /* #pragma pop_macro */
void undefine_name(const char *name);         /* -U */
char *undefine_spec(const char *name);        /* -U NAME as FrontendOptions.defines holds it (malloc'd) */
void define_reset(void);

/* ---- macro.c ------------------------------------------------------------ */

/*
 * One step of a macro expansion: which macro, the tokens of the use it
 * replaced (from: the name, from_end: the closing ')'), or for an argument
 * token, the token as written in the argument (from == from_end).
 */
struct Expansion {
    Macro *macro;
    Token *from, *from_end;
    Token *first, *last; /* the replacement's first and last tokens (not for is_arg) */
    uint32_t id;         /* what Token.exp holds for it */
    bool is_arg;
};

/* The expansion that produced tok, NULL for a written token. */
Expansion *tok_expansion(const Token *tok);

/* Is tok the name of a user macro to expand here (a call: followed by '(')? */
bool macro_expandable(Token *tok);
bool macro_name_diverges(const Token *tok); /* __COUNTER__, __INCLUDE_LEVEL__, __BASE_FILE__ */
/* The last name an argument held unexpanded that the compilers may expand (Token.may_expand), or NULL. */
Token *macro_may_expand_name(void);
/* define.c: the program's own #defines in force, as `#define` lines (sorted), "" if none. */
void macro_check_clobbered(const Token *use, Macro *m); /* P107: a skipped system header changed m */
bool macro_checked_name(const char *s, int len); /* an intrinsic, an id or a PRISM_ name: the checker's */
unsigned macro_may_expand_uses(void); /* a count of the expansions such a name made read differently */
/*
 * Expands the use of a macro at tok; returns the replacement linked to the
 * tokens after the use (for the rescan), or the token after the use if the
 * replacement is empty.
 */
Token *macro_expand(Token *tok);
/* Every user macro of a TK_EOF-terminated list expanded (an #if line). */
Token *macro_expand_list(Token *tok);
/* The written token an expanded one stands for: the use's first or last token. */
Token *tok_written(const Token *tok, bool end);
/*
 * The physical bytes [*start, *end) of token_file(tok_written(tok)) where tok was
 * written: its spelling, spliced or not, or the whole use of the macro that
 * produced it.  What the emitter edits.
 */
void tok_source_span(const Token *tok, size_t *start, size_t *end);
/*
 * Can text inserted before (after) tok go before (after) the macro uses it
 * came from and mean the same: is tok the first (last) token of each
 * expansion that produced it?  Always for written tokens; never for a
 * token that came through a macro's argument (the macro may use it twice
 * or not at all).
 */
bool tok_edit_fits(const Token *tok, bool after);
/* The outermost user macro whose expansion produced tok, or NULL. */
Macro *tok_macro(const Token *tok);
void macro_reset(void);
void expansions_reset(void); /* with the arena: Token.exp indexes them */
/* Expand the DSL's own macros too (the compilers' view, for --dump-tokens=all). */
void macro_expand_dsl(bool on);
void macro_pin(Macro *m);             /* the next use of m's name expands with m */
Macro *macro_of_use(const Token *tok); /* the definition a use of tok's name expands with */
bool pp_name_may_differ(const Token *t); /* pp_taint.c: a name the compilers may define otherwise */
bool pp_name_expands_elsewhere(const Token *t); /* pp_taint.c: a name a header or the compilers define as a macro */

/* ---- archs.c ------------------------------------------------------------ */

/*
 * The __CUDA_ARCH__ values of a list like "80,90a" or "sm_80 sm_90a" (NULL:
 * the build's CUDA_ARCHS; "none": no device pass).  The count, or -1.
 */
int parse_cuda_archs(const char *list, int *out, int max);
/* The __CUDA_ARCH__ value of a device pass parse_cuda_archs gave (901 for sm_90a: 900). */
int cuda_arch_number(int arch);
/* the NAME=VALUE macros nvcc's device pass for archs[i] defines, into defs (6 at most): how many */
int cuda_device_defines(const int *archs, int narchs, int i, const char **defs);
int cuda_representative_arch(const int *archs, int narchs);
const char *cuda_arch_list(const int *archs, int narchs); /* "800,900": __CUDA_ARCH_LIST__'s value */
/*
 * Check path again as each device pass reads it; with emit, P106 if its
 * checked output differs from host's.  False if it did.  devs (narchs
 * entries, or NULL) receives each pass's program (NULL where it did not
 * parse): the files a pass read are in it.
 */
bool check_device_passes(const char *path, const FrontendOptions *fe, const int *archs, int narchs, Program *host,
                         void (*emit)(Program *, FILE *), Program **devs);

/* ---- pp_dump.c ---------------------------------------------------------- */

/* --dump-tokens: the main file's preprocessed tokens, one per line. */
bool dump_tokens(const char *path, const FrontendOptions *opt, FILE *out);

/* ---- consteval.c -------------------------------------------------------- */

/*
 * Evaluate an integer constant expression: literals, enum constants,
 * object-like #defines, sizeof/_Alignof of known types, all C arithmetic, ?:.
 * Returns false (no diagnostic) when it is not constant or overflows into
 * undefined behaviour (division by zero, INT64_MIN / -1, shift out of range).
 */
bool const_eval(Node *expr, int64_t *out);
/*
 * As const_eval, but reports P103 "`what` must be an integer constant
 * expression" at the first non-constant part, and a note at the macro or
 * variable involved.  Returns false and sets *out to 0 on failure.
 */
bool const_require(Node *expr, const char *what, int64_t *out);
/* Value of an object-like #define, or false. */
bool macro_value(Macro *m, int64_t *out);
/* As const_eval, with #if's rule that names that are not macros are 0. */
bool const_eval_if(Node *expr, int64_t *out);

/* ---- perspectives (parse.c builds them, check_*.c reasons on them) ------- */

typedef enum {
    PL_NONE = -1,    /* no perspective: unannotated, or poisoned */
    PL_THREAD = 0,   /* thread[n] (WARP, WARPGROUP are spellings of it) */
    PL_BLOCK = 1,    /* block[n] */
    PL_GRID = 2,     /* grid[n] */
    PL_BLOCKDIM = 3, /* BLOCKDIM(n): a kernel bound only; block[1] is n threads */
} PerspLevel;

/* How a perspective was written, for messages. */
typedef enum {
    PS_THREAD,
    PS_WARP,      /* WARP(k) = THREAD(32k) */
    PS_WARPGROUP, /* WARPGROUP(k) = THREAD(128k) */
    PS_BLOCK,
    PS_GRID,
    PS_BLOCKDIM,
} PerspSpelling;

typedef struct {
    PerspLevel level : 8; /* PL_NONE: none (bit-fields: every node and symbol embeds a Persp) */
    PerspSpelling spelling : 8;
    bool poisoned : 1; /* the size was not a constant (P103 reported): stay quiet */
    int64_t size;     /* n of level[n], normalised: WARP(2) has size 64 */
    Token *tok;       /* the GRID/BLOCK/THREAD/... token; NULL if none */
    Node *size_expr;  /* the argument */
} Persp;

/* Format "thread[32]", "block[1]", "none" into an arena string. */
char *persp_str(const Persp *p);
static inline bool persp_is_none(const Persp *p) { return p->level == PL_NONE; }

/* ---- C types (parse.c) ---------------------------------------------------- */

typedef enum {
    TY_VOID,
    TY_BOOL,
    TY_CHAR,
    TY_SHORT,
    TY_INT,
    TY_LONG,   /* long and long long */
    TY_FLOAT,
    TY_DOUBLE, /* double and long double */
    TY_NAMED,  /* a typedef or type we do not know the shape of (size_t, float4) */
    TY_STRUCT, /* struct or union: tag in name */
    TY_ENUM,
    TY_PTR,    /* base is the pointee */
    TY_ARRAY,  /* base is the element; array_len -1 when unknown */
    TY_FUNC,   /* base is the return type */
} TypeKind;

struct Type {
    TypeKind kind;
    /* bit-fields, so that they share kind's word */
    bool is_const : 1;    /* this level: `const float *p` has base->is_const */
    bool is_volatile : 1;
    bool is_restrict : 1;
    bool is_unsigned : 1;
    bool is_union : 1;    /* TY_STRUCT */
    /* The compilers lay it out in a way the checker does not model: an
     * attribute or _Alignas in its declaration (vector_size, aligned,
     * packed, mode), __int128, long double (16 bytes on the host, 8 on the
     * device), _Complex, an enum whose values do not fit 32 bits.  Its size
     * is unknown (type_size_align fails: P051 where it is allocated). */
    bool layout_unknown : 1;
    Type *base;
    Token *name;      /* TY_NAMED: the type name; TY_STRUCT/TY_ENUM: tag or NULL */
    Symbol *typedef_sym; /* TY_NAMED from a typedef we parsed */
    int64_t array_len;
    Node *array_len_expr;
    Token *tok;       /* where the type was written */
    int64_t struct_size;  /* TY_STRUCT: its layout, when struct_align > 0 (parse_decl.c) */
    int64_t struct_align;
    bool plain_values;    /* TY_STRUCT: every member is a number no wider than 32 bits (sync_access.c) */
    bool no_writable_ptr; /* TY_STRUCT: no member can hold a writable address (pointers to const only) */
    Member *members;      /* TY_STRUCT: the named members, when its body was seen (parse_decl.c) */
};

/* A named member of a struct or union: what `s.name` is. */
struct Member {
    Token *name;
    Type *ty;
    Member *next;
};
Type *member_type(const Type *ty, const Token *name); /* NULL when not known */
const Type *type_unalias(const Type *t);              /* through the typedefs we parsed */
bool type_holds_pointer(const Type *t, bool writable_only, int depth); /* a (writable) pointer member, nested */
int type_int_bits(const Type *t, bool *is_unsigned); /* an integer's width (8..64) and sign; 0: not an integer we know */
const Type *local_object_type(Node *e, Node **base); /* a local's or compound literal's part, or NULL */

bool type_is_pointer(const Type *ty); /* pointer or array */
bool type_is_integer(const Type *ty);
bool type_is_scalar(const Type *ty);  /* arithmetic, enum or pointer */
/* Pointer whose pointee is const (what "const pointer argument" means). */
bool type_points_to_const(const Type *ty);
char *type_str(const Type *ty); /* "const float *" */

/* types.c: the named types whose layout CUDA fixes (vector types, half, ...). */
typedef struct {
    const char *name;
    int64_t size;
    int64_t align;
} NamedType;

extern const NamedType named_types[];
extern const int named_type_count;
const NamedType *named_type_find(const Token *name);
/* sizeof and _Alignof of ty, when the checker knows its layout. */
bool type_size_align(const Type *ty, int64_t *size, int64_t *align);

/* ---- symbols (parse.c resolves every name when it parses it) ------------- */

typedef enum {
    SYM_VAR,        /* local or global variable */
    SYM_PARAM,      /* function parameter */
    SYM_FUNC,       /* function (Prism or plain); func is set */
    SYM_TYPEDEF,    /* typedef name */
    SYM_ENUM_CONST, /* enumerator: enum_val */
    SYM_ALIAS,      /* y of a partition/claim/async: hides points at x */
    SYM_SHARED,     /* name of a PRISM_SHARED allocation */
    SYM_LABEL,      /* goto label (function scope) */
} SymKind;

typedef struct SymStore {
    Node *rhs;
    struct SymStore *next;
} SymStore;

struct Symbol {
    /* The small fields first, in one word: a translation unit declares
     * about one symbol per two lines. */
    SymKind kind : 8;
    bool enum_val_ok : 1;  /* SYM_ENUM_CONST: its value is known */
    bool is_global : 1; /* storage outside any thread: file scope, or a static or extern local */
    bool is_static : 1;
    bool is_extern : 1;
    bool is_cuda_shared : 1;   /* declared __shared__ */
    bool is_cuda_constant : 1; /* declared __constant__ */
    bool poisoned : 1; /* an error already involves it: say nothing more */
    bool addr_taken : 1; /* &name somewhere (see stores) */
    /* The barrier inference's answer for it (sync_access.c): 0 not yet, 1 known. */
    bool res_known : 1;
    /* File scope, declared where the checker and the compilers read the
     * source differently (Token.diverges): its value or type may differ (P107). */
    bool diverges : 1;
    unsigned res_kind : 8;
    int depth;         /* block nesting depth of the declaration (0: file) */
    char *name;
    Token *tok;        /* where it is declared */
    Type *ty;
    Persp persp;       /* PRISM_AT / PRISM_PARAM annotation; PL_NONE if unannotated */
    Node *decl;        /* declaring node (ND_DECLARATOR, ND_SHARED, ND_PARTITION, ...) */
    Symbol *hides;     /* SYM_ALIAS: the symbol the scope hides */
    Function *func;    /* SYM_FUNC */
    int64_t enum_val;  /* SYM_ENUM_CONST */
    Symbol *shadowed;  /* the symbol of the same name this one hides (parser) */
    /* What a local pointer is given after its declaration: each `name = rhs`
     * (the parser), and whether its address is taken (addr_taken).  The
     * barrier inference follows all of them, not the initializer alone. */
    struct SymStore *stores;
    Symbol *res_root;
    Symbol *scope_next; /* next symbol of the same scope (parser) */
    void *aux;         /* free for a pass's own data */
};

/* ---- AST (parse.c) --------------------------------------------------------- */

typedef enum {
    /* -- expressions -- */
    ND_NUM,        /* integer or character literal: val */
    ND_FNUM,       /* floating literal: fval */
    ND_STR,        /* string literal(s), adjacent ones concatenated: tok is the first */
    ND_VAR,        /* a name: sym (NULL if it is declared nowhere we read) */
    ND_ADD,        /* lhs + rhs */
    ND_SUB,        /* lhs - rhs */
    ND_MUL,        /* lhs * rhs */
    ND_DIV,        /* lhs / rhs */
    ND_MOD,        /* lhs % rhs */
    ND_SHL,        /* lhs << rhs */
    ND_SHR,        /* lhs >> rhs */
    ND_BITAND,     /* lhs & rhs */
    ND_BITOR,      /* lhs | rhs */
    ND_BITXOR,     /* lhs ^ rhs */
    ND_EQ,         /* lhs == rhs */
    ND_NE,         /* lhs != rhs */
    ND_LT,         /* lhs < rhs */
    ND_LE,         /* lhs <= rhs */
    ND_GT,         /* lhs > rhs */
    ND_GE,         /* lhs >= rhs */
    ND_LOGAND,     /* lhs && rhs */
    ND_LOGOR,      /* lhs || rhs */
    ND_NEG,        /* -lhs */
    ND_POS,        /* +lhs */
    ND_NOT,        /* !lhs */
    ND_BITNOT,     /* ~lhs */
    ND_DEREF,      /* *lhs */
    ND_ADDR,       /* &lhs */
    ND_PREINC,     /* ++lhs */
    ND_PREDEC,     /* --lhs */
    ND_POSTINC,    /* lhs++ */
    ND_POSTDEC,    /* lhs-- */
    ND_ASSIGN,     /* lhs = rhs, or lhs op= rhs when op != ND_ASSIGN (op is ND_ADD, ...) */
    ND_COND,       /* cond ? then : els */
    ND_COMMA,      /* lhs , rhs */
    ND_CAST,       /* (ty) lhs */
    ND_SIZEOF,     /* sizeof lhs, or sizeof(ty) when lhs is NULL */
    ND_ALIGNOF,    /* _Alignof(ty) / __alignof__(ty or lhs) */
    ND_COMPOUND_LIT, /* (ty){ init }: init is an ND_INIT_LIST */
    ND_INIT_LIST,  /* { a, .x = b, [2] = c }: args, each maybe wrapped in ND_DESIG */
    ND_DESIG,      /* designated initializer: name (.x) or lhs ([i]) then rhs = value */
    ND_INDEX,      /* lhs[rhs] */
    ND_MEMBER,     /* lhs.name, or lhs->name when arrow */
    ND_CALL,       /* lhs(args): opaque unless the callee is a known function */
    ND_CUDA_LAUNCH,/* lhs<<<args>>>(rhs->args): raw CUDA launch; config in args, call in rhs */
    ND_STMT_EXPR,  /* GNU ({ body }) */
    /* -- Prism expressions -- */
    ND_PRISM_ID,       /* PRISM_ID(persp): a value of perspective persp */
    ND_PRISM_NTHREADS, /* PRISM_NTHREADS() */
    ND_PRISM_NBLOCKS,  /* PRISM_NBLOCKS(): the grid's block count, a grid[1] value */
    ND_PRISM_STRIDE_FIRST, /* PRISM_FOR_STRIDED's start: the thread's index in the unit around it */
    ND_PRISM_STRIDE_STEP,  /* PRISM_FOR_STRIDED's step: that unit's thread count */
    ND_PRISM_LANEMASK, /* PRISM_LANEMASK(): the lanes of the executing unit in its warp */
    ND_PRISM_SYNC,     /* PRISM_SYNC(): the barrier of the code perspective */
    ND_PRISM_CALL,     /* PRISM_CALL(name, args...): name, args, sym of the callee */
    ND_PRISM_LAUNCH,   /* PRISM_LAUNCH(name, grid, block, args...): args = grid, block, args */
    /* -- statements -- */
    ND_BLOCK,      /* { body }: statements linked by next */
    ND_EXPR_STMT,  /* lhs ; */
    ND_NULL_STMT,  /* ; */
    ND_DECL,       /* a declaration: body lists its ND_DECLARATORs */
    ND_DECLARATOR, /* one declared name: sym, init (NULL, an expression or ND_INIT_LIST) */
    ND_IF,         /* if (cond) then else els */
    ND_FOR,        /* for (init; cond; inc) body: init is a statement or NULL */
    ND_WHILE,      /* while (cond) body */
    ND_DO,         /* do body while (cond); */
    ND_SWITCH,     /* switch (cond) body */
    ND_CASE,       /* case lhs: / case lhs ... rhs: (GNU range), then body */
    ND_DEFAULT,    /* default: body */
    ND_BREAK,      /* break; target is the loop or switch it leaves */
    ND_CONTINUE,   /* continue; target is the loop */
    ND_RETURN,     /* return lhs; (lhs may be NULL) */
    ND_GOTO,       /* goto name; target is the ND_LABEL (set after the function) */
    ND_LABEL,      /* name: body */
    ND_ASM,        /* asm [volatile] ("..." : outs : ins : clobbers): args = operands */
    ND_ASM_OPERAND,/* "constraint"(lhs) in an asm; is_output for outputs */
    ND_STATIC_ASSERT, /* _Static_assert(lhs, "..."): evaluated by the parser */
    /* -- Prism statements -- */
    ND_GROUP,      /* PRISM_GROUP(persp) body */
    ND_SPLIT,      /* PRISM_SPLIT(level) body: persp.level, persp.size = unit (1, 32, 128) */
    ND_SPLIT_CASE, /* PRISM_CASE(n) body: lhs = n, val = n if constant */
    ND_PARTITION,  /* PRISM_PARTITION(y, x, persp, offset) body: sym = y, lhs = x, rhs = offset */
    ND_CLAIM,      /* PRISM_CLAIM(y, x, persp) body: sym = y, lhs = x */
    ND_ASYNC,      /* PRISM_ASYNC(y, x) body: sym = y, lhs = x */
    ND_SHARED,     /* PRISM_SHARED(ty, name, count): sym, lhs = count, val = count if constant */
    ND_UNSAFE,     /* PRISM_UNSAFE body: trusted, not checked inside */
} NodeKind;

/*
 * A node is allocated only as long as its kind needs (node_size()): the
 * fields are ordered so that each common kind's last one comes early.  A
 * literal or name (ND_NUM, ND_FNUM, ND_STR, ND_VAR: most of a translation
 * unit's nodes) ends after val; the other plain expressions after name;
 * an expression statement after scope; a block or declaration after body;
 * a declarator after init; a Prism scope and PRISM_ID after persp; the rest
 * get all of it.  So a walk that does not look at the kind first reads a
 * field through NODE_GET() (node_children() gives it the usual children);
 * only tok, ty, next, sym and val (and the bit-fields) are in every node.
 * In the ASan build the missing tail of every short node is poisoned, so
 * the sanitizer test pass catches a read past a node's kind.
 */
struct Node {
    /* The small fields first, as bit-fields in one word: a translation
     * unit holds millions of nodes. */
    NodeKind kind : 8;
    NodeKind op : 8; /* ND_ASSIGN: ND_ASSIGN or the compound operator */
    bool val_ok : 1; /* ND_SPLIT_CASE, ND_SHARED: val is known */
    bool arrow : 1;     /* ND_MEMBER: -> */
    bool nosync : 1;    /* ND_PARTITION/CLAIM/ASYNC: the _NOSYNC form */
    bool is_output : 1; /* ND_ASM_OPERAND */
    bool is_volatile : 1; /* ND_ASM */
    bool poisoned : 1;  /* an error was reported here: later passes stay quiet */
    int nargs;    /* length of args */
    unsigned height; /* expressions: the tree's height below (parse.c), held under LIMIT_EXPR_DEPTH */
    Token *tok;   /* representative token: the operator, keyword or PRISM_ macro */
    Type *ty;     /* ND_CAST, ND_SIZEOF, ND_ALIGNOF, ND_COMPOUND_LIT, ND_SHARED (element) */
    Node *next;   /* next statement / argument / declarator */
    Symbol *sym;  /* ND_VAR, ND_DECLARATOR, ND_SHARED, alias of a memory scope, callee */
    union {
        int64_t val; /* ND_NUM, ND_SPLIT_CASE, ND_SHARED */
        double fval; /* ND_FNUM */
    };
    /* ---- literals and names end here (NODE_LEAF_SIZE) ---- */

    Node *lhs;
    Node *rhs;
    /* Calls, initializer lists, asm operands, PRISM_LAUNCH */
    Node *args;
    Token *name;  /* ND_MEMBER, ND_DESIG, ND_GOTO, ND_LABEL, ND_PRISM_CALL/LAUNCH callee */
    /* ---- plain expressions end here (NODE_EXPR_SIZE) ---- */

    Node *scope;  /* innermost enclosing Prism scope statement (group, case, ...) */
    Node *body;
    Node *init;
    Persp persp;  /* ND_GROUP, ND_SPLIT, ND_PARTITION, ND_CLAIM, ND_PRISM_ID */
    /* Control flow */
    Node *cond;
    Node *then;
    Node *els;
    Node *inc;
    Node *target; /* ND_BREAK / ND_CONTINUE / ND_GOTO: where control goes; ND_CASE / ND_DEFAULT: the switch */
};

#define NODE_LEAF_SIZE offsetof(Node, lhs)
#define NODE_EXPR_SIZE offsetof(Node, scope)
#define NODE_END(f) (offsetof(Node, f) + sizeof(((Node *)0)->f))

/* Bytes allocated for a node of this kind (a switch: gcc makes it a table). */
static inline size_t node_size(NodeKind kind)
{
    switch (kind) {
    case ND_NUM: case ND_FNUM: case ND_STR: case ND_VAR:
        return NODE_LEAF_SIZE;
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
    case ND_SHL: case ND_SHR: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
    case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
    case ND_LOGAND: case ND_LOGOR:
    case ND_NEG: case ND_POS: case ND_NOT: case ND_BITNOT: case ND_DEREF: case ND_ADDR:
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
    case ND_ASSIGN: case ND_COMMA: case ND_CAST: case ND_SIZEOF: case ND_ALIGNOF:
    case ND_INIT_LIST: case ND_DESIG: case ND_INDEX: case ND_MEMBER: case ND_CALL:
        return NODE_EXPR_SIZE;
    case ND_EXPR_STMT:
        return NODE_END(scope);
    case ND_BLOCK: case ND_DECL:
        return NODE_END(body);
    case ND_DECLARATOR:
        return NODE_END(init);
    case ND_GROUP: case ND_SPLIT: case ND_PARTITION: case ND_CLAIM: case ND_PRISM_ID:
        return NODE_END(persp);
    default:
        return sizeof(Node);
    }
}

/* Whether n's kind has field f. */
#define NODE_HAS(n, f) (offsetof(Node, f) < node_size((n)->kind))
/* Pointer field f of any node, NULL where its kind has none: for walks
 * that do not look at the kind first. */
#define NODE_GET(n, f) (NODE_HAS(n, f) ? (n)->f : NULL)
/* n's lhs, rhs, cond, then, els, init, inc, in that order (NULL where it has none). */
void node_children(const Node *n, Node *kids[7]);
/* Every node under n, n first, in source order (ND_UNSAFE bodies not entered); deeper than depth_limit is not visited. */
void node_visit(Node *n, int depth_limit, void (*fn)(Node *n, void *arg), void *arg);
bool node_holds(Node *n, const Node *what, int depth);
bool node_names_var(Node *e, const Symbol *v, int depth); /* e names v (too deep: yes) */

/* ---- functions and the program ------------------------------------------ */

typedef enum {
    FN_KERNEL, /* PRISM_KERNEL */
    FN_DEVICE, /* PRISM_DEVICE */
    FN_PLAIN,  /* any other function: host code, raw __global__/__device__ */
} FuncKind;

struct Param {
    Param *next;
    Token *tok;   /* the PRISM_PARAM token or the declarator */
    Token *name;  /* NULL for unnamed parameters */
    Type *ty;
    Persp persp;  /* PRISM_PARAM's third argument or PRISM_AT; PL_NONE if absent */
    Symbol *sym;  /* in the body's scope */
};

struct Function {
    Function *next;
    FuncKind kind;
    Token *tok;      /* PRISM_KERNEL / PRISM_DEVICE token, or the name for plain ones */
    Token *name;
    Type *ret;       /* void for kernels */
    Persp bound[MAX_BOUND]; /* PRISM_REQUIRES, in order, outermost first */
    int nbound;
    Token *bound_tok; /* the PRISM_REQUIRES token */
    Node *smem_expr;  /* PRISM_SMEM argument */
    int64_t smem;     /* its value; smem_ok false when not constant */
    bool smem_ok;
    Param *params;
    int nparams;
    bool variadic;
    Node *body;       /* ND_BLOCK; NULL for a declaration without a body */
    Function *decl;   /* an earlier declaration of the same function, if any */
    bool is_unsafe;   /* PRISM_UNSAFE before it: signature trusted, body unchecked */
    bool is_global;   /* __global__ */
    bool is_device;   /* __device__ (or a PRISM_ form) */
    bool is_host;     /* __host__ or no CUDA qualifier */
    bool is_static;
    bool poisoned;    /* its signature had errors */
    bool unseen_said; /* P077 given for a call of it (once per function) */
    bool def_said;    /* P076 given: a Prism function declared, never defined */
    Symbol *sym;
    void *aux;
    /* check_shfl.c: the parameters (a bit each) whose value reaches a shuffle's width unchanged */
    unsigned width_params;
    unsigned char width_state; /* 0 not known, 1 being found, 2 known */
};

struct Program {
    File **files;       /* every file read, main file first */
    int nfiles;
    Function *funcs;    /* definitions and declarations, in source order */
    Node *globals;      /* file-scope ND_DECLs, in source order */
    Token *tokens;      /* the directive-free token stream */
    const char *main_path;
    void *aux;
    Token *cuda_arch_test; /* a user #if on __CUDA_ARCH__: the device passes differ (include.c) */
    HashMap defs;          /* name -> first Function with a body (program_definition) */
    bool defs_built;
    /*
     * Every active #include "name" in the order read (include.c): where the
     * directive is (its '#') and the File that reading it made, NULL when
     * the file was not read again (#pragma once, or its include guard was
     * defined).  A file included twice is read twice, as the compilers do,
     * and the emitter writes each read where its directive stood.
     */
    /* Where a conditional directive under a test the checker and the
     * compilers read differently stands (Token.pos of its '#', ascending):
     * a declaration whose text spans one may read differently (P107). */
    uint32_t *diverge_at;
    int ndiverge_at, capdiverge_at;
    struct IncludeSite {
        File *from;
        uint32_t pos;  /* Token.pos of the directive's '#' */
        size_t name_end; /* the physical offset in `from` just past the file's name (splices included) */
        File *to;
        bool lang; /* the DSL's own header (prism.h, prism/...): stays an #include */
        bool as_written; /* the emitter leaves the directive (archs.c: one the host view did not read) */
        const char *path; /* the file found, absolute: what an as_written directive names in the emitted file */
        const char *spelled; /* an as_written directive's text where path is NULL (include.c: an #include_next) */
        bool import;     /* written #import: an as_written directive stays one */
        bool drop;       /* one view's alone, reading nothing (its file read before): every view drops it (archs.c) */
    } *includes;
    int nincludes, capincludes;
    /*
     * Tokens the emitted file spells otherwise (parse.c: each extern "C"
     * becomes a macro that emit.c defines for C++ and for C; parse_decl.c:
     * the __shared__ of `static __shared__`, for the emulator's).
     */
    struct Rewrite {
        Token *tok;
        const char *text;
        struct Rewrite *next;
    } *rewrites;
};
/* include.c: one more #include site of the program (the emitter writes each where it stood). */
void program_add_include(Program *prog, struct IncludeSite site);
void program_add_diverge(Program *prog, uint32_t pos); /* include.c: a conditional directive under such a test */

/*
 * The definition of fn (the Function with a body, found by name: a
 * declaration and its definition are different Functions), or fn itself
 * when the program has none.  The index is built on first use, after
 * parsing.
 */
Function *program_definition(Program *prog, Function *fn);

/* ---- parse.c ----------------------------------------------------------------- */

/*
 * Parse a translation unit.  Returns NULL only if the main file cannot be
 * read (exit status 2); syntax errors are diagnosed (P100) and parsing
 * resumes at the next statement or declaration.
 */
Program *parse_program(const char *path, const FrontendOptions *opt);
Program *parse_program_text(const char *name, const char *text, size_t len, const FrontendOptions *opt);
/*
 * Parse a TK_EOF-terminated token list as one expression (consteval, #if).
 * quiet: report nothing, return NULL unless it is exactly one expression.
 */
Node *parse_expr_tokens(Token *tok, bool quiet);
/* Print the AST as S-expressions (tests, --dump-ast). */
void dump_program(Program *prog, FILE *out);
void dump_node(Node *node, FILE *out);
const char *node_kind_name(NodeKind kind);
void parse_reset(void);

/* ---- parse.c internals (parse.c, parse_decl.c, parse_expr.c, parse_stmt.c, parse_prism.c) */

/*
 * The parser is split by grammar area; these are the productions one file
 * calls in another.  Every one takes the current token and returns the
 * token after what it consumed through `rest`: there is no global cursor.
 */

/* What the declaration specifiers said besides the type. */
typedef struct {
    bool is_typedef, is_static, is_extern, is_inline;
    bool is_cuda_shared, is_cuda_constant, is_device, is_global, is_host;
    bool is_unsafe; /* PRISM_UNSAFE among them (before a function) */
    bool linkage;   /* a leading extern "C" that external_decl checked (declspec accepts it there only) */
    Persp persp;    /* PRISM_AT(...) among them */
} DeclAttr;

/* parse.c: errors, recovery, nesting, scopes; parse_decl.c: declarations */
void syntax_error(Token *tok, const char *fmt, ...) PRISM_PRINTF(2, 3);
Token *skip(Token *tok, const char *s); /* expect s; on mismatch P100 and stay */
bool parse_failed(void);     /* an error since the last recovery (panic mode) */
void parse_poison(void);     /* enter panic mode without a message (already reported) */
Token *recover(Token *tok);  /* skip to the end of the broken statement */
bool nest_enter(Token *tok); /* false (P104 once) past LIMIT_NEST_DEPTH */
bool chain_too_long(Token *tok, int links); /* true (P104 once) past LIMIT_POSTFIX_CHAIN links */
void nest_leave(void);
void scope_reset(void);            /* scope.c */
void scope_declare_builtins(void);
bool scope_open(void);             /* has parsing opened a scope yet */
void push_scope(void);
void pop_scope(void);
int scope_depth(void);
Symbol *scope_newest(void); /* the innermost scope's last declared symbol */
Symbol *declare(Token *name, SymKind kind, Type *ty);
Symbol *lookup(Token *name);
Node *new_node(NodeKind kind, Token *tok);
Node *new_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok);
Node *new_unary(NodeKind kind, Node *lhs, Token *tok);
Node *error_node(Token *tok); /* a poisoned ND_NUM 0 standing for a broken expression */
Type *new_type(TypeKind kind, Token *tok);
Type *pointer_to(Type *base);
bool is_typename(Token *tok);          /* starts a type in a cast or sizeof */
bool starts_declaration(Token *tok);   /* starts a declaration in a block */
bool is_prism_name(Token *tok);        /* an identifier spelt PRISM_... */

/* atomic_names.c: CUDA's atomics (atomicAdd & co, _block/_system too), and
 * the class of atomics each commutes with when its result is unused, which
 * its operand's type decides too: signed and unsigned min differ, a float
 * sum depends on its order. */
enum {
    ATOMIC_ADD = 1, ATOMIC_MIN, ATOMIC_MAX, ATOMIC_AND, ATOMIC_OR, ATOMIC_XOR, /* 32-bit, signed min/max */
    ATOMIC_MIN_U, ATOMIC_MAX_U,                                              /* 32-bit unsigned */
    ATOMIC_ADD64, ATOMIC_MIN64, ATOMIC_MAX64, ATOMIC_MIN_U64, ATOMIC_MAX_U64  /* 64-bit */
};
/* The operand: a 32-bit integer, | ATOMIC_ON_UNSIGNED, | ATOMIC_ON_WIDE (64-bit); or ATOMIC_ON_OTHER. */
enum { ATOMIC_ON_SIGNED = 0, ATOMIC_ON_UNSIGNED = 1, ATOMIC_ON_WIDE = 2, ATOMIC_ON_OTHER = 4 };
bool is_atomic_name(Token *t);
/* mbar_names.c: an mbarrier operation by its callee's name, and its barrier argument's index */
typedef enum { MBAR_NONE, MBAR_INIT, MBAR_ARRIVE, MBAR_EXPECT, MBAR_WAIT, MBAR_LOAD } MbarOp;
MbarOp mbar_op(const Token *name, int *bar_arg);
int atomic_commute_class(Token *t, int operand); /* 0: does not commute */
bool spec_macro(Token *tok);           /* an object-like macro of specifiers only */
Type *declspec(Token **rest, Token *tok, DeclAttr *attr);
void parse_rewrite(Token *tok, const char *text); /* spell tok as text in the emitted file, once */
Type *declarator(Token **rest, Token *tok, Type *ty, Token **name);
Type *typename_(Token **rest, Token *tok); /* type-name: specifiers + abstract declarator */
Node *declaration(Token **rest, Token *tok, Type *base, DeclAttr *attr);
Node *initializer(Token **rest, Token *tok);
Token *skip_attributes(Token *tok);    /* __attribute__((...)), __align__(n), ... */
Node *static_assert_(Token **rest, Token *tok);

/* parse_expr.c */
Node *expr(Token **rest, Token *tok);
Node *assign(Token **rest, Token *tok);
Node *conditional(Token **rest, Token *tok);
Node *cast(Token **rest, Token *tok);
Node *call_args(Token **rest, Token *tok, Node *call); /* after '(' through ')' */

/* parse_stmt.c */
Node *stmt(Token **rest, Token *tok);
Node *compound_stmt(Token **rest, Token *tok); /* tok is '{' */
Node *asm_stmt(Token **rest, Token *tok);
Function *function_signature(Function *fn); /* whose signature is read (NULL: none); returns the last */
void function_body_begin(Function *fn);
void function_body_end(Function *fn);
/* P107 at tok, in the body of a function the checker proves, where the
 * name sym reads differently (at file scope: what is declared there does). */
void divergent_use(Token *tok, Symbol *sym);
void divergent_value(Token *tok, const char *name); /* P107 for a value of __COUNTER__, __BASE_FILE__, ... */
bool quiet_parse(void); /* parse_expr_tokens(..., quiet) is reading: report nothing */
bool parse_packed_at(const Token *tok); /* is a #pragma pack in force where tok is written? */
/* parse_tag.c: struct, union and enum specifiers (after the keyword at tok) */
Type *struct_union(Token **rest, Token *tok);
Type *enum_specifier(Token **rest, Token *tok);
bool attribute_between(Token *from, Token *to); /* an __attribute__ or alignment word between two tokens */
bool file_scope_divergence(void); /* did the file-scope declaration just parsed name such a name? (resets) */
Node *prism_scope_enter(Node *scope); /* returns the enclosing one, for _leave */
void prism_scope_leave(Node *outer);
Node *parse_loop_body(Token **rest, Token *tok, Node *loop); /* break/continue aimed at loop */

/* parse_sugar.c: the shorthands, as the long forms they abbreviate (SPEC 4.4) */
Node *sugar_one(Token **rest, Token *tok, Token *at); /* PRISM_ONE's split; body at tok */
Persp sugar_claim_persp(Token *at);                   /* PRISM_ONE_CLAIM's thread[1] */
Node *sugar_tile_offset(Persp p, Node *tile, Token *at); /* PRISM_ID(p) * (tile) */
Node *sugar_for_strided(Token **rest, Token *tok);    /* PRISM_FOR_STRIDED(i, n) stmt */

/* parse_prism.c */
Persp persp(Token **rest, Token *tok, bool allow_blockdim);
Persp split_level(Token **rest, Token *tok);
Node *prism_stmt(Token **rest, Token *tok);  /* tok is a statement-level PRISM_ construct */
Node *prism_expr(Token **rest, Token *tok);  /* tok is an expression-level PRISM_ construct */
bool is_prism_stmt(Token *tok);
bool is_prism_expr(Token *tok);
bool is_prism_known(Token *tok); /* any name of the DSL's surface */
bool is_prism_host_macro(Token *tok); /* PRISM_LAUNCH_ON, PRISM_COPY_TO_SYMBOL: plain calls */
Function *prism_function(Token **rest, Token *tok, bool is_unsafe); /* PRISM_KERNEL/DEVICE */

/*
 * parse_pipeline.c: the pipeline constructs (SPEC 8.3), read as constructs
 * the other passes know (a PRISM_SHARED of the barriers, blocks, round %
 * STAGES); what is particular to pipelines is kept in these tables.
 */
typedef struct Pipe Pipe;
struct Pipe {
    Pipe *next;
    Symbol *sym;     /* the pipeline's name: a SYM_SHARED of its barriers */
    Token *tok;      /* PRISM_PIPELINE */
    Node *decl;      /* the ND_SHARED standing for it */
    Node *arrivals;  /* CONSUMER_ARRIVALS */
    int64_t stages;
    bool stages_ok;
};
typedef struct PipeScope PipeScope;
struct PipeScope {
    PipeScope *next;
    PipeScope *outer; /* the scope it was parsed in, while parsing */
    Node *node;       /* the ND_BLOCK standing for it: { round; [bytes;] body } */
    Node *body;
    Pipe *pipe;       /* NULL if it named no pipeline (P136 reported) */
    Node *round;
    Node *bytes;      /* PRISM_PRODUCE only */
    Node *enclosing;  /* innermost Prism scope statement around it */
    Token *tok;       /* PRISM_PRODUCE / PRISM_CONSUME */
    bool produce;
};
typedef struct PipeStage PipeStage;
struct PipeStage {
    PipeStage *next;
    Symbol *buf;
    Pipe *pipe;
    Token *tok;
};
bool is_pipeline_stmt(Token *tok);
bool is_pipeline_expr(Token *tok);
Node *pipeline_stmt(Token **rest, Token *tok);
Node *pipeline_expr(Token **rest, Token *tok);
Pipe *pipeline_list(void);
PipeScope *pipe_scope_list(void);
PipeStage *pipe_stage_list(void);
PipeScope *pipe_scope_of(const Node *node); /* the scope a block stands for, or NULL */
Pipe *pipe_of_stage(const Symbol *buf);      /* the pipeline whose stages buf is, or NULL */
bool pipe_raw_use(const Node *var);          /* a pipeline's name read other than by PRISM_STAGE_BAR */
bool pipe_bar_use(const Node *var);          /* a pipeline's name read by PRISM_STAGE_BAR */
void pipeline_reset(void);

/* ---- check_*.c (the type system; provided by those files) --------------- */

void check_program(Program *prog);
/* check_pipeline.c: P130-P137 over every function (called by check_program). */
void check_pipelines(Program *prog);
/* wgmma_operands.c: the shared buffers a wgmma descriptor (or pointer) expression names, followed
 * through locals and partitions (SPEC 8.2); the type system's P125 and the barrier inference's
 * read at the wgmma both use it.  Returns how many it put in out; *unknown: it may also read any
 * other shared buffer (an address the walk could not follow). */
int wgmma_buffers(Node *e, Symbol **out, int max, bool *unknown);

/* ---- sync*.c (synchronization inference) -------------------------------- */

/* --sync-report: one line per synchronization point, human-readable. */
void sync_report(Program *prog, FILE *out, bool all); /* all: headers' functions too */
/* launch_header.c: --launch-header FILE, the kernels' launch wrapper prototypes. */
void launch_header(Program *prog, FILE *out);
/* --sync-graph FILE: the data-control-flow graph (Graphviz dot). */
void sync_graph(Program *prog, FILE *out);

/* ---- emit.c ------------------------------------------------------------------ */

/* The checked translation unit: the main file with #line directives. */
void emit_program(Program *prog, FILE *out);

/* ---- reset.c ----------------------------------------------------------------- */

/* Drop every piece of state between two inputs (main.c, the fuzzer, unit
 * tests): the phases' tables, then the arena they point into. */
void prism_reset(void);

#endif /* PRISM_CHECK_H */
