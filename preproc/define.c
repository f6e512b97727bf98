/*
 * define.c - the macro table: #define and #undef as include.c meets them,
 * -D and -U, and the names the checker relies on, which a user may not
 * define or undefine (P105): the CUDA built-ins it reasons about and the
 * DSL's own spellings.  macro.c expands what is recorded here.
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

static HashMap macros;

void define_reset(void)
{
    macros = (HashMap){0};
}

Macro *find_macro(const char *name, int len)
{
    return hashmap_get(&macros, name, len);
}

/*
 * A program macro used where a system header the checker skipped, included
 * after its #define, #undef'd or redefined it: gcc and nvcc read the
 * header's definition there, the checker the program's (red team rt25).
 * The DSL's own names are the DSL's.
 */
void macro_check_clobbered(const Token *use, Macro *m)
{
    /* (a -D's or the checker's own predefined name: the command line's, which the compilers get too) */
    if (!m || m->from_lang || m->clobber_said || sysmac_seq() <= m->sys_seq || pp_file_of(m->def)->name[0] == '<')
        return;
    const char *header = sysmac_clobbered(m->name, (int)strlen(m->name), m->sys_seq);
    if (!header)
        return;
    m->clobber_said = true;
    diag(DIAG_ERROR, (Token *)use, "P107",
         "'%s' is #undef'd or redefined by the system header %s, included after the program defines it; "
         "prism-check does not read that header, so gcc and nvcc would read other code here than it checks",
         m->name, header);
    note(m->def, "the program's definition, which prism-check reads");
}

/*
 * The macro a name the preprocessor left in the program still names, for
 * the passes that run after the whole file was read: a DSL macro (kept for
 * the parser) or a function-like one without its '('.  A user's
 * object-like macro found now was defined after the name, or undefined and
 * defined again: where the name stands the compilers had another definition
 * or none, so it names none (red team rt20: `enum { K = KV + 0 }` folded
 * with a later `#define KV 0`).
 */
Macro *macro_left_in_program(const Token *tok)
{
    Macro *m = find_macro(tok->loc, tok->len);
    return m && (m->from_lang || m->is_func) ? m : NULL;
}

/* m as a `#define` line for a compiler (sys_macros.c's replay). */
static char *define_line(const Macro *m)
{
    char *line = arena_printf("#define %s", m->name);
    if (m->is_func) {
        line = arena_printf("%s(", line);
        for (MacroParam *p = m->params; p; p = p->next)
            line = arena_printf("%s%s%s", line, p->name, p->next || m->is_variadic ? ", " : "");
        line = arena_printf("%s%s%s)", line, m->is_variadic && m->va_name ? m->va_name : "", m->is_variadic ? "..." : "");
    }
    for (Token *t = m->body; t && t->kind != TK_EOF; t = t->next)
        line = arena_printf("%s %.*s", line, t->len, t->loc);
    return line;
}

/* ---- names the checker relies on (P105) ------------------------------------ */

/*
 * The CUDA built-ins whose meaning the checker reasons about: every
 * collective of intrinsics.def (a trailing '*' is a prefix) and the ids.
 */
static const char *const builtin_names[] = {
#define INTRINSIC(name, ...) name,
#include "intrinsics.def"
#undef INTRINSIC
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "__CUDA_ARCH__",
};

static bool is_builtin_name(const Token *name)
{
    for (size_t i = 0; i < sizeof builtin_names / sizeof *builtin_names; i++) {
        size_t n = strlen(builtin_names[i]);
        if (n && builtin_names[i][n - 1] == '*') {
            if ((size_t)name->len >= n - 1 && memcmp(name->loc, builtin_names[i], n - 1) == 0)
                return true;
        } else if ((size_t)name->len == n && memcmp(name->loc, builtin_names[i], n) == 0) {
            return true;
        }
    }
    return false;
}

static bool is_prism_spelling(const Token *name)
{
    return name->len > 6 && memcmp(name->loc, "PRISM_", 6) == 0;
}

/* A name whose meaning the checker reasons about: a collective or other intrinsic, an id, a PRISM_ name. */
bool macro_checked_name(const char *s, int len)
{
    Token probe = {.loc = (char *)s, .len = len};
    return is_builtin_name(&probe) || is_prism_spelling(&probe) || (len > 6 && !memcmp(s, "prism_", 6));
}

/*
 * A name of the DSL: a construct the parser knows, one a DSL header has
 * defined, or PRISM_CHECKED, which the emitted file defines itself.
 */
static bool is_dsl_name(Token *name, const Macro *old)
{
    return is_prism_spelling(name) && ((old && old->from_lang) || is_prism_known(name) || equal(name, "PRISM_CHECKED"));
}

/*
 * P105 for a #define (undef false) or #undef of `name` in a user file,
 * given the definition it replaces; true when the directive is refused.
 */
static bool reserved_name(Token *name, bool undef, Macro *old)
{
    if (pp_file_of(name)->is_lang || pp_file_of(name)->name[0] == '<')
        return false;
    const char *what = undef ? "#undef" : old ? "redefinition" : "definition";
    if (is_builtin_name(name)) {
        diag(DIAG_ERROR, name, "P105", "%s of '%.*s', a CUDA built-in the checker relies on", what, name->len,
             name->loc);
        return true;
    }
    if (is_prism_spelling(name) && (undef || is_dsl_name(name, old))) {
        diag(DIAG_ERROR, name, "P105", "%s of '%.*s': PRISM_* names belong to the DSL", what, name->len, name->loc);
        if (old && !old->from_lang && pp_file_of(old->def)->name[0] != '<')
            note(old->def, "'%.*s' is defined here", name->len, name->loc);
        return true;
    }
    return false;
}

/*
 * ( a, b, ... ) of a function-like #define, tok after the '('; *rest after
 * the ')'.  False (P100) if malformed.
 */
static bool macro_params(Macro *m, Token **rest, Token *tok)
{
    MacroParam head = {0}, *cur = &head;
    while (!equal(tok, ")")) {
        if (cur != &head) {
            if (!equal(tok, ","))
                goto bad;
            tok = tok->next;
        }
        if (equal(tok, "...") && !tok->at_bol && equal(tok->next, ")")) {
            m->is_variadic = true;
            tok = tok->next;
            break;
        }
        if (tok->at_bol || tok->kind != TK_IDENT)
            goto bad;
        if (equal(tok->next, "...") && !tok->next->at_bol && equal(tok->next->next, ")")) {
            m->is_variadic = true; /* GNU: args... */
            m->va_name = tok_str(tok);
            tok = tok->next->next;
            break;
        }
        cur = cur->next = NEW(MacroParam);
        cur->name = tok_str(tok);
        tok = tok->next;
    }
    if (tok->at_bol)
        goto bad;
    m->params = head.next;
    *rest = tok->next;
    return true;
bad:
    diag(DIAG_ERROR, tok->at_bol ? m->def : tok, "P100", "expected a parameter name or ')' in the parameters of '%s'",
         m->name);
    *rest = tok;
    return false;
}

void define_macro(Token *name, Token **rest)
{
    Token *tok = name->next;
    Macro *old = find_macro(name->loc, name->len);
    if (reserved_name(name, false, old)) {
        *rest = pp_skip_line(tok);
        return;
    }
    /* The DSL's header defining a name a user file already took. */
    if (pp_file_of(name)->is_lang && old && !old->from_lang && pp_file_of(old->def)->name[0] != '<' &&
        is_prism_spelling(name)) {
        diag(DIAG_ERROR, old->def, "P105", "definition of '%.*s': PRISM_* names belong to the DSL", name->len,
             name->loc);
        note(name, "the DSL defines '%.*s' here", name->len, name->loc);
    }
    Macro *m = NEW(Macro);
    m->from_lang = pp_file_of(name)->is_lang;
    m->name = tok_str(name);
    m->def = name;
    m->sys_seq = sysmac_seq();
    if (!tok->at_bol && equal(tok, "(") && !tok->has_space) {
        m->is_func = true;
        if (!macro_params(m, &tok, tok->next)) {
            *rest = pp_skip_line(tok);
            return;
        }
    }
    m->body = pp_copy_line(rest, tok);
    hashmap_put(&macros, name->loc, name->len, m);
    /* The program's own definitions, in order, for the compilers' replay of skipped system headers
     * (a header's names may depend on them: zlib's Z_PREFIX); not the DSL's, nor the command line's. */
    if (!m->from_lang && pp_file_of(name)->name[0] != '<')
        sysmac_event(define_line(m));
}

/* One `NAME` or `NAME=value` from -D: a one-line #define. */
void predefine(const char *spec)
{
    const char *eq = strchr(spec, '=');
    char *text = eq ? arena_printf("#define %.*s %s\n", (int)(eq - spec), spec, eq + 1)
                    : arena_printf("#define %s 1\n", spec);
    File *f = new_file("<command line>", text, strlen(text));
    Token *tok = tokenize(f);
    if (tok->kind != TK_HASH || tok->next->kind != TK_IDENT)
        return;
    Token *name = tok->next->next;
    /* -D= and -D'=1' name nothing (red team f1: a crash), as gcc says. */
    if (name->kind != TK_IDENT || name->at_bol) {
        diag(DIAG_ERROR, name->kind == TK_EOF ? tok->next : name, "P100", "macro names must be identifiers: -D%s",
             spec);
        return;
    }
    define_macro(name, &tok);
}

/* #undef NAME (the directive's name token); a reserved name stays (P105). */
void undefine_macro(Token *name)
{
    if (!reserved_name(name, true, find_macro(name->loc, name->len)))
        hashmap_delete(&macros, name->loc, name->len);
}

/*
 * #pragma pop_macro: name's definition becomes m (NULL: none), as the
 * compilers restore it.  A CUDA built-in or a PRISM_* name is the
 * checker's (P105), as for #define and #undef; at is the pragma's string.
 */
void restore_macro(Token *at, const char *name, int len, Macro *m)
{
    Token probe = *at;
    probe.loc = name;
    probe.len = len;
    if (!pp_file_of(at)->is_lang && (is_builtin_name(&probe) || is_prism_spelling(&probe)) &&
        find_macro(name, len) != m) {
        diag(DIAG_ERROR, at, "P105", "#pragma pop_macro of '%.*s' changes a name the checker relies on", len, name);
        return;
    }
    if (m)
        hashmap_put(&macros, m->def->loc, m->def->len, m);
    else
        hashmap_delete(&macros, name, len);
}

/* -U NAME as FrontendOptions.defines holds it, "-NAME" (malloc'd; NULL when out of memory). */
char *undefine_spec(const char *name)
{
    size_t n = strlen(name);
    char *s = malloc(n + 2);
    if (s) {
        s[0] = '-';
        memcpy(s + 1, name, n + 1);
    }
    return s;
}

/* -U NAME: the command line may take back any name, as the compilers' -U does. */
void undefine_name(const char *name)
{
    hashmap_delete(&macros, name, (int)strlen(name));
}
