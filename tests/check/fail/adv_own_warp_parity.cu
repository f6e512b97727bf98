/*
 * adv_own_warp_parity.cu - warp slices indexed by w & 1 (a double buffer's parity mixed
 * up with the warp id): warps 0 and 2 (and 1 and 3) own the same 32
 * elements, and every lane of both stores its element of the slice.
 */
#include "prism.h"

PRISM_KERNEL(warp_parity, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(ws, tile, THREAD(32), (w & 1) * 32) { /* warning P067 */
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, ws, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { z[0] = in[lane]; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): warp slices taken with (w & 1) * 32 in a 128-thread block
 *
 * check-error-start
adv_own_warp_parity.cu:14:48: warning: write partition 'ws' of 'tile' is not injective: its offset takes at most 2 values over 4 or more thread[32] units, and each writes the same elements through it [P067]
adv_own_warp_parity.cu:18:51: note: written here by every thread[32] unit
adv_own_warp_parity.cu:14:48: note: at stake: two units write the same element: the last write wins at random
adv_own_warp_parity.cu:14:48: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_warp_parity.cu:14:48: note: see: prism-check --explain P067
 * check-error-end
 */
