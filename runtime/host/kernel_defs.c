/*
 * kernel_defs.c - one kernel name, one definition per program.
 *
 * A kernel's entry and launch wrappers are weak symbols (SPEC 10), so that
 * a header of kernels included by two files links; the linker then keeps
 * one of them for every user of the name, silently.  Each PRISM_KERNEL
 * definition hands its record in before main (prism/signature.h); two that
 * differ are named here, once, and every launch of that name is refused,
 * so no launch runs under a bound or budget checked for another body.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/pp.h"
#include "prism/host.h"
#include "prism/signature.h"

typedef struct def_node {
    const prism_kernel_t *k;
    const prism_kernel_t *other; /* conflicts list: the definition k differs from */
    struct def_node *next;
} def_node;

/* Pushed by constructors (a dlopen may run them beside launches), read by every launch. */
static def_node *defs, *conflicts;

static void push(def_node **head, def_node *n)
{
    n->next = __atomic_load_n(head, __ATOMIC_ACQUIRE);
    while (!__atomic_compare_exchange_n(head, &n->next, n, 1, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE))
        ;
}

/* The file's last component: one header reached as "inc/k.h" and "../inc/k.h" is one definition. */
static const char *base_name(const char *path)
{
    const char *s = path ? strrchr(path, '/') : NULL;
    return s ? s + 1 : path ? path : "";
}

static int same_definition(const prism_kernel_t *a, const prism_kernel_t *b)
{
    if (a->line != b->line || a->smem != b->smem || strcmp(base_name(a->file), base_name(b->file)) != 0)
        return 0;
    for (int i = 0; i < PRISM_MAX_BOUND; i++) {
        if (a->bound[i].lvl != b->bound[i].lvl || a->bound[i].n != b->bound[i].n)
            return 0;
        if (a->bound[i].n == 0)
            break;
    }
    return 1;
}

void prism__kernel_define(const prism_kernel_t *k)
{
    if (!k || !k->name)
        return;
    for (def_node *d = __atomic_load_n(&defs, __ATOMIC_ACQUIRE); d; d = d->next) {
        if (strcmp(d->k->name, k->name) != 0 || same_definition(d->k, k))
            continue;
        char b1[160], b2[160];
        fprintf(stderr,
                "prism: kernel '%s' has two different definitions in this program, %s:%d (bound: %s; budget %u "
                "bytes) and %s:%d (bound: %s; budget %u bytes): one symbol '%s' serves both, so its launches "
                "are refused (rename one of them)\n",
                k->name, d->k->file, d->k->line, prism_bound_str(d->k, b1, sizeof b1), d->k->smem, k->file, k->line,
                prism_bound_str(k, b2, sizeof b2), k->smem, k->name);
        def_node *c = malloc(sizeof *c);
        if (c) {
            c->k = k;
            c->other = d->k;
            push(&conflicts, c);
        }
        break;
    }
    def_node *n = malloc(sizeof *n);
    if (!n)
        return;
    n->k = k;
    n->other = NULL;
    push(&defs, n);
}

const prism_kernel_t *prism__kernel_conflict(const prism_kernel_t *k)
{
    for (def_node *c = __atomic_load_n(&conflicts, __ATOMIC_ACQUIRE); c; c = c->next)
        if (strcmp(c->k->name, k->name) == 0)
            return c->k == k ? c->other : c->k;
    return NULL;
}
