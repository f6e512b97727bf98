/*
 * A plain helper whose loop reads each element of a grid buffer before
 * its own atomic on it, one element per round (a vectorised atomicCAS
 * float max, counting up or down, by `&dst[k]` or `dst + k`): no round
 * reads an element an earlier round updated, so the loop is no "plain
 * use after an atomic" (SPEC 3.2, probe N F8), as the same loop written
 * inline is not (SPEC 6.7).  Illegal look-alikes:
 * fail/atomic_helper_per_element.cu.
 */
#include "prism.h"

static __device__ void atomic_max_vec4(float *dst, const float *v)
{
    for (int k = 0; k < 4; k++) {
        int *ai = (int *)&dst[k];
        int old = *ai;
        while (__int_as_float(old) < v[k]) {
            const int assumed = old;
            old = atomicCAS(ai, assumed, __float_as_int(v[k]));
            if (old == assumed)
                break;
        }
    }
}

static __device__ void atomic_min_vec4_down(float *dst, const float *v)
{
    for (int k = 3; k >= 0; k--) {
        int *ai = (int *)(dst + k);
        int old = ai[0];
        while (__int_as_float(old) > v[k]) {
            const int assumed = old;
            old = atomicCAS(ai, assumed, __float_as_int(v[k]));
            if (old == assumed)
                break;
        }
    }
}

PRISM_KERNEL(k_per_element, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(float *, mx, GRID(1)), PRISM_PARAM(float *, mn, GRID(1)))
{
    PRISM_FOR_STRIDED(i, n / 4) {
        atomic_max_vec4(mx, x + 4 * i);
        atomic_min_vec4_down(mn, x + 4 * i);
    }
}

/*
 * check-name: legal: a helper's loop that reads each element of a grid buffer before its own atomic, one element per round
 *
 * check-error-start
 * check-error-end
 */
