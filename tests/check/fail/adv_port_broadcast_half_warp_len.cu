/*
 * adv_port_broadcast_half_warp_len.cu - segmented processing with two
 * 16-lane segments per warp: each segment's first lane holds the
 * segment's length and broadcasts it, len = __shfl_sync(FULL, mylen, 0,
 * 16), and the warp then loops `for (k = 0; k < len; k++)` around a
 * full-warp shuffle.  With width 16 each half gets its own lane 0: the
 * two halves see different lengths, and the shorter half leaves the loop
 * while the other still calls the warp shuffle (a hang or garbage on
 * Volta).  A width-16 broadcast is uniform over thread[16] only: kept in
 * a thread[32] variable it is P030.
 */
#include "prism.h"

PRISM_KERNEL(seg_rotate, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(32)) const int len = __shfl_sync(0xffffffffu, v & 7, 0, 16); /* error P030 */
            for (int k = 0; k < len; k++)
                v = __shfl_sync(0xffffffffu, v, ((int)PRISM_ID(THREAD(1)) + 1) % 32);
            PRISM_GROUP(THREAD(1)) { o[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: a width-16 broadcast taken as uniform over the warp
 * check-exit-value: 1
 *
 * check-error-start
adv_port_broadcast_half_warp_len.cu:21:44: error: 'len' at thread[32] cannot receive a thread[16] value (from the broadcast of '__shfl_sync'): values flow only from broader to narrower [P030]
adv_port_broadcast_half_warp_len.cu:21:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_broadcast_half_warp_len.cu:21:44: note: fix: declare 'len' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
adv_port_broadcast_half_warp_len.cu:21:44: note: see: prism-check --explain P030
 * check-error-end
 */
