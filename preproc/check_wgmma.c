/*
 * check_wgmma.c - the wgmma protocol on accumulators (SPEC 8.2): P124-P126.
 *
 * wgmma.mma_async writes its accumulator registers at some later time: the
 * registers belong to the asynchronous unit from the wgmma until a
 * wgmma.wait_group that covers its commit group.  Three facts make that
 * safe (PTX ISA, "Asynchronous warpgroup level matrix multiply-accumulate"):
 * a wgmma.fence between other code's accesses to the registers and the
 * wgmma (P124); no access to them between the wgmma and a covering wait,
 * where wait_group(n) retires all but the newest n committed groups and a
 * wgmma not yet committed is covered by nothing (P125); and a commit after
 * every wgmma, or no wait can ever cover it (P126).
 *
 * One forward pass per function over statements in order, with a state per
 * accumulator array (a name some wgmma writes: every use of the name is an
 * access, whichever element).  Branches join to the worse state; a loop is
 * iterated until its entry state stops changing (the loop-carried state
 * joins the state before the loop with the state after the body and at
 * each continue) and then checked once from that fixed point, so a wgmma
 * left in flight by one iteration is in flight at the next; a break takes
 * its state to the loop's exit.  A goto takes its state to its label, where
 * it joins the state falling in; with a goto in the function the pass is
 * repeated without diagnostics until the labels' states stop changing, so
 * the loop a backward goto makes is a loop like the others.  Calls are opaque: a function that issues wgmma fences, commits and waits
 * for them itself.
 */
#include "check_internal.h"

#include <string.h>

#define MAX_ACC 16
#define MAX_OP 16 /* operand buffers followed; more are not followed */
#define MAX_LABELS 32 /* more share one state, joined at every label */
#define K_CAP 7 /* commits counted after a group; more covers as well as 7 for any wait the code writes */

enum { ST_CLEAN = 0, ST_UNCOMMITTED = 1, ST_COMMITTED = 2 /* + k: k groups committed after it */ };

typedef struct {
    bool live;
    unsigned char st[MAX_ACC];
    bool dirty[MAX_ACC];   /* accessed by other code since the last fence */
    Token *touch[MAX_ACC]; /* that access; NULL: the function's start */
    Token *write[MAX_ACC]; /* the newest wgmma writing it */
    /* The shared buffers wgmmas read (W.op): the same states, a wgmma
     * reading the buffer in place of one writing the registers. */
    unsigned char ost[MAX_OP];
    Token *oread[MAX_OP]; /* the newest wgmma reading it */
} WS;

typedef struct {
    Function *fn;
    Symbol *acc[MAX_ACC];
    /* What a name may stand for, as a set of acc indices: itself, and for a
     * local pointer every accumulator some assignment puts in it (a wgmma
     * through `cur = k & 1 ? acc1 : acc0` writes both; a read through it
     * reads both). */
    unsigned alias[MAX_ACC];
    int nacc;
    int quiet; /* inside a loop's fixed-point iterations: no diagnostics */
    bool reported[MAX_ACC];
    Symbol *op[MAX_OP];
    int nop;
    bool op_reported[MAX_OP];
    struct Frame *frame; /* the innermost loop or switch */
    bool has_goto;
    bool label_grew; /* a goto brought a label a state it did not have */
    int nlabel;
    Node *label[MAX_LABELS];
    WS at_label[MAX_LABELS + 1]; /* [MAX_LABELS]: computed gotos and labels past the table */
} W;

/* Where break and continue take the state: joined in at the loop's exit and head. */
typedef struct Frame {
    struct Frame *up;
    bool is_switch; /* continue passes through to the loop around it */
    WS brk, cont;
} Frame;

static const char *callee(Node *n)
{
    if (n && n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !call_target(n))
        return tok_str(n->lhs->tok);
    return NULL;
}

static bool is_mma(const char *s)
{
    return s && !strncmp(s, "prism_wgmma_m64", 15);
}

static int acc_index(W *w, Symbol *s)
{
    for (int i = 0; s && i < w->nacc; i++)
        if (w->acc[i] == s)
            return i;
    return -1;
}

static void collect(W *w, Node *n);

static void collect_list(W *w, Node *n)
{
    for (; n; n = n->next)
        collect(w, n);
}

static void collect(W *w, Node *n)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_GOTO)
        w->has_goto = true;
    if (is_mma(callee(n)) && n->args) {
        Symbol *s = base_symbol(n->args);
        if (s && acc_index(w, s) < 0 && w->nacc < MAX_ACC)
            w->acc[w->nacc++] = s;
    }
    collect(w, NODE_GET(n, lhs));
    collect(w, NODE_GET(n, rhs));
    collect(w, NODE_GET(n, cond));
    collect(w, NODE_GET(n, then));
    collect(w, NODE_GET(n, els));
    collect(w, NODE_GET(n, init));
    collect(w, NODE_GET(n, inc));
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        collect_list(w, NODE_GET(n, body));
    else
        collect(w, NODE_GET(n, body));
    collect_list(w, NODE_GET(n, args));
}

/*
 * The accumulators (and pointers to them) that expression e mentions; with
 * adopt, the local arrays it mentions become accumulators first (what a
 * pointer some wgmma writes through is given).
 */
static unsigned mentioned(W *w, Node *e, bool adopt, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return 0;
    if (e->kind == ND_VAR) {
        int i = acc_index(w, e->sym);
        if (i < 0 && adopt && e->sym && is_local_array(e->sym) && w->nacc < MAX_ACC) {
            i = w->nacc++;
            w->acc[i] = e->sym;
            w->alias[i] = 1u << i;
        }
        return i >= 0 ? w->alias[i] : 0;
    }
    unsigned m = mentioned(w, NODE_GET(e, lhs), adopt, depth + 1) | mentioned(w, NODE_GET(e, rhs), adopt, depth + 1) |
                 mentioned(w, NODE_GET(e, cond), adopt, depth + 1) |
                 mentioned(w, NODE_GET(e, then), adopt, depth + 1) | mentioned(w, NODE_GET(e, els), adopt, depth + 1);
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        m |= mentioned(w, a, adopt, depth + 1);
    return m;
}

/* Local pointers given an accumulator's address join the names followed: one pass. */
static bool follow_pointers(W *w, Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH || n->kind == ND_UNSAFE)
        return false;
    bool changed = false;
    Symbol *to = NULL;
    Node *from = NULL;
    if (n->kind == ND_DECLARATOR) {
        to = n->sym;
        from = NODE_GET(n, init);
    } else if (n->kind == ND_ASSIGN && NODE_GET(n, lhs) && n->lhs->kind == ND_VAR) {
        to = n->lhs->sym;
        from = n->rhs;
    }
    unsigned m = from && to ? mentioned(w, from, acc_index(w, to) >= 0, 0) : 0;
    if (m && to && to->ty && type_is_pointer(to->ty)) {
        int i = acc_index(w, to);
        if (i < 0 && w->nacc < MAX_ACC) {
            i = w->nacc++;
            w->acc[i] = to;
            w->alias[i] = 1u << i;
        }
        if (i >= 0 && (w->alias[i] | m) != w->alias[i]) {
            w->alias[i] |= m;
            changed = true;
        }
    }
    Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, cond), NODE_GET(n, then),
                    NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, inc)};
    for (size_t k = 0; k < sizeof kids / sizeof *kids; k++)
        changed |= follow_pointers(w, kids[k], depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        changed |= follow_pointers(w, b, depth + 1);
        if (!(n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR))
            break;
    }
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        changed |= follow_pointers(w, a, depth + 1);
    return changed;
}

/* ---- the state lattice ---------------------------------------------------- */

static unsigned char st_join(unsigned char a, unsigned char b)
{
    if (a == ST_UNCOMMITTED || b == ST_UNCOMMITTED)
        return ST_UNCOMMITTED;
    if (a == ST_CLEAN)
        return b;
    if (b == ST_CLEAN)
        return a;
    return a < b ? a : b; /* fewer commits since: covered by fewer waits */
}

static WS ws_join(W *w, WS a, WS b)
{
    if (!a.live)
        return b;
    if (!b.live)
        return a;
    WS r = a;
    for (int i = 0; i < w->nacc; i++) {
        r.st[i] = st_join(a.st[i], b.st[i]);
        r.dirty[i] = a.dirty[i] || b.dirty[i];
        if (!a.dirty[i] && b.dirty[i])
            r.touch[i] = b.touch[i];
        if (r.st[i] != a.st[i] || !a.write[i])
            r.write[i] = b.write[i] ? b.write[i] : a.write[i];
    }
    for (int i = 0; i < w->nop; i++) {
        r.ost[i] = st_join(a.ost[i], b.ost[i]);
        if (r.ost[i] != a.ost[i] || !a.oread[i])
            r.oread[i] = b.oread[i] ? b.oread[i] : a.oread[i];
    }
    return r;
}

static bool ws_same(W *w, const WS *a, const WS *b)
{
    if (a->live != b->live)
        return false;
    for (int i = 0; i < w->nacc; i++)
        if (a->st[i] != b->st[i] || a->dirty[i] != b->dirty[i])
            return false;
    for (int i = 0; i < w->nop; i++)
        if (a->ost[i] != b->ost[i])
            return false;
    return true;
}

/* ---- events ---------------------------------------------------------------- */

static void touch(W *w, WS *s, int i, Token *at)
{
    if (!s->live)
        return;
    if (s->st[i] != ST_CLEAN && !w->quiet && !w->reported[i]) {
        w->reported[i] = true;
        if (s->st[i] == ST_UNCOMMITTED)
            diag(DIAG_ERROR, at, "P125",
                 "'%s' is used while a wgmma that writes it may still run: the wgmma is not committed, so no "
                 "prism_wgmma_wait covers it",
                 w->acc[i]->name);
        else
            diag(DIAG_ERROR, at, "P125",
                 "'%s' is used while a wgmma that writes it may still run: %d group(s) committed after it, and no "
                 "prism_wgmma_wait(n) with n <= %d since",
                 w->acc[i]->name, s->st[i] - ST_COMMITTED, s->st[i] - ST_COMMITTED);
        if (s->write[i])
            note(s->write[i], "the wgmma");
    }
    s->dirty[i] = true;
    s->touch[i] = at;
}

static void mma_on(W *w, WS *s, int i, Token *at)
{
    if (s->dirty[i] && !w->quiet) {
        if (s->touch[i]) {
            diag(DIAG_ERROR, at, "P124",
                 "wgmma on '%s' after other code used it, with no prism_wgmma_fence() in between: the wgmma may "
                 "read its registers before that code's writes land",
                 w->acc[i]->name);
            note(s->touch[i], "the use");
        } else {
            diag(DIAG_ERROR, at, "P124",
                 "the first wgmma on '%s' in '%s' has no prism_wgmma_fence() before it", w->acc[i]->name,
                 w->fn->name ? tok_str(w->fn->name) : "?");
        }
    }
    s->dirty[i] = false; /* one report per access */
    s->st[i] = ST_UNCOMMITTED;
    s->write[i] = at;
}

static int op_index(W *w, Symbol *s, bool add)
{
    for (int i = 0; i < w->nop; i++)
        if (w->op[i] == s)
            return i;
    if (!add || w->nop == MAX_OP)
        return -1;
    w->op[w->nop] = s;
    return w->nop++;
}

/* The operand of a descriptor the checker cannot follow to its buffer: every shared buffer (rt36). */
static Symbol any_buffer = {.name = "(any shared buffer)"};
/* The operand of a descriptor made from a parameter: the caller's shared memory (rt39). */
static Symbol caller_buffer = {.name = "(the caller's shared memory)"};

/* The buffers its descriptors name are read from the wgmma until a wait retires it. */
static void mma_reads(W *w, WS *s, Node *call)
{
    Node *da = call->args ? call->args->next : NULL;
    for (Node *d = da; d && d != (da ? da->next->next : NULL); d = d->next) {
        Symbol *buf[MAX_OP + 1];
        bool unknown;
        int n = wgmma_buffers(d, buf, MAX_OP, &unknown);
        if (unknown)
            buf[n++] = &any_buffer;
        else if (n < MAX_OP && wgmma_desc_from_param(d))
            buf[n++] = &caller_buffer;
        for (int k = 0; k < n; k++) {
            int i = op_index(w, buf[k], true);
            if (i >= 0) {
                s->ost[i] = ST_UNCOMMITTED;
                s->oread[i] = call->lhs->tok;
            }
        }
    }
}

static void in_flight_diag(W *w, unsigned char st, Token *at, const char *what)
{
    (void)w;
    if (st == ST_UNCOMMITTED)
        diag(DIAG_ERROR, at, "P125",
             "%s while a wgmma that reads it may still run: the wgmma is not committed, so no prism_wgmma_wait "
             "covers it (a barrier does not wait for a wgmma)",
             what);
    else
        diag(DIAG_ERROR, at, "P125",
             "%s while a wgmma that reads it may still run: %d group(s) committed after it, and no "
             "prism_wgmma_wait(n) with n <= %d since (a barrier does not wait for a wgmma)",
             what, st - ST_COMMITTED, st - ST_COMMITTED);
}

/* A store, copy or call that may write a buffer an unretired wgmma reads. */
static void operand_write(W *w, WS *s, Node *n)
{
    if (!w->nop || !s->live || w->quiet)
        return;
    Symbol *buf[MAX_OP];
    Token *at;
    int nb = written_buffers(n, buf, MAX_OP, &at);
    for (int k = 0; k < nb; k++) {
        int i = op_index(w, buf[k], false), any = op_index(w, &any_buffer, false);
        if (i < 0 || s->ost[i] == ST_CLEAN || w->op_reported[i])
            i = any; /* a wgmma whose descriptor may name it */
        if (i < 0 || s->ost[i] == ST_CLEAN || w->op_reported[i])
            continue;
        w->op_reported[i] = true;
        char what[256];
        snprintf(what, sizeof what, "shared buffer '%s' is written", buf[k]->name);
        in_flight_diag(w, s->ost[i], at ? at : n->tok, what);
        if (s->oread[i] && i == any)
            note(s->oread[i], "the wgmma, whose descriptor the checker cannot follow to its buffer (through a call, "
                              "a member, an element or a global): it may read '%s'", buf[k]->name);
        else if (s->oread[i])
            note(s->oread[i], "the wgmma, whose descriptor names '%s'", buf[k]->name);
    }
}

/* A block's PRISM_SHARED allocations end with it: the next group's reuse the bytes. */
static void shared_scope_end(W *w, WS *s, Node *block)
{
    if (!w->nop || !s->live || w->quiet)
        return;
    for (Node *d = block->body; d; d = d->next) {
        if (d->kind != ND_SHARED || !d->sym)
            continue;
        int i = op_index(w, d->sym, false);
        if (i < 0 || s->ost[i] == ST_CLEAN || w->op_reported[i])
            i = op_index(w, &any_buffer, false);
        if (i < 0 || s->ost[i] == ST_CLEAN || w->op_reported[i])
            continue;
        w->op_reported[i] = true;
        char what[256];
        snprintf(what, sizeof what, "the allocation of shared buffer '%s' ends with its scope", d->sym->name);
        in_flight_diag(w, s->ost[i], s->oread[i] ? s->oread[i] : d->tok, what);
        note(d->tok, "'%s' is allocated here; the next scope's PRISM_SHARED may reuse its bytes", d->sym->name);
    }
}

/* A wgmma writes every accumulator its first argument may name. */
static void mma(W *w, WS *s, Node *call)
{
    if (s->live)
        mma_reads(w, s, call);
    int i = acc_index(w, base_symbol(call->args));
    if (i < 0 || !s->live)
        return;
    for (int j = 0; j < w->nacc; j++)
        if (w->alias[i] & (1u << j))
            mma_on(w, s, j, call->lhs->tok);
}

static void commit_states(unsigned char *st, int n)
{
    for (int i = 0; i < n; i++)
        if (st[i] == ST_UNCOMMITTED)
            st[i] = ST_COMMITTED;
        else if (st[i] >= ST_COMMITTED && st[i] < ST_COMMITTED + K_CAP)
            st[i]++;
}

static void commit(W *w, WS *s)
{
    commit_states(s->st, w->nacc);
    commit_states(s->ost, w->nop);
}

static void retire_states(unsigned char *st, int count, int64_t n)
{
    for (int i = 0; i < count; i++)
        if (st[i] >= ST_COMMITTED && st[i] - ST_COMMITTED >= n)
            st[i] = ST_CLEAN;
}

static void wait_group(W *w, WS *s, Node *call)
{
    int64_t n;
    if (!call->args || !const_eval(call->args, &n) || n < 0)
        return; /* covers nothing the checker can name */
    retire_states(s->st, w->nacc, n);
    retire_states(s->ost, w->nop, n);
}

/* ---- the walk -------------------------------------------------------------- */

static void w_stmt(W *w, WS *s, Node *n);
static void w_expr(W *w, WS *s, Node *n);

static void w_expr_list(W *w, WS *s, Node *n)
{
    for (; n; n = n->next)
        w_expr(w, s, n);
}

static void w_expr(W *w, WS *s, Node *n)
{
    if (!n || !s->live)
        return;
    const char *c = callee(n);
    switch (n->kind) {
    case ND_SIZEOF:
    case ND_ALIGNOF:
        return; /* not evaluated */
    case ND_VAR: {
        int i = acc_index(w, n->sym);
        for (int j = 0; i >= 0 && j < w->nacc; j++)
            if (w->alias[i] & (1u << j))
                touch(w, s, j, n->tok);
        return;
    }
    case ND_CALL:
        if (is_mma(c)) {
            w_expr_list(w, s, n->args ? n->args->next : NULL);
            mma(w, s, n);
        } else if (c && !strcmp(c, "prism_wgmma_fence")) {
            for (int i = 0; i < w->nacc; i++)
                s->dirty[i] = false;
        } else if (c && !strcmp(c, "prism_wgmma_commit")) {
            commit(w, s);
        } else if (c && !strcmp(c, "prism_wgmma_wait")) {
            wait_group(w, s, n);
        } else {
            w_expr(w, s, n->lhs);
            w_expr_list(w, s, n->args);
            if (!c || strncmp(c, "prism_wgmma", 11))
                operand_write(w, s, n);
        }
        return;
    case ND_PRISM_CALL:
        w_expr(w, s, n->lhs);
        w_expr_list(w, s, n->args);
        operand_write(w, s, n);
        return;
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        w_expr(w, s, n->lhs);
        w_expr(w, s, n->rhs);
        operand_write(w, s, n);
        return;
    case ND_COND: {
        w_expr(w, s, NODE_GET(n, cond));
        WS e = *s;
        w_expr(w, s, NODE_GET(n, then));
        w_expr(w, &e, NODE_GET(n, els));
        *s = ws_join(w, *s, e);
        return;
    }
    case ND_LOGAND:
    case ND_LOGOR: {
        w_expr(w, s, n->lhs);
        WS skip = *s;
        w_expr(w, s, n->rhs);
        *s = ws_join(w, *s, skip);
        return;
    }
    case ND_STMT_EXPR:
        for (Node *b = NODE_GET(n, body); b; b = b->next)
            w_stmt(w, s, b);
        return;
    default:
        w_expr(w, s, NODE_GET(n, lhs));
        w_expr(w, s, NODE_GET(n, rhs));
        w_expr(w, s, NODE_GET(n, cond));
        w_expr(w, s, NODE_GET(n, then));
        w_expr(w, s, NODE_GET(n, els));
        w_expr(w, s, NODE_GET(n, init));
        w_expr_list(w, s, NODE_GET(n, args));
        return;
    }
}

/*
 * A loop: the state at its head is the join of the state before it and the
 * state after each iteration, iterated to a fixed point without
 * diagnostics, then the body is checked once from there.  `first` runs the
 * body before the condition (do-while).
 */
/* One pass over a loop's body from `head`: the state at the end of the iteration and where break left it. */
static WS iteration(W *w, WS head, Node *cond, Node *body, Node *inc, bool first, WS *exit)
{
    Frame f = {w->frame, false, {0}, {0}};
    w->frame = &f;
    WS t = head;
    if (!first)
        w_expr(w, &t, cond);
    *exit = t; /* the condition failed */
    w_stmt(w, &t, body);
    t = ws_join(w, t, f.cont);
    w_expr(w, &t, inc);
    if (first) {
        w_expr(w, &t, cond);
        *exit = t;
    }
    w->frame = f.up;
    *exit = ws_join(w, *exit, f.brk);
    return t;
}

static void loop(W *w, WS *s, Node *cond, Node *body, Node *inc, bool first)
{
    WS entry = *s, head = *s, exit;
    w->quiet++;
    for (int round = 0; round < 16; round++) {
        WS next = ws_join(w, entry, iteration(w, head, cond, body, inc, first, &exit));
        if (ws_same(w, &next, &head))
            break;
        head = next;
    }
    w->quiet--;
    WS t = iteration(w, head, cond, body, inc, first, &exit);
    *s = first ? ws_join(w, exit, t) : exit;
}

/* ---- goto --------------------------------------------------------------- */

static int label_slot(W *w, const Node *label)
{
    for (int i = 0; i < w->nlabel; i++)
        if (w->label[i] == label)
            return i;
    if (!label || w->nlabel == MAX_LABELS)
        return MAX_LABELS;
    w->label[w->nlabel] = (Node *)label;
    return w->nlabel++;
}

static void reach_label(W *w, int slot, const WS *s)
{
    WS j = ws_join(w, w->at_label[slot], *s);
    if (!ws_same(w, &j, &w->at_label[slot]))
        w->label_grew = true;
    w->at_label[slot] = j;
}

/* A goto leaves its state at its label; a computed one at every label. */
static void w_goto(W *w, WS *s, Node *n)
{
    w_expr(w, s, NODE_GET(n, lhs));
    reach_label(w, NODE_GET(n, lhs) ? MAX_LABELS : label_slot(w, n->target), s);
    s->live = false;
}

static void w_label(W *w, WS *s, Node *n)
{
    *s = ws_join(w, ws_join(w, *s, w->at_label[label_slot(w, n)]), w->at_label[MAX_LABELS]);
}

static void w_stmt_list(W *w, WS *s, Node *n)
{
    for (; n; n = n->next)
        w_stmt(w, s, n);
}

/*
 * Memory the caller can reach: a parameter, a global, or a local pointer
 * some value it is given comes from one.  A wgmma into it that the function
 * leaves in flight would be in flight in a caller that sees no wgmma.
 */
static bool caller_reaches(Node *e, int depth);

static bool sym_reaches(Symbol *s, int depth)
{
    if (!s || depth > 8)
        return false;
    if (s->kind == SYM_PARAM || s->is_global)
        return true;
    if (s->kind == SYM_ALIAS)
        return sym_reaches(s->hides, depth + 1);
    if (s->kind != SYM_VAR || !s->ty || s->ty->kind == TY_ARRAY || !type_is_pointer(s->ty))
        return false;
    if (s->decl && s->decl->kind == ND_DECLARATOR && caller_reaches(NODE_GET(s->decl, init), depth + 1))
        return true;
    for (SymStore *st = s->stores; st; st = st->next)
        if (caller_reaches(st->rhs, depth + 1))
            return true;
    return false;
}

static bool caller_reaches(Node *e, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return false;
    if (e->kind == ND_VAR)
        return sym_reaches(e->sym, depth);
    if (e->kind == ND_CALL || e->kind == ND_SIZEOF || e->kind == ND_ALIGNOF)
        return false;
    return caller_reaches(NODE_GET(e, lhs), depth + 1) || caller_reaches(NODE_GET(e, rhs), depth + 1) ||
           caller_reaches(NODE_GET(e, then), depth + 1) || caller_reaches(NODE_GET(e, els), depth + 1);
}

/* `ret`: the return statement's token; NULL at the end of the function's body. */
static void end_of_function(W *w, WS *s, Token *ret)
{
    if (!s->live || w->quiet)
        return;
    const char *fname = w->fn->name ? tok_str(w->fn->name) : "?";
    for (int i = 0; i < w->nacc; i++) {
        if (!s->write[i] || w->reported[i])
            continue;
        if (s->st[i] == ST_UNCOMMITTED) {
            w->reported[i] = true;
            diag(DIAG_ERROR, s->write[i], "P126",
                 "wgmma on '%s' is not followed by prism_wgmma_commit() before '%s' ends: no wait can cover it",
                 w->acc[i]->name, fname);
        } else if (s->st[i] >= ST_COMMITTED && sym_reaches(w->acc[i], 0)) {
            w->reported[i] = true;
            diag(DIAG_ERROR, ret ? ret : s->write[i], "P126",
                 "'%s' returns%s while a wgmma into '%s', which its caller can reach, may still run: the caller "
                 "sees no wgmma to wait for; prism_wgmma_wait before returning",
                 fname, ret ? " here" : " at its end", w->acc[i]->name);
            if (ret)
                note(s->write[i], "the wgmma");
        }
    }
    /* A wgmma on descriptors its caller made reads the caller's tiles after the return, where the caller
     * sees no wgmma to wait for (rt39: a helper into its own accumulator). */
    int i = op_index(w, &caller_buffer, false);
    bool said = false; /* (an earlier wgmma diagnostic here says it first; an uncommitted one is P126's above) */
    for (int k = 0; k < w->nacc; k++)
        said |= w->reported[k];
    for (int k = 0; k < w->nop; k++)
        said |= w->op_reported[k];
    if (i >= 0 && s->ost[i] >= ST_COMMITTED && !said) {
        w->op_reported[i] = true;
        diag(DIAG_ERROR, ret ? ret : s->oread[i], "P126",
             "'%s' returns%s while a wgmma whose descriptor its caller made may still read the caller's shared "
             "memory: the caller sees no wgmma to wait for, and may rewrite the tile; prism_wgmma_wait before "
             "returning",
             fname, ret ? " here" : " at its end");
        if (ret && s->oread[i])
            note(s->oread[i], "the wgmma");
    }
}

static void w_stmt(W *w, WS *s, Node *n)
{
    if (!n || !s->live)
        return;
    if (n->kind < ND_BLOCK) {
        w_expr(w, s, n); /* an expression in statement position */
        return;
    }
    switch (n->kind) {
    case ND_BLOCK:
        w_stmt_list(w, s, n->body);
        shared_scope_end(w, s, n);
        return;
    case ND_DECL:
        w_stmt_list(w, s, n->body);
        return;
    case ND_DECLARATOR: {
        w_expr(w, s, n->init);
        int i = acc_index(w, n->sym);
        if (i >= 0)
            touch(w, s, i, n->tok);
        return;
    }
    case ND_EXPR_STMT:
        w_expr(w, s, n->lhs);
        return;
    case ND_IF: {
        w_expr(w, s, n->cond);
        WS e = *s;
        w_stmt(w, s, n->then);
        w_stmt(w, &e, n->els);
        *s = ws_join(w, *s, e);
        return;
    }
    case ND_FOR:
        w_stmt(w, s, n->init);
        loop(w, s, n->cond, n->body, n->inc, false);
        return;
    case ND_WHILE:
        loop(w, s, n->cond, n->body, NULL, false);
        return;
    case ND_DO: {
        int64_t once;
        if (n->cond && const_eval(n->cond, &once) && once == 0) {
            w_stmt(w, s, n->body);
            return;
        }
        loop(w, s, n->cond, n->body, NULL, true);
        return;
    }
    case ND_SWITCH: {
        w_expr(w, s, n->cond);
        Frame f = {w->frame, true, {0}, {0}};
        w->frame = &f;
        WS none = *s;
        w_stmt(w, s, n->body);
        w->frame = f.up;
        *s = ws_join(w, ws_join(w, *s, none), f.brk);
        for (Frame *l = w->frame; l; l = l->up)
            if (!l->is_switch) {
                l->cont = ws_join(w, l->cont, f.cont);
                break;
            }
        return;
    }
    case ND_BREAK:
        if (w->frame) {
            w->frame->brk = ws_join(w, w->frame->brk, *s);
            s->live = false;
        }
        return;
    case ND_CONTINUE:
        if (w->frame) {
            w->frame->cont = ws_join(w, w->frame->cont, *s);
            s->live = false;
        }
        return;
    case ND_RETURN:
        w_expr(w, s, n->lhs);
        end_of_function(w, s, n->tok);
        s->live = false;
        return;
    case ND_UNSAFE:
        return; /* trusted */
    case ND_GOTO:
        w_goto(w, s, n);
        return;
    case ND_SPLIT: {
        /* Each thread runs at most one arm: the state after is the join over the arms and the threads in none. */
        WS entry = *s, out = *s;
        bool braced = n->body && n->body->kind == ND_BLOCK;
        for (Node *a = braced ? n->body->body : n->body; a; a = braced ? a->next : NULL) {
            WS t = entry;
            w_stmt(w, &t, a->kind == ND_SPLIT_CASE ? a->body : a);
            out = ws_join(w, out, t);
        }
        *s = out;
        return;
    }
    default:
        /* Scopes (group, case, partition, claim, async, pipeline scopes) and
         * labels: their expressions, then their bodies, in order. */
        if (n->kind == ND_LABEL)
            w_label(w, s, n);
        w_expr(w, s, NODE_GET(n, lhs));
        w_expr(w, s, NODE_GET(n, rhs));
        w_expr(w, s, NODE_GET(n, cond));
        w_stmt(w, s, NODE_GET(n, init));
        w_expr_list(w, s, NODE_GET(n, args));
        w_stmt(w, s, NODE_GET(n, then));
        w_stmt(w, s, NODE_GET(n, els));
        w_stmt(w, s, NODE_GET(n, body));
        return;
    }
}

void check_wgmma(Function *fn)
{
    W w = {0};
    w.fn = fn;
    collect(&w, fn->body);
    if (!w.nacc)
        return;
    for (int i = 0; i < w.nacc; i++)
        w.alias[i] = 1u << i;
    for (int round = 0; round < MAX_ACC && follow_pointers(&w, fn->body, 0); round++)
        ;
    WS start = {0};
    start.live = true;
    for (int i = 0; i < w.nacc; i++)
        start.dirty[i] = true; /* no fence yet: the first wgmma needs one */
    /* Backward gotos: the labels' states to a fixed point first, quietly. */
    w.quiet += w.has_goto;
    for (int round = 0; w.has_goto && round < 16; round++) {
        WS s = start;
        w.label_grew = false;
        w_stmt(&w, &s, fn->body);
        if (!w.label_grew)
            break;
    }
    w.quiet -= w.has_goto;
    WS s = start;
    w_stmt(&w, &s, fn->body);
    end_of_function(&w, &s, NULL);
}
