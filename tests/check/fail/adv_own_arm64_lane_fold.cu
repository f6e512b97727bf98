/*
 * adv_own_arm64_lane_fold.cu - inside the 64-thread arm that owns a claimed 64-element
 * buffer, each thread takes its slot as l & 31 (a warp-lane habit): the
 * arm's two warps own the same 32 slots and both store them.  SPEC 6.3
 * (P067): 32 values over the arm's 64 thread[1] units.
 */
#include "prism.h"

PRISM_KERNEL(arm64, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(256))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, buf, 64);
        PRISM_CLAIM(c, buf, THREAD(64)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) {
                    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(x, c, THREAD(1), l & 31) { /* warning P067 */
                        PRISM_GROUP(THREAD(1)) { x[0] = (float)l; }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): a lane index (l & 31) used as the slot in a 64-thread split arm
 *
 * check-error-start
adv_own_arm64_lane_fold.cu:17:54: warning: write partition 'x' of 'c' is not injective: its offset takes at most 32 values over 64 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_arm64_lane_fold.cu:18:55: note: written here by every thread[1] unit
adv_own_arm64_lane_fold.cu:17:54: note: at stake: two units write the same element: the last write wins at random
adv_own_arm64_lane_fold.cu:17:54: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_arm64_lane_fold.cu:17:54: note: see: prism-check --explain P067
 * check-error-end
 */
