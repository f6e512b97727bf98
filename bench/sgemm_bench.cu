// bench/sgemm_bench.cu - the five Prism sgemm variants, their plain-CUDA
// twins and cublasSgemm on square matrices (the paper's Fig. 21).
//
// Each benchmark is named sgemm/IMPL/N: IMPL is prism_vK, twin_vK or cublas.
// sgemm_tune/prism_v6~NAME/N are variant 6's tuning variants
// (kernels/sgemm/tune/, sgemm_tune.h) at 2048 (checked), 4096 and 8192,
// against sgemm_tune/cublas in the same run, for a GPU session to pick
// variant 6's tiling (gpu_summary.py compares IMPL~VARIANT as IMPL).
// Timing: 5 untimed warm-ups, then one CUDA-event pair around every timed
// iteration (gb_cuda_time_loop), Google Benchmark's repetitions on top;
// FLOP/s counts 2*N^3 per call.  cuBLAS runs in its default (FP32, no
// TF32) math mode, so all implementations do the same arithmetic.  Before
// timing, every implementation's C = A*B is compared with cuBLAS's at sizes
// up to 2048; a mismatch fails the run, as does a launch that fails at any
// size.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include "gbench.h"
#include "gbench_cuda.h"
#include "sgemm.h"
#include "sgemm_tune.h"
#include "twins/twins.h"

namespace {

cublasHandle_t g_cublas;

int cublas_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C)
{
    // Row-major C = A*B is column-major C^T = B^T * A^T: swap the operands.
    return cublasSgemm(g_cublas, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &alpha, B, N, A, K, &beta, C, N) ==
                   CUBLAS_STATUS_SUCCESS
               ? 0
               : 3;
}

struct Impl {
    const char *name;
    sgemm_launch_fn launch;
    int max_n; // the naive variants take seconds per call at 8192
};

const Impl impls[] = {
    {"prism_v1", sgemm1_launch, 4096},      {"twin_v1", sgemm1_twin_launch, 4096},
    {"prism_v2", sgemm2_launch, 4096},      {"twin_v2", sgemm2_twin_launch, 4096},
    {"prism_v3", sgemm3_launch, 8192},      {"twin_v3", sgemm3_twin_launch, 8192},
    {"prism_v4", sgemm4_launch, 8192},      {"twin_v4", sgemm4_twin_launch, 8192},
    {"prism_v5", sgemm5_launch, 8192},      {"twin_v5", sgemm5_twin_launch, 8192},
    {"prism_v6", sgemm6_launch, 8192},      {"twin_v6", sgemm6_twin_launch, 8192},
    {"cublas", cublas_launch, 8192},
};

#define SGEMM_TUNE_IMPL(name) {"prism_v6~" #name, name##_launch, 8192},
const Impl tune[] = {{"cublas", cublas_launch, 8192}, SGEMM_TUNE_VARIANTS(SGEMM_TUNE_IMPL)};

// Deterministic inputs in [-1, 1), generated on the device (no 256 MiB copies).
__global__ void fill(float *x, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned h = (unsigned)i * 2654435761u ^ seed;
        h ^= h >> 15;
        h *= 2246822519u;
        h ^= h >> 13;
        x[i] = (float)(h & 0xffffff) / 8388608.0f - 1.0f;
    }
}

struct Call {
    const Impl *impl;
    int n;
    const float *A, *B;
    float *C;
};

void run_call(void *p)
{
    const Call *c = static_cast<const Call *>(p);
    c->impl->launch(c->n, c->n, c->n, 1.0f, c->A, c->B, 0.0f, c->C);
}

// Max |x - ref| / (1 + |ref|) between two device matrices.
double max_rel_err(const float *x, const float *ref, size_t n)
{
    std::vector<float> hx(n), hr(n);
    cudaMemcpy(hx.data(), x, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(hr.data(), ref, n * sizeof(float), cudaMemcpyDeviceToHost);
    double e = 0.0;
    for (size_t i = 0; i < n; i++)
        e = fmax(e, fabs((double)hx[i] - hr[i]) / (1.0 + fabs((double)hr[i])));
    return e;
}

void bm_sgemm(gb_state_t *st, void *user)
{
    const Impl *impl = static_cast<const Impl *>(user);
    const int n = (int)gb_arg(st, 0);
    const size_t elems = (size_t)n * n;
    float *A = nullptr, *B = nullptr, *C = nullptr, *R = nullptr;
    if (cudaMalloc(&A, elems * 4) != cudaSuccess || cudaMalloc(&B, elems * 4) != cudaSuccess ||
        cudaMalloc(&C, elems * 4) != cudaSuccess || cudaMalloc(&R, elems * 4) != cudaSuccess) {
        gb_skip_with_error(st, "cudaMalloc failed");
    } else {
        fill<<<1024, 256>>>(A, elems, 1u);
        fill<<<1024, 256>>>(B, elems, 2u);
        Call call = {impl, n, A, B, C};
        bool ok = true;
        // A launch that fails (a rejected configuration, too much shared
        // memory) returns at once: timed, it would look fast.
        char msg[96];
        int rc = impl->launch(n, n, n, 1.0f, A, B, 0.0f, C);
        if (rc != 0 || cudaDeviceSynchronize() != cudaSuccess) {
            snprintf(msg, sizeof msg, "launch failed (returned %d, %s)", rc, cudaGetErrorString(cudaGetLastError()));
            gb_skip_with_error(st, msg);
            ok = false;
        }
        if (ok && n <= 2048) {
            cublas_launch(n, n, n, 1.0f, A, B, 0.0f, R);
            double e = cudaDeviceSynchronize() == cudaSuccess ? max_rel_err(C, R, elems) : 1.0;
            snprintf(msg, sizeof msg, "result differs from cuBLAS (max rel err %.2e)", e);
            if (e > 1e-6 * n) { // float rounding is ~1e-6 relative here; bad indexing is O(1)
                gb_skip_with_error(st, msg);
                ok = false;
            }
        }
        if (ok && gb_cuda_time_loop(st, run_call, &call, 5) == 0)
            gb_counter(st, "FLOP/s", 2.0 * n * n * (double)n, GB_RATE_PER_ITER);
        gb_label(st, impl->name);
    }
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    cudaFree(R);
}

} // namespace

int main(int argc, char **argv)
{
    if (!gb_cuda_available()) {
        fprintf(stderr, "sgemm_bench: no CUDA device\n");
        return 1;
    }
    if (cublasCreate(&g_cublas) != CUBLAS_STATUS_SUCCESS || cublasSetMathMode(g_cublas, CUBLAS_DEFAULT_MATH) !=
                                                                 CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "sgemm_bench: cuBLAS unavailable\n");
        return 1;
    }
    for (const Impl &impl : impls) {
        char name[64];
        snprintf(name, sizeof name, "sgemm/%s", impl.name);
        gb_bench_t *b = gb_register(name, bm_sgemm, const_cast<Impl *>(&impl));
        gb_range(b, 1024, impl.max_n, 2);
        gb_manual_time(b);
        gb_repetitions(b, 5, 0);
        gb_unit(b, GB_MS);
    }
    const int64_t tune_sizes[] = {2048, 4096, 8192};
    for (const Impl &impl : tune) {
        char name[64];
        snprintf(name, sizeof name, "sgemm_tune/%s", impl.name);
        gb_bench_t *b = gb_register(name, bm_sgemm, const_cast<Impl *>(&impl));
        for (int i = 0; i < 3; i++)
            gb_args(b, &tune_sizes[i], 1); // one instance per size
        gb_manual_time(b);
        gb_repetitions(b, 5, 0);
        gb_unit(b, GB_MS);
    }
    gb_cuda_context();
    int rc = gb_main(argc, argv);
    cublasDestroy(g_cublas);
    return rc;
}
