/*
 * launch_check.c - the host launch API's shape check, shared by both
 * backends.  A launch the kernel's bound forbids is refused here, before
 * anything reaches the device, with one line that names the kernel, the
 * bound and the offending size.
 */
#include <stdio.h>
#include <string.h>

#include "prism/pp.h"
#include "prism/host.h"
#include "prism/signature.h"
#include "kernel_defs.h"

static const char *level_name(unsigned lvl)
{
    switch (lvl) {
    case PRISM_LVL_THREAD: return "thread";
    case PRISM_LVL_BLOCK: return "block";
    case PRISM_LVL_GRID: return "grid";
    default: return "blockdim";
    }
}

const char *prism_bound_str(const prism_kernel_t *k, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < PRISM_MAX_BOUND && k->bound[i].n != 0 && used < len; i++) {
        int w = snprintf(buf + used, len - used, "%s%s[%u]", i ? ", " : "", level_name(k->bound[i].lvl),
                         k->bound[i].n);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    return buf;
}

static int refuse(const prism_kernel_t *k, int code, const char *what)
{
    char bound[160];
    fprintf(stderr, "prism: launch of kernel '%s' refused: %s (bound: %s)\n", k->name, what,
            prism_bound_str(k, bound, sizeof bound));
    return code;
}

int prism_launch_check(const prism_kernel_t *k, long long grid, long long block)
{
    char why[640]; /* room for two paths */
    if (!k) {
        fprintf(stderr, "prism: launch refused: null kernel record\n");
        return PRISM_ERR_LAUNCH_SHAPE;
    }
    const prism_kernel_t *other = prism__kernel_conflict(k);
    if (other) {
        snprintf(why, sizeof why, "the program has two different definitions of it, %s:%d (budget %u) and %s:%d (budget %u)",
                 k->file, k->line, k->smem, other->file, other->line, other->smem);
        return refuse(k, PRISM_ERR_LAUNCH, why);
    }
    if (block < 1 || block > (long long)PRISM_MAX_BLOCK_THREADS) {
        snprintf(why, sizeof why, "block size %lld is outside 1..%u (CUDA's limit of threads per block)", block,
                 PRISM_MAX_BLOCK_THREADS);
        return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
    }
    if (grid < 1 || grid > PRISM_MAX_GRID_BLOCKS) {
        snprintf(why, sizeof why, "grid size %lld is outside 1..%lld (CUDA's gridDim.x limit)", grid,
                 PRISM_MAX_GRID_BLOCKS);
        return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
    }
    for (int i = 0; i < PRISM_MAX_BOUND && k->bound[i].n != 0; i++) {
        unsigned lvl = k->bound[i].lvl, n = k->bound[i].n;
        if (lvl == PRISM_LVL_THREAD && block % n != 0) {
            snprintf(why, sizeof why, "block size %lld cannot be cut into thread[%u] units", block, n);
            return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
        }
        /* Conservative barriers of thread[n > 32] units use named barriers 1..15. */
        if (lvl == PRISM_LVL_THREAD && n > 32 && n < block && block / n > 15) {
            snprintf(why, sizeof why, "block size %lld has %lld thread[%u] units; at most 15 named barriers exist",
                     block, block / n, n);
            return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
        }
        if (lvl == PRISM_LVL_BLOCK && grid % n != 0) {
            snprintf(why, sizeof why, "grid size %lld cannot be cut into block[%u] units", grid, n);
            return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
        }
        if (lvl == PRISM_LVL_BLOCKDIM && block != n) {
            snprintf(why, sizeof why, "block size %lld, but the kernel requires exactly %u threads", block, n);
            return refuse(k, PRISM_ERR_LAUNCH_SHAPE, why);
        }
    }
    if (k->smem > PRISM_SMEM_DEVICE_LIMIT) {
        snprintf(why, sizeof why, "shared budget %u bytes exceeds the device limit of %u", k->smem,
                 PRISM_SMEM_DEVICE_LIMIT);
        return refuse(k, PRISM_ERR_SMEM, why);
    }
    return PRISM_OK;
}
