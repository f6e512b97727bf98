/*
 * check_inject.h - what check_inject_scan.c finds in a write partition's
 * body, for check_inject.c's proofs (P067, SPEC 6.3).
 */
#ifndef PRISM_CHECK_INJECT_H
#define PRISM_CHECK_INJECT_H

#include "check_internal.h"

/* A set of integer values an expression takes in one unit. */
typedef struct {
    bool same;   /* the set is the same in every unit of the partition */
    bool exact;  /* ... and it is exactly lo, lo + step, ... up to hi, every one taken */
    int64_t lo, hi;
    int64_t step; /* exact sets: 1 (every value of [lo, hi]) or more (a scaled loop counter) */
} Set;

/* A name whose value set the walk knows: a loop variable, a const local, an alias. */
typedef struct {
    Symbol *sym;
    Set set;
    bool alias;  /* a nested partition of the slot: set is its offset */
} Known;

#define MAX_KNOWN 64

typedef struct {
    Ctx *c;
    Pv owner;        /* the code perspective at the partition */
    Pv unit;         /* its target */
    Symbol *slot;
    Known known[MAX_KNOWN];
    int nknown;
    int unproven;    /* enclosing conditions/loops whose behaviour differs between units */
    int guarded;     /* enclosing conditions the same in every unit (execution not certain) */
    bool same_write; /* a write whose element set is the same in every unit */
    Token *write_at;
    Set windows[16]; /* unconditional exact windows written, for the stride proof */
    int nwindows;
    Set rwindows[16]; /* ... and read */
    int nrwindows;
    Token *read_at;
    Node *not_read;  /* the lvalue being scanned is written or has its address taken, not read */
    Node *body;      /* the partition's body */
} Inj;

/* Scan the partition's body at perspective here: fills in's write and read facts. */
void inject_scan(Inj *in, Node *body, Pv here);

#endif
