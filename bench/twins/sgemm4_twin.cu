// bench/twins/sgemm4_twin.cu - plain-CUDA twin of kernels/sgemm/sgemm4_vec.cu:
// 2D tiling with float4 global accesses and A transposed in shared memory.
#include <cuda_runtime.h>

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define THREADS ((BM / TM) * (BN / TN))

// Four floats of row p from column c, zeros past lim (the scalar path).
static __device__ __forceinline__ float4 load4(const float *p, int c, int lim, int ok)
{
    float4 v;
    v.x = ok && c < lim ? p[c] : 0.0f;
    v.y = ok && c + 1 < lim ? p[c + 1] : 0.0f;
    v.z = ok && c + 2 < lim ? p[c + 2] : 0.0f;
    v.w = ok && c + 3 < lim ? p[c + 3] : 0.0f;
    return v;
}

__global__ void __launch_bounds__(THREADS) sgemm4_twin(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C)
{
    extern __shared__ __align__(128) float tile[]; // A^T (BK x BM), then B (BK x BN)
    const int vec = K % 4 == 0 && N % 4 == 0 &&
                    (((unsigned long)A | (unsigned long)B | (unsigned long)C) & 15ul) == 0;
    const int tiles_n = (N + BN - 1) / BN;
    const int blk = blockIdx.x;
    const int blk_row = (blk / tiles_n) * BM;
    const int blk_col = (blk % tiles_n) * BN;
    // The thread's index in its block, computed the way the Prism kernel's
    // grid code does (grid-wide id modulo the pinned block size), so the
    // comparison measures the abstraction and not a different formula.
    const int t = (int)((blockIdx.x * blockDim.x + threadIdx.x) % (THREADS));
    const int tr = t / (BN / TN), tc = t % (BN / TN); // the thread's sub-tile
    const int row0 = blk_row + tr * TM;
    const int col0 = blk_col + tc * TN;
    const int ra = t / (BK / 4), ka = (t % (BK / 4)) * 4; // this thread's loads
    const int kb = t / (BN / 4), cb = (t % (BN / 4)) * 4;
    float *cbase = C + (row0 * N + col0); // this thread's sub-tile of C
    float acc[TM * TN] = {0.0f};

    for (int k0 = 0; k0 < K; k0 += BK) {
        __syncthreads(); // the previous step's reads are done
        const int r = blk_row + ra, k = k0 + ka;
        const float4 a = vec && r < M && k < K ? *(const float4 *)&A[r * K + k] : load4(A + r * K, k, K, r < M);
        tile[(ka + 0) * BM + ra] = a.x;
        tile[(ka + 1) * BM + ra] = a.y;
        tile[(ka + 2) * BM + ra] = a.z;
        tile[(ka + 3) * BM + ra] = a.w;
        const int kr = k0 + kb, c = blk_col + cb;
        *(float4 *)&tile[BM * BK + kb * BN + cb] =
            vec && kr < K && c < N ? *(const float4 *)&B[kr * N + c] : load4(B + kr * N, c, N, kr < K);
        __syncthreads(); // the tile is complete

        const float *As = tile + tr * TM;
        const float *Bs = tile + BM * BK + tc * TN;
        for (int d = 0; d < BK; d++) {
            float av[TM], bv[TN];
            for (int i = 0; i < TM; i++)
                av[i] = As[d * BM + i];
            for (int j = 0; j < TN; j++)
                bv[j] = Bs[d * BN + j];
            for (int i = 0; i < TM; i++)
                for (int j = 0; j < TN; j++)
                    acc[i * TN + j] += av[i] * bv[j];
        }
    }

    for (int i = 0; i < TM; i++) {
        for (int j = 0; j < TN; j += 4) {
            const float *r = &acc[i * TN + j];
            float *c = &cbase[i * N + j];
            if (vec && row0 + i < M && col0 + j < N) {
                float4 v = *(float4 *)c;
                v.x = alpha * r[0] + beta * v.x;
                v.y = alpha * r[1] + beta * v.y;
                v.z = alpha * r[2] + beta * v.z;
                v.w = alpha * r[3] + beta * v.w;
                *(float4 *)c = v;
            } else {
                for (int q = 0; q < 4; q++)
                    if (row0 + i < M && col0 + j + q < N)
                        c[q] = alpha * r[q] + beta * c[q];
            }
        }
    }
}

extern "C" int sgemm4_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                  float *C)
{
    unsigned grid = (unsigned)(((M + BM - 1) / BM) * ((N + BN - 1) / BN));
    if (grid == 0)
        return 0;
    sgemm4_twin<<<grid, THREADS, (BM * BK + BK * BN) * sizeof(float)>>>(M, N, K, alpha, A, B, beta, C);
    return cudaGetLastError() == cudaSuccess ? 0 : 3;
}
