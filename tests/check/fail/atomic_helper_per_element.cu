/*
 * The illegal look-alikes of pass/atomic_helper_per_element.cu: a
 * helper's loop over a grid buffer is one element per round only when
 * every access of it in the loop is at one expression of the loop's
 * counter, which only the loop's step changes.  Each helper here reads an
 * element after an atomic on it, so the call is P108 (SPEC 3.2): the
 * atomic lands on the element the next round reads; the pointer is made
 * before the loop (one element every round); the counter steps back in
 * the body; within a round the atomic comes before the read; the loop's
 * start applies it; an offset name holds another value than its
 * initialiser when the loop runs.
 */
#include "prism.h"

static __device__ unsigned next_element(unsigned *dst)
{
    unsigned s = 0;
    for (int k = 0; k < 4; k++) {
        s += dst[k];
        atomicAdd(&dst[k + 1], 1u);
    }
    return s;
}

static __device__ unsigned one_element(unsigned *dst, int j)
{
    unsigned s = 0;
    unsigned *p = &dst[j];
    for (int k = 0; k < 4; k++) {
        s += *p;
        atomicAdd(p, 1u);
    }
    return s;
}

static __device__ unsigned stepped_back(unsigned *dst)
{
    unsigned s = 0;
    for (int k = 0; k < 4; k++) {
        s += dst[k];
        atomicAdd(&dst[k], 1u);
        if (s > 8u)
            k--;
    }
    return s;
}

static __device__ unsigned atomic_first(unsigned *dst)
{
    unsigned s = 0;
    for (int k = 0; k < 4; k++) {
        atomicAdd(&dst[k], 1u);
        s += dst[k];
    }
    return s;
}

/* The loop's start applies the atomic round 0 then reads after. */
static __device__ unsigned atomic_in_start(unsigned *dst)
{
    unsigned s = 0;
    for (int k = (int)atomicAdd(&dst[0], 1u) * 0; k < 4; k++)
        s += dst[k];
    return s;
}

/* m is 5 when the loop runs, not its initial 0: the atomic lands on dst[k + 5], read 5 rounds later. */
static __device__ unsigned shifted_name(unsigned *dst, int j)
{
    unsigned s = 0;
    int m = 0;
    if (j > 0)
        m = 5;
    for (int k = 0; k < 4; k++) {
        s += dst[k];
        atomicAdd(&dst[k + m], 1u);
    }
    return s;
}

PRISM_KERNEL(k_not_per_element, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, a, GRID(1)), PRISM_PARAM(unsigned *, b, GRID(1)),
             PRISM_PARAM(unsigned *, c, GRID(1)), PRISM_PARAM(unsigned *, d, GRID(1)),
             PRISM_PARAM(unsigned *, e, GRID(1)), PRISM_PARAM(unsigned *, f, GRID(1)),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = next_element(a);      /* error P108 */
            o[0] += one_element(b, g);   /* error P108 */
            o[0] += stepped_back(c);     /* error P108 */
            o[0] += atomic_first(d);     /* error P108 */
            o[0] += atomic_in_start(e);  /* error P108 */
            o[0] += shifted_name(f, g);  /* error P108 */
        }
    }
}

/*
 * check-name: P108 through a helper's loop that is not one element per round (the next element, one pointer, a counter stepped back, the atomic first, in the loop's start, a name's later value)
 * check-exit-value: 1
 *
 * check-error-start
atomic_helper_per_element.cu:90:32: error: 'next_element' uses 'a' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:90:32: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:90:32: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_per_element.cu:90:32: note: see: prism-check --explain P108
atomic_helper_per_element.cu:91:32: error: 'one_element' uses 'b' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:91:32: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:91:32: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_per_element.cu:92:33: error: 'stepped_back' uses 'c' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:92:33: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:92:33: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_per_element.cu:93:33: error: 'atomic_first' uses 'd' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:93:33: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:93:33: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_per_element.cu:94:36: error: 'atomic_in_start' uses 'e' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:94:36: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:94:36: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_helper_per_element.cu:95:33: error: 'shifted_name' uses 'f' plainly after applying an atomic to it: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_helper_per_element.cu:95:33: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_helper_per_element.cu:95:33: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
