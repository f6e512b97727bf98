/*
 * hopper_wgmma_ok.cu - legal wgmma protocols: a consumer arm that fences,
 * issues, commits and waits every round and reads the accumulators after
 * the loop; wait(1) in the loop with wait(0) after it; commits on both
 * sides of a branch; sizeof on an accumulator (not evaluated); a wgmma
 * whose scale-d is 0 right after a fence; two groups retired by wait(0);
 * break and continue after the wait.
 */
#include "prism.h"

PRISM_KERNEL(consumer_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[64] = {0.0f};
                    for (int k = 0; k < n; k++) {
                        prism_wgmma_fence();
                        prism_wgmma_m64n128k16_f32_bf16(acc, da, db, 1);
                        prism_wgmma_m64n128k16_f32_bf16(acc, da, db, 1);
                        prism_wgmma_commit();
                        prism_wgmma_wait(0);
                    }
                    PRISM_AT(THREAD(1)) float sum = 0.0f;
                    for (unsigned i = 0; i < sizeof acc / sizeof acc[0]; i++)
                        sum += acc[i];
                    PRISM_GROUP(THREAD(1)) { o[0] = sum; }
                }
                PRISM_CASE(1) { (void)n; }
            }
        }
    }
}

PRISM_KERNEL(branches, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32];
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
            if (n > 1) {
                prism_wgmma_commit();
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_commit();
            } else {
                prism_wgmma_commit();
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
PRISM_KERNEL(break_after_wait, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(uint64_t, da, GRID(1)), PRISM_PARAM(uint64_t, db, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(WARPGROUP(1)) {
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            for (int k = 0; k < n; k++) {
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                if (k == 7)
                    break;
                if (k == 3)
                    continue;
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc[0]; }
        }
    }
}
/*
 * check-name: legal wgmma: fenced rounds, waits that cover every group before the reads, commits on every path
 *
 * check-error-start
 * check-error-end
 */
