/*
 * check_pipe_rounds.c - which rounds the two sides of a pipeline run, and
 * where they run (SPEC 8.3, P134 and P135).
 *
 * A round count is proved equal only in the shape the SPEC gives: each
 * scope alone in a for (k = first; k < bound; k++) whose counter is its
 * round, nothing that skips a round or leaves the loop, no loop around
 * it, and the same first and bound on both sides, read from block-wide
 * names nobody assigns.  Anything else says which condition failed:
 * a round count is the one pipeline mistake that hangs the block.
 */
#include <string.h>

#include "check_internal.h"

/* Where a scope is: the ancestors from the function body down to it. */
typedef struct {
    Node *anc[PIPE_MAX_DEPTH];
    int n;
    bool found;
} Path;

static void find_path(Node *n, Node *target, Path *p)
{
    if (!n || p->found || p->n >= PIPE_MAX_DEPTH || n->kind == ND_UNSAFE)
        return;
    p->anc[p->n++] = n;
    if (n == target) {
        p->found = true;
        return;
    }
    if (n->kind != ND_BREAK && n->kind != ND_CONTINUE && n->kind != ND_GOTO) {
        Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, cond), NODE_GET(n, inc), NODE_GET(n, lhs), NODE_GET(n, rhs)};
        for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]) && !p->found; i++)
            find_path(kids[i], target, p);
        for (Node *b = NODE_GET(n, body); b && !p->found; b = b->next)
            find_path(b, target, p);
        for (Node *b = NODE_GET(n, args); b && !p->found; b = b->next)
            find_path(b, target, p);
    }
    if (!p->found)
        p->n--;
}

static bool is_loop(const Node *n)
{
    return n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO;
}

bool expr_same(Node *a, Node *b)
{
    if (!a || !b)
        return a == b;
    int64_t x, y;
    if (const_eval(a, &x) && const_eval(b, &y))
        return x == y;
    if (a->kind != b->kind)
        return false;
    if (a->kind == ND_VAR)
        return a->sym && a->sym == b->sym;
    if (a->kind == ND_MEMBER && (a->arrow != b->arrow || !a->name || !b->name || a->name->len != b->name->len ||
                                 memcmp(a->name->loc, b->name->loc, (size_t)a->name->len) != 0))
        return false;
    if (a->kind == ND_CALL || a->kind == ND_ASSIGN || (a->kind >= ND_PREINC && a->kind <= ND_POSTDEC))
        return false; /* may differ between two evaluations */
    return expr_same(a->lhs, b->lhs) && expr_same(a->rhs, b->rhs) && expr_same(NODE_GET(a, then), NODE_GET(b, then)) &&
           expr_same(NODE_GET(a, els), NODE_GET(b, els));
}

/* Is any variable read by e written anywhere in the function? */
static bool written_in(Node *n, Symbol *s)
{
    if (!n)
        return false;
    if ((n->kind == ND_ASSIGN || (n->kind >= ND_PREINC && n->kind <= ND_POSTDEC)) && n->lhs &&
        n->lhs->kind == ND_VAR && n->lhs->sym == s)
        return true;
    if (n->kind == ND_ADDR && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == s)
        return true;
    if (n->kind == ND_BREAK || n->kind == ND_CONTINUE || n->kind == ND_GOTO)
        return false;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, cond), NODE_GET(n, inc), NODE_GET(n, lhs), NODE_GET(n, rhs)};
    for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]); i++)
        if (written_in(kids[i], s))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (written_in(b, s))
            return true;
    for (Node *b = NODE_GET(n, args); b; b = b->next)
        if (written_in(b, s))
            return true;
    return false;
}

static Token *unstable_name(Node *e, Node *fnbody)
{
    if (!e)
        return NULL;
    if (e->kind == ND_VAR && e->sym && e->sym->kind != SYM_ENUM_CONST) {
        if (written_in(fnbody, e->sym))
            return e->tok;
        return NULL;
    }
    Token *t = unstable_name(NODE_GET(e, lhs), fnbody);
    if (!t)
        t = unstable_name(NODE_GET(e, rhs), fnbody);
    return t;
}

/*
 * A read in a bound that may differ between the two sides: a variable
 * the type-system walk found narrower than a block (each thread may hold
 * its own), or an id or thread count of the code that runs it.
 */
static Token *narrow_name(Node *e)
{
    if (!e)
        return NULL;
    if (e->kind == ND_PRISM_ID || e->kind == ND_PRISM_NTHREADS || e->kind == ND_PRISM_LANEMASK ||
        e->kind == ND_PRISM_STRIDE_FIRST || e->kind == ND_PRISM_STRIDE_STEP)
        return e->tok;
    if (e->kind == ND_VAR && e->sym && e->sym->aux) {
        SymInfo *si = e->sym->aux;
        return si->known && si->persp.lvl == PL_THREAD ? e->tok : NULL;
    }
    Token *t = narrow_name(NODE_GET(e, lhs));
    return t ? t : narrow_name(NODE_GET(e, rhs));
}

/* Does the loop body leave early or skip a round: a break or continue of it, return, goto? */
static Node *early_exit(Node *n, Node *loop)
{
    if (!n)
        return NULL;
    if ((n->kind == ND_BREAK || n->kind == ND_CONTINUE) && NODE_GET(n, target) == loop)
        return n;
    if (n->kind == ND_RETURN || n->kind == ND_GOTO)
        return n;
    if (n->kind == ND_BREAK || n->kind == ND_CONTINUE)
        return NULL;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, cond), NODE_GET(n, inc)};
    for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]); i++) {
        Node *x = early_exit(kids[i], loop);
        if (x)
            return x;
    }
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        Node *x = early_exit(b, loop);
        if (x)
            return x;
    }
    return NULL;
}

/* A goto in n that is not inside skip: outside the loop, it may jump over every round (rt35, goto_skip). */
static Node *goto_outside(Node *n, Node *skip)
{
    if (!n || n == skip)
        return NULL;
    if (n->kind == ND_GOTO)
        return n;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, cond), NODE_GET(n, inc),
                    NODE_GET(n, lhs), NODE_GET(n, rhs)};
    for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]); i++) {
        Node *x = goto_outside(kids[i], skip);
        if (x)
            return x;
    }
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        Node *x = goto_outside(b, skip);
        if (x)
            return x;
    }
    return NULL;
}

/* An integer type's width and signedness, when the checker knows them. */
static bool int_type(const Type *ty, int64_t *size, bool *uns)
{
    const Type *t = type_unalias(ty);
    int64_t align;
    if (!t || !type_is_integer(t) || !type_size_align(t, size, &align))
        return false;
    *uns = t->kind == TY_NAMED ? t->name && (t->name->loc[0] == 'u' || equal(t->name, "size_t")) : t->is_unsigned;
    return true;
}

/* The widest integer a bound expression reads (0: none the checker knows the type of). */
static int64_t bound_width(Node *e)
{
    if (!e)
        return 0;
    int64_t size = 0;
    bool uns;
    if (e->kind == ND_VAR && e->sym)
        return int_type(e->sym->ty, &size, &uns) ? size : 0;
    if (e->kind == ND_CAST)
        return int_type(e->ty, &size, &uns) ? size : 0;
    int64_t l = bound_width(NODE_GET(e, lhs)), r = bound_width(NODE_GET(e, rhs));
    return l > r ? l : r;
}

/* A scope's rounds: a for (v = first; v < bound; v++) around it whose v is the round. */
typedef struct {
    Node *loop;
    Symbol *counter;
    Node *first, *bound;
    const char *why; /* why the rounds are not known; NULL when they are */
    Token *at;
} Rounds;

static Node *loop_var_init(Node *init, Symbol **v)
{
    if (!init)
        return NULL;
    if (init->kind == ND_DECL && init->body && !init->body->next && init->body->kind == ND_DECLARATOR) {
        *v = init->body->sym;
        return init->body->init;
    }
    Node *e = init->kind == ND_EXPR_STMT ? init->lhs : init;
    if (e && e->kind == ND_ASSIGN && e->op == ND_ASSIGN && e->lhs && e->lhs->kind == ND_VAR) {
        *v = e->lhs->sym;
        return e->rhs;
    }
    return NULL;
}

static bool step_one(Node *inc, Symbol *v)
{
    if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != v)
        return false;
    if (inc->kind == ND_PREINC || inc->kind == ND_POSTINC)
        return true;
    int64_t one;
    return inc->kind == ND_ASSIGN && inc->op == ND_ADD && const_eval(inc->rhs, &one) && one == 1;
}

static Rounds rounds_of(PipeScope *ps, Function *fn, Node *arm)
{
    Rounds r = {0};
    r.at = ps->tok;
    Path *p = NEW(Path);
    find_path(fn->body, ps->node, p);
    if (!p->found) {
        r.why = "the checker did not find it in its function";
        return r;
    }
    int li = -1;
    for (int i = p->n - 1; i >= 0; i--)
        if (is_loop(p->anc[i])) {
            li = i;
            break;
        }
    if (li < 0) {
        /* One round: the ring's first lap only.  Round k waits on phase (k / STAGES) & 1, and a parity-1
         * wait on a fresh barrier passes at once: the consumers would read before the copy lands (red
         * team rt36, const_round_early_read). */
        int64_t k;
        Pipe *pp = ps->pipe;
        if (!ps->round || !const_eval(ps->round, &k) || k < 0 || !pp || !pp->stages_ok || k >= pp->stages) {
            r.why = "its scope is outside any loop, so its round must be a constant below STAGES (the ring's "
                    "first lap): a later round waits on a phase a fresh barrier reports complete at once";
            r.at = ps->round ? ps->round->tok : ps->tok;
            return r;
        }
        r.first = ps->round;
        return r; /* one round */
    }
    for (int i = li + 1; i < p->n - 1; i++) {
        NodeKind k = p->anc[i]->kind;
        if (k == ND_IF || k == ND_SWITCH || k == ND_CASE || k == ND_DEFAULT || k == ND_LABEL) {
            r.why = "it runs under a branch inside its loop, so not every iteration is a round";
            r.at = p->anc[i]->tok;
            return r;
        }
    }
    /* Below the arm that makes this side, a branch around the loop may skip every round of it. */
    int ai = -1;
    for (int i = 0; i < li && arm; i++)
        if (p->anc[i] == arm)
            ai = i;
    for (int i = ai + 1; ai >= 0 && i < li; i++) {
        NodeKind k = p->anc[i]->kind;
        if (k == ND_IF || k == ND_SWITCH || k == ND_CASE || k == ND_DEFAULT || k == ND_LABEL) {
            r.why = "its loop runs under a branch inside its split arm, which may skip every round while the "
                    "other side waits";
            r.at = p->anc[i]->tok;
            return r;
        }
    }
    Node *jump = ai >= 0 ? goto_outside(p->anc[ai], p->anc[li]) : NULL;
    if (jump) {
        r.why = "a goto in its split arm, outside its loop, may jump over every round while the other side waits";
        r.at = jump->tok;
        return r;
    }
    for (int i = 0; i < li; i++)
        if (is_loop(p->anc[i])) {
            r.why = "its loop is inside another loop: the rounds start again at every outer iteration, the "
                    "barriers' phases do not";
            r.at = p->anc[i]->tok;
            return r;
        }
    Node *loop = p->anc[li];
    r.loop = loop;
    Symbol *v = NULL;
    Node *first = loop->kind == ND_FOR ? loop_var_init(loop->init, &v) : NULL;
    Node *cond = loop->cond;
    if (!first || !v || !cond || cond->kind != ND_LT || !cond->lhs || cond->lhs->kind != ND_VAR ||
        cond->lhs->sym != v || !step_one(loop->inc, v)) {
        r.why = "its loop is not of the form for (k = first; k < bound; k++)";
        r.at = loop->tok;
        return r;
    }
    if (!ps->round || ps->round->kind != ND_VAR || ps->round->sym != v) {
        r.why = "its round is not its loop's counter";
        r.at = ps->round ? ps->round->tok : ps->tok;
        return r;
    }
    /* The header says which rounds run only if nothing else moves the counter. */
    if (written_in(loop->body, v)) {
        r.why = arena_printf("its counter '%s' is assigned (or its address taken) in the loop's body, so the "
                             "rounds it runs are not the header's",
                             v->name);
        r.at = loop->tok;
        return r;
    }
    /* A counter narrower than int, or than its bound, wraps (or stops at 1) before the bound. */
    int64_t size;
    bool uns;
    if (!int_type(v->ty, &size, &uns) || size < 4 || size < bound_width(cond->rhs)) {
        r.why = arena_printf("its counter '%s' is not an integer at least as wide as int and as its bound: a "
                             "narrower one wraps (or stops at 1) before the bound while the other side's goes on",
                             v->name);
        r.at = ps->round->tok;
        return r;
    }
    Node *x = early_exit(loop->body, loop);
    if (x) {
        r.why = "its loop may leave early or skip a round here, while the other side still waits";
        r.at = x->tok;
        return r;
    }
    Token *t = unstable_name(cond->rhs, fn->body);
    if (!t)
        t = unstable_name(first, fn->body);
    if (t) {
        r.why = "its loop's bounds read a variable that is assigned in the function, so the two sides may "
                "see different values";
        r.at = t;
        return r;
    }
    t = narrow_name(cond->rhs);
    if (!t)
        t = narrow_name(first);
    if (t) {
        r.why = arena_printf("its loop's bounds read '%.*s', narrower than the block, which the producer and the "
                             "consumers may hold differently; derive the round count from block-wide values "
                             "(parameters, constants)",
                             t->len, t->loc);
        r.at = t;
        return r;
    }
    /* The ring's phases count from round 0: a loop that starts later skips the first lap's phases, and a
     * parity wait then passes at once or never (red team rt36: `for (k = 1; ...)` read a stage early). */
    int64_t f0;
    if (!const_eval(first, &f0) || f0 != 0) {
        r.why = "its loop's first round is not the constant 0: round k waits on phase (k / STAGES) & 1 of its "
                "stage, counted from round 0, so a ring that starts later reads a stage early or waits forever";
        r.at = first->tok ? first->tok : loop->tok;
        return r;
    }
    r.counter = v;
    r.first = first;
    r.bound = cond->rhs;
    return r;
}

void pipe_check_rounds(PipeScope *prod, PipeScope *cons, Function *fn, Node *prod_arm, Node *cons_arm, Node *loops[2])
{
    Rounds a = rounds_of(prod, fn, prod_arm), b = rounds_of(cons, fn, cons_arm);
    loops[0] = a.loop;
    loops[1] = b.loop;
    Rounds *bad = a.why ? &a : b.why ? &b : NULL;
    if (bad) {
        diag(DIAG_ERROR, bad->at, "P134",
             "cannot prove that PRISM_PRODUCE and PRISM_CONSUME of '%s' run the same rounds: on the %s side, %s",
             prod->pipe->sym->name, bad == &a ? "producer" : "consumer", bad->why);
        note(bad == &a ? prod->tok : cons->tok, "that side's scope is here");
        return;
    }
    int64_t asize = 0, bsize = 0;
    bool auns = false, buns = false;
    if (a.counter && b.counter && int_type(a.counter->ty, &asize, &auns) && int_type(b.counter->ty, &bsize, &buns) &&
        (asize != bsize || auns != buns)) {
        diag(DIAG_ERROR, cons->tok, "P134",
             "cannot prove that PRISM_PRODUCE and PRISM_CONSUME of '%s' run the same rounds: the producer's counter "
             "'%s' and the consumers' '%s' are of different integer types, so the same bound may compare differently "
             "on the two sides",
             prod->pipe->sym->name, a.counter->name, b.counter->name);
        note(prod->tok, "the producer's scope is here");
        return;
    }
    if ((a.loop == NULL) != (b.loop == NULL) || !expr_same(a.first, b.first) || !expr_same(a.bound, b.bound)) {
        diag(DIAG_ERROR, cons->tok, "P134",
             "PRISM_PRODUCE and PRISM_CONSUME of '%s' do not run the same rounds (different loop bounds): the "
             "side with more rounds waits forever",
             prod->pipe->sym->name);
        note(prod->tok, "the producer's scope is here");
    }
}

/* The split arms around a scope, innermost first. */
static int arms_of(PipeScope *ps, Node **arms, int max)
{
    int n = 0;
    for (Node *s = ps->enclosing; s && n < max; s = s->scope)
        if (s->kind == ND_SPLIT_CASE)
            arms[n++] = s;
    return n;
}

bool pipe_check_arms(PipeScope *prod, PipeScope *cons, Node **prod_arm, Node **cons_arm)
{
    Node *pa[32], *ca[32];
    int np = arms_of(prod, pa, 32), nc = arms_of(cons, ca, 32);
    for (int i = 0; i < np; i++)
        for (int j = 0; j < nc; j++)
            if (pa[i] != ca[j] && pa[i]->scope && pa[i]->scope == ca[j]->scope) {
                *prod_arm = pa[i];
                *cons_arm = ca[j];
                return true;
            }
    *prod_arm = *cons_arm = NULL;
    diag(DIAG_ERROR, cons->tok, "P135",
         "PRISM_PRODUCE and PRISM_CONSUME of '%s' are not in two arms of one PRISM_SPLIT: the same threads "
         "would wait for stages only they fill (a self-deadlock once the ring is full)",
         cons->pipe->sym->name);
    note(prod->tok, "the producer's scope is here");
    return false;
}

bool pipe_in_function(PipeScope *ps, Function *fn)
{
    Path *p = NEW(Path);
    find_path(fn->body, ps->node, p);
    return p->found;
}


/*
 * P141: pipelines that share an arm.  Each pipeline's rounds are checked by
 * themselves (P134); two of them can still wait on each other (red team
 * rt35): an arm that produces one and consumes the other waits for the
 * other arm's next stage while that arm waits for this one's (a cycle), and
 * an arm that runs one pipeline's rounds to the end before the other's
 * holds back the rounds the other side needs first.  What cannot deadlock:
 * every arm only produces or only consumes the pipelines it touches, and
 * runs all their rounds in one loop (round k of each on both sides; a
 * producer's round k waits only for releases of rounds before k, which the
 * consumers finished in earlier iterations).
 */
static int arms_of(PipeScope *ps, Node **arms, int max);

/* Do two scopes run on threads in common: is the innermost split arm around one of them around the other
 * too?  Two arms of an inner split are disjoint threads (red team rt36, nested_split_overreject). */
static bool share_threads(const PipeSide *a, const PipeSide *b)
{
    Node *x[32], *y[32];
    int nx = arms_of(a->scope, x, 32), ny = arms_of(b->scope, y, 32);
    if (!nx || !ny)
        return true;
    for (int i = 0; i < ny; i++)
        if (y[i] == x[0])
            return true;
    for (int i = 0; i < nx; i++)
        if (x[i] == y[0])
            return true;
    return false;
}

void pipe_check_order(const PipeSide *sides, int n)
{
    for (int i = 0; i < n; i++) {
        const PipeSide *a = &sides[i];
        if (!a->arm)
            continue;
        for (int j = 0; j < i; j++) {
            const PipeSide *b = &sides[j];
            if (!b->arm || b->scope->pipe == a->scope->pipe || !share_threads(a, b))
                continue;
            bool later = tok_written(a->scope->tok, false)->pos > tok_written(b->scope->tok, false)->pos;
            const PipeSide *second = later ? a : b, *first = later ? b : a;
            if (a->scope->produce != b->scope->produce) {
                const PipeSide *pr = a->scope->produce ? a : b, *co = a->scope->produce ? b : a;
                diag(DIAG_ERROR, second->scope->tok, "P141",
                     "this arm produces '%s' and consumes '%s': it may wait for a stage of '%s' while the arm that "
                     "fills it waits for this arm's next stage of '%s' (a deadlock no round count shows); let each "
                     "arm only produce or only consume the pipelines it touches",
                     pr->scope->pipe->sym->name, co->scope->pipe->sym->name, co->scope->pipe->sym->name,
                     pr->scope->pipe->sym->name);
                note(first->scope->tok, "the other pipeline's scope in this arm");
                return;
            }
            if (a->loop != b->loop) {
                diag(DIAG_ERROR, second->scope->tok, "P141",
                     "'%s' and '%s' run their rounds in different loops of this arm: an arm that finishes one "
                     "pipeline's rounds before the other's may wait for a release that the other arm makes only "
                     "after a round this arm has not reached (a deadlock once a ring is full); run the rounds of "
                     "every pipeline of the arm in one loop, round k of each in iteration k",
                     first->scope->pipe->sym->name, second->scope->pipe->sym->name);
                note(first->scope->tok, "the other pipeline's scope in this arm");
                return;
            }
        }
    }
}
