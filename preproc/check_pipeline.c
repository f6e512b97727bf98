/*
 * check_pipeline.c - the rules of producer/consumer pipelines (SPEC §8.3):
 *
 *   P130  a stage buffer used outside a PRODUCE/CONSUME of its pipeline,
 *         or a pointer into it kept past the scope
 *   P131  a stage written inside a CONSUME
 *   P132  the bytes a PRODUCE's TMA loads copy differ from its BYTES
 *   P133  a CONSUME left with a wgmma on its stage not waited for
 *   P134  the two sides' rounds not provably the same
 *   P135  PRODUCE and CONSUME of one pipeline not in two arms of a split
 *   P136  the construct misused (names, nesting, the producer's perspective)
 *   P137  CONSUMER_ARRIVALS differs from the threads that run the CONSUME
 *
 * The parser (parse_pipeline.c) recorded which blocks are scopes and which
 * buffers are stages; this pass walks each function with the chain of
 * ancestors of the current node, which is what the rules are about: the
 * loop around a scope, the split arm around it, the statements between.
 */
#include <string.h>

#include "check_internal.h"

#define MAX_DEPTH (LIMIT_NEST_DEPTH * 4)

/* What one PRODUCE/CONSUME collected while its body was walked. */
typedef struct {
    PipeScope *ps;
    int depth;        /* its index in the ancestor chain */
    Symbol **inner;   /* names declared inside it */
    int ninner, capinner;
    /* wgmma events in source order: 'm' mma, 'c' commit, 'w' wait; top: not under a loop or branch */
    char *ev;
    int64_t *evn;
    bool *evtop;
    Token **evtok;
    int nev, capev;
    int64_t tma_bytes;
    bool tma_uncountable;
    Token *uncountable_at;
    const char *uncountable_why;
} Open;

/* A pointer declared inside a scope from a stage buffer: it points into that stage. */
typedef struct Derived {
    struct Derived *next;
    Symbol *sym, *buf;
} Derived;

typedef struct {
    Function *fn;
    Derived *derived;
    Node *anc[MAX_DEPTH];
    int nanc;
    Open open[64];
    int nopen;
} Walk;

static const char *scope_name(const PipeScope *ps)
{
    return ps->produce ? "PRISM_PRODUCE" : "PRISM_CONSUME";
}

/* ---- pointers into a stage ------------------------------------------------ */

static Symbol *lvalue_root(Node *e);
static Derived *derived_now; /* the function being walked */

/* The stage buffer a pointer expression points into, or NULL. */
static Symbol *ptr_root(Node *e)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case ND_VAR:
        if (!e->sym)
            return NULL;
        if (pipe_of_stage(e->sym))
            return e->sym;
        for (Derived *d = derived_now; d; d = d->next)
            if (d->sym == e->sym)
                return d->buf;
        return NULL;
    case ND_ADD:
    case ND_SUB: {
        Symbol *s = ptr_root(e->lhs);
        return s ? s : e->kind == ND_ADD ? ptr_root(e->rhs) : NULL;
    }
    case ND_CAST:
        return ptr_root(e->lhs);
    case ND_ADDR:
        return lvalue_root(e->lhs);
    case ND_COMMA:
        return ptr_root(e->rhs);
    case ND_COND: {
        Symbol *s = ptr_root(e->then);
        return s ? s : ptr_root(e->els);
    }
    case ND_ASSIGN:
        return e->op == ND_ASSIGN ? ptr_root(e->rhs) : ptr_root(e->lhs);
    default:
        return NULL;
    }
}

/* The stage buffer an lvalue lies in, or NULL. */
static Symbol *lvalue_root(Node *e)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case ND_INDEX: {
        Symbol *s = ptr_root(e->lhs);
        return s ? s : ptr_root(e->rhs);
    }
    case ND_DEREF:
        return ptr_root(e->lhs);
    case ND_MEMBER:
        return e->arrow ? ptr_root(e->lhs) : lvalue_root(e->lhs);
    default:
        return NULL;
    }
}

static bool name_is(Node *call, const char *prefix)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok)
        return false;
    Token *t = call->lhs->tok;
    size_t n = strlen(prefix);
    return (size_t)t->len >= n && memcmp(t->loc, prefix, n) == 0;
}

static Node *arg_at(Node *call, int i)
{
    Node *a = call->args;
    while (a && i-- > 0)
        a = a->next;
    return a;
}

/* ---- the walk --------------------------------------------------------------- */

static Open *innermost_of(Walk *w, const Pipe *p)
{
    for (int i = w->nopen - 1; i >= 0; i--)
        if (w->open[i].ps->pipe == p)
            return &w->open[i];
    return NULL;
}

static bool declared_inside(Walk *w, Open *o, Symbol *s)
{
    (void)w;
    for (int i = 0; i < o->ninner; i++)
        if (o->inner[i] == s)
            return true;
    return false;
}

/* Is the node at anc[from..nanc) reached with no loop or branch between? */
static bool straight(Walk *w, int from)
{
    for (int i = from; i < w->nanc; i++) {
        NodeKind k = w->anc[i]->kind;
        if (k == ND_IF || k == ND_FOR || k == ND_WHILE || k == ND_DO || k == ND_SWITCH || k == ND_COND ||
            k == ND_LOGAND || k == ND_LOGOR)
            return false;
    }
    return true;
}

static void add_event(Open *o, char kind, int64_t n, bool top, Token *tok)
{
    if (o->nev == o->capev) {
        int cap = o->capev ? o->capev * 2 : 16;
        char *ev = NEW_ARRAY(char, cap);
        int64_t *evn = NEW_ARRAY(int64_t, cap);
        bool *evtop = NEW_ARRAY(bool, cap);
        Token **evtok = NEW_ARRAY(Token *, cap);
        for (int i = 0; i < o->nev; i++) {
            ev[i] = o->ev[i];
            evn[i] = o->evn[i];
            evtop[i] = o->evtop[i];
            evtok[i] = o->evtok[i];
        }
        o->ev = ev;
        o->evn = evn;
        o->evtop = evtop;
        o->evtok = evtok;
        o->capev = cap;
    }
    o->ev[o->nev] = kind;
    o->evn[o->nev] = n;
    o->evtop[o->nev] = top;
    o->evtok[o->nev] = tok;
    o->nev++;
}

static void stage_use(Walk *w, Node *var)
{
    Pipe *p = pipe_of_stage(var->sym);
    if (!p || innermost_of(w, p))
        return;
    diag(DIAG_ERROR, var->tok, "P130",
         "stage buffer '%s' used outside a PRISM_PRODUCE or PRISM_CONSUME of its pipeline '%s': which round's stage "
         "it holds is known only inside them",
         var->sym->name, p->sym->name);
    for (PipeStage *s = pipe_stage_list(); s; s = s->next)
        if (s->buf == var->sym)
            note(s->tok, "'%s' is declared the stages of '%s' here", var->sym->name, p->sym->name);
}

/* A store through `target` (an lvalue or, for a TMA, a destination pointer). */
static void stage_write(Walk *w, Symbol *buf, Token *at)
{
    Pipe *p = pipe_of_stage(buf);
    Open *o = p ? innermost_of(w, p) : NULL;
    if (!o || o->ps->produce)
        return;
    diag(DIAG_ERROR, at, "P131",
         "stage buffer '%s' written inside PRISM_CONSUME: the consumers only read a stage; the producer owns it "
         "until the next round's PRISM_PRODUCE",
         buf->name);
    note(o->ps->tok, "the stage is consumed here");
}

static void assign_escape(Walk *w, Node *lhs, Node *rhs)
{
    if (!lhs || lhs->kind != ND_VAR || !lhs->sym)
        return;
    Symbol *buf = ptr_root(rhs);
    if (!buf)
        return;
    Open *o = innermost_of(w, pipe_of_stage(buf));
    if (!o || declared_inside(w, o, lhs->sym))
        return;
    diag(DIAG_ERROR, lhs->tok, "P130",
         "'%s' keeps a pointer into stage buffer '%s' past the %s that reveals it: after the scope the stage "
         "belongs to another round",
         lhs->sym->name, buf->name, scope_name(o->ps));
    note(o->ps->tok, "the scope is here");
}

static void call_event(Walk *w, Node *call)
{
    if (!w->nopen)
        return;
    Open *o = &w->open[w->nopen - 1];
    bool top = straight(w, o->depth + 1);
    if (name_is(call, "prism_tma_load")) {
        Node *dst = arg_at(call, 0);
        Symbol *buf = ptr_root(dst);
        if (buf)
            stage_write(w, buf, dst->tok);
        Open *po = NULL;
        for (int i = w->nopen - 1; i >= 0 && !po; i--)
            if (w->open[i].ps->produce)
                po = &w->open[i];
        if (!po)
            return;
        int64_t rows, cols, elem = 0, align;
        Node *r = arg_at(call, 2), *c = arg_at(call, 3);
        const char *why = NULL;
        if (!straight(w, po->depth + 1))
            why = "it runs under a loop or a branch of the scope, so how often is not known";
        else if (!r || !c || !const_eval(r, &rows) || !const_eval(c, &cols))
            why = "its box extents are not constants";
        else if (!buf || !buf->ty || !buf->ty->base || !type_size_align(buf->ty->base, &elem, &align))
            why = "its destination is not a stage buffer of a known element type";
        if (why) {
            if (!po->tma_uncountable) {
                po->tma_uncountable = true;
                po->uncountable_at = call->tok;
                po->uncountable_why = why;
            }
            return;
        }
        po->tma_bytes += rows * cols * elem;
        return;
    }
    if (name_is(call, "prism_wgmma_commit"))
        add_event(o, 'c', 0, top, call->tok);
    else if (name_is(call, "prism_wgmma_wait")) {
        int64_t n = -1;
        Node *a = arg_at(call, 0);
        if (!a || !const_eval(a, &n))
            n = -1;
        add_event(o, 'w', n, top, call->tok);
    } else if (name_is(call, "prism_wgmma_m"))
        add_event(o, 'm', 0, top, call->lhs->tok);
}

/* P132 and P133 when a scope's body has been walked. */
static void close_scope(Open *o)
{
    PipeScope *ps = o->ps;
    if (ps->produce) {
        int64_t bytes;
        if (!ps->bytes || !const_eval(ps->bytes, &bytes)) {
            diag(DIAG_ERROR, ps->bytes ? ps->bytes->tok : ps->tok, "P132",
                 "the bytes of PRISM_PRODUCE must be a constant: the checker compares them with what the TMA loads "
                 "copy, and a stage armed with the wrong count never completes (or completes early)");
        } else if (o->tma_uncountable) {
            diag(DIAG_ERROR, o->uncountable_at, "P132",
                 "cannot count the bytes this TMA load copies into the stage (%s); write each load of a round "
                 "at the top of PRISM_PRODUCE with constant box extents",
                 o->uncountable_why);
        } else if (bytes != o->tma_bytes) {
            diag(DIAG_ERROR, ps->bytes->tok, "P132",
                 "PRISM_PRODUCE arms the stage for %lld bytes, but its TMA loads copy %lld: the consumers' wait "
                 "%s",
                 (long long)bytes, (long long)o->tma_bytes,
                 bytes > o->tma_bytes ? "never ends (a hang)" : "ends before the data is there (a race)");
        }
    }
    int last = -1;
    for (int i = 0; i < o->nev; i++)
        if (o->ev[i] == 'm')
            last = i;
    if (last < 0)
        return;
    int commits = 0;
    for (int i = last + 1; i < o->nev; i++) {
        if (o->ev[i] == 'c' && o->evtop[i])
            commits++;
        else if (o->ev[i] == 'w' && o->evtop[i] && o->evn[i] >= 0 && commits >= 1 && o->evn[i] <= commits - 1)
            return;
    }
    diag(DIAG_ERROR, o->evtok[last], "P133",
         "this wgmma reads the stage of %s, which is released to the producer when the scope ends, and no "
         "prism_wgmma_wait after it (at the scope's top level, after a prism_wgmma_commit) covers it",
         scope_name(ps));
    note(ps->tok, "the stage is released at the end of this scope");
}

static void visit(Walk *w, Node *n);

static void visit_list(Walk *w, Node *n)
{
    for (; n; n = n->next)
        visit(w, n);
}

static void visit(Walk *w, Node *n)
{
    if (!n || w->nanc >= MAX_DEPTH || n->kind == ND_UNSAFE) /* trusted code is not looked into (SPEC 9) */
        return;
    PipeScope *ps = pipe_scope_of(n);
    Open *o = NULL;
    if (ps && ps->pipe && w->nopen < (int)(sizeof(w->open) / sizeof(w->open[0]))) {
        o = &w->open[w->nopen++];
        memset(o, 0, sizeof(*o));
        o->ps = ps;
        o->depth = w->nanc;
    }
    w->anc[w->nanc++] = n;
    switch (n->kind) {
    case ND_VAR:
        if (n->sym)
            stage_use(w, n);
        break;
    case ND_DECLARATOR:
        if (w->nopen && n->sym) {
            Open *in = &w->open[w->nopen - 1];
            if (in->ninner == in->capinner) {
                int cap = in->capinner ? in->capinner * 2 : 8;
                Symbol **t = NEW_ARRAY(Symbol *, cap);
                for (int i = 0; i < in->ninner; i++)
                    t[i] = in->inner[i];
                in->inner = t;
                in->capinner = cap;
            }
            in->inner[in->ninner++] = n->sym;
            Symbol *buf = n->init && n->init->kind != ND_INIT_LIST ? ptr_root(n->init) : NULL;
            if (buf) {
                Derived *d = NEW(Derived);
                d->sym = n->sym;
                d->buf = buf;
                d->next = derived_now;
                derived_now = w->derived = d;
            }
        }
        break;
    case ND_ASSIGN: {
        Symbol *buf = lvalue_root(n->lhs);
        if (buf)
            stage_write(w, buf, n->lhs->tok);
        assign_escape(w, n->lhs, n->op == ND_ASSIGN ? n->rhs : n->lhs);
        break;
    }
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC: {
        Symbol *buf = lvalue_root(n->lhs);
        if (buf)
            stage_write(w, buf, n->lhs->tok);
        break;
    }
    case ND_CALL:
        call_event(w, n);
        break;
    default:
        break;
    }
    if (n->kind != ND_BREAK && n->kind != ND_CONTINUE && n->kind != ND_GOTO && n->kind != ND_CASE &&
        n->kind != ND_DEFAULT) {
        visit(w, n->lhs);
        if (n->rhs != n->lhs)
            visit(w, n->rhs);
    } else if (n->kind == ND_CASE || n->kind == ND_DEFAULT) {
        visit(w, n->lhs);
    }
    visit(w, n->cond);
    visit(w, n->init);
    visit(w, n->then);
    visit(w, n->els);
    visit(w, n->inc);
    visit_list(w, n->body);
    visit_list(w, n->args);
    w->nanc--;
    if (o) {
        close_scope(o);
        w->nopen--;
    }
}

/* ---- rounds and arms ------------------------------------------------------- */

/* Where a scope is: the ancestors from the function body down to it. */
typedef struct {
    Node *anc[MAX_DEPTH];
    int n;
    bool found;
} Path;

static void find_path(Node *n, Node *target, Path *p)
{
    if (!n || p->found || p->n >= MAX_DEPTH || n->kind == ND_UNSAFE)
        return;
    p->anc[p->n++] = n;
    if (n == target) {
        p->found = true;
        return;
    }
    if (n->kind != ND_BREAK && n->kind != ND_CONTINUE && n->kind != ND_GOTO) {
        Node *kids[] = {n->then, n->els, n->init, n->cond, n->inc, n->lhs, n->rhs};
        for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]) && !p->found; i++)
            find_path(kids[i], target, p);
        for (Node *b = n->body; b && !p->found; b = b->next)
            find_path(b, target, p);
        for (Node *b = n->args; b && !p->found; b = b->next)
            find_path(b, target, p);
    }
    if (!p->found)
        p->n--;
}

static bool is_loop(const Node *n)
{
    return n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO;
}

static bool same_expr(Node *a, Node *b)
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
    return same_expr(a->lhs, b->lhs) && same_expr(a->rhs, b->rhs) && same_expr(a->then, b->then) &&
           same_expr(a->els, b->els);
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
    Node *kids[] = {n->then, n->els, n->init, n->cond, n->inc, n->lhs, n->rhs};
    for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]); i++)
        if (written_in(kids[i], s))
            return true;
    for (Node *b = n->body; b; b = b->next)
        if (written_in(b, s))
            return true;
    for (Node *b = n->args; b; b = b->next)
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
    Token *t = unstable_name(e->lhs, fnbody);
    if (!t)
        t = unstable_name(e->rhs, fnbody);
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
    Token *t = narrow_name(e->lhs);
    return t ? t : narrow_name(e->rhs);
}

/* Does the loop body leave early or skip a round: a break or continue of it, return, goto? */
static Node *early_exit(Node *n, Node *loop)
{
    if (!n)
        return NULL;
    if ((n->kind == ND_BREAK || n->kind == ND_CONTINUE) && n->target == loop)
        return n;
    if (n->kind == ND_RETURN || n->kind == ND_GOTO)
        return n;
    if (n->kind == ND_BREAK || n->kind == ND_CONTINUE)
        return NULL;
    Node *kids[] = {n->then, n->els, n->init, n->cond, n->inc};
    for (size_t i = 0; i < sizeof(kids) / sizeof(kids[0]); i++) {
        Node *x = early_exit(kids[i], loop);
        if (x)
            return x;
    }
    for (Node *b = n->body; b; b = b->next) {
        Node *x = early_exit(b, loop);
        if (x)
            return x;
    }
    return NULL;
}

/* A scope's rounds: a for (v = first; v < bound; v++) around it whose v is the round. */
typedef struct {
    Node *loop;
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

static Rounds rounds_of(PipeScope *ps, Function *fn)
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
    r.first = first;
    r.bound = cond->rhs;
    return r;
}

static void check_rounds(PipeScope *prod, PipeScope *cons, Function *fn)
{
    Rounds a = rounds_of(prod, fn), b = rounds_of(cons, fn);
    Rounds *bad = a.why ? &a : b.why ? &b : NULL;
    if (bad) {
        diag(DIAG_ERROR, bad->at, "P134",
             "cannot prove that PRISM_PRODUCE and PRISM_CONSUME of '%s' run the same rounds: on the %s side, %s",
             prod->pipe->sym->name, bad == &a ? "producer" : "consumer", bad->why);
        note(bad == &a ? prod->tok : cons->tok, "that side's scope is here");
        return;
    }
    if ((a.loop == NULL) != (b.loop == NULL) || !same_expr(a.first, b.first) || !same_expr(a.bound, b.bound)) {
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

static void check_arms(PipeScope *prod, PipeScope *cons)
{
    Node *pa[32], *ca[32];
    int np = arms_of(prod, pa, 32), nc = arms_of(cons, ca, 32);
    for (int i = 0; i < np; i++)
        for (int j = 0; j < nc; j++)
            if (pa[i] != ca[j] && pa[i]->scope && pa[i]->scope == ca[j]->scope)
                return;
    diag(DIAG_ERROR, cons->tok, "P135",
         "PRISM_PRODUCE and PRISM_CONSUME of '%s' are not in two arms of one PRISM_SPLIT: the same threads "
         "would wait for stages only they fill (a self-deadlock once the ring is full)",
         cons->pipe->sym->name);
    note(prod->tok, "the producer's scope is here");
}

static bool in_function(PipeScope *ps, Function *fn)
{
    Path *p = NEW(Path);
    find_path(fn->body, ps->node, p);
    return p->found;
}

static void check_function_pipes(Function *fn)
{
    Walk *w = NEW(Walk);
    w->fn = fn;
    derived_now = NULL;
    visit(w, fn->body);
    derived_now = NULL;
    for (Pipe *p = pipeline_list(); p; p = p->next) {
        PipeScope *prod = NULL, *cons = NULL;
        for (PipeScope *s = pipe_scope_list(); s; s = s->next) {
            if (s->pipe != p || !in_function(s, fn))
                continue;
            PipeScope **slot = s->produce ? &prod : &cons;
            if (*slot) {
                diag(DIAG_ERROR, s->tok, "P136",
                     "a second %s of '%s': a pipeline has one producing and one consuming scope, each in its "
                     "round loop",
                     scope_name(s), p->sym->name);
                note((*slot)->tok, "the other one is here");
                continue;
            }
            *slot = s;
        }
        if (!prod || !cons)
            continue;
        check_arms(prod, cons);
        check_rounds(prod, cons, fn);
    }
}

void check_pipelines(Program *prog)
{
    if (!pipe_scope_list() && !pipe_stage_list())
        return;
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->body && fn->kind != FN_PLAIN && !fn->is_unsafe)
            check_function_pipes(fn);
}

/* ---- perspectives (from the type-system walk) --------------------------------- */

/* P136 (the producer is one thread) and P137 (the arrivals are the consumers' threads). */
void pipe_scope_persp(Ctx *c, Node *node)
{
    PipeScope *ps = pipe_scope_of(node);
    if (!ps || !ps->pipe || c->poisoned)
        return;
    Pv cp = ctx_persp(c);
    if (ps->produce) {
        if (!pv_eq(cp, PV_THREAD1))
            diag(DIAG_ERROR, ps->tok, "P136",
                 "PRISM_PRODUCE in code at %s: the producer of a round is one thread (its arrival on the full "
                 "barrier carries the bytes); wrap it in PRISM_ONE",
                 pv_str(cp));
        return;
    }
    /* Groups repeat their code over the units of what runs it; only splits narrow who runs it. */
    int64_t threads = 0;
    if (c->nscopes > 0 && c->scopes[c->nscopes - 1].lvl == PL_THREAD)
        threads = c->scopes[c->nscopes - 1].n;
    else if (c->nscopes == 0)
        threads = c->bound.blockdim;
    int64_t arrivals;
    if (threads <= 0 || !ps->pipe->arrivals || !const_eval(ps->pipe->arrivals, &arrivals))
        return;
    if (arrivals != threads) {
        diag(DIAG_ERROR, ps->tok, "P137",
             "PRISM_CONSUME run by %lld threads arrives %lld times on the stage's empty barrier, but '%s' expects "
             "%lld arrivals: the producer %s",
             (long long)threads, (long long)threads, ps->pipe->sym->name, (long long)arrivals,
             arrivals > threads ? "waits forever" : "refills a stage that is still being read");
        note(ps->pipe->arrivals->tok, "the arrivals are declared here");
    }
}
