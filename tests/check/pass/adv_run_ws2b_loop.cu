/*
 * adv_run_ws2b_loop.cu - a library call met again through a loop's back
 * edge.  prism_block_exchange_ws2b_i32_128x4 hands each warp a slice of
 * its scratch (a thread[32] partition) and the warp's lanes store into it
 * and load each other's items (warp barriers inside).  Called once per
 * round of a block loop, each call's stores land on the slots the
 * previous call's loads read, by other lanes of the same warp (and the
 * scratch is the same bytes every round): the next call must wait for
 * the last one's loads.  Nothing else in the loop touches shared memory.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_exchange.h"

PRISM_KERNEL(ws2b_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_AT(THREAD(1)) int32_t ws[4], blocked[4];
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int warp = t / 32, lane = t % 32;
        for (int r = 0; r < 4; r++) {
            /* warp-striped: item i of lane l of warp w is the warp's item i * 32 + l */
            for (int i = 0; i < 4; i++)
                ws[i] = in[base + warp * 128 + i * 32 + lane] * (r + 1) + (acc & 7);
            PRISM_CALL(prism_block_exchange_ws2b_i32_128x4, blocked, ws);
            for (int i = 0; i < 4; i++)
                acc += blocked[i] * (i + 1);
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
    return PRISM_LAUNCH(ws2b_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): a warp-sliced library exchange called once per round of a block loop
 *
 * check-error-start
 * check-error-end
 */
