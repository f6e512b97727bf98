/*
 * A plain helper given one grid buffer in two parameters (the same
 * pointer, or two pointers into it at any offsets) that applies an atomic
 * through one and then uses the other plainly reads that buffer after its
 * own atomic: the inline "atomic, then a plain read" of SPEC 6.7, P108 at
 * the call (probe N, M2).  Each parameter's summary is the argument's
 * buffer's, so the order holds across parameters, across a parameter and
 * memory the helper names itself, and through a second helper that passes
 * both on.  Look-alikes that stay legal:
 * tests/check/pass/atomic_helper_same_buffer_ok.cu.
 */
#include "prism.h"

static __device__ unsigned tally[64];

static __device__ unsigned bump_then_read(unsigned *c, const unsigned *r, int k)
{
    atomicAdd(&c[k], 1u);
    return r[k];
}

/* Passes both on: the inner order is the outer call's. */
static __device__ unsigned relay(unsigned *c, const unsigned *r, int k)
{
    return bump_then_read(c, r, k);
}

/* An atomic through its parameter, then a read of memory it names itself. */
static __device__ unsigned bump_then_read_tally(unsigned *c, int k)
{
    atomicAdd(&c[k], 1u);
    return tally[k];
}

PRISM_KERNEL(k_same_buffer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, counts, GRID(1)), PRISM_PARAM(unsigned *, more, GRID(1)),
             PRISM_PARAM(unsigned *, deep, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = bump_then_read(counts, counts, g & 7);      /* error P108 */
            o[0] += bump_then_read(more + 8, more, g & 7);     /* error P108 */
            o[0] += relay(deep, deep, g & 7);                  /* error P108 */
            o[0] += bump_then_read_tally(tally, g & 7);        /* error P108 */
        }
    }
}

/*
 * check-name: P108 through a plain helper given one grid buffer in two parameters (same pointer, other offsets, two helpers deep) or in a parameter and by its own name
 * check-exit-value: 1
 *
 * check-error-start
atomic_helper_same_buffer.cu:42:34: error: 'bump_then_read' uses 'counts' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_same_buffer.cu:42:34: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_same_buffer.cu:42:34: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_same_buffer.cu:42:34: note: see: prism-check --explain P108
atomic_helper_same_buffer.cu:43:35: error: 'bump_then_read' uses 'more' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_same_buffer.cu:43:35: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_same_buffer.cu:43:35: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_same_buffer.cu:44:26: error: 'relay' uses 'deep' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_same_buffer.cu:44:26: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_same_buffer.cu:44:26: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_same_buffer.cu:45:41: error: 'bump_then_read_tally' uses 'tally' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_same_buffer.cu:45:41: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_same_buffer.cu:45:41: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
