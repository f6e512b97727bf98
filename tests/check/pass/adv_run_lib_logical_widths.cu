/*
 * adv_run_lib_logical_widths.cu - CUB's logical warps: reductions and
 * scans of 8- and 16-lane groups, a broadcast from a constant lane of
 * each 4-lane group, and the partial-warp reduction of the first `valid`
 * lanes, all 32 lanes calling, in a 2-warp split arm and a 1-warp one.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(logical_widths, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t a = 0, b = 0, c = 0, d = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) {
                a = PRISM_CALL(prism_warp_reduce_sum_i32, in[g], 8);
                b = PRISM_CALL(prism_warp_scan_incl_max_i32, in[g], 16);
                c = PRISM_CALL(prism_warp_broadcast_i32, in[g], 3, 4);
                d = PRISM_CALL(prism_warp_reduce_valid_min_i32, in[g], 5, 8);
            }
            PRISM_CASE(1) {
                a = PRISM_CALL(prism_warp_scan_excl_sum_i32, in[g], 100, 16);
                b = PRISM_CALL(prism_warp_reduce_max_i32, in[g], 2);
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), 4 * g) {
        PRISM_GROUP(THREAD(1)) { o[0] = a; o[1] = b; o[2] = c; o[3] = d; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int g = 0; g < 256; g++) {
        int t = g % 128, w = t / 32, l = t % 32;
        int32_t a = 0, b = 0, c = 0, d = 0;
        if (w < 2) {
            int s8 = g - l % 8, s16 = g - l % 16, s4 = g - l % 4;
            for (int i = 0; i < 8; i++)
                a += in[s8 + i];
            b = in[s16];
            for (int i = s16; i <= g; i++)
                b = in[i] > b ? in[i] : b;
            c = in[s4 + 3];
            d = in[s8];
            for (int i = 0; i < 5; i++)
                d = in[s8 + i] < d ? in[s8 + i] : d;
        } else if (w == 2) {
            int s16 = g - l % 16, s2 = g - l % 2;
            a = 100;
            for (int i = s16; i < g; i++)
                a += in[i];
            b = in[s2] > in[s2 + 1] ? in[s2] : in[s2 + 1];
        }
        out[4 * g] = a;
        out[4 * g + 1] = b;
        out[4 * g + 2] = c;
        out[4 * g + 3] = d;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(logical_widths, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 1024);
}
/*
 * check-name: adversarial legal (runnable): logical warps of 2 to 16 lanes in warp split arms
 *
 * check-error-start
 * check-error-end
 */
