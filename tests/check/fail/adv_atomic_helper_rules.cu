/*
 * adv_atomic_helper_rules.cu - atomics wrapped in plain C helpers keep the
 * atomic's rules (SPEC 6.7, 3.2): the call applies them.
 *
 *   - called from block code, every thread of the block applies the
 *     helper's atomic: the "forgot the if (threadIdx.x == 0)" counter,
 *     one level down (P108);
 *   - through a wrapper of the wrapper, the same (P108);
 *   - a helper that also stores plainly through the pointer is a store
 *     into block memory no thread owns (P040);
 *   - a grid counter bumped through the helper and read back in the same
 *     kernel: other blocks may still be bumping it (P108), whether the
 *     helper is plain C or a PRISM_DEVICE called with PRISM_CALL.
 */
#include "prism.h"

static __device__ void bump(int *bins, int k)
{
    atomicAdd(&bins[k], 1);
}

static __device__ void bump_twice(int *bins, int k)
{
    bump(bins, k);
    bump(bins, k + 1);
}

static __device__ void reset_and_bump(int *bins, int k)
{
    bins[0] = 0;
    atomicAdd(&bins[k], 1);
}

PRISM_DEVICE(void, helper_rules, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int *, in, BLOCK(1)))
{
    PRISM_SHARED(int, bins, 16);
    bump(bins, 3);                           /* error P108 */
    bump_twice(bins, 4);                     /* error P108 */
    PRISM_FOR_STRIDED(i, 256) {
        bump_twice(bins, in[i] & 7);         /* legal: thread[1] code */
        reset_and_bump(bins, in[i] & 15);    /* error P040 */
    }
}

PRISM_KERNEL(helper_grid_counter, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, total, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { bump(total, in[g] & 1); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = in[g] - total[0]; }   /* error P108 */
    }
}
PRISM_DEVICE(void, add_to, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, c, GRID(1)), PRISM_PARAM(int, by, THREAD(1)))
{
    atomicAdd(&c[0], by);
}

PRISM_KERNEL(device_grid_counter, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, total, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { PRISM_CALL(add_to, total, in[g]); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total[0]; }   /* error P108 */
    }
}
/*
 * check-name: adversarial: atomics wrapped in plain C helpers keep the atomic's rules
 * check-exit-value: 1
 *
 * check-error-start
adv_atomic_helper_rules.cu:38:10: error: 'bump' applies an atomic through 'bins' in code at block[1]: every thread of each block[1] unit would apply it, once per thread; an atomic is one thread's operation: call it from thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED) [P108]
adv_atomic_helper_rules.cu:38:10: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_atomic_helper_rules.cu:38:10: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_atomic_helper_rules.cu:38:10: note: see: prism-check --explain P108
adv_atomic_helper_rules.cu:39:16: error: 'bump_twice' applies an atomic through 'bins' in code at block[1]: every thread of each block[1] unit would apply it, once per thread; an atomic is one thread's operation: call it from thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED) [P108]
adv_atomic_helper_rules.cu:39:16: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_atomic_helper_rules.cu:39:16: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_atomic_helper_rules.cu:42:24: error: 'reset_and_bump' may store through 'bins', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_atomic_helper_rules.cu:42:24: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_atomic_helper_rules.cu:42:24: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_atomic_helper_rules.cu:42:24: note: see: prism-check --explain P040
adv_atomic_helper_rules.cu:53:49: error: 'total' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_atomic_helper_rules.cu:51:34: note: atomic applied here
adv_atomic_helper_rules.cu:53:49: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_atomic_helper_rules.cu:53:49: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_atomic_helper_rules.cu:69:41: error: 'total' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_atomic_helper_rules.cu:67:30: note: atomic applied here
adv_atomic_helper_rules.cu:69:41: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_atomic_helper_rules.cu:69:41: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
