/*
 * check_hopper.h - what the Hopper checks' two files share: one pass over
 * a kernel's body (check_hopper.c: setmaxnreg budgets, P120-P123) that
 * keeps the PRISM_SHARED arena offsets, the pointers into it and the
 * counted loops around each call, which the TMA and wgmma descriptor
 * checks (check_tma.c: P127, P128) read at their calls.
 */
#ifndef PRISM_CHECK_HOPPER_H
#define PRISM_CHECK_HOPPER_H

#include "check_internal.h"

/* The arena every PRISM_SHARED carves from is this aligned (prism/cuda.h). */
#define ARENA_ALIGN 1024
#define MAX_SHARED 64
#define MAX_ALIAS_VALUES 32
#define MAX_MAPS 64
#define MAX_FORKS 12

typedef struct {
    Symbol *sym;
    int64_t off;  /* bytes into the kernel's arena; -1: not known */
    int64_t elem; /* element bytes */
    int64_t size; /* the allocation's bytes */
    Type *ty;     /* its element type */
} SharedAt;

/* A host tensor map with constant shape, dtype and swizzle. */
typedef struct {
    int64_t rows, cols, elem, swizzle, dtype;
    Token *at;
} HostMap;

/* A local a TMA destination may be made of, and the values it is given (hopper_alias.c):
 * the local itself, every element of a local array (`d[i]`, any index), or one member of a local struct. */
typedef struct {
    Symbol *sym;
    const Token *member; /* `sym.member`; NULL: sym itself, or its elements */
    bool elements;       /* `sym[i]`: sym is an array of pointers or integers */
    Node *val[MAX_ALIAS_VALUES];
    int nval;
    bool changed;
} Alias;

typedef struct {
    Function *fn;
    Bound bound;
    int64_t k;     /* BLOCKDIM(n, k)'s k; 0: no minimum given */
    int64_t entry; /* registers per thread at entry: what an arm without setmaxnreg keeps */
    bool said_bounds; /* P121 for the bound said once (red team d2: one per call) */
    int64_t off;   /* arena offset here; -1 unknown */
    SharedAt shared[MAX_SHARED];
    int nshared;
    /* Locals (pointers, and integers holding an address) with every value
     * they are given: the initializer and each plain assignment.  changed:
     * also ++, --, a compound assignment or &name, which the checker does
     * not follow. */
    Alias alias[MAX_SHARED];
    int nalias;
    const Alias *lost; /* the last follow met this changed local */
    const char *lost_local; /* ... or read this local storage no Alias follows (hopper_unfollowed_local) */
    const Alias *chain[8]; /* the locals being followed, outermost first (check_tma.c follow_alias) */
    /* Values in two allocations (`c ? sA : sB`, `{sA, sB}`) are followed one at a time: the alternative
     * each fork takes this round, and how many it had (check_tma.c fork_pick, next_choice) */
    int choice[MAX_FORKS], arity[MAX_FORKS], nfork;
    bool forks_over; /* more forks than MAX_FORKS, or more combinations than the rounds: not all checked */
    int nchain;
    /* Counters of the enclosing counted loops: for (v = lo; v < bound; v += step), v never assigned in the body. */
    struct {
        Symbol *sym;
        int64_t lo, hi;
    } range[16];
    int nrange;
    /* Every counted loop of the function: a local's value made inside one (`p = sA + i * 256` in the loop,
     * the load after it) takes that counter's range, as its loop is where its name is (red team rt28) */
    struct {
        Symbol *sym;
        int64_t lo, hi;
    } counters[64];
    int ncounters;
} H;

/* check_hopper.c */
const char *hopper_call_name(Node *n); /* a call of an undeclared (intrinsic) name: the name */
Node *hopper_arg(Node *call, int i);

/* hopper_alias.c */
void hopper_add_alias(H *h, Node *declarator); /* a local a destination may be made of: its values */
Alias *hopper_alias_of(H *h, Node *e);         /* the Alias e names (a local, d[i], st.m), or NULL */
const char *hopper_unfollowed_local(Node *e);  /* e read from a local's storage no Alias follows: its spelling */
bool hopper_assigned(Node *n, Symbol *s);      /* s assigned, incremented or its address taken under n */

/* check_tma.c */
void hopper_device_tma(H *h, Node *call);  /* prism_tma_load_2d: its box and stage (P127, P128) */
void hopper_device_desc(H *h, Node *call); /* prism_wgmma_desc: its stage's alignment (P128) */
int64_t tma_map_elem(int64_t rows, int64_t cols, int64_t *swizzle, const HostMap **map);

#endif /* PRISM_CHECK_HOPPER_H */
