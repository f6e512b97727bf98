/*
 * check_launch.c - a PRISM_LAUNCH whose constant shape the kernel's bound
 * refuses (P112, SPEC 10).
 *
 * prism_launch_check refuses such a launch at run time, with the line;
 * where the grid and block sizes are constants the checker says so first,
 * in the order of SPEC 10's table, so a build that is never run on the
 * shape (a test, a GPU binary shipped) does not carry a launch that can
 * only fail (red team d2: PRISM_LAUNCH(k, 4, 192, ...) of a BLOCKDIM(256)
 * kernel was accepted).
 */
#include "check_internal.h"

static void refuse(Node *launch, const char *name, const char *why)
{
    diag(DIAG_ERROR, launch->tok, "P112", "PRISM_LAUNCH of '%s' is refused at run time: %s", name, why);
}

static void check_launch_shape(Node *launch)
{
    Symbol *s = launch->sym;
    Function *f = s && s->kind == SYM_FUNC ? s->func : NULL;
    Bound b;
    if (!f || f->kind != FN_KERNEL || f->poisoned || !fn_bound(f, &b))
        return;
    const char *name = s->name;
    Node *g = launch->args, *t = g ? g->next : NULL;
    int64_t grid = 0, block = 0;
    bool grid_ok = g && const_eval(g, &grid), block_ok = t && const_eval(t, &block);
    if (block_ok && (block < 1 || block > 1024)) {
        refuse(launch, name, arena_printf("block size %lld is outside 1..1024 (CUDA's limit of threads per block)",
                                          (long long)block));
        return;
    }
    if (grid_ok && (grid < 1 || grid > 2147483647)) {
        refuse(launch, name,
               arena_printf("grid size %lld is outside 1..2147483647 (CUDA's gridDim.x limit)", (long long)grid));
        return;
    }
    for (int i = 0; i < b.n; i++) {
        Pv p = b.p[i];
        if (p.lvl == PL_THREAD && p.n == b.blockdim)
            continue; /* BLOCKDIM(n)'s own entry: said below, as the run-time check says it */
        if (p.lvl == PL_THREAD && block_ok && block % p.n != 0) {
            refuse(launch, name, arena_printf("block size %lld cannot be cut into thread[%lld] units",
                                              (long long)block, (long long)p.n));
            return;
        }
        if (p.lvl == PL_THREAD && block_ok && p.n > 32 && p.n < block && block / p.n > 15) {
            refuse(launch, name, arena_printf("block size %lld has %lld thread[%lld] units; at most 15 named "
                                              "barriers exist",
                                              (long long)block, (long long)(block / p.n), (long long)p.n));
            return;
        }
        if (p.lvl == PL_BLOCK && grid_ok && grid % p.n != 0) {
            refuse(launch, name, arena_printf("grid size %lld cannot be cut into block[%lld] units",
                                              (long long)grid, (long long)p.n));
            return;
        }
    }
    if (b.blockdim && block_ok && block != b.blockdim)
        refuse(launch, name, arena_printf("block size %lld, but the kernel requires exactly %lld threads "
                                          "(BLOCKDIM(%lld))",
                                          (long long)block, (long long)b.blockdim, (long long)b.blockdim));
}

static void visit(Node *n, void *arg)
{
    (void)arg;
    if (n->kind == ND_PRISM_LAUNCH)
        check_launch_shape(n);
}

/* Host code is not walked by the type system: its launches are looked for here. */
void check_launches(Function *fn)
{
    if (fn->body)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, visit, NULL);
}
