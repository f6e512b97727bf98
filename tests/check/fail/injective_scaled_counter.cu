/* P067 with windows written through a scaled loop counter (p8: a summed-
 * area table's wrong offset `t * SW` where `4 * t * SW` was meant went
 * through silently): `o[k * 512]` with offset `t * 512`, `o[2 * k]` with
 * `t * 2`, and `k += 2` with offset `t * 4`. */
#include "prism.h"
PRISM_DEVICE(void, windows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 512) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k * 512] = v;
        }
    }
    PRISM_PARTITION(o2, out, THREAD(1), t * 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o2[2 * k] = v;
        }
    }
    PRISM_PARTITION(o3, out, THREAD(1), t * 4) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 8; k += 2)
                o3[k] = v;
        }
    }
}
/*
 * check-name: P067 sees windows written through a scaled or stepped loop counter
 *
 * check-error-start
injective_scaled_counter.cu:10:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 512 elements apart, but the elements each writes span 0 to 1536 of its slot, so units 512 elements apart overlap [P067]
injective_scaled_counter.cu:13:28: note: written here
injective_scaled_counter.cu:10:40: note: at stake: two units write the same element: the last write wins at random
injective_scaled_counter.cu:10:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
injective_scaled_counter.cu:10:40: note: see: prism-check --explain P067
injective_scaled_counter.cu:16:41: warning: write partition 'o2' of 'out' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 0 to 6 of its slot, so units 2 elements apart overlap [P067]
injective_scaled_counter.cu:19:27: note: written here
injective_scaled_counter.cu:16:41: note: at stake: two units write the same element: the last write wins at random
injective_scaled_counter.cu:16:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
injective_scaled_counter.cu:22:41: warning: write partition 'o3' of 'out' is not injective: neighbouring thread[1] units are 4 elements apart, but the elements each writes span 0 to 6 of its slot, so units 4 elements apart overlap [P067]
injective_scaled_counter.cu:25:23: note: written here
injective_scaled_counter.cu:22:41: note: at stake: two units write the same element: the last write wins at random
injective_scaled_counter.cu:22:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
 * check-error-end
 */
