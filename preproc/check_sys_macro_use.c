/*
 * check_sys_macro_use.c - a name in checked code that only a system header
 * the checker skips defines, as a macro that expands to what the checker
 * checks (SPEC 13.1, P107).
 *
 * The checker does not read <...> headers from the system directories, so
 * to it `RT_BAR()` of a header's `#define RT_BAR() __syncthreads()` is a
 * call of a function declared nowhere; gcc and nvcc expand it to a barrier
 * the checker never saw (red team rt25: one warp's arm reached it, no
 * P080).  Names whose definition the host compiler gives (sys_macros.c)
 * are looked at: one whose expansion names an intrinsic, an id, asm, a
 * PRISM_ name, or assigns (a store the checker never saw), directly or
 * through another such macro, is P107.  A constant (INT_MAX, M_PI), a
 * builtin (isnan) or a libc call (assert) reads the same to all.
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h" /* acc_math_fn */

static bool checked_text(const char *def, int depth);

/* A word of a definition the checker checks: an intrinsic, an id, asm, an atomic, a PRISM_ name, or a
 * macro (the header's, or the program's: red team rt26) whose expansion holds one. */
static bool checked_word(const char *w, int len, int depth)
{
    if (macro_checked_name(w, len) || (len == 3 && !memcmp(w, "asm", 3)) || (len >= 5 && !memcmp(w, "__asm", 5)) ||
        (len > 6 && !memcmp(w, "atomic", 6)))
        return true;
    if (depth > 8)
        return false;
    Macro *m = find_macro(w, len);
    if (!m)
        return checked_text(sysmac_text(w, len, NULL), depth + 1);
    for (Token *t = m->body; t && t->kind != TK_EOF; t = t->next)
        if ((t->kind == TK_IDENT && checked_word(t->loc, t->len, depth + 1)) || equal(t, "##") || equal(t, "=") ||
            equal(t, "++") || equal(t, "--") || (t->len == 2 && t->loc[1] == '=' && strchr("+-*/%&|^", t->loc[0])))
            return true;
    return false;
}

/* Does a definition's text expand to code the checker checks? */
static bool checked_text(const char *def, int depth)
{
    if (!def || depth > 8)
        return false;
    for (const char *p = def; *p;) {
        if (*p == '"' || *p == '\'') { /* a literal names nothing */
            char q = *p++;
            while (*p && *p != q)
                p += p[0] == '\\' && p[1] ? 2 : 1;
            p += *p != 0;
            continue;
        }
        if (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) {
            const char *w = p;
            while (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))
                p++;
            if (checked_word(w, (int)(p - w), depth))
                return true;
            continue;
        }
        /* `##` makes a name no word here shows (`__sync ## threads`) */
        if (p[0] == '#' && p[1] == '#')
            return true;
        /* `=` that is no comparison, `++`, `--`: a store */
        if ((p[0] == '=' && p[1] != '=' && (p == def || !strchr("=!<>", p[-1]))) || (p[0] == '+' && p[1] == '+') ||
            (p[0] == '-' && p[1] == '-'))
            return true;
        p++;
    }
    return false;
}

/*
 * A name the checker knows without asking: an intrinsic, a math function,
 * an atomic, a compiler builtin, CUDA's fences, traps and cache-hinted
 * loads and stores (functions in CUDA's headers).  Asking runs every
 * compiler reading of the program (some twenty processes), for each file
 * that calls one.
 */
static bool known_name(Node *var)
{
    static const char *const cuda_fns[] = {"__threadfence", "__threadfence_block", "__threadfence_system",
                                           "__trap", "__brkpt", "__nanosleep", "clock", "clock64",
                                           "__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv",
                                           "__stcg", "__stcs", "__stwb", "__stwt"};
    Node call = {.kind = ND_CALL, .lhs = var};
    const Token *t = var->tok;
    if (macro_checked_name(t->loc, t->len) || acc_math_fn(&call) || is_atomic_name(var->tok) ||
        (t->len > 10 && !memcmp(t->loc, "__builtin_", 10)))
        return true;
    for (size_t i = 0; i < sizeof cuda_fns / sizeof *cuda_fns; i++)
        if ((size_t)t->len == strlen(cuda_fns[i]) && !memcmp(t->loc, cuda_fns[i], (size_t)t->len))
            return true;
    return false;
}

/* An argument that names what the checker checks (`RT_APPLY(__syncthreads)`: the header's macro may
 * call it, red team rt26). */
static bool checked_arg(Node *n, int depth)
{
    if (!n || depth > 64)
        return false;
    if (n->kind == ND_VAR && n->tok && checked_word(n->tok->loc, n->tok->len, 0))
        return true;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (checked_arg(kids[i], depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (checked_arg(a, depth + 1))
            return true;
    return false;
}

static void check_name(Node *n, Node *args)
{
    const char *header = NULL;
    const char *def = sysmac_text(n->tok->loc, n->tok->len, &header);
    bool arg = false;
    for (Node *a = args; def && a && !arg; a = a->next)
        arg = checked_arg(a, 0);
    if (!def || (!arg && !checked_text(def, 0)))
        return;
    n->poisoned = true;
    diag(DIAG_ERROR, n->tok, "P107",
         "'%.*s' is a macro of the system header %s, which prism-check does not read: gcc and nvcc expand it "
         "to code the checker never saw (a collective, an id, asm or a store)",
         n->tok->len, n->tok->loc, header ? header : "it skips");
}

/*
 * A C library macro the lists name (libc_names.c) is asked about where it
 * is called (<sys/param.h>'s setbit stores); as a value (INT_MAX, NAN) it
 * is a constant, and asking would run the compilers for every such file.
 */
static void visit(Node *n, void *arg)
{
    (void)arg;
    Node *v = n->kind == ND_CALL ? n->lhs : n->kind == ND_VAR ? n : NULL;
    if (!v || v->kind != ND_VAR || v->sym || v->poisoned || !v->tok || find_macro(v->tok->loc, v->tok->len) ||
        known_name(v))
        return;
    bool listed = libc_macro_header(v->tok->loc, v->tok->len) != NULL;
    if (listed == (n->kind == ND_CALL))
        check_name(v, n->kind == ND_CALL ? n->args : NULL);
    else if (n->kind == ND_CALL && !listed)
        check_name(v, n->args); /* (the ND_VAR's own visit has no arguments) */
}

void check_sys_macro_use(Function *fn)
{
    if (fn->body)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, visit, NULL);
}
