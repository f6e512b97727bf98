/*
 * adv_run_split_at_grid_top.cu - warp specialisation written at a
 * kernel's top, without a PRISM_GROUP(BLOCK(1)) first: a thread split in
 * grid[1] code splits every block (SPEC 4.2), so in every block of 96
 * threads the first two warps and the third do different work, and each
 * thread writes its own global element.  Run on 4 blocks, so that an arm
 * taken only in block 0 (a split of the grid's threads) would leave blocks
 * 1-3 unwritten.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(split_at_grid_top, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(96), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) {
                PRISM_GROUP(THREAD(1)) {
                    if (g < n)
                        o[0] = in[g] * 2;
                }
            }
            PRISM_CASE(1) {
                PRISM_GROUP(THREAD(1)) {
                    if (g < n)
                        o[0] = in[g] + 7;
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = i % 96 < 64 ? in[i] * 2 : in[i] + 7;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(split_at_grid_top, 4, 96, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 384);
}
/*
 * check-name: adversarial legal (runnable): a warp split at a kernel's grid[1] top splits every block
 *
 * check-error-start
 * check-error-end
 */
