/*
 * adv_run_grp_warp_rounds_oddblock.cu - a block loop of 7 rounds over a
 * tile partitioned into warp slices (SPEC 6.3, offset PRISM_ID(THREAD(32))
 * * 32).  Every round each warp writes its slice (a thread[1] partition)
 * and reads a lane of its own slice (a warp barrier orders that); only on
 * odd rounds (a uniform `if` on the round) the block reads across warps
 * after the warp partition ends; round 3 `continue`s before the warp step
 * of the second half, and round 5 `break`s out after the block read.
 * Legal: SPEC 4.1, 6.3, 6.6 (break/continue at block level, outside any
 * scope), 7.  Orderings to keep: each round's warp writes before the
 * warp's reads (__syncwarp); on odd rounds the warps' writes before the
 * block's cross-warp reads (__syncthreads) and those reads before the next
 * round's warp writes (WAR: on even rounds the warp barrier is NOT enough,
 * the block read of the previous odd round was across warps).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_warp_rounds_oddblock, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 7; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), w * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(one, ws, THREAD(1), l) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * (r + 1) + (acc & 31); }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(l + 5) % 32]; }
                }
            }
            if (r == 3)
                continue;
            if (r % 2 == 1) {
                PRISM_GROUP(THREAD(1)) { acc += 7 * tile[(t + 32) % 128]; }
            }
            if (r == 5)
                break;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        int32_t a[128] = {0}, s[128];
        for (int r = 0; r < 7; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + t] * (r + 1) + (a[t] & 31);
            for (int t = 0; t < 128; t++)
                a[t] += s[(t / 32) * 32 + (t % 32 + 5) % 32];
            if (r == 3)
                continue;
            if (r % 2 == 1)
                for (int t = 0; t < 128; t++)
                    a[t] += 7 * s[(t + 32) % 128];
            if (r == 5)
                break;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_warp_rounds_oddblock, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): warp slices rewritten each round, block reads across warps on odd rounds only, continue and break
 *
 * check-error-start
 * check-error-end
 */
