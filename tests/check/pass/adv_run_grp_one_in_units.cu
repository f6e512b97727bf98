/*
 * adv_run_grp_one_in_units.cu - one thread per 128-thread unit writes the
 * unit's whole slice, then the unit reads it, then the block reads across
 * units, in a block loop of 4 rounds.  The block hands each unit its half
 * of a tile (SPEC 6.3); inside PRISM_GROUP(THREAD(128)) the unit hands its
 * half to one thread with PRISM_ONE_CLAIM (SPEC 4.4, 6.4: the claim's
 * target thread[1] chosen by PRISM_ONE's split), which writes all 128
 * elements (a running sum of the input); then every thread of the unit
 * reads one element.  After the group the block reads the other half.
 * Legal: SPEC 4.1, 4.4, 6.3, 6.4, 7.  Orderings to keep: the one thread's
 * writes -> the unit's reads (bar.sync id, 128: thread 0 of the unit is
 * in warp 0, the readers in 4 warps); the unit's reads of round r -> the
 * one thread's writes of round r + 1 (WAR); the writes -> the block's
 * cross-unit reads (__syncthreads) and those -> the next round's writes.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_one_in_units, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(half, tile, THREAD(128), h * 128) {
                PRISM_GROUP(THREAD(128)) {
                    PRISM_AT(THREAD(1)) const int v = (int)PRISM_ID(THREAD(1));
                    PRISM_ONE_CLAIM(mine, half) {
                        int32_t s = r * 1000 + (acc & 7);
                        for (int i = 0; i < 128; i++) {
                            s += in[base + h * 128 + i];
                            mine[i] = s;
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += half[127 - v]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += 3 * tile[(t + 128) % 256]; }
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
        for (int r = 0; r < 4; r++) {
            for (int h = 0; h < 2; h++) {
                int32_t x = r * 1000 + (a[h * 128] & 7);
                for (int i = 0; i < 128; i++) {
                    x += in[b * 256 + h * 128 + i];
                    s[h * 128 + i] = x;
                }
            }
            for (int t = 0; t < 256; t++)
                a[t] += s[(t & ~127) + 127 - t % 128];
            for (int t = 0; t < 256; t++)
                a[t] += 3 * s[(t + 128) % 256];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_one_in_units, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): PRISM_ONE_CLAIM writes a 128-thread unit's slice, the unit and then the block read it, in rounds
 *
 * check-error-start
 * check-error-end
 */
