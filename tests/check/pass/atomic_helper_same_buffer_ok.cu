/*
 * Legal look-alikes of fail/atomic_helper_same_buffer.cu: a helper given
 * one grid buffer twice that reads it through one parameter BEFORE its
 * atomic through the other (an atomicCAS loop's first load: SPEC 6.7), a
 * helper that reads memory it names itself before its atomic
 * through the parameter it is given that memory in, a helper given two
 * different buffers (SPEC 5.2: a kernel's grid
 * parameters are distinct).
 */
#include "prism.h"

static __device__ unsigned read_then_bump(unsigned *c, const unsigned *r, int k)
{
    const unsigned before = r[k];
    atomicAdd(&c[k], 1u);
    return before;
}

static __device__ unsigned tally[64];

/* Memory it names itself, read before its atomic through the parameter given that memory. */
static __device__ unsigned read_tally_then_bump(unsigned *c, int k)
{
    const unsigned before = tally[k];
    atomicAdd(&c[k], 1u);
    return before;
}

static __device__ unsigned bump_then_read(unsigned *c, const unsigned *r, int k)
{
    atomicAdd(&c[k], 1u);
    return r[k];
}

PRISM_KERNEL(k_same_buffer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, counts, GRID(1)), PRISM_PARAM(const unsigned *, limits, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = read_then_bump(counts, counts, g & 7);
            o[0] += bump_then_read(hist, limits, g & 7);
            o[0] += read_tally_then_bump(tally, g & 7);
        }
    }
}

/*
 * check-name: legal: a helper given one grid buffer twice that reads it before its atomic, or two different buffers
 *
 * check-error-start
 * check-error-end
 */
