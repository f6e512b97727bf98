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
 * buffers are stages; P136's producer and P137 are judged from the type
 * walk's perspectives (check_pipe_persp.c); whether a stage's name
 * addresses the round's stage (P130) is check_pipe_stage.c's, from the
 * ancestors this walk keeps.  This pass walks each function
 * with the chain of ancestors of the current node, which is what the
 * rules are about: the loop around a scope, the split arm around it, the
 * statements between.
 */
#include <string.h>

#include "check_internal.h"

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
    Node *anc[PIPE_MAX_DEPTH];
    int nanc;
    Open open[64];
    int nopen;
} Walk;

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
    /* A descriptor's address field kept by a mask, an address made a number (SPEC 6.1): still the
     * stage's (rt35, consume_desc_number). */
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR: {
        Symbol *s = ptr_root(e->lhs);
        return s ? s : ptr_root(e->rhs);
    }
    case ND_CAST:
    case ND_NEG:
    case ND_BITNOT:
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
    case ND_CALL:
        /* A wgmma descriptor is the stage's address in another type: a wgmma reads the stage through it. */
        return pipe_call_is(e, "prism_wgmma_desc") ? ptr_root(e->args) : NULL;
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

/*
 * The stage named by the ND_VAR on top of w's ancestors, inside a
 * PRISM_PRODUCE of its pipeline: is this occurrence only written through
 * (a plain store's target, a copy's destination)?  Anything else reads the
 * stage, which the round's TMA fills asynchronously: its data is complete
 * only at the full barrier, which the consumers wait for, not the producer.
 */
static bool only_written(const Walk *w)
{
    bool elem = false; /* the child is an element of the stage, not an address into it */
    for (int i = w->nanc - 2; i >= 0; i--) {
        const Node *p = w->anc[i], *child = w->anc[i + 1];
        switch (p->kind) {
        case ND_ADD:
        case ND_SUB:
        case ND_CAST:
            if (elem)
                return false; /* an element's value in arithmetic */
            continue;
        case ND_INDEX:
        case ND_DEREF:
            if (child != p->lhs)
                return false;
            elem = true;
            continue;
        case ND_ADDR:
            elem = false;
            continue;
        case ND_ASSIGN:
            return elem && child == p->lhs && p->op == ND_ASSIGN;
        case ND_CALL:
            return !elem && p->args == child &&
                   (pipe_call_is((Node *)p, "prism_tma_") || pipe_call_is((Node *)p, "prism_bulk_") ||
                    pipe_call_is((Node *)p, "cp_async_bulk") || pipe_call_is((Node *)p, "prism_cp_async"));
        default:
            return false;
        }
    }
    return false;
}

static void stage_read_check(Walk *w, Node *var)
{
    Pipe *p = pipe_of_stage(var->sym);
    Open *o = p ? innermost_of(w, p) : NULL;
    if (!o || !o->ps->produce || only_written(w))
        return;
    diag(DIAG_ERROR, var->tok, "P131",
         "stage buffer '%s' read inside PRISM_PRODUCE: the round's TMA fills it asynchronously, complete only at "
         "the full barrier the consumers wait for; read the stage in PRISM_CONSUME",
         var->sym->name);
    note(o->ps->tok, "the stage is produced here");
}

/* A store through `target` (an lvalue or, for a TMA, a destination pointer). */
static void stage_write_why(Walk *w, Symbol *buf, Token *at, const char *why)
{
    Pipe *p = pipe_of_stage(buf);
    Open *o = p ? innermost_of(w, p) : NULL;
    if (!o || o->ps->produce)
        return;
    diag(DIAG_ERROR, at, "P131",
         "stage buffer '%s' written inside PRISM_CONSUME%s: the consumers only read a stage; the producer owns it "
         "until the next round's PRISM_PRODUCE",
         buf->name, why);
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
    Node *r = rhs;
    while (r && r->kind == ND_CAST)
        r = r->lhs;
    diag(DIAG_ERROR, lhs->tok, "P130",
         "'%s' keeps a %s stage buffer '%s' past the %s that reveals it: after the scope the stage "
         "belongs to another round",
         lhs->sym->name, pipe_call_is(r, "prism_wgmma_desc") ? "wgmma descriptor of" : "pointer into", buf->name,
         pipe_scope_name(o->ps));
    note(o->ps->tok, "the scope is here");
}

/*
 * Does the called function, or anything it calls, issue a wgmma?  Such a
 * call inside PRISM_CONSUME counts as a wgmma reading the stage and its
 * commit (P133 then asks for a wait after it): whether the callee waits
 * before it returns is not looked into, so a helper that waits costs its
 * caller one more (cheap) wait, and one that does not is caught.
 */
static Program *cur_prog;

static bool body_issues_wgmma(Node *n, int depth);

static Function *called_definition(Node *call)
{
    Function *fn = NULL;
    if (call->kind == ND_PRISM_CALL && call->sym && call->sym->kind == SYM_FUNC)
        fn = call->sym->func;
    else if (call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR && call->lhs->sym &&
             call->lhs->sym->kind == SYM_FUNC)
        fn = call->lhs->sym->func;
    return program_definition(cur_prog, fn);
}

/* Each callee's answer once (by name: 1 yes, 2 no, 3 being worked out), so
 * a chain of functions that call each other several times is walked once. */
static HashMap issues_memo;

static bool calls_wgmma(Node *call, int depth)
{
    if (pipe_call_is(call, "prism_wgmma_m"))
        return true;
    Function *fn = called_definition(call);
    if (!fn || !fn->body)
        return false;
    if (!fn->name || depth > 16)
        return true; /* deep chains: assume the worst */
    intptr_t known = (intptr_t)hashmap_get(&issues_memo, fn->name->loc, fn->name->len);
    if (known)
        return known != 2; /* recursion (3) assumes the worst */
    hashmap_put(&issues_memo, fn->name->loc, fn->name->len, (void *)3);
    bool yes = body_issues_wgmma(fn->body, depth + 1);
    hashmap_put(&issues_memo, fn->name->loc, fn->name->len, (void *)(intptr_t)(yes ? 1 : 2));
    return yes;
}

static bool body_issues_wgmma(Node *n, int depth)
{
    for (; n; n = n->next) {
        if ((n->kind == ND_CALL || n->kind == ND_PRISM_CALL) && calls_wgmma(n, depth))
            return true;
        Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, cond), NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, inc), NODE_GET(n, body), NODE_GET(n, args)};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && kids[i] != n && body_issues_wgmma(kids[i], depth))
                return true;
    }
    return false;
}

static void stage_write(Walk *w, Symbol *buf, Token *at)
{
    stage_write_why(w, buf, at, "");
}

/* An asynchronous copy whose first argument is its destination (SPEC 6.3): a write there. */
/*
 * P131 for the writes a call makes into a consumed stage: an asynchronous
 * copy's destination (still landing after the scope's release arrives,
 * since an mbarrier arrival does not wait for the thread's copies), or a
 * stage pointer given to a function as a pointer to non-const, which may
 * store through it.
 */
static void call_stage_writes(Walk *w, Node *call)
{
    Arg0Write how = call_arg0_write(call);
    if (how != ARG0_NONE && how != ARG0_TMA_LOAD) { /* a TMA's destination is call_event's */
        Node *dst = pipe_call_arg(call, 0);
        Symbol *buf = dst ? ptr_root(dst) : NULL;
        if (buf)
            stage_write_why(w, buf, dst->tok,
                            how == ARG0_ASYNC_COPY ? " by an asynchronous copy (it may still land after the scope's "
                                                     "release, which does not wait for it)"
                            : how == ARG0_ATOMIC   ? " by an atomic"
                                                   : "");
        return;
    }
    Param *p = call_params(call);
    for (Node *a = call->args; a && p; a = a->next, p = p->next) {
        const Type *t = type_unalias(p->ty);
        Symbol *buf = t && t->kind == TY_PTR && t->base && !t->base->is_const ? ptr_root(a) : NULL;
        if (buf)
            stage_write_why(w, buf, a->tok, " (given to a function as a pointer to non-const, which may store through it)");
    }
}

static void call_event(Walk *w, Node *call)
{
    if (!w->nopen)
        return;
    call_stage_writes(w, call);
    Open *o = &w->open[w->nopen - 1];
    bool top = straight(w, o->depth + 1);
    if (pipe_call_is(call, "prism_tma_load")) {
        Node *dst = pipe_call_arg(call, 0);
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
        Node *r = pipe_call_arg(call, 2), *c = pipe_call_arg(call, 3);
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
        /* the map's element size, where the file's maps say it: what the copy moves (P127 if it is not the stage's) */
        int64_t me = tma_box_elem(rows, cols);
        po->tma_bytes += rows * cols * (me ? me : elem);
        return;
    }
    if (pipe_call_is(call, "prism_wgmma_commit"))
        add_event(o, 'c', 0, top, call->tok);
    else if (pipe_call_is(call, "prism_wgmma_wait")) {
        int64_t n = -1;
        Node *a = pipe_call_arg(call, 0);
        if (!a || !const_eval(a, &n))
            n = -1;
        add_event(o, 'w', n, top, call->tok);
    } else if (pipe_call_is(call, "prism_wgmma_m")) {
        add_event(o, 'm', 0, top, call->lhs->tok);
    } else if (!o->ps->produce && calls_wgmma(call, 0)) {
        Token *at = call->kind == ND_CALL && call->lhs ? call->lhs->tok : call->tok;
        add_event(o, 'm', 0, top, at);
        add_event(o, 'c', 0, top, at);
    }
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
    Token *t = o->evtok[last];
    bool direct = t && t->len >= 13 && !memcmp(t->loc, "prism_wgmma_m", 13);
    diag(DIAG_ERROR, t, "P133",
         "this %s the stage of %s, which is released to the producer when the scope ends, and no "
         "prism_wgmma_wait after it (at the scope's top level, after a prism_wgmma_commit) covers it",
         direct ? "wgmma reads" : "call issues a wgmma (in the function it calls) that reads", pipe_scope_name(ps));
    note(ps->tok, "the stage is released at the end of this scope");
}

/*
 * Is the PRISM_STAGE_BAR read on top of w's ancestors (its pipeline's
 * name, under the addition that picks the stage) an argument of a TMA
 * or bulk copy, which completes the barrier's bytes?  Anything else that
 * takes it (prism_mbarrier_arrive_expect_tx, a wait) would arm or wait
 * for the barrier a second time, beside PRISM_PRODUCE and PRISM_CONSUME.
 */
static bool bar_feeds_tma(const Walk *w)
{
    int i = w->nanc - 2;
    while (i > 0 && w->anc[i - 1]->kind == ND_CAST)
        i--;
    if (i < 1)
        return false;
    const Node *call = w->anc[i - 1];
    if (call->kind != ND_CALL || call->lhs == w->anc[i] || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok)
        return false;
    const Token *f = call->lhs->tok;
    static const char *const copies[] = {"prism_tma_", "prism_bulk_", "cp_async_bulk"};
    for (size_t k = 0; k < sizeof copies / sizeof *copies; k++)
        if ((size_t)f->len >= strlen(copies[k]) && memcmp(f->loc, copies[k], strlen(copies[k])) == 0)
            return true;
    return false;
}

static void visit(Walk *w, Node *n);

static void visit_list(Walk *w, Node *n)
{
    for (; n; n = n->next)
        visit(w, n);
}

static void visit(Walk *w, Node *n)
{
    if (!n || w->nanc >= PIPE_MAX_DEPTH || n->kind == ND_UNSAFE) /* trusted code is not looked into (SPEC 9) */
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
        if (n->sym) {
            stage_use(w, n);
            stage_read_check(w, n);
            Pipe *sp = pipe_of_stage(n->sym);
            Open *so = sp ? innermost_of(w, sp) : NULL;
            if (so)
                pipe_stage_offset_check(w->anc, w->nanc, n, so->ps);
        }
        if (pipe_raw_use(n))
            diag(DIAG_ERROR, n->tok, "P136",
                 "'%s' is a pipeline: its barriers are waited for and armed by PRISM_PRODUCE and PRISM_CONSUME only, "
                 "which derive each round's parity; a TMA names the stage's barrier as PRISM_STAGE_BAR(%s)",
                 n->sym->name, n->sym->name);
        else if (pipe_bar_use(n) && !bar_feeds_tma(w))
            diag(DIAG_ERROR, n->tok, "P136",
                 "PRISM_STAGE_BAR(%s) outside a TMA's arguments: PRISM_PRODUCE arms the stage's full barrier with "
                 "the round's bytes and PRISM_CONSUME waits for it; only the copy that completes those bytes may "
                 "name it",
                 n->sym->name);
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
            Symbol *buf = NODE_GET(n, init) && NODE_GET(n, init)->kind != ND_INIT_LIST ? ptr_root(NODE_GET(n, init)) : NULL;
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
    case ND_PRISM_CALL:
        call_event(w, n);
        break;
    default:
        break;
    }
    if (n->kind != ND_BREAK && n->kind != ND_CONTINUE && n->kind != ND_GOTO && n->kind != ND_CASE &&
        n->kind != ND_DEFAULT) {
        visit(w, NODE_GET(n, lhs));
        if (NODE_GET(n, rhs) != NODE_GET(n, lhs))
            visit(w, NODE_GET(n, rhs));
    } else if (n->kind == ND_CASE || n->kind == ND_DEFAULT) {
        visit(w, n->lhs);
    }
    visit(w, NODE_GET(n, cond));
    visit(w, NODE_GET(n, init));
    visit(w, NODE_GET(n, then));
    visit(w, NODE_GET(n, els));
    visit(w, NODE_GET(n, inc));
    visit_list(w, NODE_GET(n, body));
    visit_list(w, NODE_GET(n, args));
    w->nanc--;
    if (o) {
        close_scope(o);
        w->nopen--;
    }
}

static void check_function_pipes(Function *fn)
{
    Walk *w = NEW(Walk);
    w->fn = fn;
    derived_now = NULL;
    visit(w, fn->body);
    derived_now = NULL;
    PipeSide sides[64];
    int nsides = 0;
    for (Pipe *p = pipeline_list(); p; p = p->next) {
        PipeScope *prod = NULL, *cons = NULL;
        for (PipeScope *s = pipe_scope_list(); s; s = s->next) {
            if (s->pipe != p || !pipe_in_function(s, fn))
                continue;
            PipeScope **slot = s->produce ? &prod : &cons;
            if (*slot) {
                /* The list is newest first: "second" is the later one in the text. */
                bool s_later = tok_written(s->tok, false)->pos > tok_written((*slot)->tok, false)->pos;
                PipeScope *second = s_later ? s : *slot, *first = s_later ? *slot : s;
                diag(DIAG_ERROR, second->tok, "P136",
                     "a second %s of '%s': a pipeline has one producing and one consuming scope, each in its "
                     "round loop",
                     pipe_scope_name(s), p->sym->name);
                note(first->tok, "the other one is here");
                *slot = first;
                continue;
            }
            *slot = s;
        }
        if (!prod || !cons)
            continue;
        Node *prod_arm, *cons_arm, *loops[2];
        pipe_check_arms(prod, cons, &prod_arm, &cons_arm);
        pipe_check_rounds(prod, cons, fn, prod_arm, cons_arm, loops);
        if (nsides + 2 > (int)(sizeof sides / sizeof *sides)) {
            diag(DIAG_ERROR, prod->tok, "P141",
                 "more pipelines in one function than the check of their order follows (%d): split the function",
                 (int)(sizeof sides / sizeof *sides) / 2);
            continue;
        }
        sides[nsides++] = (PipeSide){prod, prod_arm, loops[0]};
        sides[nsides++] = (PipeSide){cons, cons_arm, loops[1]};
    }
    pipe_check_order(sides, nsides);
}

void check_pipelines(Program *prog)
{
    if (!pipe_scope_list() && !pipe_stage_list())
        return;
    cur_prog = prog;
    issues_memo = (HashMap){0};
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->body && fn->kind != FN_PLAIN && !fn->is_unsafe)
            check_function_pipes(fn);
}
