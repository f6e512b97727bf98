/*
 * adv_run_lib_warp_s2b_inplace.cu - warp exchanges in place (output array
 * is the input array): docs/LIBRARY.md says "dst may be src" for the
 * blocked-to-striped forms; here the striped-to-blocked ones, by
 * shuffles and through a warp's shared slice, are used in place too, and
 * then the blocked-to-striped back, in rounds on the same slices.
 * Striped load + s2b must equal a blocked load.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_s2b_inplace, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2176),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, scratch, 4 * 33 * 4);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(ow, ob, THREAD(32), w * 128) {
                PRISM_PARTITION(sw, scratch, THREAD(32), w * 132) {
                    PRISM_GROUP(THREAD(32)) {
                        PRISM_AT(THREAD(1)) int32_t a[4];
                        PRISM_AT(THREAD(1)) int32_t c[4];
                        PRISM_CALL(prism_warp_load_striped_i32, a, in + base + 128 * w, 4);
                        PRISM_CALL(prism_warp_exchange_s2b_i32, a, a, 4);
                        for (int r = 0; r < 2; r++) {
                            PRISM_CALL(prism_warp_exchange_smem_b2s_i32, c, a, 4, sw);
                            PRISM_CALL(prism_warp_exchange_smem_s2b_i32, c, c, 4, sw);
                            for (int i = 0; i < 4; i++)
                                a[i] = c[i] + r;
                        }
                        PRISM_CALL(prism_warp_store_direct_i32, ow, a, 4);
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 1024; i++)
        out[i] = in[i] + 1;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_s2b_inplace, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): warp striped-to-blocked exchanges in place, by shuffles and through a slice
 *
 * check-error-start
 * check-error-end
 */
