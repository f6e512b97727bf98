/*
 * sync_place.c - the data-control-flow graph and where synchronization
 * points go (docs/SYNC.md, "Placement").
 *
 * A function body is cut into regions, one per code perspective (the body,
 * every group, every split arm).  Inside a region the statements run in
 * program order on every unit, and every statement that touches memory is
 * an event: a partition, claim or async scope (a graph node of the paper),
 * a group or split (the work of the narrower units, seen from outside), or
 * a plain use.  A forward data-flow analysis carries the accesses made
 * since the last barrier ("pending") along program order, through both
 * arms of every branch and around every loop until nothing changes.  When
 * an event touches memory a pending access conflicts with - the earlier
 * one writes (RAW; write after write counts with it) or the later one
 * writes what the earlier read (WAR) - a point goes before the event and
 * the pending set empties.
 *
 * Three refinements keep the count down, each sound:
 *   - one scope's instances in successive loop iterations do not order
 *     each other: that is the paper's last-writer-wins rule inside a
 *     partition (the emulator's race detector checks the real indices);
 *   - a point a loop needs only because of accesses made before the loop
 *     is hoisted in front of the loop (the paper's Fig. 6 line 40);
 *   - when independent statements separate the last access a point orders
 *     from the first one that needs it, the point becomes a split barrier:
 *     arrive after the last access, wait before the first use.
 * Regions are analysed independently: an inner region's conflicts with
 * the outside are the outer region's conflicts with the group statement.
 * Loops (their fixed points, head points, hoisting and trials, regions
 * run again by a loop around them) are sync_loop.c's.
 */
#include <string.h>

#include "sync_place.h"

static HashMap meets_map;  /* Function * -> itself: its body makes the whole block meet */
static HashMap point_map;  /* Node * -> SyncPoint * (before that statement) */
static HashMap region_map; /* Node * -> SyncRegion * */

/* ---- regions, nodes, points ---------------------------------------------------- */

static bool stmt_contains(Node *root, Node *x, int depth);

static SyncRegion *new_region(SyncFunc *sf, SyncRegion *parent, Node *scope, PerspLevel lvl, int64_t n)
{
    SyncRegion *r = NEW(SyncRegion);
    r->id = sf->nregions++;
    r->fn = sf;
    r->parent = parent;
    r->scope = scope;
    r->level = lvl;
    r->n = n;
    r->bar_base = -1;
    r->encl = parent && parent->level == PL_THREAD ? parent->n : parent && parent->level == PL_BLOCK && parent->n == 1 ? sf->max_block : 0;
    /* Append, so regions print in program order. */
    SyncRegion **p = &sf->regions;
    while (*p)
        p = &(*p)->next;
    *p = r;
    return r;
}

static void add_edge(SyncNode *from, SyncNode *to, SyncPoint *pt)
{
    for (SyncEdge *e = from->succ; e; e = e->next) {
        if (e->to == to) {
            if (pt)
                e->point = pt;
            return;
        }
    }
    SyncEdge *e = NEW(SyncEdge);
    e->to = to;
    e->back = from->id >= to->id;
    e->point = pt;
    e->next = from->succ;
    from->succ = e;
}

static bool stmt_contains(Node *root, Node *x, int depth)
{
    if (!root || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (root == x)
        return true;
    Node *kids[7];
    node_children(root, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (stmt_contains(kids[i], x, depth + 1))
            return true;
    for (Node *b = NODE_GET(root, body); b; b = b->next)
        if (stmt_contains(b, x, depth + 1))
            return true;
    return false;
}

static bool is_scope(const SyncNode *nd)
{
    return nd->kind == SN_PARTITION || nd->kind == SN_CLAIM || nd->kind == SN_ASYNC;
}

/*
 * A scope met again on a loop's back edge need not be ordered against its
 * earlier iteration when each unit touches the same memory every time
 * (sync_stable.c); otherwise it conflicts with itself like any statement.
 */
static bool same_scope_again(const Walker *w, const Pend *p, SyncNode *nd)
{
    if (p->src != nd || !is_scope(nd))
        return false;
    if (!nd->stable) {
        Node *loops[64];
        int n = 0;
        bool deep = false;
        for (const LoopCtx *l = w->loop; l; l = l->outer)
            if (l->stmt) {
                if (n == 64)
                    deep = true;
                else
                    loops[n++] = l->stmt;
            }
        nd->stable = !deep && scope_stable_in(nd->stmt, loops, n, w->sf->fn->body) ? 1 : -1;
    }
    return nd->stable > 0;
}


/*
 * How the pending access p conflicts with nd's j-th access (0: not at
 * all).  A scope met again on its loop's back edge, the same memory per
 * unit every round, conflicts only through its own asynchronous copies:
 * what a unit copied in one round and reads in the next must have landed
 * (adv_run_async2_own_slot_next_round).  For thread[1] units that is the
 * thread's own copy, which a cp.async wait alone orders (*own); a wider
 * unit's lanes read each other's copies, so it is an ordinary conflict.
 */
static int event_conflict(const Walker *w, const Pend *p, SyncNode *nd, int j, bool *own)
{
    bool again = same_scope_again(w, p, nd);
    if (again && !p->async)
        return 0;
    int k = conflict_kind(p, &nd->acc.v[j]);
    if (nd->acc.v[j].view && !(p->async && (k & SK_RAW)))
        k = 0;
    if (again) {
        /* Only a read of what the copies wrote; two rounds' copies into
         * one unit's part are ordered by the reads between them. */
        k = (k & SK_RAW) && (nd->acc.v[j].mode & SA_READ) ? SK_RAW | SK_READS : 0;
        *own = k && nd->stmt->persp.level == PL_THREAD && nd->stmt->persp.size == 1;
    }
    /* A thread reading, through its thread[1] scope's alias, what it
     * copied through that alias itself: a cp.async wait alone orders it. */
    if (k && nd->acc.v[j].view && p->priv && p->priv == nd->acc.v[j].priv)
        *own = true;
    return k;
}

/* `earlier` and `later` are the roots of the two accesses (different names on shared arena bytes). */
SyncConflict *place_add_conflict(SyncPoint *pt, Symbol *earlier, Symbol *later, int kind, SyncNode *src,
                                 SyncNode *dst, bool back)
{
    Symbol *root = earlier ? earlier : later;
    Symbol *other = earlier && later && later != earlier ? later : NULL;
    for (SyncConflict *c = pt->conf; c; c = c->next)
        if (c->root == root && c->other == other && c->src == src && c->dst == dst) {
            c->kind |= kind;
            c->back |= back;
            return c;
        }
    SyncConflict *c = NEW(SyncConflict);
    *c = (SyncConflict){root, other, kind, src, dst, back, false, NULL};
    SyncConflict **p = &pt->conf;
    while (*p)
        p = &(*p)->next;
    *p = c;
    return c;
}

/* A point before `stmt`; in a trial only counted. */
SyncPoint *place_point(Walker *w, Node *stmt)
{
    if (w->dry) {
        for (int i = 0; i < w->nplaced; i++)
            if (w->placed[i] == stmt)
                return NULL;
        if (w->nplaced == w->capplaced) {
            int cap = w->capplaced ? w->capplaced * 2 : 8;
            Node **v = NEW_ARRAY(Node *, cap);
            if (w->nplaced)
                memcpy(v, w->placed, sizeof(Node *) * (size_t)w->nplaced);
            w->placed = v;
            w->capplaced = cap;
        }
        w->placed[w->nplaced++] = stmt;
        return NULL;
    }
    SyncPoint *pt = pget(&point_map, stmt);
    if (pt)
        return pt;
    pt = NEW(SyncPoint);
    pt->id = w->sf->npoints++;
    pt->region = w->region;
    pt->before = stmt;
    pt->async_wait = -1;
    pt->bar_id = -1;
    SyncPoint **p = &w->sf->points;
    while (*p)
        p = &(*p)->next;
    *p = pt;
    pput(&point_map, stmt, pt);
    return pt;
}


/* A region whose unit is one thread needs no barrier, only async waits. */
bool place_region_single(const SyncRegion *r)
{
    return r->level == PL_THREAD && r->n == 1;
}

/*
 * The event `nd` at statement `at`: check it against what is pending,
 * place a point if needed, then make its accesses pending.
 */
void place_event(Walker *w, Node *at, SyncNode *nd, State *st)
{
    if (st->dead)
        *st = (State){0};
    if (nd->acc.n == 0)
        return; /* touches no memory: not part of the graph */
    int kinds = 0, wait = -1;
    bool own = false; /* some conflict is with the units' own copies only (event_conflict) */
    for (int i = 0; i < st->n; i++)
        for (int j = 0; j < nd->acc.n; j++) {
            bool mine = false;
            int k = event_conflict(w, &st->v[i], nd, j, &mine);
            if (!k)
                continue;
            if (mine)
                own = true;
            else
                kinds |= k;
            if (st->v[i].async && (k & SK_RAW))
                wait = wait < 0 || pend_group(&st->v[i]) < wait ? pend_group(&st->v[i]) : wait;
        }
    SyncPoint *pt = NULL;
    /* One thread sees its own accesses in program order: only async copies need a wait. */
    bool need = (kinds && (!place_region_single(w->region) || wait >= 0)) || own;
    if (need) {
        pt = place_point(w, at);
        if (pt) {
            pt->kinds |= kinds ? kinds : SK_RAW | SK_READS;
            if (wait >= 0 && (pt->async_wait < 0 || wait < pt->async_wait))
                pt->async_wait = wait;
            for (int i = 0; i < st->n; i++)
                for (int j = 0; j < nd->acc.n; j++) {
                    bool mine = false;
                    int k = event_conflict(w, &st->v[i], nd, j, &mine);
                    if (!k)
                        continue;
                    Pend *p = &st->v[i];
                    SyncConflict *sc = place_add_conflict(pt, p->root, nd->acc.v[j].root, k, p->src, nd, p->back);
                    sc->own |= mine;
                }
        }
        st_after_point(st, pt ? pt->async_wait : wait);
    }
    if (!w->dry)
        for (int i = 0; i < st->nf; i++)
            add_edge(st->front[i], nd, pt);
    bool is_async = nd->kind == SN_ASYNC;
    if (is_async)
        for (int i = 0; i < st->n; i++)
            if (st->v[i].async)
                st->v[i].commits++;
    for (int j = 0; j < nd->acc.n; j++) {
        const SyncAcc *a = &nd->acc.v[j];
        /* A view pends only the copies a thread makes through it (a read
         * and a helper's copy through one name are one entry). */
        if (!a->view || (a->async && (a->mode & SA_WRITE)))
            st_add(st, (Pend){a->root, a->mode, a->async, false, 0, nd, a->async ? a->priv : NULL});
    }
    st->nf = 0;
    st_add_front(st, nd);
}

/*
 * Does the statement call a function that makes the whole block meet on
 * every path through it (meets_map)?  Then everything its callers did
 * before the call is ordered before everything after it, as by a user
 * barrier; only the call's own accesses stay pending.
 */
static bool calls_meeting(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) {
        Function *fn = acc_callee(n);
        if (fn && pget(&meets_map, fn))
            return true;
    }
    if (n->kind == ND_COND || n->kind == ND_LOGAND || n->kind == ND_LOGOR)
        return calls_meeting(NODE_GET(n, cond), depth + 1) || calls_meeting(n->lhs, depth + 1);
    Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, init)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (calls_meeting(kids[i], depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (calls_meeting(a, depth + 1))
            return true;
    if (n->kind == ND_DECL)
        for (Node *d = NODE_GET(n, body); d; d = d->next)
            if (calls_meeting(d, depth + 1))
                return true;
    return false;
}

/* Does the region's code run as whole blocks, one block a unit (block[1], or thread[n] inside one)? */
static bool region_in_one_block(const SyncRegion *r)
{
    return (r->level == PL_BLOCK && r->n == 1) || (r->level == PL_THREAD && r->n > 1);
}

/*
 * A barrier the user wrote: it orders everything its group did.  1: a
 * statement that is the barrier alone; 2: a __syncthreads_count, _and or
 * _or, alone or assigned (`c += __syncthreads_count(p)`): its predicate is
 * read before the barrier, so the statement is an event first, and the
 * barrier then orders it too unless it stores to memory (after the
 * barrier).  PRISM_SYNC() is a barrier
 * only where it lowers to one (SPEC 7): at grid[1] and block[m > 1] it
 * does nothing, at thread[1] it meets no one.
 */
static int user_barrier(Walker *w, Node *s)
{
    Node *e = NULL;
    if (s->kind == ND_EXPR_STMT && s->lhs) {
        e = s->lhs;
        if (e->kind == ND_PRISM_SYNC) {
            if (w->region && w->region->level == PL_THREAD && w->region->n > 32 && !w->dry)
                w->sf->runtime_ids = true;
            return region_in_one_block(w->region) ? 1 : 0;
        }
        /* c = / c += __syncthreads_count(...) (c memory: the store comes after, walk_stmt keeps it) */
        if (e->kind == ND_ASSIGN)
            e = e->rhs;
    } else if (s->kind == ND_DECL && s->body && !s->body->next) {
        e = NODE_GET(s->body, init);
    }
    if (!e || e->kind != ND_CALL || !e->lhs || e->lhs->kind != ND_VAR || !e->lhs->tok)
        return 0;
    Token *t = e->lhs->tok;
    bool plain = equal(t, "__syncthreads") || equal(t, "prism_syncthreads");
    bool voting = equal(t, "__syncthreads_count") || equal(t, "__syncthreads_and") || equal(t, "__syncthreads_or");
    bool warp = equal(t, "__syncwarp") || equal(t, "prism_syncwarp");
    bool whole = s->kind == ND_EXPR_STMT && s->lhs == e;
    if ((plain && whole) || voting)
        return region_in_one_block(w->region) ? (plain ? 1 : 2) : 0;
    if (warp && whole)
        return w->region->level == PL_THREAD && w->region->n > 1 && w->region->n <= 32 &&
               equal(t, "prism_syncwarp");
    return 0;
}

/* A copy into the caller's own memory (a thread[1] parameter, sync_node.c):
 * the caller waits for it, as for any helper's copies into what it gives. */
static bool own_copy(const SyncFunc *sf, const Pend *p)
{
    return p->priv && p->priv == sf->fn->body;
}

/*
 * A return leaves the function as its end does: copies still in flight
 * then land in memory the caller cannot order, its arena bytes reused by
 * the caller's next allocation after a barrier that does not wait for them
 * (red-team A5 1).  Those pending before the statement (not ones its own
 * expression issues) are waited for in front of it, so a `return x` that
 * reads the copies' memory reads it after they landed too.
 */
static void async_return(SyncFunc *sf, Node *ret, const SyncNode *nd, const State *st)
{
    bool pending = false;
    for (int i = 0; i < st->n && !pending; i++)
        pending = st->v[i].async && st->v[i].src != nd && !own_copy(sf, &st->v[i]);
    if (!pending)
        return;
    for (int i = 0; i < sf->nasync_rets; i++)
        if (sf->async_rets[i] == ret)
            return;
    if (sf->nasync_rets == sf->capasync_rets) {
        int cap = sf->capasync_rets ? sf->capasync_rets * 2 : 4;
        Node **v = NEW_ARRAY(Node *, cap);
        if (sf->nasync_rets)
            memcpy(v, sf->async_rets, sizeof(Node *) * (size_t)sf->nasync_rets);
        sf->async_rets = v;
        sf->capasync_rets = cap;
    }
    sf->async_rets[sf->nasync_rets++] = ret;
}

static void walk_list(Walker *w, Node *first, State *st)
{
    for (Node *s = first; s; s = s->next)
        place_walk_stmt(w, s, st);
}


/* The innermost loop around w's code, of its region or an outer one. */
static Node *enclosing_loop(const Walker *w)
{
    return w->loop ? w->loop->stmt : w->outer_loop;
}

/* Points the two arms of an if would place from state `in` (nothing recorded). */
static int trial_if(Walker *w, Node *s, State in)
{
    Walker dw = place_dry(w);
    State a = st_copy(&in), b = st_copy(&in);
    place_walk_stmt(&dw, s->then, &a);
    place_walk_stmt(&dw, s->els, &b);
    return dw.nplaced;
}

/* Split arms of a split, in order, with their thread offsets. */
static void walk_arms(Walker *w, Node *split, Node *n, int64_t *off, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH; n = n->next) {
        if (n->kind == ND_BLOCK) {
            walk_arms(w, split, n->body, off, depth + 1);
            continue;
        }
        if (n->kind != ND_SPLIT_CASE)
            continue;
        int64_t unit = split->persp.size > 0 ? split->persp.size : 1;
        int64_t len = n->val_ok ? n->val * unit : 0;
        PerspLevel lvl = split->persp.level == PL_BLOCK ? PL_BLOCK : PL_THREAD;
        SyncRegion *r = pget(&region_map, n);
        if (!r) {
            r = new_region(w->sf, w->region, n, n->val_ok ? lvl : PL_NONE, len);
            r->is_arm = true;
            r->arm_off = *off;
            pput(&region_map, n, r);
            place_analyse_region(w->sf, r, n->body, enclosing_loop(w), false);
        }
        *off += len;
    }
}

static void walk_region_stmt(Walker *w, Node *s, State *st)
{
    SyncNode *nd = place_node(w, s, SN_REGION);
    place_event(w, s, nd, st);
    if (w->dry)
        return;
    if (s->kind == ND_GROUP) {
        if (!pget(&region_map, s)) {
            PerspLevel lvl = s->persp.level == PL_BLOCKDIM ? PL_THREAD : s->persp.level;
            SyncRegion *r = new_region(w->sf, w->region, s, lvl, s->persp.size);
            pput(&region_map, s, r);
            place_analyse_region(w->sf, r, s->body, enclosing_loop(w), false);
        }
    } else {
        int64_t off = 0;
        walk_arms(w, s, s->body, &off, 0);
    }
}

/*
 * Statement visits one function may cost.  Loops are walked to a fixed
 * point and trials re-walk them, so deep loop nests cost more than one
 * pass; past the budget the function keeps its conservative barriers
 * (sound, only slower) and the report says so.
 */
#define SYNC_STEP_BUDGET 2000000

/*
 * An if's condition or a switch's controlling expression is the
 * statement's own event (a branch on a value read from shared memory);
 * the arms are walked.
 */
static void cond_event(Walker *w, Node *s, State *st)
{
    AccSet c = {0};
    acc_of_node(s->cond, &c);
    if (c.n) {
        SyncNode *nd = place_node(w, s, SN_USE);
        nd->acc = c;
        place_event(w, s, nd, st);
    }
}

void place_walk_stmt(Walker *w, Node *s, State *st)
{
    if (!s)
        return;
    if (++w->sf->steps > SYNC_STEP_BUDGET) {
        w->sf->gave_up = true;
        return;
    }
    if (st->dead)
        *st = (State){0}; /* unreachable code: analyse it as if entered afresh */
    switch (s->kind) {
    case ND_BLOCK:
        walk_list(w, s->body, st);
        return;
    case ND_IF: {
        cond_event(w, s, st);
        /* One point before the if instead of one at the head of each arm. */
        if (!w->dry && !st->dead && st->n > 0 && s->els && !place_entered_inside(s)) {
            /* Only when both arms need it: one point then replaces two. */
            int with = trial_if(w, s, *st), without = trial_if(w, s, (State){0});
            if (with - without >= 2) {
                SyncPoint *pt = place_point(w, s);
                if (pt)
                    place_hoisted_conflicts(w, pt, s, st, false);
                st_after_point(st, pt ? pt->async_wait : 0);
            }
        }
        State els = st_copy(st);
        place_walk_stmt(w, s->then, st);
        place_walk_stmt(w, s->els, &els);
        if (st->dead)
            *st = els;
        else
            st_join(st, &els, false);
        return;
    }
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
        place_walk_loop(w, s, st);
        return;
    case ND_SWITCH: {
        cond_event(w, s, st);
        State entry = st_copy(st);
        LoopCtx *saved = w->sw;
        LoopCtx sc = {st_dead(), st_dead(), NULL, NULL};
        w->sw = &sc;
        Node *saved_target = w->sw_or_loop;
        w->sw_or_loop = s;
        State body = st_dead();
        bool has_default = false;
        Node *b = s->then ? s->then : s->body;
        Node *list = b && b->kind == ND_BLOCK ? b->body : b;
        for (Node *c = list; c; c = c->next) {
            Node *at = c;
            /* The switch's own labels (case 0: case 1: stmt): entry joins here. */
            while (at && (at->kind == ND_CASE || at->kind == ND_DEFAULT)) {
                has_default |= at->kind == ND_DEFAULT;
                st_join(&body, &entry, false);
                if (body.dead)
                    body = st_copy(&entry);
                at = at->body;
            }
            place_walk_stmt(w, at, &body);
        }
        st_join(&body, &sc.brk, false);
        if (!has_default)
            st_join(&body, &entry, false);
        *st = body;
        w->sw = saved;
        w->sw_or_loop = saved_target;
        return;
    }
    case ND_CASE:
    case ND_DEFAULT:
        /* A label of a switch outside the statement it sits in (Duff's
         * device: `case 1:` inside a loop's or an if's body) enters past
         * that statement's start, its condition and the points before it:
         * anything may be pending here, as at a goto's label (rt11,
         * hole_duff_while_head, hole_case_into_if_cond). */
        st_add(st, (Pend){NULL, SA_READ | SA_WRITE, false, true, 0, NULL, NULL});
        place_walk_stmt(w, s->body, st);
        return;
    case ND_LABEL:
        if (w->sf->has_goto) {
            /* A goto may arrive here with anything pending. */
            st_add(st, (Pend){NULL, SA_READ | SA_WRITE, false, true, 0, NULL, NULL});
        }
        place_walk_stmt(w, s->body, st);
        return;
    case ND_GOTO:
        *st = st_dead();
        return;
    case ND_BREAK:
        if (w->sw && w->sw_or_loop && w->sw_or_loop->kind == ND_SWITCH)
            st_join(&w->sw->brk, st, false);
        else if (w->loop)
            st_join(&w->loop->brk, st, false);
        *st = st_dead();
        return;
    case ND_CONTINUE:
        if (w->loop)
            st_join(&w->loop->cont, st, false);
        *st = st_dead();
        return;
    case ND_GROUP:
    case ND_SPLIT:
        walk_region_stmt(w, s, st);
        return;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC: {
        SyncNodeKind k = s->kind == ND_PARTITION ? SN_PARTITION : s->kind == ND_CLAIM ? SN_CLAIM : SN_ASYNC;
        SyncNode *nd = place_node(w, s, k);
        place_event(w, s, nd, st);
        if (!w->dry && !pget(&region_map, s)) {
            /* Conflicts inside one instance of the body: a fresh walk of it. */
            pput(&region_map, s, w->region);
            Walker bw = *w;
            bw.outer_loop = enclosing_loop(w);
            bw.loop = NULL;
            bw.sw = NULL;
            State inner = {0};
            place_walk_stmt(&bw, s->body, &inner);
        }
        return;
    }
    case ND_SHARED:
    case ND_NULL_STMT:
    case ND_STATIC_ASSERT:
        return;
    default:
        break;
    }
    /* A user barrier does not wait for cp.async copies: those stay pending. */
    int barrier = user_barrier(w, s);
    if (barrier == 1) {
        st_after_point(st, -1);
        return;
    }
    SyncNode *nd = place_node(w, s, SN_USE);
    if (nd->acc.n)
        place_event(w, s, nd, st);
    if (barrier == 2) {
        bool writes = false;
        for (int i = 0; i < nd->acc.n; i++)
            writes |= (nd->acc.v[i].mode & SA_WRITE) != 0;
        if (!writes) {
            st_after_point(st, -1);
            return;
        }
    }
    if (s->kind != ND_RETURN && calls_meeting(s, 0)) {
        /* The callee's barriers do not wait for copies in flight
         * (adv_run_async2_call_barrier_drops_copies): those stay pending. */
        int k = 0;
        for (int i = 0; i < st->n; i++)
            if (st->v[i].src == nd || st->v[i].async)
                st->v[k++] = st->v[i];
        st->n = k;
    }
    if (s->kind == ND_RETURN) {
        if (!w->dry)
            async_return(w->sf, s, nd, st);
        *st = st_dead();
    }
}


SyncPoint *point_before(Node *s)
{
    return pget(&point_map, s);
}

/* A loop's entry point merged into its head point (sync_loop.c) is no longer before the loop. */
void place_unmap_point(Node *stmt)
{
    hashmap_delete(&point_map, (const char *)&stmt, (int)sizeof stmt);
}

/* A copy of w for a trial walk: it counts the points it would place and records nothing. */
Walker place_dry(const Walker *w)
{
    Walker dw = *w;
    dw.dry = true;
    dw.placed = NULL;
    dw.nplaced = dw.capplaced = 0;
    return dw;
}

bool sync_contains(Node *root, Node *x)
{
    return stmt_contains(root, x, 0);
}

void place_analyse_region(SyncFunc *sf, SyncRegion *r, Node *body, Node *repeat_loop, bool repeated)
{
    Walker w = {0};
    w.sf = sf;
    w.region = r;
    w.outer_loop = repeat_loop;
    r->repeat_loop = repeat_loop;
    r->body = body;
    State st = repeated ? place_repeated_entry(&w, body) : (State){0};
    place_walk_stmt(&w, body, &st);
    /* Copies still in flight when the function returns: its caller cannot see them. */
    if (!r->parent)
        for (int i = 0; i < st.n; i++)
            sf->async_at_end |= st.v[i].async && !own_copy(sf, &st.v[i]);
}

bool place_has_exit(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n->kind == ND_RETURN || n->kind == ND_GOTO || n->kind == ND_LABEL)
        return true;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, lhs), NODE_GET(n, rhs)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (kids[i] && kids[i]->kind >= ND_BLOCK && place_has_exit(kids[i], depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (place_has_exit(b, depth + 1))
            return true;
    return false;
}

/*
 * Does every call of the function make the whole block meet?  True when a
 * whole-block barrier (a __syncthreads or a split barrier's wait) stands
 * before a statement of the body itself - not inside a branch, loop or
 * narrower group - and no return, goto or label comes before it.  The
 * function's bound is block[1], so every thread of the block runs it.
 */
static bool meets_block(SyncFunc *sf)
{
    Node *body = sf->fn->body;
    if (sf->gave_up || !body || body->kind != ND_BLOCK || !sf->regions || sf->regions->level != PL_BLOCK ||
        sf->regions->n != 1)
        return false;
    for (Node *s = body->body; s; s = s->next) {
        SyncPoint *pt = point_before(s);
        if (pt && pt->region == sf->regions && !pt->at_head)
            return true;
        if (place_has_exit(s, 0))
            return false;
    }
    return false;
}

void place_function(SyncFunc *sf)
{
    Function *fn = sf->fn;
    sf->max_block = 1024;
    for (int i = 0; i < fn->nbound; i++)
        if (fn->bound[i].level == PL_BLOCKDIM && fn->bound[i].size > 0)
            sf->max_block = fn->bound[i].size;
    sf->has_goto = sync_has_goto(fn->body, 0);
    /* The body runs at the bound's first perspective (PRISM_CALL narrows to it). */
    PerspLevel lvl = fn->nbound ? fn->bound[0].level : PL_NONE;
    int64_t n = fn->nbound ? fn->bound[0].size : 0;
    if (lvl == PL_BLOCKDIM)
        lvl = PL_THREAD;
    SyncRegion *r = new_region(sf, NULL, NULL, lvl, n);
    place_analyse_region(sf, r, fn->body, NULL, false);
    place_repeat_regions(sf);
    /* Points merged away (merge_entry_point) leave gaps: number them again. */
    sf->npoints = 0;
    for (SyncPoint *pt = sf->points; pt; pt = pt->next)
        pt->id = sf->npoints++;
    if (meets_block(sf))
        pput(&meets_map, fn, fn);
    AccSet all = {0};
    acc_of_node(fn->body, &all);
    arrive_motion(sf, fn->body->kind == ND_BLOCK ? fn->body->body : fn->body, 0, &all);
}

void place_reset(void)
{
    meets_map = (HashMap){0};
    place_node_reset();
    point_map = (HashMap){0};
    region_map = (HashMap){0};
}
