/*
 * adv_run_warp_exchange_rounds.cu - what prism_block_exchange_ws2b does,
 * written by the user in a loop: the block hands each warp a 132-slot
 * slice of one scratch tile (a thread[32] partition) and the warp calls
 * the library's prism_warp_exchange_smem_s2b_i32 on it, which stores each
 * lane's items and loads other lanes' (a warp barrier inside).  One
 * exchange per round of a block loop: the next round's stores land on
 * slots this round's loads by other lanes still use, so the warp must
 * meet in between (CUB: "a __syncthreads() [here __syncwarp] should
 * follow if temp storage is reused").  Nothing else in the loop touches
 * shared memory.
 *
 * Was a hole (tagged adv-known-race): 0 points; the warp partition met
 * again through the back edge counted as one partition across rounds.
 * An alias handed to a call reaches elements the analysis does not bound,
 * so the partition is now ordered against its earlier rounds
 * (sync_stable.c, footprints_apart): 1 point, a `__syncthreads()` before
 * the partition in the loop (the conservative build's scope barrier;
 * a `__syncwarp()` would do, the point is in block code).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "warp/warp_exchange.h"

PRISM_KERNEL(warp_exchange_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_AT(THREAD(1)) int32_t st[4], bl[4];
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, scratch, 528);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int lane = t % 32;
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 4; r++) {
            for (int i = 0; i < 4; i++)
                st[i] = in[base + warp * 128 + i * 32 + lane] * (r + 1) + (acc & 7);
            PRISM_PARTITION(slice, scratch, THREAD(32), warp * 132) {
                PRISM_CALL(prism_warp_exchange_smem_s2b_i32, bl, st, 4, slice);
            }
            for (int i = 0; i < 4; i++)
                acc += bl[i] * (i + 1);
        }
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
        for (int w = 0; w < 4; w++) {
            int32_t a[32] = {0};
            for (int r = 0; r < 4; r++) {
                int32_t s[128];
                for (int l = 0; l < 32; l++)
                    for (int i = 0; i < 4; i++)
                        s[i * 32 + l] = in[b * 512 + w * 128 + i * 32 + l] * (r + 1) + (a[l] & 7);
                for (int l = 0; l < 32; l++)
                    for (int i = 0; i < 4; i++)
                        a[l] += s[l * 4 + i] * (i + 1);
            }
            for (int l = 0; l < 32; l++)
                out[b * 128 + w * 32 + l] = a[l];
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_exchange_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): a user loop handing each warp its scratch slice for a library warp exchange every round
 *
 * check-error-start
 * check-error-end
 */
