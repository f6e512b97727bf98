/*
 * adv_run_lib_store_smem_war.cu - BlockStore into a shared tile in
 * rounds, and plain reads of a neighbour's slots after each store: the
 * store's writes must wait for the previous round's reads by the other
 * threads (write after read across a library call), and the reads for
 * the store (read after write).  CUB would need two __syncthreads().
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(store_smem_war, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4];
        for (int k = 0; k < 4; k++) {
            for (int i = 0; i < 4; i++)
                items[i] = in[(4 * g + i) % n] * (k + 1) + i;
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            acc += tile[(4 * t + 5 + 64 * k) % 512];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int g = 0; g < 256; g++) {
        int b = g / 128, t = g % 128;
        int32_t acc = 0;
        for (int k = 0; k < 4; k++) {
            int s = (4 * t + 5 + 64 * k) % 512;
            int tt = b * 128 + s / 4, i = s % 4;
            acc += in[(4 * tt + i) % n] * (k + 1) + i;
        }
        out[g] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(store_smem_war, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): block stores into a shared tile in rounds, neighbours read between
 *
 * check-error-start
 * check-error-end
 */
