/*
 * A plain helper that reads or stores grid memory after applying an
 * atomic to it is the inline "atomic, then a plain read" of SPEC 6.7:
 * other blocks may still be applying theirs (P108 at the call).  The
 * order is the helper's own: in its body, through the helpers it calls,
 * or in a loop whose next round reads after this round's atomic.  Named
 * (__device__) memory and memory given as a parameter alike.
 * Look-alikes that stay legal: tests/check/pass/atomic_helper_use_before.cu.
 */
#include "prism.h"

static __device__ unsigned hits[1];

static __device__ unsigned bump_then_read(void)
{
    atomicAdd(&hits[0], 1u);
    return hits[0];
}

static __device__ unsigned read_in_loop(int n)
{
    unsigned v = 0;
    for (int i = 0; i < n; i++) {
        v += hits[0];
        atomicAdd(&hits[0], 1u);
    }
    return v;
}

static __device__ unsigned bump_ptr_then_read(unsigned *p)
{
    atomicAdd(p, 1u);
    return *p;
}

static __device__ void bump_ptr_then_store(unsigned *p)
{
    atomicMax(p, 7u);
    p[1] = 0u;
}

/* Through a second helper: the order travels up with its summary. */
static __device__ unsigned outer(unsigned *p)
{
    return bump_ptr_then_read(p);
}

PRISM_KERNEL(k_named, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = bump_then_read(); /* error P108 */ }
    }
}

PRISM_KERNEL(k_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = read_in_loop(4); /* error P108 */ }
    }
}

PRISM_KERNEL(k_param, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)), PRISM_PARAM(unsigned *, count, GRID(1)),
             PRISM_PARAM(unsigned *, flags, GRID(1)), PRISM_PARAM(unsigned *, deep, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = bump_ptr_then_read(count); /* error P108 */
            bump_ptr_then_store(flags);       /* error P040 */
            o[0] += outer(deep);              /* error P108 */
        }
    }
}

/*
 * check-name: P108 through a plain helper: grid memory used plainly after the helper's own atomic (named, in a loop, through a parameter, two helpers deep)
 * check-exit-value: 1
 *
 * check-error-start
atomic_helper_use_after.cu:53:55: error: 'bump_then_read' uses 'hits' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_use_after.cu:53:55: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_use_after.cu:53:55: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_use_after.cu:53:55: note: see: prism-check --explain P108
atomic_helper_use_after.cu:62:53: error: 'read_in_loop' uses 'hits' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_use_after.cu:62:53: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_use_after.cu:62:53: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_use_after.cu:73:38: error: 'bump_ptr_then_read' uses 'count' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_use_after.cu:73:38: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_use_after.cu:73:38: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_use_after.cu:74:33: error: 'bump_ptr_then_store' may store through 'flags', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
atomic_helper_use_after.cu:74:33: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
atomic_helper_use_after.cu:74:33: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
atomic_helper_use_after.cu:74:33: note: see: prism-check --explain P040
atomic_helper_use_after.cu:75:26: error: 'outer' uses 'deep' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_use_after.cu:75:26: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_use_after.cu:75:26: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
