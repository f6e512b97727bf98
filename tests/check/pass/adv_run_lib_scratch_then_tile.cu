/*
 * adv_run_lib_scratch_then_tile.cu - a block reduction's scratch is still
 * being read when it returns (after its one barrier every thread folds
 * the warp totals, or rakes the grid, itself: docs/LIBRARY.md), and the
 * next sibling group allocates a tile at the same arena offset and
 * writes it at once.  Those writes must wait for the slowest warp's
 * reads of the scratch (write after read out of a callee, through the
 * arena).  Both algorithms, in rounds.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(scratch_then_tile, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4240),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_AT(THREAD(1)) int32_t v[1];
    (void)n;
    v[0] = in[g];
    for (int r = 0; r < 4; r++) {
        PRISM_GROUP(BLOCK(1)) {
            if (r % 2 == 0)
                acc += PRISM_CALL(prism_block_reduce_warps_sum_i32, v, 1);
            else
                acc += PRISM_CALL(prism_block_reduce_raking_max_i32, v, 1);
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 1060);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, tile, THREAD(1), t * 8) {
                PRISM_GROUP(THREAD(1)) {
                    for (int j = 0; j < 8; j++)
                        w[j] = -77 + j + r;
                }
            }
            v[0] = tile[(t * 8 + 9) % (8 * (int)PRISM_NTHREADS())] + in[g];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc + v[0]; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t v[128], acc[128] = {0};
        for (int t = 0; t < 128; t++)
            v[t] = in[b * 128 + t];
        for (int r = 0; r < 4; r++) {
            int32_t s = 0, m = v[0];
            for (int t = 0; t < 128; t++) {
                s += v[t];
                m = v[t] > m ? v[t] : m;
            }
            for (int t = 0; t < 128; t++) {
                acc[t] += r % 2 == 0 ? s : m;
                v[t] = -77 + 1 + r + in[b * 128 + t];
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t] + v[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(scratch_then_tile, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a tile written right where a returning reduction's scratch is still read
 *
 * check-error-start
 * check-error-end
 */
