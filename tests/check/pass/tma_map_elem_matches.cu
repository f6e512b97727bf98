/*
 * tma_map_elem_matches.cu - the look-alike of fail/tma_map_elem_mismatch.cu:
 * a float stage ring loaded through an F32 map of the same box, armed with
 * its 4-byte elements (SPEC 8.2 P127, 8.3 P130, P132), and a uint16_t
 * buffer loaded through a BF16 map of another box shape.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 32)

int make_maps(prism_tensor_map_t *m, const void *a, const void *b, unsigned long long rows)
{
    int rc = prism_tensor_map_2d(&m[0], a, PRISM_F32, rows, 32, 128, 64, 32, PRISM_SWIZZLE_128B);
    return rc | prism_tensor_map_2d(&m[1], b, PRISM_BF16, rows, 64, 128, 32, 64, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(elt, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 4 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) {
                        PRISM_GROUP(THREAD(1)) { s += buf[PRISM_STAGE(pipe) * TILE + t]; }
                    }
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 4) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 32, k * 64, 0, PRISM_STAGE_BAR(pipe));
                        }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = s; } }
}

PRISM_KERNEL(plain, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(4096 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, half, 32 * 64);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, 32 * 64 * 2);
            prism_tma_load_2d(half, &map, 32, 64, 0, 0, bar);
            prism_mbarrier_wait(bar, 0);
        }
    }
}
/*
 * check-name: a tensor map's element type matches its TMA destination's (P127, P130, P132)
 *
 * check-error-start
 * check-error-end
 */
