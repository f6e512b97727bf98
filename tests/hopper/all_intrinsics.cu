/*
 * tests/hopper/all_intrinsics.cu - every Hopper intrinsic of
 * prism/hopper.h in one kernel, for the compile test of
 * tests/suites/32-hopper-emu.sh: nvcc and ptxas must accept it for
 * sm_90a, and an sm_80 build must fail naming the intrinsics.  Not run.
 */
#include "prism.h"

#define N_THREADS 256

PRISM_UNSAFE PRISM_KERNEL(hopper_all, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N_THREADS), THREAD(1)), PRISM_SMEM(65536 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    unsigned char *tile = (unsigned char *)prism_smem_at(0, 65536);
    prism_mbarrier_t *bar = (prism_mbarrier_t *)prism_smem_at(65536, 65536 + 8);
    unsigned t = threadIdx.x;
    if (t == 0) {
        prism_mbarrier_init(bar, 1);
        prism_fence_mbarrier_init();
    }
    __syncthreads();
    if (t == 0) {
        prism_mbarrier_arrive_expect_tx(bar, 64 * 64 * 2);
        prism_tma_load_2d(tile, &map, 64, 64, 0, (int)blockIdx.x * 64, bar);
    }
    prism_mbarrier_wait(bar, 0);
    if (t >= 128) {
        prism_setmaxnreg_dec(40);
        return;
    }
    prism_setmaxnreg_inc(232);
    uint64_t da = prism_wgmma_desc(tile, PRISM_SWIZZLE_128B);
    uint64_t db = prism_wgmma_desc(tile + 8192, PRISM_SWIZZLE_64B);
    uint64_t dc = prism_wgmma_desc(tile + 32768, PRISM_SWIZZLE_32B);
    /* scale-d 0 first: the accumulators need no zeroing (register moves ptxas would have to fence). */
    float s = 0.0f;
    {
        float acc[32];
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 0);
        prism_wgmma_m64n64k16_f32_f16(acc, da, dc, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(0);
        for (int i = 0; i < 32; i++)
            s += acc[i];
    }
    {
        float acc[64];
        prism_wgmma_fence();
        prism_wgmma_m64n128k16_f32_bf16(acc, da, db, 0);
        prism_wgmma_m64n128k16_f32_f16(acc, da, dc, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(0);
        for (int i = 0; i < 64; i++)
            s += acc[i];
    }
    {
        float acc[128];
        prism_wgmma_fence();
        prism_wgmma_m64n256k16_f32_bf16(acc, da, db, 0);
        prism_wgmma_commit();
        prism_wgmma_m64n256k16_f32_f16(acc, da, dc, 1);
        prism_wgmma_commit();
        prism_wgmma_wait(1);
        prism_wgmma_wait(0);
        for (int i = 0; i < 128; i++)
            s += acc[i];
    }
    prism_fence_proxy_async();
    prism_mbarrier_arrive(bar);
    out[t] = s;
}
