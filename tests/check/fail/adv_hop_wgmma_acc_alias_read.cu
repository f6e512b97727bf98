/*
 * adv_hop_wgmma_acc_alias_read.cu - ping-pong accumulators selected through a pointer: even k
 * accumulate into acc0, odd k into acc1, through `cur`.  Between the
 * commit and the wait the loop folds acc0[0] into a running value ("acc0
 * is the idle one") - but on even k acc0 is exactly what the wgmma just
 * issued writes: the read races with the tensor cores (PTX: accessing the
 * accumulator registers before wgmma.wait_group is undefined; the
 * emulator sets them to NaN until the wait).  SPEC 8.2 P125: the checker
 * follows every array some wgmma writes, and any use of it before a wait
 * that retires the wgmma is the error.
 * HOLE (check-known-to-fail): accepted with exit 0 - the wgmma is seen as
 * writing 'cur', not the arrays 'cur' points to, so the read of acc0 is
 * not a use of an accumulator in flight.
 */
#include "prism.h"

PRISM_KERNEL(ping_pong, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc0[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc1[32] = {0.0f};
            PRISM_AT(THREAD(1)) float s = 0.0f;
            for (int k = 0; k < n; k++) {
                PRISM_AT(THREAD(1)) float *cur = (k & 1) ? acc1 : acc0;
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(cur, da + 2u * (uint64_t)k, db + 2u * (uint64_t)k, 1);
                prism_wgmma_commit();
                s += acc0[0]; /* error P125 */
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = s; }
        }
    }
}
/*
 * check-name: adversarial: hopper: an accumulator read while a wgmma writes it through a pointer alias (P125)
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_hop_wgmma_acc_alias_read.cu:32:0: error: P125 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
