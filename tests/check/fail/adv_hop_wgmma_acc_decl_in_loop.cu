/*
 * adv_hop_wgmma_acc_decl_in_loop.cu - a persistent tile loop with the accumulator declared (and
 * zeroed) inside it, and the wgmma.fence hoisted above the loop "since it
 * is the same every tile".  Each tile's zeroing is a register write after
 * the fence: the first wgmma of the tile may read the accumulator before
 * the zeros are in place (PTX ISA: wgmma.fence must order prior register
 * accesses to the accumulator before wgmma.mma_async).  SPEC 8.2 P124: a
 * fence between any other use of acc (its declaration or initialisation)
 * and the next wgmma that writes it.
 */
#include "prism.h"

PRISM_KERNEL(tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, ntiles, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float sum = 0.0f;
            prism_wgmma_fence();
            for (int tile = 0; tile < ntiles; tile++) {
                PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                prism_wgmma_m64n64k16_f32_bf16(acc, da + 64u * (uint64_t)tile, db, 1); /* error P124 */
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                sum += acc[0];
            }
            PRISM_GROUP(THREAD(1)) { o[0] = sum; }
        }
    }
}
/*
 * check-name: adversarial: hopper: the fence hoisted above a loop that declares the accumulator (P124)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_acc_decl_in_loop.cu:24:17: error: wgmma on 'acc' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
adv_hop_wgmma_acc_decl_in_loop.cu:23:43: note: the use
adv_hop_wgmma_acc_decl_in_loop.cu:24:17: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
adv_hop_wgmma_acc_decl_in_loop.cu:24:17: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
adv_hop_wgmma_acc_decl_in_loop.cu:24:17: note: see: prism-check --explain P124
 * check-error-end
 */
