// bench/twins/sgemm1_twin.cu - plain-CUDA twin of kernels/sgemm/sgemm1_naive.cu.
//
// The same work done the same way, written as a careful CUDA programmer
// would without Prism: same tile, same index mapping, same guards.  It
// exists so tests/suites/50-sgemm.sh can compare registers and PTX
// instruction counts (the abstraction cost), and bench/sgemm_bench.cu can
// time both.
#include <cuda_runtime.h>

#define TILE 32

__global__ void __launch_bounds__(TILE * TILE) sgemm1_twin(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C)
{
    const int tiles_n = (N + TILE - 1) / TILE;
    const int blk = blockIdx.x;
    // The thread's index in its block, computed the way the Prism kernel's
    // grid code does (grid-wide id modulo the pinned block size), so the
    // comparison measures the abstraction and not a different formula.
    const int t = (int)((blockIdx.x * blockDim.x + threadIdx.x) % (TILE * TILE));
    const int row = (blk / tiles_n) * TILE + t % TILE; // lanes walk down a column: uncoalesced
    const int col = (blk % tiles_n) * TILE + t / TILE;
    if (row < M && col < N) {
        float acc = 0.0f;
        for (int k = 0; k < K; k++)
            acc += A[row * K + k] * B[k * N + col];
        C[row * N + col] = alpha * acc + beta * C[row * N + col];
    }
}

extern "C" int sgemm1_twin_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                  float *C)
{
    unsigned grid = (unsigned)(((M + TILE - 1) / TILE) * ((N + TILE - 1) / TILE));
    if (grid == 0)
        return 0;
    sgemm1_twin<<<grid, TILE * TILE>>>(M, N, K, alpha, A, B, beta, C);
    return cudaGetLastError() == cudaSuccess ? 0 : 3;
}
