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
 * Was a hole (accepted with exit 0): the wgmma was seen as writing 'cur',
 * not the arrays 'cur' points to.  The second kernel reads an accumulator
 * in flight through a pointer to it.
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
PRISM_KERNEL(read_through, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) const float *view = acc;
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
            prism_wgmma_commit();
            PRISM_AT(THREAD(1)) const float first = view[0]; /* error P125 */
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = first + acc[1]; }
        }
    }
}
/*
 * check-name: adversarial: hopper: an accumulator read while a wgmma writes it through a pointer alias (P125)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_wgmma_acc_alias_read.cu:32:22: error: 'acc0' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hop_wgmma_acc_alias_read.cu:30:17: note: the wgmma
adv_hop_wgmma_acc_alias_read.cu:32:22: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hop_wgmma_acc_alias_read.cu:32:22: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
adv_hop_wgmma_acc_alias_read.cu:32:22: note: see: prism-check --explain P125
adv_hop_wgmma_acc_alias_read.cu:51:53: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
adv_hop_wgmma_acc_alias_read.cu:49:13: note: the wgmma
adv_hop_wgmma_acc_alias_read.cu:51:53: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
adv_hop_wgmma_acc_alias_read.cu:51:53: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
