/*
 * adv_injective_warp_constant.cu - the per-warp slice is computed from a
 * block-uniform value instead of the warp id: every warp owns (and
 * writes) the same 32 elements.
 */
#include "prism.h"

PRISM_DEVICE(void, same_slice, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, base, BLOCK(1)))
{
    PRISM_SHARED(int, tile, 256);
    PRISM_PARTITION(wt, tile, THREAD(32), base * 32) { /* warning P067 */
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(slot, wt, THREAD(1), lane) {
                PRISM_GROUP(THREAD(1)) { slot[0] = lane; }
            }
        }
    }
}
/*
 * check-name: adversarial: per-warp partition of a shared tile with the same offset in every warp
 *
 * check-error-start
adv_injective_warp_constant.cu:12:43: warning: write partition 'wt' of 'tile' is not injective: its offset is the same for every thread[32] unit, and each writes the same elements through it [P067]
adv_injective_warp_constant.cu:16:50: note: written here by every thread[32] unit
adv_injective_warp_constant.cu:12:43: note: at stake: two units write the same element: the last write wins at random
adv_injective_warp_constant.cu:12:43: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_injective_warp_constant.cu:12:43: note: see: prism-check --explain P067
 * check-error-end
 */
