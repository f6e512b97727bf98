/*
 * adv_run_stencil_halo.cu - the interior is one element per thread; the first and last threads
 * also write the halo cells through their own partition pointer
 * (mine[-1], mine[1]).  Writes at other indices of a partition
 * pointer are legal; nothing overlaps.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(stencil_halo, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 130);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(mine, tile, THREAD(1), t + 1) {
            PRISM_GROUP(THREAD(1)) {
                mine[0] = in[base + t];
                if (t == 0)
                    mine[-1] = base > 0 ? in[base - 1] : 0;
                if (t == 127)
                    mine[1] = base + 128 < n ? in[base + 128] : 0;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] + 2 * tile[t + 1] + tile[t + 2]; }
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
    for (int i = 0; i < n; i++) {
        int32_t l = i > 0 ? in[i - 1] : 0, r = i + 1 < n ? in[i + 1] : 0;
        out[i] = l + 2 * in[i] + r;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(stencil_halo, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a 3-point stencil with a halo written by the edge threads
 *
 * check-error-start
 * check-error-end
 */
