/*
 * tma_wait.h - what P139's two files share (SPEC 8.2): the walker that
 * carries the TMA copies in flight through a function (check_tma_wait.c)
 * and the summaries of callees it reads at a call (tma_summary.c).
 */
#ifndef PRISM_TMA_WAIT_H
#define PRISM_TMA_WAIT_H

#include "check_internal.h"

#define MAX_COPIES 64
#define MAX_SHARED 64
#define MAX_PENDING 16
#define MAX_BARS 8
#define MAX_LOOPS 64
#define MAX_LABELS 64
#define MAX_REPORTED 64
#define MAX_PROBES 16 /* barriers one summary's walk asks "waited on every path?" of */
_Static_assert(MAX_PROBES + 1 < MAX_COPIES, "the probes and a copy fit in one Set");

typedef uint64_t Set; /* bit i: copy i may still be in flight */

typedef struct {
    Node *call;   /* the copy, or the call that leaves one in flight */
    Symbol *buf;  /* the buffer it fills; NULL: a probe (a summary's barrier, in flight from the entry) */
    Symbol *bar;  /* its mbarrier's base name; NULL: any wait */
    bool never;   /* on a callee's own mbarrier, which no wait here names */
} Copy;

/* A callee's copy in flight where it returns: parameter numbers, or names the caller sees. */
typedef struct {
    int dst, bar;      /* -1: by name */
    Symbol *dst_sym;   /* a __shared__ variable of the file */
    Symbol *bar_sym;   /* a barrier of the file; with bar -1 and no name: any wait */
    bool never;
} Pending;

/* A barrier a callee waits on along every path to its return: a parameter number, or a name of the file. */
typedef struct {
    int par; /* -1: by name */
    Symbol *sym;
} Waited;

typedef struct TmaSum TmaSum;
struct TmaSum {
    Function *fn;
    int state; /* 1 computing, 2 done */
    bool read_early; /* a recursive call read it while it was computed */
    unsigned seq;
    Pending v[MAX_PENDING];
    int n;
    Symbol *named[MAX_PENDING]; /* __shared__ variables of the file it (or a callee) names */
    int nnamed;
    bool too_many; /* more of either than it holds: a call of it is refused */
    Waited wait[MAX_PROBES];
    int nwait;
    bool waits_any; /* some wait on every path: a copy with no mbarrier name is waited for */
    TmaSum *next;
};

typedef struct {
    Node *stmt;    /* the loop or switch */
    Set brk, cont; /* the states its breaks and continues carry */
} Loop;

typedef struct {
    Symbol *sym, *from;
} Derived;

typedef struct TmaWalk {
    Function *fn;
    bool quiet; /* a callee's summary is computed: its own check reports */
    TmaBarTable bars;
    Set exit;   /* the copies in flight where it returns */
    Symbol *shared[MAX_SHARED]; /* what a copy may fill: shared buffers, pointer parameters */
    int nshared;
    Copy copy[MAX_COPIES];
    int ncopy;
    Loop loop[MAX_LOOPS];
    int nloop;
    struct {
        Node *label;
        Set in;
    } label[MAX_LABELS];
    int nlabel;
    bool label_grew;
    bool has_copy; /* the function issues a bulk copy at all */
    bool has_wait; /* it waits, itself or in a callee: a summary's walk probes its barriers */
    int nprobe;    /* copy[0..nprobe-1] are the probes */
    bool capped;   /* a loop, label or copy past a cap: a probe's state is not followed */
    Node *reported[MAX_REPORTED];
    int nreported;
    Set said; /* copies reported at a use: their scope's end says nothing more */
    /* Names declared or assigned from an address into a buffer (a pointer, a wgmma descriptor): using one uses it. */
    Derived derived[MAX_SHARED];
    int nderived;
    Node *skip; /* the root of the address being stored: not a use */
    bool said_cap;
} TmaWalk;

/* check_tma_wait.c */
bool tma_is_wait(const Node *n); /* a call of prism_mbarrier_wait */
Node *tma_nth_arg(Node *call, int i);
/* The barriers a callee's wait is on at its call, as a wait on the argument would name them; -1: no argument. */
int tma_waited_bars(TmaWalk *w, Node *call, const Waited *wt, Symbol **bars);
const TmaSum *tma_callee_summary(Node *call); /* NULL: no body followed */
/* Walk fn: its copies, and the ones in flight where it returns in w->exit (with probe: its waits' probes). */
bool tma_walk_function(TmaWalk *w, Function *fn, bool quiet, bool probe);

/* tma_summary.c */
const TmaSum *tma_summary_of(Function *def);
Set tma_seed_probes(TmaWalk *w); /* before a summary's walk: its probes, as the entry's state */

#endif /* PRISM_TMA_WAIT_H */
