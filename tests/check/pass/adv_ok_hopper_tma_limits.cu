/*
 * adv_ok_hopper_tma_limits.cu - TMA boxes at the limits, all legal: 256 rows (the largest extent)
 * of 64 bf16 = 128 bytes, exactly the 128-byte swizzle's span; 4 f32
 * columns = 16 bytes (the smallest inner size); 256 f32 columns = 1024
 * bytes without a swizzle (only the 256-element bound applies); 16 bf16 =
 * 32 bytes under the 32-byte swizzle.  The 256-row box lands in a stage
 * at arena offset 0 (1024-aligned), armed with exactly 256 x 64 x 2 =
 * 32768 bytes.  SPEC 8.2 P127, P128; 8.3 P132.
 */
#include "prism.h"

int make_maps(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    int rc = prism_tensor_map_2d(&m[0], a, PRISM_BF16, rows, cols, cols * 2, 256, 64, PRISM_SWIZZLE_128B);
    rc |= prism_tensor_map_2d(&m[1], a, PRISM_F32, rows, cols, cols * 4, 8, 4, PRISM_SWIZZLE_NONE);
    rc |= prism_tensor_map_2d(&m[2], a, PRISM_F32, rows, cols, cols * 4, 1, 256, PRISM_SWIZZLE_NONE);
    rc |= prism_tensor_map_2d(&m[3], a, PRISM_BF16, rows, cols, cols * 2, 64, 16, PRISM_SWIZZLE_32B);
    return rc;
}

#define STAGES 2
#define TILE (256 * 64)

PRISM_KERNEL(tall_boxes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float sum = 0.0f;
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            PRISM_GROUP(THREAD(1)) { sum += (float)a[t * 64]; }
                        }
                    }
                    PRISM_GROUP(THREAD(1)) { C_th[0] = sum; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, 256 * 64 * 2) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 256, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: TMA boxes at the extent, inner-byte and swizzle-span limits
 *
 * check-error-start
 * check-error-end
 */
