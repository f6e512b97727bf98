// bench/twins/hgemm_twin.cu - plain-CUDA twin of kernels/hgemm/hgemm.cu, the
// warp-specialized Hopper bf16 GEMM (issue 15), for the abstraction-cost
// comparison and the benchmark.
//
// Layouts as kernels/hgemm/hgemm.h says: A M x K and B N x K, both
// row-major, so both are K-major in shared memory (cuBLAS's fast path).
// 128 x 256 tiles of C, a persistent grid (one block per SM, each taking
// every gridDim-th tile), K in 64-wide stages:
//   threads   0..255  two consumer warpgroups, rows 64w..64w+63 of the tile,
//                     four wgmma m64n256k16 per stage into 128 f32 registers;
//   threads 256..383  the producer warpgroup; one thread issues the TMA
//                     copies of A (128 x 64) and B (256 x 64), 128-byte swizzle.
// Consumers first: each arm is aligned to its own size, the spelling
// Prism's split rule accepts (docs/HOPPER.md).  A ring of HGEMM_STAGES
// stages, each with a full barrier (1 arrival + the TMA bytes) and an
// empty barrier (one arrival per consumer thread).  setmaxnreg moves
// registers from the producer (40) to the consumers (232):
// 128 * 40 + 256 * 232 = 64,512 of the 65,536 a block may hold.
//
// Everything Hopper-specific is raw PTX written from the PTX ISA (8.x,
// sections on mbarrier, cp.async.bulk.tensor, wgmma and setmaxnreg).
#include <cuda.h> // CUtensorMap and its enums only: no -lcuda, see encode_map
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>

#include "hgemm.h"

#define BM HGEMM_BM
#define BN HGEMM_BN
#define BK HGEMM_BK
#define STAGES HGEMM_STAGES
#define A_STAGE_BYTES (BM * BK * 2)
#define B_STAGE_BYTES (BN * BK * 2)
#define STAGE_TX (A_STAGE_BYTES + B_STAGE_BYTES)
// The stages, then the barriers.  The stages start the dynamic shared
// memory and are multiples of 1 KiB, the span over which the 128-byte
// swizzle repeats: TMA and the wgmma descriptors (base offset 0) then agree
// on its phase.  This relies on the dynamic window starting on a 1 KiB
// boundary, as the Prism arena declares (include/prism/cuda.h); a GPU run
// that disagrees with cuBLAS would point here first.
#define SMEM_BYTES (STAGES * STAGE_TX + 2 * STAGES * 8)

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define TWIN_HOPPER 1
#endif

// C in f32 here; hgemm_bf16_twin.cu defines HGEMM_OUT_BF16 and includes
// this file for C in bf16, as the Prism kernel's two builds do.
#ifndef HGEMM_OUT_BF16
#define HGEMM_OUT_BF16 0
#endif
#if HGEMM_OUT_BF16
#define TWIN_KERNEL hgemm_bf16_twin
#define TWIN_OUT uint16_t
#define TWIN_LAUNCHER hgemm_bf16_twin_launch
#define TWIN_CVT(x) ((uint16_t)(bf16x2((x), 0.0f) & 0xffffu))
#else
#define TWIN_KERNEL hgemm_twin
#define TWIN_OUT float
#define TWIN_LAUNCHER hgemm_twin_launch
#define TWIN_CVT(x) (x)
#endif

#ifdef TWIN_HOPPER
static __device__ __forceinline__ uint32_t smem_u32(const void *p)
{
    return (uint32_t)__cvta_generic_to_shared(p);
}

static __device__ __forceinline__ void bar_init(uint32_t bar, uint32_t count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory");
}

static __device__ __forceinline__ void bar_arrive(uint32_t bar)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(bar) : "memory");
}

static __device__ __forceinline__ void bar_expect_tx(uint32_t bar, uint32_t bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}

// Returns once the phase of parity `parity` has completed.
static __device__ __forceinline__ void bar_wait(uint32_t bar, uint32_t parity)
{
    uint32_t done;
    do {
        asm volatile("{\n\t.reg .pred p;\n\t"
                     "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
                     "selp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done)
                     : "r"(bar), "r"(parity)
                     : "memory");
    } while (!done);
}

static __device__ __forceinline__ void tma_load_2d(uint32_t dst, const CUtensorMap *map, int row, int col,
                                                   uint32_t bar)
{
    // Coordinates innermost first: (column, row).
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                 " [%0], [%1, {%2, %3}], [%4];" ::"r"(dst),
                 "l"((uint64_t)map), "r"(col), "r"(row), "r"(bar)
                 : "memory");
}

// Shared-memory matrix descriptor, K-major with the 128-byte swizzle: start
// address and stride byte offset (1024 B between 8-row core-matrix groups)
// in 16-byte units, leading byte offset unused by this layout (1), layout
// type 1 (128B) in bits 62-63.
static __device__ __forceinline__ uint64_t desc_sw128(uint32_t addr)
{
    return (uint64_t)((addr & 0x3ffff) >> 4) | (uint64_t)1 << 16 | (uint64_t)(1024 >> 4) << 32 | (uint64_t)1 << 62;
}

#if HGEMM_OUT_BF16
// Two f32 to bf16 (nearest even), lo in the low half.
static __device__ __forceinline__ uint32_t bf16x2(float lo, float hi)
{
    uint32_t r;
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
    return r;
}
#endif

#define R8(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3]), "+f"(d[i + 4]), "+f"(d[i + 5]), "+f"(d[i + 6]), "+f"(d[i + 7])
#define R32(i) R8(i), R8(i + 8), R8(i + 16), R8(i + 24)

// D (64 x 256, f32) += A (64 x 16, from descA) * B (16 x 256, from descB),
// both operands K-major (no transposition); scale_d 0 overwrites D.
static __device__ __forceinline__ void wgmma_256(float *d, uint64_t da, uint64_t db, int scale_d)
{
    asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %130, 0;\n\t"
                 "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
                 "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
                 "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
                 "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, "
                 "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, "
                 "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, "
                 "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, "
                 "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, "
                 "%128, %129, p, 1, 1, 0, 0;\n\t}"
                 : R32(0), R32(32), R32(64), R32(96)
                 : "l"(da), "l"(db), "r"(scale_d)
                 : "memory");
}
#endif

__global__ void __launch_bounds__(384, 1)
    TWIN_KERNEL(const __grid_constant__ CUtensorMap mapA, const __grid_constant__ CUtensorMap mapB, TWIN_OUT *C, int M,
                int N, int K, int nblocks)
{
#ifdef TWIN_HOPPER
    extern __shared__ __align__(1024) unsigned char smem_raw[];
    const uint32_t base = smem_u32(smem_raw);
    const uint32_t sA = base, sB = base + STAGES * A_STAGE_BYTES;
    const uint32_t full = sB + STAGES * B_STAGE_BYTES, empty = full + STAGES * 8;
    const int tiles_m = (M + BM - 1) / BM, tiles = tiles_m * ((N + BN - 1) / BN);
    const int rounds = (K + BK - 1) / BK;
    // Persistent, as the Prism kernel: block b takes tiles b, b + nblocks,
    // ..., one flat loop over its rounds on each side, so the producer
    // fills the next tile's first stages while the consumers store the
    // last one.  Consecutive tiles walk down M under one B panel, the
    // larger operand, reused from L2.
    const int blk = (int)blockIdx.x;
    const int total = blk < tiles ? ((tiles - 1 - blk) / nblocks + 1) * rounds : 0;
    // A consumer thread's first element of a tile: the PTX ISA's m64nNk16
    // D layout puts register i of lane l in warp w of warpgroup g at row
    // 64g + 16w + 8((i%4)/2) + l/4, column 8(i/4) + 2(l%4) + i%2.  The
    // thread index is computed the way the Prism kernel's grid code does
    // (as the sgemm twins do), so the comparison measures the abstraction.
    const int t = (int)((blockIdx.x * blockDim.x + threadIdx.x) % HGEMM_THREADS);
    const int l = t % 32;
    const int tr = t / 32 * 16 + l / 4, tc = 2 * (l % 4);
    TWIN_OUT *const cth = C + (tr * N + tc);

    if (threadIdx.x == 0) {
        for (int s = 0; s < STAGES; s++) {
            bar_init(full + 8 * s, 1);
            bar_init(empty + 8 * s, 256);
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();

    if (threadIdx.x < 256) {
        asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
        const int wg = threadIdx.x / 128;
        float d[128];
#pragma unroll
        for (int i = 0; i < 128; i++)
            d[i] = 0.0f;
        int tile = blk, kk = 0;
        for (int k = 0; k < total; k++) {
            const int s = k % STAGES;
            bar_wait(full + 8 * s, (uint32_t)(k / STAGES) & 1u);
            asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
            const uint32_t a = sA + s * A_STAGE_BYTES + wg * (64 * BK * 2), b = sB + s * B_STAGE_BYTES;
            // A tile's first product overwrites the accumulators (scale-d 0).
#pragma unroll
            for (int q = 0; q < BK / 16; q++)
                wgmma_256(d, desc_sw128(a + 32 * q), desc_sw128(b + 32 * q), kk > 0 || q > 0);
            asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
            asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
            bar_arrive(empty + 8 * s);
            if (kk == rounds - 1) {
                const int m0 = (tile % tiles_m) * BM, n0 = (tile / tiles_m) * BN;
                // Pairs of columns: one 8-byte store where N keeps them aligned and in range.
#pragma unroll
                for (int i = 0; i < BN / 2; i += 2) {
                    const int dr = 8 * ((i % 4) / 2), dc = 8 * (i / 4);
                    const int r = m0 + tr + dr, c = n0 + tc + dc;
                    TWIN_OUT *p = &cth[(m0 + dr) * N + n0 + dc];
                    if (r < M) {
                        if (c + 1 < N && N % 2 == 0) {
#if HGEMM_OUT_BF16
                            *(uint32_t *)p = bf16x2(d[i], d[i + 1]);
#else
                            *(float2 *)p = make_float2(d[i], d[i + 1]);
#endif
                        } else {
                            if (c < N)
                                p[0] = TWIN_CVT(d[i]);
                            if (c + 1 < N)
                                p[1] = TWIN_CVT(d[i + 1]);
                        }
                    }
                }
            }
            if (++kk == rounds) {
                kk = 0;
                tile += nblocks;
            }
        }
    } else {
        asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
        if (threadIdx.x == 256) {
            int tile = blk, kk = 0;
            for (int k = 0; k < total; k++) {
                const int m0 = (tile % tiles_m) * BM, n0 = (tile / tiles_m) * BN;
                const int s = k % STAGES;
                if (k >= STAGES) // the first round of each stage finds it empty
                    bar_wait(empty + 8 * s, ((uint32_t)(k / STAGES) & 1u) ^ 1u);
                bar_expect_tx(full + 8 * s, STAGE_TX);
                tma_load_2d(sA + s * A_STAGE_BYTES, &mapA, m0, kk * BK, full + 8 * s);
                tma_load_2d(sB + s * B_STAGE_BYTES, &mapB, n0, kk * BK, full + 8 * s);
                if (++kk == rounds) {
                    kk = 0;
                    tile += nblocks;
                }
            }
        }
    }
#else
    (void)mapA, (void)mapB, (void)C, (void)M, (void)N, (void)K, (void)nblocks;
    __trap(); // built for an architecture without wgmma: the launcher refuses first
#endif
}

// cuTensorMapEncodeTiled through the runtime's driver entry point, so that
// nothing links libcuda directly.
typedef CUresult (*encode_tiled_fn)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
                                    const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
                                    CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

static int encode_map(CUtensorMap *map, const uint16_t *base, int rows, int cols, int box_rows)
{
    static encode_tiled_fn encode;
    if (!encode) {
        void *fn = NULL;
        cudaDriverEntryPointQueryResult q;
        if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &q) !=
                cudaSuccess ||
            q != cudaDriverEntryPointSuccess || !fn) {
            fprintf(stderr, "hgemm_twin: cuTensorMapEncodeTiled not found in the driver\n");
            return 3;
        }
        encode = (encode_tiled_fn)fn;
    }
    const cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
    const cuuint64_t strides[1] = {(cuuint64_t)cols * 2};
    const cuuint32_t box[2] = {BK, (cuuint32_t)box_rows};
    const cuuint32_t elem_strides[2] = {1, 1};
    // OOB_FILL_NONE fills out-of-bounds elements with zeros: the tails.
    CUresult r = encode(map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, (void *)base, dims, strides, box, elem_strides,
                        CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (r != CUDA_SUCCESS) {
        fprintf(stderr, "hgemm_twin: cuTensorMapEncodeTiled failed (%d)\n", (int)r);
        return 3;
    }
    return 0;
}

extern "C" int TWIN_LAUNCHER(int M, int N, int K, const uint16_t *A, const uint16_t *B, TWIN_OUT *C)
{
    if (M <= 0 || N <= 0)
        return 0;
    if (K <= 0 || K % 8 != 0 || (((uintptr_t)A | (uintptr_t)B) & 15u) != 0) {
        fprintf(stderr, "hgemm_twin: K must be a positive multiple of 8 and A, B 16-byte aligned\n");
        return 1;
    }
    CUtensorMap mapA, mapB;
    int rc = encode_map(&mapA, A, M, K, BM);
    if (rc == 0)
        rc = encode_map(&mapB, B, N, K, BN);
    if (rc != 0)
        return rc;
    static int attr_set;
    if (!attr_set) {
        if (cudaFuncSetAttribute(TWIN_KERNEL, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM_BYTES) !=
            cudaSuccess)
            return 3;
        attr_set = 1;
    }
    static int sms;
    int dev;
    if (!sms && (cudaGetDevice(&dev) != cudaSuccess ||
                 cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms <= 0))
        sms = 132;
    const int tiles = ((M + BM - 1) / BM) * ((N + BN - 1) / BN), grid = tiles < sms ? tiles : sms;
    TWIN_KERNEL<<<grid, HGEMM_THREADS, SMEM_BYTES>>>(mapA, mapB, C, M, N, K, grid);
    return cudaGetLastError() == cudaSuccess ? 0 : 3;
}
