/*
 * adv_own_blockdim_mod.cu - a lane-sized fold (t % 32) in a block pinned to 64
 * threads: the two warps own the same 32 elements and both store them.
 */
#include "prism.h"

PRISM_KERNEL(two_warps_one_row, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, row, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(s, row, THREAD(1), t % 32) { /* warning P067 */
            PRISM_GROUP(THREAD(1)) { s[0] = in[t]; }
        }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset t % 32 in a block pinned to 64 threads
 *
 * check-error-start
adv_own_blockdim_mod.cu:13:44: warning: write partition 's' of 'row' is not injective: its offset takes at most 32 values over 64 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_blockdim_mod.cu:14:43: note: written here by every thread[1] unit
adv_own_blockdim_mod.cu:13:44: note: at stake: two units write the same element: the last write wins at random
adv_own_blockdim_mod.cu:13:44: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_blockdim_mod.cu:13:44: note: see: prism-check --explain P067
 * check-error-end
 */
