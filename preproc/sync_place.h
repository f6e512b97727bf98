/*
 * sync_place.h - what the placement's two files share: the walker that
 * carries the pending accesses through a function body (sync_place.c:
 * regions, events, statements) and the loops it walks to a fixed point
 * (sync_loop.c: loop heads, hoisting, trials, repeated bodies).
 */
#ifndef PRISM_SYNC_PLACE_H
#define PRISM_SYNC_PLACE_H

#include "sync.h"

typedef struct LoopCtx {
    State brk, cont;
    struct LoopCtx *outer;
    Node *stmt; /* the loop statement */
} LoopCtx;

typedef struct {
    SyncFunc *sf;
    SyncRegion *region;
    bool dry;          /* a trial: count points, record nothing */
    Node **placed;     /* dry: statements that got a point */
    int nplaced, capplaced;
    LoopCtx *loop;
    LoopCtx *sw;       /* innermost switch, for break */
    Node *sw_or_loop;  /* which of the two a break leaves */
    /* The innermost loop of an outer region around the code walked (a
     * region's own loops are in `loop`): the same units run it again. */
    Node *outer_loop;
} Walker;

/* sync_loop.c: may control enter stmt past its start (a case label, a label)? */
bool place_entered_inside(Node *stmt);

/* sync_place.c */
void place_walk_stmt(Walker *w, Node *s, State *st);
void place_event(Walker *w, Node *at, SyncNode *nd, State *st);
SyncNode *place_node(Walker *w, Node *stmt, SyncNodeKind kind); /* sync_node.c */
void place_node_reset(void);
SyncPoint *place_point(Walker *w, Node *stmt);
void place_unmap_point(Node *stmt);
bool place_region_single(const SyncRegion *r);
SyncConflict *place_add_conflict(SyncPoint *pt, Symbol *earlier, Symbol *later, int kind, SyncNode *src,
                                 SyncNode *dst, bool back);
Walker place_dry(const Walker *w);
/* Walk region r's body (again, from the state its previous round leaves, when repeated). */
void place_analyse_region(SyncFunc *sf, SyncRegion *r, Node *body, Node *repeat_loop, bool repeated);
bool place_has_exit(Node *n, int depth); /* a return, goto or label anywhere in n */

/* sync_loop.c */
Node *place_loop_body(Node *loop);
void place_hoisted_conflicts(Walker *w, SyncPoint *pt, Node *outer, State *st, bool skip_inner);
void place_walk_loop(Walker *w, Node *loop, State *st);
State place_repeated_entry(Walker *w, Node *body);
/* Analyse again each region a loop around it runs again with no outer barrier between rounds. */
void place_repeat_regions(SyncFunc *sf);

#endif /* PRISM_SYNC_PLACE_H */
