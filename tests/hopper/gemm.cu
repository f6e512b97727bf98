/*
 * tests/hopper/gemm.cu - one warpgroup's 64 x N tile of C = A B^T, fed by
 * TMA (128B swizzle) and multiplied by wgmma m64nNk16 in a K loop, built
 * for the emulator (gcc -x c) and for sm_90a: the same program on both
 * sides, so tests/suites/32-hopper-emu.sh can compare a GPU run with the
 * emulator's bit for bit.  Small integer inputs make every f32 sum exact,
 * whatever order the tensor cores add in.  Prints one PASS/FAIL line per
 * N and a checksum line per N.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism.h"

#define GM 64
#define GK 256
#define ARENA (8192u + 256u * 128u + 64u)

/* One kernel per N: the accumulator count is a compile-time constant, as ptxas needs to keep it in registers. */
#define HOPPER_GEMM(N)                                                                                              \
    PRISM_UNSAFE PRISM_KERNEL(hopper_gemm_##N, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),          \
                              PRISM_SMEM(ARENA), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),                      \
                              PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)))       \
    {                                                                                                               \
        unsigned char *sa = (unsigned char *)prism_smem_at(0, 8192);                                                \
        unsigned char *sb = (unsigned char *)prism_smem_at(8192, 8192 + 256 * 128);                                 \
        prism_mbarrier_t *bar = (prism_mbarrier_t *)prism_smem_at(ARENA - 64, ARENA - 56);                          \
        unsigned t = threadIdx.x;                                                                                   \
        float acc[N / 2];                                                                                           \
        if (t == 0) {                                                                                               \
            prism_mbarrier_init(bar, 1);                                                                            \
            prism_fence_mbarrier_init();                                                                            \
        }                                                                                                           \
        __syncthreads();                                                                                            \
        for (unsigned kt = 0; kt < GK / 64; kt++) {                                                                 \
            if (t == 0) {                                                                                           \
                prism_mbarrier_arrive_expect_tx(bar, (64 + N) * 64 * 2);                                            \
                prism_tma_load_2d(sa, &mapA, 64, 64, 0, (int)(kt * 64), bar);                                       \
                prism_tma_load_2d(sb, &mapB, N, 64, 0, (int)(kt * 64), bar);                                        \
            }                                                                                                       \
            prism_mbarrier_wait(bar, kt & 1u);                                                                      \
            prism_wgmma_fence();                                                                                    \
            for (unsigned ks = 0; ks < 4; ks++)                                                                     \
                prism_wgmma_m64n##N##k16_f32_bf16(acc, prism_wgmma_desc(sa + 32 * ks, PRISM_SWIZZLE_128B),          \
                                                  prism_wgmma_desc(sb + 32 * ks, PRISM_SWIZZLE_128B),               \
                                                  kt != 0 || ks != 0);                                              \
            prism_wgmma_commit();                                                                                   \
            prism_wgmma_wait(0);                                                                                    \
            __syncthreads(); /* the stage is read by every thread's wgmmas before the next copy */                  \
        }                                                                                                           \
        unsigned warp = t / 32, lane = t % 32;                                                                      \
        for (unsigned i = 0; i < N / 2; i++) {                                                                      \
            unsigned row = 16 * warp + 8 * (i % 4 >= 2) + lane / 4, col = 8 * (i / 4) + 2 * (lane % 4) + i % 2;     \
            C[row * N + col] = acc[i];                                                                              \
        }                                                                                                           \
    }
HOPPER_GEMM(64)
HOPPER_GEMM(128)
HOPPER_GEMM(256)

static uint16_t bf16_of_small_int(int v)
{
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)(u >> 16);
}

static int run(unsigned n)
{
    size_t na = (size_t)GM * GK, nb = (size_t)n * GK, nc = (size_t)GM * n;
    uint16_t *ha = (uint16_t *)malloc(na * 2), *hb = (uint16_t *)malloc(nb * 2);
    int *a = (int *)malloc(na * sizeof(int)), *b = (int *)malloc(nb * sizeof(int));
    float *hc = (float *)malloc(nc * sizeof(float));
    uint16_t *da = (uint16_t *)prism_dev_alloc(na * 2), *db = (uint16_t *)prism_dev_alloc(nb * 2);
    float *dc = (float *)prism_dev_alloc(nc * sizeof(float));
    if (!ha || !hb || !a || !b || !hc || !da || !db || !dc) {
        printf("FAIL hopper-gemm/n%u: out of memory\n", n);
        return 1;
    }
    uint32_t s = 88172645u + n;
    for (size_t i = 0; i < na; i++) {
        s ^= s << 13, s ^= s >> 17, s ^= s << 5;
        a[i] = (int)(s % 17) - 8;
        ha[i] = bf16_of_small_int(a[i]);
    }
    for (size_t i = 0; i < nb; i++) {
        s ^= s << 13, s ^= s >> 17, s ^= s << 5;
        b[i] = (int)(s % 17) - 8;
        hb[i] = bf16_of_small_int(b[i]);
    }
    prism_tensor_map_t ma, mb;
    int rc = prism_copy_to_dev(da, ha, na * 2) || prism_copy_to_dev(db, hb, nb * 2) ||
             prism_dev_memset(dc, 0xff, nc * sizeof(float)) ||
             prism_tensor_map_2d(&ma, da, PRISM_BF16, GM, GK, GK * 2, 64, 64, PRISM_SWIZZLE_128B) ||
             prism_tensor_map_2d(&mb, db, PRISM_BF16, n, GK, GK * 2, n, 64, PRISM_SWIZZLE_128B);
    if (!rc)
        rc = n == 64    ? PRISM_LAUNCH(hopper_gemm_64, 1, 128, ma, mb, dc)
             : n == 128 ? PRISM_LAUNCH(hopper_gemm_128, 1, 128, ma, mb, dc)
                        : PRISM_LAUNCH(hopper_gemm_256, 1, 128, ma, mb, dc);
    if (!rc)
        rc = prism_dev_sync() || prism_copy_to_host(hc, dc, nc * sizeof(float));
    unsigned bad = 0, sum = 0;
    for (unsigned m = 0; !rc && m < GM; m++)
        for (unsigned j = 0; j < n; j++) {
            int want = 0;
            for (unsigned k = 0; k < GK; k++)
                want += a[m * GK + k] * b[j * GK + k];
            bad += hc[m * n + j] != (float)want;
            uint32_t u;
            memcpy(&u, &hc[m * n + j], 4);
            sum = sum * 31u + u;
        }
    if (rc || bad)
        printf("FAIL hopper-gemm/n%u: rc %d, %u of %zu elements differ from the CPU reference\n", n, rc, bad, nc);
    else
        printf("PASS hopper-gemm/n%u\n", n);
    printf("checksum n%u %08x\n", n, sum);
    prism_dev_free(da);
    prism_dev_free(db);
    prism_dev_free(dc);
    free(ha), free(hb), free(a), free(b), free(hc);
    return rc || bad;
}

int main(void)
{
    int fails = run(64) + run(128) + run(256);
    return fails ? 1 : 0;
}
