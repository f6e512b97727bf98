/*
 * adv_run_grp_unit_loop_warps.cu - the round loop inside a 128-thread unit
 * (PRISM_GROUP(THREAD(128)) of a 256-thread block), with warp groups in it.
 * Each round every warp writes its quarter of the unit's half (thread[1]
 * partition inside a thread[32] partition, SPEC 6.3) and reads a lane of
 * its own quarter; on rounds other than 2 (`continue` at the unit's level,
 * outside every scope: SPEC 6.6) the unit then reads a slot of another
 * warp.  Only the unit's named barrier can order a warp's cross-warp read
 * of round r against another warp's write of round r + 1.
 * Legal: SPEC 4.1, 6.3, 6.6, 7.  Orderings to keep: lane writes -> warp
 * read (__syncwarp); lane writes -> the unit's cross-warp read and that
 * read -> next round's writes (bar.sync id, 128, not __syncwarp); the
 * block's cross-unit read after the group (__syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_unit_loop_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(128)) const int h = (int)PRISM_ID(THREAD(128));
        PRISM_PARTITION(half, tile, THREAD(128), h * 128) {
            PRISM_GROUP(THREAD(128)) {
                PRISM_AT(THREAD(1)) const int v = (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                for (int r = 0; r < 5; r++) {
                    PRISM_PARTITION(q, half, THREAD(32), w * 32) {
                        PRISM_GROUP(THREAD(32)) {
                            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(one, q, THREAD(1), l) {
                                PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + 5 * r + (acc & 63); }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += q[31 - l]; }
                        }
                    }
                    if (r == 2)
                        continue;
                    PRISM_GROUP(THREAD(1)) { acc += 3 * half[(v + 32) % 128]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 7 * tile[(t + 128) % 256]; }
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
    for (int b = 0; b * 256 < n; b++) {
        int32_t a[256] = {0}, s[256];
        for (int r = 0; r < 5; r++) {
            for (int t = 0; t < 256; t++)
                s[t] = in[b * 256 + t] + 5 * r + (a[t] & 63);
            for (int t = 0; t < 256; t++)
                a[t] += s[(t & ~31) + 31 - t % 32];
            if (r == 2)
                continue;
            for (int t = 0; t < 256; t++)
                a[t] += 3 * s[(t & ~127) + (t % 128 + 32) % 128];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t] + 7 * s[(t + 128) % 256];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_unit_loop_warps, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): a 128-thread unit's round loop around warp groups, the unit reading across warps except on one round
 *
 * check-error-start
 * check-error-end
 */
