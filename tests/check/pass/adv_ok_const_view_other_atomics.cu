/*
 * adv_ok_const_view_other_atomics.cu - a const view read as warp-uniform
 * while another arm of the split adds atomically to a different shared
 * allocation (SPEC 5.2, 6.7).
 *
 * `ctr` and `hits` are two PRISM_SHARED allocations: disjoint memory.  Warp
 * 0 adds to hits[0] with atomics; warp 1 reads ctr[0] through the const
 * view `cc` and uses it as a full-warp trip count.  Nothing writes ctr
 * while it is readable as const (its claim ended at a barrier), so every
 * lane of warp 1 reads the same value: thread[32] is sound.  The same read
 * while warp 0's atomics target ctr is P030
 * (tests/check/fail/adv_uni_const_view_atomic_arm.cu).
 */
#include "prism.h"

PRISM_KERNEL(const_view_atomic_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64), WARP(1)), PRISM_SMEM(32),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, ctr, 4);
        PRISM_SHARED(unsigned, hits, 4);
        PRISM_ONE_CLAIM(z, ctr) { z[0] = 3u; }
        PRISM_ONE_CLAIM(h, hits) { h[0] = 0u; }
        const unsigned *cc = ctr;            /* block[1] const view */
        PRISM_GROUP(THREAD(64)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {              /* warp 0: adds to the other allocation */
                    PRISM_GROUP(THREAD(1)) {
                        for (int k = 0; k < in[g]; k++)
                            atomicAdd(&hits[0], 1u);
                    }
                }
                PRISM_CASE(1) {              /* warp 1: reads ctr, which no atomic touches */
                    PRISM_AT(THREAD(32)) const unsigned v = cc[0];
                    for (unsigned i = 0; i < v; i++)
                        r += prism_shfl_xor(r + 1, 1);
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: a const view read as warp-uniform while another arm adds atomically to other memory
 *
 * check-error-start
 * check-error-end
 */
