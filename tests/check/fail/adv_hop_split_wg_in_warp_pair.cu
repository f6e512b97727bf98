/*
 * adv_hop_split_wg_in_warp_pair.cu - a pair of warps ("the MMA pair") tries to hand a warpgroup role
 * to itself with PRISM_SPLIT(WARPGROUP): 64 threads hold no warpgroup, so
 * the arm would be threads of two pairs, and its wgmma would be issued by
 * threads that are not an aligned warpgroup of this unit.  SPEC 4.2: in
 * thread[n] code a thread-level split has n threads; a count that is not
 * whole WARPGROUP units is P020.
 */
#include "prism.h"

PRISM_KERNEL(pair_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), WARP(2)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(WARP(2)) {
            PRISM_SPLIT(WARPGROUP) { /* error P020 */
                PRISM_CASE(1) { (void)n; }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a WARPGROUP split inside a 64-thread unit (P020)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_split_wg_in_warp_pair.cu:16:13: error: split(WARPGROUP) in code at thread[64]: 64 threads are not whole WARPGROUP units [P020]
adv_hop_split_wg_in_warp_pair.cu:16:13: note: at stake: the arm would name units that the launch does not have
adv_hop_split_wg_in_warp_pair.cu:16:13: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
adv_hop_split_wg_in_warp_pair.cu:16:13: note: see: prism-check --explain P020
 * check-error-end
 */
