/*
 * adv_run_h7_wgmma_refill.cu - the double-buffered wgmma mainloop SPEC 8.2
 * suggests (two named buffers, wait(1)): after issuing round k's wgmmas
 * and wait(1), one thread refills the other buffer, which round k - 1's
 * wgmmas read until that wait retired them in every thread of the
 * warpgroup.  The barrier the refill needs goes after the wait.
 *
 * Was a hole (red team h7: k9_wgmma_dbuf and k3b_refill_end; the checked
 * build failed the emulator's wgmma-operand check, the conservative one
 * passed): the inference saw the wgmma's reads at its issue, so its point
 * stood before the retiring wait, and a split barrier's arrive moved above
 * the wait.  Each prism_wgmma_wait now reads again the tiles its
 * function's wgmmas read (sync_wgmma_wait.c), and an arrive does not move
 * above a wait (sync_motion.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism.h"
#define BK 64
#define TILE (64 * BK)
PRISM_KERNEL(k9, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(4 * TILE * 2 + 32), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int KT = K / BK;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 128);
    PRISM_AT(THREAD(1)) const int l = t % 32;
    PRISM_AT(THREAD(1)) const int r0 = t / 32 * 16 + l / 4, c0 = 2 * (l % 4);
    PRISM_PARTITION(C_th, C, THREAD(1), r0 * 64 + c0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA0, TILE);
            PRISM_SHARED(uint16_t, sB0, TILE);
            PRISM_SHARED(uint16_t, sA1, TILE);
            PRISM_SHARED(uint16_t, sB1, TILE);
            PRISM_SHARED(prism_mbarrier_t, bar0, 1);
            PRISM_SHARED(prism_mbarrier_t, bar1, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar0, 1);
                prism_mbarrier_init(bar1, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar0, 2 * TILE * 2);
                prism_tma_load_2d(sA0, &mapA, 64, BK, 0, 0, bar0);
                prism_tma_load_2d(sB0, &mapB, 64, BK, 0, 0, bar0);
            }
            PRISM_GROUP(WARPGROUP(1)) {
                PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                for (int k = 0; k < KT; k++) {
                    if (k % 2 == 0) {
                        prism_mbarrier_wait(bar0, (k / 2) & 1);
                        prism_wgmma_fence();
                        for (int kk = 0; kk < BK; kk += 16)
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA0 + kk, PRISM_SWIZZLE_128B),
                                                           prism_wgmma_desc(sB0 + kk, PRISM_SWIZZLE_128B), 1);
                        prism_wgmma_commit();
                        prism_wgmma_wait(1);
                        PRISM_ONE {
                            if (k + 1 < KT) {
                                prism_mbarrier_arrive_expect_tx(bar1, 2 * TILE * 2);
                                prism_tma_load_2d(sA1, &mapA, 64, BK, 0, (k + 1) * BK, bar1);
                                prism_tma_load_2d(sB1, &mapB, 64, BK, 0, (k + 1) * BK, bar1);
                            }
                        }
                    } else {
                        prism_mbarrier_wait(bar1, (k / 2) & 1);
                        prism_wgmma_fence();
                        for (int kk = 0; kk < BK; kk += 16)
                            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA1 + kk, PRISM_SWIZZLE_128B),
                                                           prism_wgmma_desc(sB1 + kk, PRISM_SWIZZLE_128B), 1);
                        prism_wgmma_commit();
                        prism_wgmma_wait(1);
                        PRISM_ONE {
                            if (k + 1 < KT) {
                                prism_mbarrier_arrive_expect_tx(bar0, 2 * TILE * 2);
                                prism_tma_load_2d(sA0, &mapA, 64, BK, 0, (k + 1) * BK, bar0);
                                prism_tma_load_2d(sB0, &mapB, 64, BK, 0, (k + 1) * BK, bar0);
                            }
                        }
                    }
                }
                prism_wgmma_wait(0);
                PRISM_GROUP(THREAD(1)) {
                    for (int i = 0; i < 32; i++)
                        C_th[8 * ((i % 4) / 2) * 64 + 8 * (i / 4) + i % 2] = acc[i];
                }
            }
        }
    }
}

static uint16_t to_bf16(float x)
{
    uint32_t u;
    memcpy(&u, &x, 4);
    u += 0x7fffu + ((u >> 16) & 1u);
    return (uint16_t)(u >> 16);
}

static float from_bf16(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, 4);
    return x;
}

/* The case as a program: tests/suites/26-adversarial.sh runs it three ways. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { KDIM = 320 };
    static uint16_t A[64 * KDIM], B[64 * KDIM];
    static float C[64 * 64];
    for (int i = 0; i < 64 * KDIM; i++) {
        A[i] = to_bf16((float)((i * 7) % 9 - 4));
        B[i] = to_bf16((float)((i * 5) % 7 - 3));
    }
    void *dA = prism_dev_alloc(sizeof A), *dB = prism_dev_alloc(sizeof B);
    float *dC = (float *)prism_dev_alloc(sizeof C);
    int st = dA && dB && dC ? 0 : 1;
    if (st == 0)
        st = prism_copy_to_dev(dA, A, sizeof A) || prism_copy_to_dev(dB, B, sizeof B) ||
             prism_dev_memset(dC, 0xff, sizeof C);
    prism_tensor_map_t mA, mB;
    if (st == 0)
        st = prism_tensor_map_2d(&mA, dA, PRISM_BF16, 64, KDIM, KDIM * 2, 64, BK, PRISM_SWIZZLE_128B) ||
             prism_tensor_map_2d(&mB, dB, PRISM_BF16, 64, KDIM, KDIM * 2, 64, BK, PRISM_SWIZZLE_128B);
    if (st == 0)
        st = PRISM_LAUNCH(k9, 1, 128, mA, mB, dC, KDIM);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(C, dC, sizeof C);
    for (int i = 0; st == 0 && i < 64; i++)
        for (int j = 0; st == 0 && j < 64; j++) {
            float s = 0.0f;
            for (int k = 0; k < KDIM; k++)
                s += from_bf16(A[i * KDIM + k]) * from_bf16(B[j * KDIM + k]);
            if (C[i * 64 + j] != s) {
                fprintf(stderr, "MISMATCH C[%d][%d] = %f, want %f\n", i, j, C[i * 64 + j], s);
                st = 7;
            }
        }
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    return st;
}
/*
 * check-name: adversarial legal (runnable): hopper: a wgmma double buffer refilled after wait(1)
 *
 * check-error-start
 * check-error-end
 */
