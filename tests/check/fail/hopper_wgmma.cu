/*
 * hopper_wgmma.cu - the wgmma protocol on accumulators (SPEC 8.2): a fence
 * between other code's use of the accumulators and the next wgmma (P124);
 * no use between a wgmma and a prism_wgmma_wait that covers its commit
 * group (P125: wait(n) retires all but the newest n groups, and nothing
 * covers an uncommitted wgmma); a commit after every wgmma (P126).  In
 * loops the state at the head joins the state before the loop with the
 * state after an iteration; a break carries its state to the loop's exit.
 */
#include "prism.h"

#define WG_BOUND PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1))

PRISM_KERNEL(no_fence, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)))
{
    PRISM_GROUP(WARPGROUP(1)) {
        PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P124 */
        prism_wgmma_commit();
        prism_wgmma_wait(0);
    }
}

PRISM_KERNEL(touched_after_fence, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)))
{
    PRISM_GROUP(WARPGROUP(1)) {
        PRISM_AT(THREAD(1)) float acc[32];
        prism_wgmma_fence();
        for (int i = 0; i < 32; i++)
            acc[i] = 0.0f;
        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P124 */
        prism_wgmma_commit();
        prism_wgmma_wait(0);
    }
}

PRISM_KERNEL(read_uncommitted, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; } /* error P125 */
            prism_wgmma_commit();
        }
    }
}

PRISM_KERNEL(wait_too_shallow, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(1); /* the newest group stays in flight across the back edge */
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; } /* error P125 */
        }
    }
}

PRISM_KERNEL(never_committed, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(WARPGROUP(1)) {
        PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(0);
        if (n > 0)
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1); /* error P126 */
    }
}

PRISM_KERNEL(break_skips_commit, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                if (k == 7)
                    break; /* leaves with the wgmma uncommitted */
                prism_wgmma_commit();
                prism_wgmma_wait(0);
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; } /* error P125 */
        }
    }
}

/* fine: fence, wgmma into two accumulators, commit, wait(1) in the loop, wait(0) before the epilogue */
PRISM_KERNEL(pipelined, WG_BOUND, PRISM_SMEM(0), PRISM_PARAM(uint64_t, da, GRID(1)),
             PRISM_PARAM(uint64_t, db, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc0[32] = {0.0f};
            PRISM_AT(THREAD(1)) float acc1[32] = {0.0f};
            prism_wgmma_fence();
            for (int k = 0; k < n; k++) {
                prism_wgmma_m64n64k16_f32_bf16(acc0, da, db, 1);
                prism_wgmma_m64n64k16_f32_bf16(acc1, da, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(1);
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc0[0] + acc1[0]; }
        }
    }
}
/*
 * check-name: wgmma: fence before, wait covering the group before a read, commit after
 * check-exit-value: 1
 *
 * check-error-start
hopper_wgmma.cu:18:9: error: wgmma on 'acc' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
hopper_wgmma.cu:17:35: note: the use
hopper_wgmma.cu:18:9: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
hopper_wgmma.cu:18:9: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
hopper_wgmma.cu:18:9: note: see: prism-check --explain P124
hopper_wgmma.cu:32:9: error: wgmma on 'acc' after other code used it, with no prism_wgmma_fence() in between: the wgmma may read its registers before that code's writes land [P124]
hopper_wgmma.cu:31:13: note: the use
hopper_wgmma.cu:32:9: note: at stake: the wgmma may read accumulator registers before the earlier writes land: a silently wrong product
hopper_wgmma.cu:32:9: note: fix: call prism_wgmma_fence() after the last other use of the accumulators and before the wgmma (at the top of each round)
hopper_wgmma.cu:47:45: error: 'acc' is used while a wgmma that writes it may still run: the wgmma is not committed, so no prism_wgmma_wait covers it [P125]
hopper_wgmma.cu:45:13: note: the wgmma
hopper_wgmma.cu:47:45: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma.cu:47:45: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
hopper_wgmma.cu:47:45: note: see: prism-check --explain P125
hopper_wgmma.cu:65:45: error: 'acc' is used while a wgmma that writes it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since [P125]
hopper_wgmma.cu:61:17: note: the wgmma
hopper_wgmma.cu:65:45: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma.cu:65:45: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
hopper_wgmma.cu:80:13: error: wgmma on 'acc' is not followed by prism_wgmma_commit() before 'never_committed' ends: no wait can cover it [P126]
hopper_wgmma.cu:80:13: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
hopper_wgmma.cu:80:13: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
hopper_wgmma.cu:80:13: note: see: prism-check --explain P126
hopper_wgmma.cu:98:45: error: 'acc' is used while a wgmma that writes it may still run: the wgmma is not committed, so no prism_wgmma_wait covers it [P125]
hopper_wgmma.cu:92:17: note: the wgmma
hopper_wgmma.cu:98:45: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
hopper_wgmma.cu:98:45: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
