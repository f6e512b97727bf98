/*
 * pp_internal.h - what the preprocessor's own files share: include.c (the
 * directives and the file walk), include_search.c (where an #include is
 * found), pp_taint.c (names the checker and the compilers read
 * differently, P107) and pp_pragma.c (the pragmas that change what is
 * read).  Nothing outside them includes it.
 */
#ifndef PP_INTERNAL_H
#define PP_INTERNAL_H

#include "prism_check.h"

/* One preprocessing run: the program being read and where the reading stands. */
typedef struct {
    Program *prog;
    const FrontendOptions *opt;
    size_t total_bytes;
    int depth;
    const char *key; /* the resolved path of the file being read */
    Token *taint;    /* the test of an unshared name around the #include of the file being read */
    int next_start;  /* an #include_next's first search directory; -1: an #include's search */
    int found_next;  /* where find_include found it, as File.next_search */
    bool import;     /* the #include being read is an #import: the file is read once, and not if it was read */
    int in_lang;     /* files of the DSL's own headers being read: what they include stays an #include */
    Token head, *out; /* the output list */
    bool device_reported; /* P107 for device code in the file read under pp->taint said once */
    Token *expansion_taint; /* the test a macro being expanded was defined under, if any */
    /* #pragma pack: the packing in force, and the ones push saved */
    bool packed, pack_saved[16];
    int npack;
} PP;
void pp_pack_pragma(PP *pp, Token *pack); /* pp_pragma.c: #pragma pack(...) */

/* pp_walk.c: where the live tokens stand, brace depth, and whether the
 * braces are a PRISM_KERNEL's or PRISM_DEVICE's body (the code the checker proves). */
typedef struct {
    int depth;
    bool pending; /* a PRISM_KERNEL/PRISM_DEVICE seen at depth 0, body not yet open */
    bool in_checked;
} Braces;
void pp_track_braces(Braces *b, const Token *t);
/*
 * A function-like macro's arguments that hold directives (an #if around
 * an argument: gcc and nvcc read the directives first, then bind what is
 * left): the use is gathered as the walk reads it, directives acted on,
 * then expanded whole.
 */
typedef struct {
    Token head, *tail; /* the use gathered so far: name, '(' and the live tokens */
    int depth;         /* parentheses open; 0: not gathering */
    Macro *macro;      /* the definition in force at the name */
} Gather;
bool pp_args_hold_directive(Token *tok); /* after the macro name tok */
bool pp_writes_device_body(Token *t, const Token *end); /* a device word, then '{' */
/* Adds t to the gathered use; returns the whole use, linked to what follows, once its ')' is in. */
Token *pp_gather(Gather *g, Token *t, bool diverges);
/* include_search.c */
const char *pp_search_dir(const PP *pp, int i, bool *system);
char *pp_find_include(PP *pp, char *name, Token *at, bool quoted, bool *system);
char *pp_find_include_from(PP *pp, char *name, const char *from, bool from_system, bool quoted, bool *system);
int pp_has_include_answer(PP *pp, Token *t, Token **end);
bool pp_eval_condition(PP *pp, Token *hash, Token **rest, Token *tok); /* pp_cond.c */
void pp_line_directive(Token *d);
bool pp_defined_here(const Token *n); /* `defined X` */
bool pp_system_include_dir(const char *dir);
const char *pp_absolute_path(const char *path);
/* include_search.c: an #include_next in a file the checker reads going on to the skipped system header
 * `name` (found: where, or NULL): written #include in the checked copy, or P107; true where it stays */
bool pp_next_stays(PP *pp, Token *hash, Token *at, const char *name, const char *found);
/* include_search.c: a quoted #include found only among the compilers' headers, written <name> in the copy */
void pp_quoted_system_as_angled(PP *pp, Token *hash, Token *at, const char *name);
/* include_search.c: the guard macro around a whole file's tokens (#ifndef G / #define G ... #endif), NULL if none */
const char *include_guard(Token *tok);
/* include.c: #elifdef / #elifndef (C23), which the conditional tracking reads as #elif */
bool pp_elif_by_name(const Token *d);

/* pp_taint.c */
void pp_taint_reset(void);
void pp_defs_changed(void);
void pp_taint_set(const char *name, int len, Token *test);
bool pp_arch_name(const Token *t);
Token *pp_taint_of(const Token *t, bool in_if);
Token *pp_line_taint(PP *pp, Token *tok, Token **at);
bool pp_guard_idiom(Token *d, Token *test);
void pp_checker_test_in_body(Token *at, Token *test);
/* A macro use in checked code whose argument holds `name`, which the compilers may expand (Token.may_expand). */
void pp_argument_differs(Token *at, Token *name);
void pp_taint_skipped_include(PP *pp, Token *hash, Token *tok, Token *test);
bool pp_device_word(const Token *t);
void pp_device_code_under_test(Token *at, Token *test, bool read);

/* pp_pragma.c */
void pp_pragma_reset(void);
void pp_mark_once(PP *pp);
void pp_system_header(Token *at); /* #pragma GCC system_header: at's file is a system header */
void pp_macro_pragma(Token *at, const char *p, const char *end, Token *taint);
void pp_note_skipped_push(const char *name, int len, Token *taint); /* a push_macro the checker skipped */
void pp_skipped_macro_pragmas(const char *p, const char *end, Token *taint);
void pp_note_skipped_define(const Token *name, const char *end, Token *taint); /* its pragmas run where it is used */
void pp_replay_skipped_define(PP *pp, const Token *name);
void pp_pack_unknown(PP *pp); /* a pack the compilers may run and the checker does not */
bool pp_skipped_defs_linkage_only(const Token *name, const Token *end, bool file_scope); /* the use up to end */
Token *pp_pragma_operator(PP *pp, Token *tok, Token *taint);

#endif
