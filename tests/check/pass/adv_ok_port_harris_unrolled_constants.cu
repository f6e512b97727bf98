/*
 * adv_ok_port_harris_unrolled_constants.cu - Harris's reduction #6 as a
 * template would unroll it, with the block size a compile-time constant:
 * `if (BS >= 512) { ... }`, `if (BS >= 256) { ... }` around each step's
 * partition (the barrier), and the thread test `if (t < 128)` inside
 * the step's thread code.  Constant conditions are broader than every
 * perspective (SPEC 2.2), so the partitions' barriers under them are
 * reached by the whole block; the last warp's steps are a claimed
 * one-warp arm with a partition per step (never a volatile pointer).
 */
#include "prism.h"

enum { BS = 256 };

PRISM_KERNEL(reduce6_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BS), WARP(1)), PRISM_SMEM(BS * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * BS * 2;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, sdata, BS);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, sdata, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] + in[base + t + BS]; }
            }
            if (BS >= 512) {
                PRISM_PARTITION(w, sdata, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < 256)
                            w[0] += w[256];
                    }
                }
            }
            if (BS >= 256) {
                PRISM_PARTITION(w, sdata, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < 128)
                            w[0] += w[128];
                    }
                }
            }
            if (BS >= 128) {
                PRISM_PARTITION(w, sdata, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < 64)
                            w[0] += w[64];
                    }
                }
            }
            PRISM_CLAIM(ws, sdata, WARP(1)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        for (int s = 32; s > 0; s >>= 1) {
                            PRISM_PARTITION(w, ws, THREAD(1), lane) {
                                PRISM_GROUP(THREAD(1)) {
                                    if (lane < s)
                                        w[0] += w[s];
                                }
                            }
                        }
                    }
                }
            }
            PRISM_ONE_CLAIM(o1, ob) { o1[0] = sdata[0]; }
        }
    }
}
/*
 * check-name: adversarial port legal: Harris #6 unrolled on a constant block size, the last warp as a claimed arm
 *
 * check-error-start
 * check-error-end
 */
