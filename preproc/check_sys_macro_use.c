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
            int len = (int)(p - w);
            if (macro_checked_name(w, len) || (len == 3 && !memcmp(w, "asm", 3)) ||
                (len >= 5 && !memcmp(w, "__asm", 5)) || (len > 6 && !memcmp(w, "atomic", 6)))
                return true;
            const char *inner = find_macro(w, len) ? NULL : sysmac_text(w, len, NULL);
            if (inner && checked_text(inner, depth + 1))
                return true;
            continue;
        }
        /* `=` that is no comparison, `++`, `--`: a store */
        if ((p[0] == '=' && p[1] != '=' && (p == def || !strchr("=!<>", p[-1]))) || (p[0] == '+' && p[1] == '+') ||
            (p[0] == '-' && p[1] == '-'))
            return true;
        p++;
    }
    return false;
}

/* A name the checker knows without asking: an intrinsic, a math function. */
static bool known_name(Node *var)
{
    Node call = {.kind = ND_CALL, .lhs = var};
    return macro_checked_name(var->tok->loc, var->tok->len) || acc_math_fn(&call);
}

static void check_name(Node *n)
{
    const char *header = NULL;
    const char *def = sysmac_text(n->tok->loc, n->tok->len, &header);
    if (!def || !checked_text(def, 0))
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
        check_name(v);
}

void check_sys_macro_use(Function *fn)
{
    if (fn->body)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, visit, NULL);
}
