/* Look-alikes of fail/injective_scaled_counter.cu that never meet: the
 * counter's step is the partition's whole slot apart (`o[k * 128]` with
 * `t * 4` over 32 units), interleaved (`k += 2` with `t * 8`), and a
 * window of a copy no wider than its step. */
#include "prism.h"
PRISM_DEVICE(void, windows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 4) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k * 128] = v;
        }
    }
    PRISM_PARTITION(o3, out, THREAD(1), t * 8) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 8; k += 2)
                o3[k] = v;
        }
    }
    PRISM_PARTITION(o4, out, THREAD(1), t * 8) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 8; k = k + 4)
                o4[k + 1] = v;
        }
    }
}
/*
 * check-name: scaled or stepped loop counters whose windows never meet a neighbour's
 *
 * check-error-start
 * check-error-end
 */
