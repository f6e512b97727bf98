/*
 * plain_helper_unsafe_calls.cu - a PRISM_UNSAFE statement in a plain
 * __device__ helper is trusted, not read (SPEC 9, 3.2): the call counts it
 * as writing through every non-const pointer the helper is given and its
 * result (and what it writes out) as per thread.  So the block's tile
 * handed to it from thread[1] code is P040 at the call, and a block[1]
 * local whose address it gets cannot receive what it writes (P030), as
 * for a helper whose body the checker never reads.
 */
#include "prism.h"
static __device__ void store_i32(int *p, int v)
{
    PRISM_UNSAFE { asm volatile("st.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory"); }
}
static __device__ void lane_into(int *o)
{
    PRISM_UNSAFE { asm volatile("{ .reg .u32 t; mov.u32 t, %%laneid; st.u32 [%0], t; }" ::"l"(o) : "memory"); }
}
static __device__ void store_via(int *p, int v) { store_i32(p, v); }

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_GROUP(THREAD(1)) { store_i32(tile + (g + 1) % 128, g); } /* error P040 */
        PRISM_GROUP(THREAD(1)) { store_via(tile + g, g); }             /* error P040 */
        PRISM_GROUP(THREAD(1)) { r = tile[g]; }
        int L = 0;
        lane_into(&L); /* error P030 */
        if (L == 0) {
            PRISM_SYNC();
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: a plain helper's PRISM_UNSAFE statement counts as writing its pointers and as per thread at the call
 * check-exit-value: 1
 *
 * check-error-start
plain_helper_unsafe_calls.cu:27:44: error: 'store_i32' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
plain_helper_unsafe_calls.cu:27:44: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_unsafe_calls.cu:27:44: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_unsafe_calls.cu:27:44: note: see: prism-check --explain P040
plain_helper_unsafe_calls.cu:28:44: error: 'store_via' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
plain_helper_unsafe_calls.cu:28:44: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_unsafe_calls.cu:28:44: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_unsafe_calls.cu:31:19: error: local 'L' at block[1] receives a value computed from the result of 'lane_into', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1], written by 'lane_into' through its address: values flow only from broader to narrower [P030]
plain_helper_unsafe_calls.cu:30:13: note: 'L' is declared block[1] here
plain_helper_unsafe_calls.cu:31:19: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
plain_helper_unsafe_calls.cu:31:19: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
plain_helper_unsafe_calls.cu:31:19: note: see: prism-check --explain P030
 * check-error-end
 */
