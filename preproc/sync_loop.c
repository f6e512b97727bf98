/*
 * sync_loop.c - loops in the placement (docs/SYNC.md, "Placement"): the
 * walk of a loop to the fixed point of its head, the point a loop's head
 * needs after every iteration, hoisting a point in front of a loop when
 * that saves points inside (decided by trial walks that record nothing),
 * the entry state of a body the same units run again, and which regions
 * inside a loop of an outer region must be walked again for it.
 */
#include "sync_place.h"

static int trial(Walker *w, Node *loop, State in, SyncNode *init, SyncNode *head);

/* The body of a loop statement (the parser keeps it in then or body). */
Node *place_loop_body(Node *loop)
{
    return loop->then ? loop->then : loop->body;
}

/* Why a point placed before `outer` (a loop or an if): the pending accesses events inside conflict with. */
void place_hoisted_conflicts(Walker *w, SyncPoint *pt, Node *outer, State *st, bool skip_inner)
{
    pt->hoisted = true;
    for (SyncNode *nd = w->sf->nodes; nd; nd = nd->next) {
        if (nd->region != w->region || !sync_contains(outer, nd->stmt))
            continue;
        for (int i = 0; i < st->n; i++) {
            Pend *p = &st->v[i];
            if (p->src && (p->src == nd || (skip_inner && sync_contains(outer, p->src->stmt))))
                continue;
            for (int j = 0; j < nd->acc.n; j++) {
                int k = conflict_kind(p, &nd->acc.v[j]);
                if (!k)
                    continue;
                pt->kinds |= k;
                if (p->async && (k & SK_RAW) && (pt->async_wait < 0 || pend_group(p) < pt->async_wait))
                    pt->async_wait = pend_group(p);
                place_add_conflict(pt, p->root, nd->acc.v[j].root, k, p->src, nd, p->back);
            }
        }
    }
}

/* Iterate a loop body to its fixed point; returns the state at the loop head. */
/*
 * The loop's condition and increment run again after every iteration: an
 * access there that conflicts with what the body left pending needs a
 * point at the head of the loop (emitted into the for's increment or the
 * while's condition).  Returns the conflicts' kinds; *wait as in place_event().
 */
static int head_conflicts(const State *end, const SyncNode *head, int *wait)
{
    int kinds = 0;
    for (int i = 0; head && i < end->n; i++) {
        const Pend *p = &end->v[i];
        if (p->src == head)
            continue;
        for (int j = 0; j < head->acc.n; j++) {
            int k = conflict_kind(p, &head->acc.v[j]);
            kinds |= k;
            if (k && p->async)
                *wait = 0;
        }
    }
    return kinds;
}

/*
 * Rounds a fixed point may take.  The joined states only grow, so they
 * settle; a state still growing at the cap would be short of what may be
 * pending, so the function keeps its conservative barriers instead.
 */
#define SYNC_FIXPOINT_ROUNDS 64

static State loop_head(Walker *w, Node *loop, State entry, State *exits, SyncNode *head, State *end)
{
    State in = st_copy(&entry);
    Walker dw = place_dry(w);
    for (int iter = 0;; iter++) {
        if (iter == SYNC_FIXPOINT_ROUNDS) {
            w->sf->gave_up = true;
            break;
        }
        LoopCtx lc = {st_dead(), st_dead(), w->loop, loop};
        dw.loop = &lc;
        dw.sw_or_loop = loop;
        State body = st_copy(&in);
        place_walk_stmt(&dw, place_loop_body(loop), &body);
        st_join(&body, &lc.cont, false);
        if (end)
            *end = st_copy(&body);
        if (head && !body.dead) {
            int wait = -1;
            if (head_conflicts(&body, head, &wait) && !place_region_single(w->region))
                st_after_point(&body, wait);
            for (int j = 0; j < head->acc.n; j++)
                st_add(&body, (Pend){head->acc.v[j].root, head->acc.v[j].mode, false, false, 0, head, NULL});
        }
        /*
         * The head joins the entry with every back edge walked so far, not
         * only the last: what one round leaves pending may be emptied by the
         * next round's points and come back the round after, so a state built
         * from the last round alone flipped between two sets and, cut off at
         * the sixteenth round, could drop copies still in flight
         * (adv_run_async_pingpong_guarded: each guarded prefetch's copies
         * were lost at the head, no wait before the read).  Joined, the sets
         * only grow and the commit counts only fall, so it settles.
         */
        State next = st_copy(&in);
        st_join(&next, &body, true);
        /* Only what the loop itself did came round its back edge. */
        for (int i = 0; i < next.n; i++)
            if (!next.v[i].src || !sync_contains(loop, next.v[i].src->stmt))
                for (int j = 0; j < entry.n; j++)
                    if (entry.v[j].root == next.v[i].root && entry.v[j].src == next.v[i].src)
                        next.v[i].back = entry.v[j].back;
        *exits = lc.brk;
        if (st_equal(&next, &in))
            break;
        in = next;
    }
    return in;
}

/*
 * A while loop's head point is the first operand of its condition, so it
 * also runs on entry, before anything of the loop: a point in front of the
 * loop would meet the same threads a second time with nothing in between.
 * Its conflicts move to the head point and it goes.
 */
static void merge_entry_point(Walker *w, Node *loop, SyncPoint *head)
{
    SyncPoint *pre = point_before(loop);
    if (!pre || pre == head || pre->region != head->region)
        return;
    head->kinds |= pre->kinds;
    if (pre->async_wait >= 0)
        head->async_wait = 0; /* a head point waits for every copy (prism_async_wait_all) */
    SyncConflict **tail = &head->conf;
    while (*tail)
        tail = &(*tail)->next;
    *tail = pre->conf;
    for (SyncNode *nd = w->sf->nodes; nd; nd = nd->next)
        for (SyncEdge *e = nd->succ; e; e = e->next)
            if (e->point == pre)
                e->point = head;
    for (SyncPoint **p = &w->sf->points; *p; p = &(*p)->next)
        if (*p == pre) {
            *p = pre->next;
            break;
        }
    place_unmap_point(loop);
}

/*
 * May control enter stmt past its start: a case or default label of a
 * switch outside it (Duff's device), or a label a goto may reach?  A point
 * hoisted in front of stmt would be skipped by that entry (red team rt9,
 * hole_duff_hoist, hole_case_into_if_hoist), so none is hoisted there.
 */
static bool entered_inside(Node *whole, Node *n, int depth)
{
    for (; n; n = n->next) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return true;
        if (n->kind == ND_LABEL)
            return true;
        if ((n->kind == ND_CASE || n->kind == ND_DEFAULT) && !(n->target && sync_contains(whole, n->target)))
            return true;
        Node *kids[7];
        node_children(n, kids);
        for (int i = 0; i < 7; i++)
            if (kids[i] && entered_inside(whole, kids[i], depth + 1))
                return true;
        if (entered_inside(whole, NODE_GET(n, body), depth + 1))
            return true;
        if (depth == 0)
            break; /* stmt itself: its next is not part of it */
    }
    return false;
}

bool place_entered_inside(Node *stmt)
{
    return entered_inside(stmt, stmt, 0);
}

/* The init, then the first test of the condition: events in front of the loop. */
static void entry_events(Walker *w, Node *loop, State *s, SyncNode *init, SyncNode *head)
{
    if (init)
        place_event(w, loop, init, s);
    if (head)
        place_event(w, loop, head, s);
}

/* Does the init or the first test of the condition need a point in front of the loop anyway? */
static bool entry_point(Walker *w, Node *loop, State in, SyncNode *init, SyncNode *head)
{
    Walker dw = place_dry(w);
    State s = st_copy(&in);
    entry_events(&dw, loop, &s, init, head);
    return dw.nplaced > 0;
}

void place_walk_loop(Walker *w, Node *loop, State *st)
{
    /* The init runs once, before the loop: its point goes in front of the
     * `for` (a point in a declaration's place would not be C:
     * `for (prism_sync_block(); int i = sv[0]; ...)`). */
    SyncNode *init_nd = NULL;
    if (loop->kind == ND_FOR && loop->init) {
        init_nd = place_node(w, loop->init, SN_USE);
        if (!init_nd->acc.n)
            init_nd = NULL;
    }
    /* Accesses in the condition and increment: one event at the loop head. */
    AccSet head = {0};
    if (loop->cond)
        acc_of_node(loop->cond, &head);
    if (loop->inc)
        acc_of_node(loop->inc, &head);
    SyncNode *head_nd = NULL;
    if (head.n) {
        /* At entry here; after every iteration in loop_head. */
        head_nd = place_node(w, loop->cond ? loop->cond : loop->inc, SN_USE);
        head_nd->acc = head;
    }

    /*
     * Hoisting: would a point in front of the loop save points inside
     * (where the init or the condition does not need one there anyway)?
     * That point runs before the init and the first test of the
     * condition, so it orders only what was pending before the loop, and
     * the trials walk the init and the head too: a hoisted point used to
     * take the init's reads for ordered, and the body overwrote what
     * other threads' inits had not read yet (hole_for_init).  Only decided
     * in the real walk: trials do not nest trials, so the cost stays
     * polynomial in the loop depth.
     */
    if (!w->dry && !st->dead && st->n > 0 && !place_entered_inside(loop) && !entry_point(w, loop, *st, init_nd, head_nd)) {
        int with = trial(w, loop, *st, init_nd, head_nd);
        State empty = {0};
        int without = trial(w, loop, empty, init_nd, head_nd);
        if (without < with) {
            SyncPoint *pt = place_point(w, loop);
            if (pt)
                place_hoisted_conflicts(w, pt, loop, st, true);
            st_after_point(st, pt ? pt->async_wait : 0);
        }
    }
    entry_events(w, loop, st, init_nd, head_nd);

    State exits = st_dead(), end = st_dead();
    State in = loop_head(w, loop, *st, &exits, head_nd, &end);
    int wait = -1, kinds = head_nd && !end.dead ? head_conflicts(&end, head_nd, &wait) : 0;
    if (kinds && !w->dry && !place_region_single(w->region)) {
        SyncPoint *pt = place_point(w, head_nd->stmt);
        if (pt) {
            pt->at_head = loop;
            pt->kinds |= kinds;
            pt->async_wait = wait;
            for (int i = 0; i < end.n; i++)
                for (int j = 0; j < head_nd->acc.n; j++) {
                    int k = end.v[i].src == head_nd ? 0 : conflict_kind(&end.v[i], &head_nd->acc.v[j]);
                    if (k)
                        place_add_conflict(pt, end.v[i].root, head_nd->acc.v[j].root, k, end.v[i].src,
                                     head_nd, true);
                }
            if (loop->kind == ND_WHILE)
                merge_entry_point(w, loop, pt);
        }
    }
    if (!w->dry) {
        LoopCtx lc = {st_dead(), st_dead(), w->loop, loop};
        Walker rw = *w;
        rw.loop = &lc;
        rw.sw_or_loop = loop;
        State body = st_copy(&in);
        place_walk_stmt(&rw, place_loop_body(loop), &body);
        exits = lc.brk;
    }
    /*
     * A while/for exits from its head; a do-while after a body, i.e. the
     * same set.  Leaving the loop, accesses made inside it flow forward
     * again: only the loop's own head saw them through its back edge.
     */
    State before = *st;
    State out = st_copy(&in);
    st_join(&out, &exits, false);
    for (int i = 0; i < out.n; i++) {
        Pend *p = &out.v[i];
        if (p->src && sync_contains(loop, p->src->stmt)) {
            p->back = false;
            continue;
        }
        bool was_back = false;
        for (int j = 0; j < before.n; j++)
            if (before.v[j].root == p->root && before.v[j].src == p->src)
                was_back = before.v[j].back;
        p->back = was_back;
    }
    *st = out;
}

/* Points a walk of `body` from state `in` would place (nothing recorded). */
static int trial(Walker *w, Node *loop, State in, SyncNode *init, SyncNode *head_nd)
{
    Walker dw = place_dry(w);
    State s = st_copy(&in);
    entry_events(&dw, loop, &s, init, head_nd);
    State exits = st_dead();
    State head = loop_head(&dw, loop, s, &exits, head_nd, NULL);
    LoopCtx lc = {st_dead(), st_dead(), w->loop, loop};
    dw.loop = &lc;
    State body = st_copy(&head);
    place_walk_stmt(&dw, place_loop_body(loop), &body);
    return dw.nplaced;
}

/*
 * The state at the entry of a body the same units run again because a
 * loop encloses it: a region's body, or a memory scope's (a warp's
 * partition slice, an arm's claim, rewritten every round of a block loop).
 * The body is analysed apart from the loop, so its own back edge is added
 * here: what one instance leaves pending meets the next instance's first
 * accesses, as in loop_head.  Without it a lane's reads of round r and its
 * neighbour's writes of round r + 1 went unordered
 * (adv_run_warp_slice_rounds).  An enclosing region's barrier may already
 * order them; the point this adds is then one more, never one fewer.
 */
State place_repeated_entry(Walker *w, Node *body)
{
    State in = {0};
    Walker dw = place_dry(w);
    dw.loop = NULL;
    dw.sw = NULL;
    for (int iter = 0;; iter++) {
        if (iter == SYNC_FIXPOINT_ROUNDS) {
            w->sf->gave_up = true;
            break;
        }
        State out = st_copy(&in);
        place_walk_stmt(&dw, body, &out);
        /* Every round's leftovers, as in loop_head. */
        State next = st_copy(&in);
        st_join(&next, &out, true);
        if (st_equal(&next, &in))
            break;
        in = next;
    }
    return in;
}

/* ---- regions inside loops --------------------------------------------------- */

/* A continue, break, goto, label or return anywhere in n: a statement of a
 * loop body may then be skipped on some round. */
static bool has_jump(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n->kind == ND_CONTINUE || n->kind == ND_BREAK || place_has_exit(n, depth))
        return true;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, body)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (kids[i] && kids[i]->kind >= ND_BLOCK && has_jump(kids[i], depth + 1))
            return true;
    if (n->kind == ND_BLOCK)
        for (Node *b = NODE_GET(n, body); b; b = b->next)
            if (has_jump(b, depth + 1))
                return true;
    return false;
}

/*
 * Does a barrier of an outer region order two instances of region r, one
 * round of `loop` apart?  A point of an ancestor region (its barrier meets
 * all of r's threads) at the loop's head, or at a statement of the loop
 * body itself when no jump can skip it, runs between any two rounds.
 */
static bool loop_orders(SyncFunc *sf, SyncRegion *r, Node *loop)
{
    Node *body = place_loop_body(loop);
    bool jumps = has_jump(body, 0);
    for (SyncPoint *pt = sf->points; pt; pt = pt->next) {
        bool ancestor = false;
        for (SyncRegion *a = r->parent; a && !ancestor; a = a->parent)
            ancestor = a == pt->region;
        if (!ancestor)
            continue;
        if (pt->at_head == loop)
            return true;
        if (jumps || !body)
            continue;
        for (Node *t = body->kind == ND_BLOCK ? body->body : body; t; t = body->kind == ND_BLOCK ? t->next : NULL)
            if (t == pt->before)
                return true;
    }
    return false;
}

/*
 * Regions are analysed apart from the loops around them, so a region whose
 * units run it again every round of a loop (a warp's group inside a block
 * loop) has not seen its own back edge: a lane's reads of round r and its
 * neighbour's writes of round r + 1 stayed unordered
 * (adv_run_warp_slice_rounds).  Where no outer barrier runs between the
 * rounds, the region is analysed again from the state its previous
 * instance leaves (repeated_entry); the points it had stay, new ones join.
 */
void place_repeat_regions(SyncFunc *sf)
{
    for (SyncRegion *r = sf->regions; r && !sf->gave_up; r = r->next)
        if (r->repeat_loop && r->body && !place_region_single(r) && !loop_orders(sf, r, r->repeat_loop))
            place_analyse_region(sf, r, r->body, r->repeat_loop, true);
}
