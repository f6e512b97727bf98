/*
 * adv_run_hop_wgmma_smem_epilogue.cu - the SPEC's one-tile pipeline (a producer thread TMA-loads
 * 64 x 64 bf16 boxes of A and B into a 2-stage ring, 128-byte swizzle;
 * a consumer warpgroup runs four wgmma k16 steps per stage) with K = 192,
 * three rounds, so stage 0 is refilled after its release.  The epilogue
 * goes through shared memory: each consumer thread scatters its
 * accumulator fragment (the PTX D layout) into a 64 x 64 f32 tile, and
 * then all 256 threads, the producer warpgroup included, copy the tile
 * out row-major - each reads elements 128 other threads wrote.  The checked
 * build must place the block barrier between the fragment stores and the
 * copy; the fragment stores must also wait for wgmma_wait(0).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define STAGES 2
#define TILE (64 * 64)
#define ROUNDS 3
#define KDIM (64 * ROUNDS)

PRISM_KERNEL(wgmma_smem_epilogue, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8 + 2 * TILE * 4),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)), PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v[16];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(uint16_t, sA, STAGES * TILE);
        PRISM_SHARED(uint16_t, sB, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, sA);
        PRISM_STAGES(pipe, sB);
        PRISM_SHARED(float, sC, 2 * TILE); /* one tile per warpgroup; the producer's is unused */
        PRISM_AT(THREAD(128)) const int wg = (int)PRISM_ID(THREAD(128));
        PRISM_PARTITION(mine, sC, THREAD(128), wg * TILE) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) const int row = u / 32 * 16 + u % 32 / 4, col = 2 * (u % 4);
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < ROUNDS; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * TILE;
                            prism_wgmma_fence();
                            for (int kk = 0; kk < 64; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, PRISM_SWIZZLE_128B),
                                                               prism_wgmma_desc(b + kk, PRISM_SWIZZLE_128B), 1);
                            prism_wgmma_commit();
                            prism_wgmma_wait(0);
                        }
                    }
                    PRISM_PARTITION(frag, mine, THREAD(1), row * 64 + col) {
                        PRISM_GROUP(THREAD(1)) {
                            for (int i = 0; i < 32; i++)
                                frag[8 * ((i % 4) / 2) * 64 + 8 * (i / 4) + i % 2] = acc[i];
                        }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < ROUNDS; k++) {
                            PRISM_PRODUCE(pipe, k, 2 * TILE * 2) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) {
            for (int j = 0; j < 16; j++)
                v[j] = sC[j * 256 + t];
        }
    }
    PRISM_PARTITION(o, C, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            for (int j = 0; j < 16; j++)
                o[j * 256] = v[j];
        }
    }
}

static uint16_t to_bf16(float f)
{
    union { float f; uint32_t u; } x;
    x.f = f;
    return (uint16_t)(x.u >> 16); /* exact: small integers */
}

static float a_val(int m, int k) { return (float)((m * 7 + k * 3) % 7 - 3); }
static float b_val(int n, int k) { return (float)((n * 5 + k * 11) % 5 - 2); }

PRISM_HOST_API int sync_case_run(void)
{
    uint16_t *hA = (uint16_t *)calloc(64 * KDIM, sizeof *hA), *hB = (uint16_t *)calloc(64 * KDIM, sizeof *hB);
    float *hC = (float *)calloc(TILE, sizeof *hC);
    uint16_t *dA = (uint16_t *)prism_dev_alloc(64 * KDIM * 2), *dB = (uint16_t *)prism_dev_alloc(64 * KDIM * 2);
    float *dC = (float *)prism_dev_alloc(TILE * 4);
    prism_tensor_map_t mapA, mapB;
    int st = hA && hB && hC && dA && dB && dC ? 0 : 1;
    for (int r = 0; st == 0 && r < 64; r++)
        for (int k = 0; k < KDIM; k++) {
            hA[r * KDIM + k] = to_bf16(a_val(r, k));
            hB[r * KDIM + k] = to_bf16(b_val(r, k));
        }
    if (st == 0)
        st = prism_copy_to_dev(dA, hA, 64 * KDIM * 2) || prism_copy_to_dev(dB, hB, 64 * KDIM * 2) ||
             prism_dev_memset(dC, 0, TILE * 4);
    if (st == 0)
        st = prism_tensor_map_2d(&mapA, dA, PRISM_BF16, 64, KDIM, KDIM * 2, 64, 64, PRISM_SWIZZLE_128B) ||
             prism_tensor_map_2d(&mapB, dB, PRISM_BF16, 64, KDIM, KDIM * 2, 64, 64, PRISM_SWIZZLE_128B);
    if (st == 0)
        st = PRISM_LAUNCH(wgmma_smem_epilogue, 1, 256, mapA, mapB, dC);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(hC, dC, TILE * 4);
    for (int m = 0; st == 0 && m < 64; m++)
        for (int n = 0; n < 64; n++) {
            float want = 0.0f;
            for (int k = 0; k < KDIM; k++)
                want += a_val(m, k) * b_val(n, k);
            if (hC[m * 64 + n] != want) {
                fprintf(stderr, "MISMATCH C[%d][%d] = %g, want %g\n", m, n, (double)hC[m * 64 + n], (double)want);
                st = 7;
                break;
            }
        }
    free(hA);
    free(hB);
    free(hC);
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    return st;
}
/*
 * check-name: adversarial legal (runnable): hopper: a TMA/wgmma pipeline whose accumulators leave through a shared tile read by the whole block
 *
 * check-error-start
 * check-error-end
 */
