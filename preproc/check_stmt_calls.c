/*
 * check_stmt_calls.c - P106: a barrier that would fall inside one statement.
 *
 * The inferred barriers go between statements (and at a loop's head).  A
 * call of a block's or a warp's function is a whole unit's work: what it
 * writes, another part of the same statement may read by other threads
 * (`v = (PRISM_CALL(fill, tile), tile[t + 1])`, `PRISM_CALL(peek, tile,
 * PRISM_CALL(fill, tile))`, `for (PRISM_CALL(bump, cnt); cnt[0] < 3; ...)`,
 * an increment that writes what the condition reads).  No point can be
 * written between the two, so the checked build would race (red team
 * rt10).  An asynchronous copy is such a call even for its own thread:
 * its destination may be read only after a wait.  Such a statement is
 * refused: write the call as a statement of its own.
 */
#include "check_internal.h"
#include "sync.h"

/* A call of a Prism function whose unit is more than one thread. */
static bool unit_call(Node *n)
{
    if (n->kind != ND_CALL && n->kind != ND_PRISM_CALL)
        return false;
    Function *f = call_target(n);
    Bound b;
    return f && fn_bound(f, &b) && !pv_eq(b.p[0], PV_THREAD1);
}

static bool copy_call(Node *call)
{
    return call->kind == ND_CALL && acc_is_async_copy(call);
}

/* A call whose effect another part of its statement cannot see without a
 * point between them: a unit's call, or an asynchronous copy, whose
 * destination even its own thread may read only after a cp.async wait
 * (`for (prism_cp_async4(z, src), prism_cp_async_commit(); z[0] < n; )`). */
static bool ordered_call(Node *n)
{
    if (unit_call(n) || copy_call(n))
        return true;
    /* A helper that issues copies (red team rt13), looked for in its body:
     * a summary under construction (recursion) answers "maybe". */
    Function *f = (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) ? acc_callee(n) : NULL;
    return f && f->body && acc_calls_within(f->body, copy_call, 1);
}

typedef struct {
    Node *calls[16];
    int n;
} Calls;

/* A Prism scope, barrier or unit call inside a statement expression. */
static void scope_in_expr(Node *n, void *arg)
{
    Node **found = arg;
    bool scope = n->kind == ND_GROUP || n->kind == ND_SPLIT || n->kind == ND_PARTITION || n->kind == ND_CLAIM ||
                 n->kind == ND_ASYNC || n->kind == ND_PRISM_SYNC || unit_call(n);
    if (scope && !*found)
        *found = n;
}

typedef struct {
    Node *se, *jump;
} JumpOut;

static void jump_out_of(Node *n, void *arg)
{
    JumpOut *j = arg;
    bool jump = n->kind == ND_BREAK || n->kind == ND_CONTINUE || n->kind == ND_GOTO;
    if (!j->jump && (n->kind == ND_RETURN || (jump && (!n->target || !node_holds(j->se->body, n->target, 0)))))
        j->jump = n;
}

/*
 * `int d = ({ if (n == 0) return 0; 1; });`: a return, or a break,
 * continue or goto to a place outside it, leaves a statement expression
 * from inside an expression, where the passes that look for a function's
 * exits (the waits before a return, a callee's barrier on every path) do
 * not look, and where what they would place cannot go (red team rt19).
 */
static void check_stmt_expr_jump(Node *se)
{
    JumpOut j = {se, NULL};
    for (Node *b = se->body; b && !j.jump; b = b->next)
        node_visit(b, LIMIT_NEST_DEPTH * 2, jump_out_of, &j);
    if (!j.jump)
        return;
    diag(DIAG_ERROR, j.jump->tok, "P106",
         "'%.*s' out of a statement expression: the barriers and cp.async waits a jump out needs before it cannot "
         "be placed inside an expression",
         j.jump->tok->len, j.jump->tok->loc);
    note(se->tok, "the statement expression begins here");
    diag_fix("write the statement expression's statements as statements of the enclosing block, with the jump "
             "among them");
}

static void stmt_expr_jumps(Node *n, void *arg)
{
    (void)arg;
    if (n->kind == ND_STMT_EXPR)
        check_stmt_expr_jump(n);
}

/* A plain __device__ function's statement expressions (a Prism function's are checked with its calls). */
void check_stmt_expr_jumps(Function *fn)
{
    if (fn->body)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, stmt_expr_jumps, NULL);
}

/*
 * `v = ({ PRISM_PARTITION(z, tile, ...) {...} ...; tile[t + 1]; })`: the
 * scope's barriers and the ones the statement needs around it would fall
 * inside an expression (rt10, hole_stmt_expr_scope, _inner).
 */
static void check_stmt_expr(Node *se)
{
    check_stmt_expr_jump(se);
    Node *found = NULL;
    for (Node *b = se->body; b && !found; b = b->next)
        node_visit(b, LIMIT_NEST_DEPTH * 2, scope_in_expr, &found);
    if (!found)
        return;
    diag(DIAG_ERROR, found->kind == ND_PRISM_CALL && found->name ? found->name : found->tok, "P106",
         "a Prism scope, barrier or block's or warp's call inside a statement expression: the barriers around it "
         "cannot be placed inside an expression");
    note(se->tok, "the statement expression begins here");
    diag_fix("write its statements as statements of the enclosing block");
}

static void find_calls(Node *n, Calls *cs, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return;
    if (n->kind == ND_STMT_EXPR) {
        check_stmt_expr(n);
        return;
    }
    if (ordered_call(n) && cs->n < 16)
        cs->calls[cs->n++] = n;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        find_calls(kids[i], cs, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        find_calls(a, cs, depth + 1);
}

/* Do two access sets order each other: a write of one on memory the other touches? */
static const SyncAcc *conflict(const AccSet *a, const AccSet *b, const SyncAcc **other)
{
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            const SyncAcc *x = &a->v[i], *y = &b->v[j];
            /* Named memory only: unknown memory (a descriptor, a holder that
             * escaped) would refuse every statement with two calls. */
            if (!x->root || !y->root || x->own || y->own || !((x->mode | y->mode) & SA_WRITE) ||
                !acc_overlaps(x->root, y->root))
                continue;
            if ((x->mode & SA_ATOMIC_MASK) && (x->mode & SA_ATOMIC_MASK) == (y->mode & SA_ATOMIC_MASK))
                continue; /* blind atomics of one class (docs/SYNC.md 1) */
            *other = y;
            return x;
        }
    return NULL;
}

/* The token a call names its callee by: PRISM_CALL's name, the called expression's, or the call's. */
static Token *callee_token(Node *c)
{
    return c->kind == ND_PRISM_CALL && c->name ? c->name : c->lhs && c->lhs->tok ? c->lhs->tok : c->tok;
}

/* Does the call's callee take shared scratch of its own (PRISM_SMEM above 0, or not a constant)? */
static bool takes_scratch(Node *call)
{
    Function *f = call->kind == ND_CALL || call->kind == ND_PRISM_CALL ? acc_callee(call) : NULL;
    return f && f->kind != FN_PLAIN && (!f->smem_ok || f->smem > 0);
}

/*
 * Two calls in one statement whose callees take shared scratch: both are
 * given it from the same free offset of the caller's budget, so the second
 * writes what the first's other threads may still read; the barrier
 * between them cannot stand inside the statement (red team l2:
 * reduce_sum(...) - reduce_max(...) raced).
 */
static void check_scratch_pairs(const Calls *cs)
{
    Node *first = NULL;
    for (int k = 0; k < cs->n; k++) {
        if (!takes_scratch(cs->calls[k]))
            continue;
        if (!first) {
            first = cs->calls[k];
            continue;
        }
        Token *name = callee_token(cs->calls[k]), *other = callee_token(first);
        diag(DIAG_ERROR, name, "P106",
             "the calls of '%s' and '%s' in one statement both take shared scratch from the same place: the barrier "
             "between them cannot be placed inside one statement",
             tok_str(other), tok_str(name));
        note(other, "the first call is here");
        diag_fix("write each call as a statement of its own (a for's init, condition or increment too), keeping "
                 "its result in a local");
        return;
    }
}

/* parts: the statement's expressions, in one list (a for's init, condition, increment). */
static void check_parts(Node **parts, int nparts)
{
    Calls cs = {.n = 0};
    for (int p = 0; p < nparts; p++)
        find_calls(parts[p], &cs, 0);
    check_scratch_pairs(&cs);
    for (int k = 0; k < cs.n; k++) {
        Node *c = cs.calls[k];
        AccSet mine = {0}, rest = {0};
        acc_of_node(c, &mine);
        /* The rest of the statement: every part with this call taken out. */
        NodeKind kind = c->kind;
        c->kind = ND_NUM;
        for (int p = 0; p < nparts; p++)
            acc_of_node(parts[p], &rest);
        c->kind = kind;
        /* Its own arguments are read before it by every thread, its body's
         * stores come after with no barrier between (`fill(tile, tile[0])`). */
        for (Node *a = c->args; a; a = a->next)
            acc_of_node(a, &rest);
        const SyncAcc *other = NULL, *x = conflict(&mine, &rest, &other);
        if (!x)
            continue;
        Token *name = callee_token(c);
        diag(DIAG_ERROR, name, "P106",
             "the call of '%s' and another part of the same statement both use '%s', one of them writing it: "
             "the barrier or cp.async wait between them cannot be placed inside one statement",
             tok_str(name), x->root->name ? x->root->name : "?");
        if (other->tok)
            note(other->tok, "the other use is here");
        diag_fix("write the call as a statement of its own (a for's init, condition or increment too), and use "
                 "its result in the next statement");
    }
}

static void walk(Node *n, int depth);

static void walk_list(Node *n, int depth)
{
    for (; n; n = n->next)
        walk(n, depth);
}

static void walk(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2 || n->kind == ND_UNSAFE)
        return;
    switch (n->kind) {
    case ND_BLOCK:
        walk_list(n->body, depth + 1);
        return;
    case ND_DECL: {
        Node *inits[64];
        int k = 0;
        for (Node *d = n->body; d && k < 64; d = d->next)
            if (d->kind == ND_DECLARATOR && d->init)
                inits[k++] = d->init;
        check_parts(inits, k);
        return;
    }
    case ND_EXPR_STMT:
    case ND_RETURN: {
        Node *e = n->lhs;
        check_parts(&e, e ? 1 : 0);
        return;
    }
    case ND_IF:
    case ND_SWITCH:
    case ND_WHILE:
    case ND_DO: {
        Node *e = n->cond;
        check_parts(&e, e ? 1 : 0);
        walk(n->then, depth + 1);
        walk(n->els, depth + 1);
        walk(n->body, depth + 1);
        return;
    }
    case ND_FOR: {
        Node *head[16];
        int k = 0;
        if (n->init && n->init->kind != ND_DECL && n->init->kind != ND_BLOCK)
            head[k++] = n->init->kind == ND_EXPR_STMT ? n->init->lhs : n->init;
        else if (n->init)
            for (Node *d = n->init->kind == ND_DECL ? n->init->body : NULL; d && k < 14; d = d->next)
                if (d->kind == ND_DECLARATOR && d->init)
                    head[k++] = d->init;
        if (n->cond)
            head[k++] = n->cond;
        if (n->inc)
            head[k++] = n->inc;
        check_parts(head, k);
        walk(n->body, depth + 1);
        return;
    }
    default:
        if (n->kind < ND_BLOCK) { /* an expression in statement position */
            check_parts(&n, 1);
            return;
        }
        walk_list(NODE_GET(n, body), depth + 1);
        return;
    }
}

void check_stmt_calls(Function *fn)
{
    walk(fn->body, 0);
}
