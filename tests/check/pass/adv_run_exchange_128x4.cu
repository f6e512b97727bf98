/*
 * adv_run_exchange_128x4.cu - prism_block_exchange_b2s_i32_128x4 assumes 128 threads; the kernel
 * says BLOCKDIM(128), so the launch refuses any other size.  Blocked
 * to striped and back out must reproduce the input.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_load.h"
#include "block/block_exchange.h"

PRISM_KERNEL(exchange_128x4, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) int32_t blocked[4], striped[4];
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            (void)n;
            PRISM_CALL(prism_block_load_direct_i32, blocked, in + base, 4);
            PRISM_CALL(prism_block_exchange_b2s_i32_128x4, striped, blocked);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    for (int i = 0; i < 4; i++)
                        o[128 * i] = striped[i];
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(exchange_128x4, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): a per-shape block exchange under the exact block size it needs
 *
 * check-error-start
 * check-error-end
 */
