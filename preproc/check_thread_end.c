/*
 * check_thread_end.c - calls that may end the thread where they are.
 *
 * `__trap()`, `assert(c)` and a plain helper that calls one are early
 * exits: the threads that take one never reach the unit's next barrier or
 * collective.  SPEC 5.1 reads what decides them as a condition (P032), as
 * it reads `if (lane == 5) return;` (red team A8).
 */
#include "check_internal.h"
#include "sync.h"

#include <ctype.h>
#include <string.h>

/* Library and builtin calls that end the thread (or the launch). */
bool ends_thread_name(const Token *name)
{
    static const char *const names[] = {"__trap",         "__brkpt",       "exit",          "abort",
                                        "_Exit",          "quick_exit",    "assert",        "__assert_fail",
                                        "__assertfail",   "__builtin_trap", "__builtin_abort"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (equal((Token *)name, names[i]))
            return true;
    return false;
}

/* An identifier-bounded occurrence of word in [s, s + n). */
static bool has_word(const char *s, int n, const char *word)
{
    int w = (int)strlen(word);
    for (int i = 0; i + w <= n; i++) {
        if (memcmp(s + i, word, (size_t)w) != 0)
            continue;
        bool before = i > 0 && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_' || s[i - 1] == '.');
        bool after = i + w < n && (isalnum((unsigned char)s[i + w]) || s[i + w] == '_');
        if (!before && !after)
            return true;
    }
    return false;
}

/* An asm statement whose template holds PTX's `exit` or `trap`: the thread ends there. */
bool asm_ends_thread(const Node *n)
{
    const Token *t = n->tok;
    while (t && !equal((Token *)t, "("))
        t = t->next;
    for (t = t ? t->next : NULL; t && t->kind == TK_STR; t = t->next)
        if (has_word(t->loc, t->len, "exit") || has_word(t->loc, t->len, "trap"))
            return true;
    return false;
}

typedef struct {
    Function *stack[32];
    int n;
} Visiting;

static bool ends_in(Node *n, Visiting *v, int depth);

/* A call of one of those names with no body the checker reads (a user's
 * own `exit` with a body is followed as any helper). */
static bool library_end(Node *call)
{
    Function *fn = acc_callee_of(call);
    return ends_thread_name(call->lhs->tok) && !(fn && acc_definition_of(fn)->body);
}

/*
 * A plain helper whose body may end the thread: what decides it is what
 * the helper reads (its arguments, or per-thread state), as for its
 * result.  Prism functions are checked at their own perspective; a body
 * the checker does not read is P077's.
 */
static bool fn_ends(Function *fn, Visiting *v)
{
    fn = fn ? acc_definition_of(fn) : NULL;
    if (!fn || !fn->body || fn->kind != FN_PLAIN)
        return false;
    for (int i = 0; i < v->n; i++)
        if (v->stack[i] == fn)
            return false; /* recursion: what the other paths decide */
    if (v->n >= 32)
        return true;
    v->stack[v->n++] = fn;
    bool r = ends_in(fn->body, v, 0);
    v->n--;
    return r;
}

/* Unsafe statements are looked into: their asm may hold an `exit`. */
static bool ends_in(Node *n, Visiting *v, int depth)
{
    if (!n)
        return false;
    if (depth > LIMIT_NEST_DEPTH * 4)
        return true;
    if (n->kind == ND_ASM && asm_ends_thread(n))
        return true;
    if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && n->lhs->tok &&
        (library_end(n) || fn_ends(acc_callee_of(n), v)))
        return true;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (ends_in(kids[i], v, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (ends_in(a, v, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        if (ends_in(b, v, depth + 1))
            return true;
        if (n->kind != ND_BLOCK && n->kind != ND_DECL && n->kind != ND_STMT_EXPR)
            break; /* a loop's or scope's body is one statement: its next is not inside */
    }
    return false;
}

bool call_ends_thread(Node *call)
{
    if (call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok)
        return false;
    Visiting v = {.n = 0};
    return library_end(call) || fn_ends(acc_callee_of(call), &v);
}

/* The first statement or call in n by which control leaves `whole` before its end. */
static Node *way_out(Node *whole, Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 4)
        return NULL;
    switch (n->kind) {
    case ND_RETURN:
        return n;
    case ND_BREAK:
    case ND_CONTINUE:
    case ND_GOTO:
        return n->target && !sync_contains(whole, n->target) ? n : NULL; /* targets are statements */
    case ND_ASM:
        return asm_ends_thread(n) ? n : NULL;
    case ND_CALL:
        if (call_ends_thread(n))
            return n;
        break;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++) {
        Node *w = way_out(whole, kids[i], depth + 1);
        if (w)
            return w;
    }
    Node *lists[2] = {NODE_GET(n, args), NODE_GET(n, body)};
    for (int l = 0; l < 2; l++)
        for (Node *k = lists[l]; k; k = k->next) {
            Node *w = way_out(whole, k, depth + 1);
            if (w)
                return w;
            if (l == 1 && n->kind != ND_BLOCK && n->kind != ND_DECL && n->kind != ND_STMT_EXPR)
                break;
        }
    return NULL;
}

static const char *way_name(const Node *w)
{
    switch (w->kind) {
    case ND_RETURN:
        return "return";
    case ND_BREAK:
        return "break";
    case ND_CONTINUE:
        return "continue";
    case ND_GOTO:
        return "goto";
    case ND_ASM:
        return "an asm 'exit'";
    default:
        return w->lhs && w->lhs->tok ? tok_str(w->lhs->tok) : "a call";
    }
}

/*
 * Control leaving an unsafe statement early in code wider than thread[1]:
 * the checker does not read the statement's conditions (SPEC 9), so some
 * threads of the unit may leave while the others go on to its next
 * barrier (red team A8).  Inside a Prism scope, check_exits.c's P090
 * says it of a jump; this is the function-level case and the exits.
 */
void check_unsafe_exit(Ctx *c, Node *unsafe)
{
    Pv cp = ctx_persp(c);
    if (c->poisoned || pv_eq(cp, PV_THREAD1) || !unsafe->body)
        return;
    Node *w = way_out(unsafe->body, unsafe->body, 0);
    if (!w)
        return;
    Token *at = w->kind == ND_CALL && w->lhs && w->lhs->tok ? w->lhs->tok : w->tok;
    diag(DIAG_ERROR, at, "P032",
         "%s inside PRISM_UNSAFE in code at %s: the checker does not read the statement's conditions, so threads "
         "of one %s could take different paths",
         way_name(w), pv_str(cp), pv_str(cp));
    note(unsafe->tok, "the unsafe statement begins here");
    diag_fix("leave the statement at its end: set a flag in it, and test the flag after it at the code's "
             "perspective (a value the whole unit shares) or in thread code");
}
