/*
 * Look-alikes of tests/check/fail/atomic_helper_use_after.cu that stay
 * legal (SPEC 6.7): a helper that reads before its atomic (an atomicCAS
 * loop's first load; a ticket taken after a peek), atomics alone, and a
 * read after an atomic on the block's shared memory, which the block's
 * own barriers order (only grid memory is P108).
 */
#include "prism.h"

static __device__ unsigned seen[1];

/* A float maximum by compare-and-swap: the plain load comes first. */
static __device__ float atomic_max_float(float *addr, float v)
{
    int *ai = (int *)addr;
    int old = *ai, assumed;
    do {
        assumed = old;
        old = atomicCAS(ai, assumed, __float_as_int(fmaxf(v, __int_as_float(assumed))));
    } while (assumed != old);
    return __int_as_float(old);
}

static __device__ unsigned peek_then_bump(void)
{
    unsigned before = seen[0];
    atomicAdd(&seen[0], 1u);
    return before;
}

static __device__ void bump_twice(unsigned *p)
{
    atomicAdd(p, 1u);
    atomicAdd(p + 1, 1u);
}

static __device__ unsigned bump_then_read_local(unsigned *bins, int k)
{
    atomicAdd(&bins[k], 1u);
    return bins[k];
}

PRISM_KERNEL(k_before, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)), PRISM_PARAM(float *, best, GRID(1)),
             PRISM_PARAM(unsigned *, count, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = (unsigned)atomic_max_float(best, 1.0f);
            o[0] += peek_then_bump();
            bump_twice(count);
        }
    }
}

PRISM_KERNEL(k_shared, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(32 * sizeof(unsigned)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 32);
        PRISM_FOR_STRIDED(i, 32) { (void)bump_then_read_local(bins, i); }
    }
}

/*
 * check-name: legal: helpers that read before their atomic, atomics alone, a read after an atomic on shared memory
 *
 * check-error-start
 * check-error-end
 */
