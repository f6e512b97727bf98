/*
 * adv_run_async2_warp_slices.cu - each warp fills its own 128-int slice of
 * the block's tile by cp.async (a PRISM_ASYNC of the warp's partition),
 * reads its lanes' neighbours' elements inside the partition (a wait for
 * the copies and the warp's barrier), and after the partition the block
 * reads across the slices (a wait and the block's barrier).  Three
 * rounds: the next round's copies into a slice must wait for the other
 * warps' cross reads of the previous round.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_slices, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 3 * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(WARP(1));
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            for (int r = 0; r < 3; r++) {
                PRISM_PARTITION(slice, tile, WARP(1), w * 128) {
                    PRISM_GROUP(WARP(1)) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        PRISM_ASYNC(s_a, slice) {
                            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s_a + 4 * lane, in + base + r * 512 + w * 128 + 4 * lane); }
                        }
                        PRISM_GROUP(THREAD(1)) { acc += slice[(4 * lane + 9) % 128]; }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += 2 * tile[(4 * t + 130 * (r + 1)) % 512]; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128, w = t / 32, lane = t % 32;
        int32_t acc = 0;
        for (int r = 0; r < 3; r++) {
            const int32_t *v = in + b * 3 * 512 + r * 512;
            acc += v[w * 128 + (4 * lane + 9) % 128];
            acc += 2 * v[(4 * t + 130 * (r + 1)) % 512];
        }
        out[i] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_slices, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 3 * 512, 256);
}
/*
 * check-name: adversarial legal (runnable): warps fill their slices by cp.async, read within the warp, then across the block, three rounds
 *
 * check-error-start
 * check-error-end
 */
