/*
 * adv_run_nested_partition.cu - the output is handed from the grid to each block, from the block to
 * each warp, from the warp to each lane; each level's offset is
 * computed from the id in its enclosing scope.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(nested_partition, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(ow, ob, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(ol, ow, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) {
                            if (base + warp * 32 + lane < n)
                                ol[0] = 3 * in[base + warp * 32 + lane] + warp;
                        }
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = 3 * in[i] + (i % 128) / 32;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(nested_partition, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): block, warp and thread partitions nested three deep
 *
 * check-error-start
 * check-error-end
 */
