/*
 * sync_stable.h - what sync_stable.c (is a scope one partition across
 * rounds?) and sync_footprint.c (do its units keep apart?) share: the
 * names an expression reads, and how a value is spelt.
 */
#ifndef PRISM_SYNC_STABLE_H
#define PRISM_SYNC_STABLE_H

#include "sync.h"

enum { MAX_VARS = 64 };

typedef struct {
    Symbol *v[MAX_VARS];
    int n;
    bool overflow;
} VarSet;

void stab_vars_of(Node *e, VarSet *s, int depth);        /* every variable e reads */
bool stab_based_on(Node *p, Symbol *alias, int depth);    /* p is an address through alias */
bool stab_contains(Node *n, Node *x, int depth);          /* x is n or under it */
Node *stab_uncast(Node *e);                               /* through the casts that keep the value */
Node *stab_init_of(const Symbol *v);                      /* a local's initializer, or NULL */
bool stab_unit_id_of(Node *e, Persp u);                   /* PRISM_ID of the unit u (or a const local of it) */

#endif
