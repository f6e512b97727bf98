/*
 * adv_run_async_warp_rounds.cu - per-warp cp.async double buffering with
 * one buffer.  Each round the block hands every warp its 32-slot slice
 * (a thread[32] partition); the warp marks the slice PRISM_ASYNC (its
 * code perspective, SPEC 6.5) and each lane copies one element into it;
 * after the async scope every lane reads the next lane's element (the
 * warp's wait and __syncwarp).  The next round's copies overwrite slots
 * this round's lanes may still be reading: the warp must meet between a
 * round's reads and the next round's copies (the WAR that double
 * buffering with one buffer always has).  The block reads the slices
 * after the loop.
 *
 * Was a hole (tagged adv-known-race): the region inside the loop was
 * analysed without its own back edge; sync_place.c repeat_regions now
 * analyses it again where no outer barrier runs between the rounds.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define NR 4
PRISM_KERNEL(async_warp_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int cbase = (int)PRISM_ID(BLOCK(1)) * NR * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < NR; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_ASYNC(a, ws) {
                        PRISM_GROUP(THREAD(1)) {
                            prism_cp_async4(a + lane, in + cbase + r * 128 + t);
                            prism_cp_async_commit();
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32] * (r + 1); }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 32) % 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 128; t++) {
            int32_t a = 0;
            for (int r = 0; r < NR; r++)
                a += in[(b * NR + r) * 128 + (t / 32) * 32 + (t % 32 + 1) % 32] * (r + 1);
            out[b * 128 + t] = a + 1000 * in[(b * NR + NR - 1) * 128 + (t + 32) % 128];
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_warp_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * NR * 128, 256);
}
/*
 * check-name: adversarial legal (runnable): per-warp cp.async into a warp's slice every round while its lanes read their neighbours
 *
 * check-error-start
 * check-error-end
 */
