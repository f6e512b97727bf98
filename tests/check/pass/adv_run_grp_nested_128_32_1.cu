/*
 * adv_run_grp_nested_128_32_1.cu - nested groups block -> thread[128] ->
 * thread[32] -> thread[1] over one tile, in a block loop of 3 rounds.
 * The block hands each 128-thread unit its half (SPEC 6.3), the unit hands
 * each warp a quarter of its half, the warp hands each lane one slot; the
 * lane writes, the warp reads a lane of its own quarter, the unit (after
 * the warp groups end) reads a slot of its fourth warp over, and the
 * block (after the unit groups end) reads the other half.
 * Legal: SPEC 4.1 (each group derivable: 128 | 256, 32 | 128), 6.3, 7.
 * Orderings to keep, per round: lane writes -> warp read (__syncwarp);
 * lane writes -> the unit's cross-warp read (bar.sync id, 128); lane
 * writes -> the block's cross-unit read (__syncthreads); and every read of
 * round r -> the writes of round r + 1 (WAR at the level that read).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_nested_128_32_1, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(half, tile, THREAD(128), h * 128) {
                PRISM_GROUP(THREAD(128)) {
                    PRISM_AT(THREAD(1)) const int v = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                    PRISM_PARTITION(q, half, THREAD(32), w * 32) {
                        PRISM_GROUP(THREAD(32)) {
                            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(one, q, THREAD(1), l) {
                                PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + 5 * r + (acc & 63); }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += q[31 - l]; }
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += 3 * half[(v + 96) % 128]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += 7 * tile[(t + 128) % 256]; }
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
    for (int b = 0; b * 256 < n; b++) {
        int32_t a[256] = {0}, s[256];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 256; t++)
                s[t] = in[b * 256 + t] + 5 * r + (a[t] & 63);
            for (int t = 0; t < 256; t++)
                a[t] += s[(t & ~31) + 31 - t % 32];
            for (int t = 0; t < 256; t++)
                a[t] += 3 * s[(t & ~127) + (t % 128 + 96) % 128];
            for (int t = 0; t < 256; t++)
                a[t] += 7 * s[(t + 128) % 256];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_nested_128_32_1, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): nested block -> 128 -> 32 -> 1 partitions of one tile, read back at each level, in rounds
 *
 * check-error-start
 * check-error-end
 */
