/*
 * adv_run_rt10_store_hints.cu - a partition written only through CUDA's
 * cache-hinted stores (__stcs, __stcg, __stwb, __stwt), then a neighbour's
 * element read: the stores are writes to the barrier inference (SPEC
 * 3.2), and the emulator now has them (red team rt10, na_stcs_emulator:
 * neither build linked).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(store_hints, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t % 4 == 0)
                    __stcs(&z[0], in[t] + 9);
                else if (t % 4 == 1)
                    __stcg(&z[0], in[t] + 9);
                else if (t % 4 == 2)
                    __stwb(&z[0], in[t] + 9);
                else
                    __stwt(&z[0], in[t] + 9);
            }
        }
        PRISM_GROUP(THREAD(1)) { v = tile[(t + 63) % 64]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[(i % 64 + 63) % 64] + 9;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(store_hints, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a partition written through cache-hinted stores, then a neighbour read
 *
 * check-error-start
 * check-error-end
 */
