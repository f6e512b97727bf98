/*
 * adv_run_split_fill.cu - warp specialisation done right: the tile is claimed for a 64-thread
 * arm, which fills all 128 slots (two per thread); the other warps do
 * nothing; after the claim the block reads it (one block barrier).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(split_fill, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_CLAIM(half, tile, THREAD(64)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(two, half, THREAD(1), 2 * u) {
                        PRISM_GROUP(THREAD(1)) {
                            two[0] = in[base + 2 * u] - 1;
                            two[1] = in[base + 2 * u + 1] + 1;
                        }
                    }
                }
            }
        }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { acc = tile[127 - t]; }
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
        int b = i / 128, e = 127 - i % 128;
        out[i] = in[b * 128 + e] + (e % 2 ? 1 : -1);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(split_fill, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): the first two warps fill a tile through a claim; then the whole block reads it
 *
 * check-error-start
 * check-error-end
 */
