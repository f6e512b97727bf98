/*
 * adv_grid_atomic_alias.cu - grid memory read back in the kernel that adds
 * to it atomically, the atomic or the read going through a local copy of
 * the kernel's pointer (SPEC 6.7, P108; 6.1).
 *
 * SPEC 6.7: "For memory of the whole grid (a grid[1] ... pointer) no
 * barrier orders blocks: a plain read or write of the pointer written after
 * the atomic in the same kernel, or a scope of it, is P108 ('read the
 * result in a later kernel')".  Written as `atomicAdd(&count[1], 1u)` then
 * `count[1]`, both kernels below are rejected; here one side of the pair
 * goes through `c2 = count + 1`, a writable view of the same grid[1]
 * memory made in grid code (legal in itself).  The read still races with
 * the other blocks' atomics.  SPEC 6.1: ownership is not laundered through
 * copies, and the grid rule of 6.6 (P066) follows "any name that points
 * into it".
 */
#include "prism.h"

/* the atomic through the view, the read through the parameter */
PRISM_KERNEL(atomic_via_view, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    unsigned *c2 = count + 1;
    PRISM_GROUP(THREAD(1)) { atomicAdd(&c2[0], 1u); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = count[1];                 /* error P108 */
        }
    }
}

/* the atomic through the parameter, the read through the view */
PRISM_KERNEL(read_via_view, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    unsigned *c2 = count + 1;
    PRISM_GROUP(THREAD(1)) { atomicAdd(&count[1], 1u); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = c2[0];                    /* error P108 */
        }
    }
}
/*
 * check-name: adversarial buggy: grid memory read after an atomic, one of the two through a view of the pointer (P108)
 * check-exit-value: 1
 *
 * check-error-start
adv_grid_atomic_alias.cu:28:20: error: 'count' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_grid_atomic_alias.cu:25:39: note: atomic applied here
adv_grid_atomic_alias.cu:28:20: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_grid_atomic_alias.cu:28:20: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_grid_atomic_alias.cu:28:20: note: see: prism-check --explain P108
adv_grid_atomic_alias.cu:42:20: error: 'c2' points into 'count', accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_grid_atomic_alias.cu:39:39: note: atomic applied here
adv_grid_atomic_alias.cu:42:20: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_grid_atomic_alias.cu:42:20: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
