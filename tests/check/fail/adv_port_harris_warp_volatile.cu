/*
 * adv_port_harris_warp_volatile.cu - Harris's reduction #6 ("unroll the
 * last warp"), ported with its pre-Volta idiom: once the tree loop is down
 * to 64 elements the first warp finishes through a volatile pointer with
 * no barrier, vs[t] += vs[t + 32]; vs[t] += vs[t + 16]; ...  On Volta and
 * later the lanes of a warp are not in lock-step: lane t may read
 * vs[t + 16] before lane t + 16 has added vs[t + 48] into it, and the block
 * sum is wrong.  The port copies the block's shared pointer into a
 * thread's volatile pointer to store through it: P040 at the copy.
 */
#include "prism.h"

PRISM_KERNEL(reduce6, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, sdata, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, sdata, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
            }
            for (int s = 64; s > 32; s >>= 1) {
                PRISM_PARTITION(w, sdata, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < s)
                            w[0] += w[s];
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) {
                if (t < 32) {
                    volatile int32_t *vs = sdata; /* error P040 */
                    vs[t] += vs[t + 32];
                    vs[t] += vs[t + 16];
                    vs[t] += vs[t + 8];
                    vs[t] += vs[t + 4];
                    vs[t] += vs[t + 2];
                    vs[t] += vs[t + 1];
                }
            }
            PRISM_ONE_CLAIM(o1, ob) { o1[0] = sdata[0]; }
        }
    }
}
/*
 * check-name: adversarial port: Harris #6, the last warp unrolled through a volatile pointer with no barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_port_harris_warp_volatile.cu:34:39: error: 'vs' at thread[1] takes a pointer into 'sdata' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_port_harris_warp_volatile.cu:34:39: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_harris_warp_volatile.cu:34:39: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
adv_port_harris_warp_volatile.cu:34:39: note: see: prism-check --explain P040
 * check-error-end
 */
