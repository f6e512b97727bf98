// bench/hgemm_bench.cu - the Hopper bf16 GEMM (issue 15): the Prism kernel,
// its plain-CUDA twin and cuBLAS, same inputs, same GPU, same run.
//
// C (M x N, f32 or bf16) = A (M x K, row-major bf16) * B (given N x K
// row-major, i.e. K x N column-major), f32 accumulation: the layouts of
// kernels/hgemm/hgemm.h.  cuBLAS gets the same bytes through
// cublasGemmEx(op(B) = T, op(A) = N) in its column-major view, bf16
// inputs, CUBLAS_COMPUTE_32F: its "TN" fast path.
//
// Benchmarks are named hgemm/IMPL/N for the square sizes and
// hgemm/mMnN/IMPL/K for the LLM shapes, hgemm_bf16/... with C in bf16
// (cuBLAS then writes CUDA_R_16BF) (FIGURE/IMPL/ARG, as bench/plot.sh
// and bench/gpu_summary.py read names).  Inputs are standard normal
// (Box-Muller on a counter hash, rounded to bf16), generated on the device.
// Every implementation's result is compared with cuBLAS's before timing
// (max |C - C_cublas| <= 1e-3 * max |C_cublas|, 1e-2 for C in bf16: both
// accumulate the same bf16 products in f32 on the tensor cores, in
// different orders; an indexing mistake is O(1)); a mismatch fails the run.  Timing: 5 untimed
// warm-ups, then one CUDA-event pair per timed iteration, Google
// Benchmark's repetitions on top.  Counters: FLOP/s (2MNK per call, what
// bench/plot.sh draws) and TFLOP/s.  After Google Benchmark's report a
// summary table gives each implementation's TFLOP/s and its ratio to
// cuBLAS, all measured again back to back per shape (20 calls each after
// 5 warm-ups), so that the ratio compares the same clocks and thermals.
//
// Without a GPU, or on a GPU that is not sm_90 (the kernels are built for
// sm_90a only), the binary prints why and exits 0: nothing to measure.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gbench.h"
#include "gbench_cuda.h"
#include "hgemm.h"

namespace {

cublasHandle_t g_cublas;

int cublas_gemm(int M, int N, int K, const uint16_t *A, const uint16_t *B, void *C, cudaDataType_t c_type)
{
    // Row-major C = A * B is column-major C^T (N x M) = B^T * A^T, where
    // the stored B (N x K row-major) is column-major K x N with ld K:
    // op(B) = T; A (M x K row-major) is column-major K x M: op(A) = N.
    const float one = 1.0f, zero = 0.0f;
    return cublasGemmEx(g_cublas, CUBLAS_OP_T, CUBLAS_OP_N, N, M, K, &one, B, CUDA_R_16BF, K, A, CUDA_R_16BF, K,
                        &zero, C, c_type, N, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT) == CUBLAS_STATUS_SUCCESS
               ? 0
               : 3;
}

int cublas_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, float *C)
{
    return cublas_gemm(M, N, K, A, B, C, CUDA_R_32F);
}

int cublas_bf16_launch(int M, int N, int K, const uint16_t *A, const uint16_t *B, uint16_t *C)
{
    return cublas_gemm(M, N, K, A, B, C, CUDA_R_16BF);
}

struct Impl {
    const char *name;
    hgemm_launch_fn launch;           // C in f32
    hgemm_bf16_launch_fn launch_bf16; // C in bf16
};

// cuBLAS first: the summary divides by its rate.
const Impl impls[] = {
    {"cublas", cublas_launch, cublas_bf16_launch},
    {"twin", hgemm_twin_launch, hgemm_bf16_twin_launch},
#ifdef HGEMM_BENCH_PRISM
    {"prism", hgemm_launch, hgemm_bf16_launch},
#endif
};

int launch(const Impl *impl, int bf16, int M, int N, int K, const uint16_t *A, const uint16_t *B, void *C)
{
    return bf16 ? impl->launch_bf16(M, N, K, A, B, (uint16_t *)C) : impl->launch(M, N, K, A, B, (float *)C);
}
constexpr int n_impls = sizeof impls / sizeof impls[0];

// M, N, K: the square sizes, then two LLM projections.
const int64_t shapes[][3] = {
    {2048, 2048, 2048}, {4096, 4096, 4096}, {8192, 8192, 8192}, {16384, 16384, 16384},
    {8192, 8192, 2048}, {4096, 14336, 4096},
};
constexpr int n_shapes = sizeof shapes / sizeof shapes[0];

// The summary's TFLOP/s per implementation and shape: sum and count.
// First index: 0 for C in f32, 1 for C in bf16.
double rate_sum[2][n_impls][n_shapes];
int rate_n[2][n_impls][n_shapes];

__device__ unsigned hash32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

__global__ void fill_normal(__nv_bfloat16 *x, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        const unsigned h1 = hash32((unsigned)i ^ seed * 0x9e3779b9u), h2 = hash32(h1 ^ (unsigned)(i >> 32) ^ seed);
        const float u1 = ((h1 >> 8) + 1) * (1.0f / 16777217.0f), u2 = (h2 >> 8) * (1.0f / 16777216.0f);
        x[i] = __float2bfloat16_rn(sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2));
    }
}

// out[0] = max |x - ref|, out[1] = max |ref|, as float bit patterns
// (non-negative floats order like their bits).
__device__ float to_f32(float x)
{
    return x;
}

__device__ float to_f32(__nv_bfloat16 x)
{
    return __bfloat162float(x);
}

template <typename T> __global__ void max_err(const T *x, const T *ref, size_t n, unsigned *out)
{
    float e = 0.0f, m = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        const float d = fabsf(to_f32(x[i]) - to_f32(ref[i]));
        e = d != d ? INFINITY : fmaxf(e, d); // a NaN is an error, not ignored
        m = fmaxf(m, fabsf(to_f32(ref[i])));
    }
    atomicMax(&out[0], __float_as_uint(e));
    atomicMax(&out[1], __float_as_uint(m));
}

struct Call {
    const Impl *impl;
    int bf16;
    int M, N, K;
    const uint16_t *A, *B;
    void *C;
};

void run_call(void *p)
{
    const Call *c = static_cast<const Call *>(p);
    launch(c->impl, c->bf16, c->M, c->N, c->K, c->A, c->B, c->C);
}

// Compares C with cuBLAS's result into R; returns 0 when they agree.
int verify(const Call &call, void *R, char *msg, size_t msg_len)
{
    unsigned *d = nullptr, h[2] = {0, 0};
    const size_t elems = (size_t)call.M * call.N;
    if (launch(call.impl, call.bf16, call.M, call.N, call.K, call.A, call.B, call.C) != 0 ||
        launch(&impls[0], call.bf16, call.M, call.N, call.K, call.A, call.B, R) != 0 ||
        cudaMalloc(&d, sizeof h) != cudaSuccess ||
        cudaMemset(d, 0, sizeof h) != cudaSuccess) {
        snprintf(msg, msg_len, "launch failed: %s", cudaGetErrorString(cudaGetLastError()));
        cudaFree(d);
        return 1;
    }
    if (call.bf16)
        max_err<<<1024, 256>>>((const __nv_bfloat16 *)call.C, (const __nv_bfloat16 *)R, elems, d);
    else
        max_err<<<1024, 256>>>((const float *)call.C, (const float *)R, elems, d);
    const cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    if (e != cudaSuccess) {
        snprintf(msg, msg_len, "CUDA error: %s", cudaGetErrorString(e));
        return 1;
    }
    float err, ref;
    memcpy(&err, &h[0], 4);
    memcpy(&ref, &h[1], 4);
    // bf16 output: each side rounds its f32 sum once, 2^-8 relative apart at most.
    if (!(err <= (call.bf16 ? 1e-2f : 1e-3f) * ref) || ref == 0.0f) {
        snprintf(msg, msg_len, "result differs from cuBLAS: max abs err %.3e, max |C| %.3e", err, ref);
        return 1;
    }
    return 0;
}

// One family per implementation and figure: square (M = N = K = the
// argument) or an LLM projection (M and N fixed, K the argument).
struct Family {
    int impl, bf16;
    int M, N; // 0: square
};
Family families[2 * n_impls * 3];

void bm_hgemm(gb_state_t *st, void *user)
{
    const Family *f = static_cast<const Family *>(user);
    const Impl *impl = &impls[f->impl];
    const int K = (int)gb_arg(st, 0), M = f->M ? f->M : K, N = f->N ? f->N : K;
    const size_t csize = f->bf16 ? 2 : 4;
    __nv_bfloat16 *A = nullptr, *B = nullptr;
    void *C = nullptr, *R = nullptr;
    gb_label(st, impl->name);
    if (cudaMalloc(&A, (size_t)M * K * 2) != cudaSuccess || cudaMalloc(&B, (size_t)N * K * 2) != cudaSuccess ||
        cudaMalloc(&C, (size_t)M * N * csize) != cudaSuccess ||
        (impl != &impls[0] && cudaMalloc(&R, (size_t)M * N * csize) != cudaSuccess)) {
        gb_skip_with_error(st, "cudaMalloc failed");
    } else {
        fill_normal<<<1024, 256>>>(A, (size_t)M * K, 1u);
        fill_normal<<<1024, 256>>>(B, (size_t)N * K, 2u);
        Call call = {impl, f->bf16, M, N, K, (const uint16_t *)A, (const uint16_t *)B, C};
        char msg[160];
        if (R && verify(call, R, msg, sizeof msg) != 0) {
            gb_skip_with_error(st, msg);
        } else if (gb_cuda_time_loop(st, run_call, &call, 5) == 0) {
            gb_counter(st, "FLOP/s", 2.0 * M * N * (double)K, GB_RATE_PER_ITER);
            gb_counter(st, "TFLOP/s", 2.0 * M * N * (double)K * 1e-12, GB_RATE_PER_ITER);
        }
    }
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    cudaFree(R);
}

// gb_cuda_time_loop reports the times to Google Benchmark only; the
// summary's rates come from a second, short measurement of our own.
void measure_summary()
{
    gb_cuda_timer_t *t = gb_cuda_timer_new();
    for (int s = 0; s < n_shapes; s++) {
        const int M = (int)shapes[s][0], N = (int)shapes[s][1], K = (int)shapes[s][2];
        __nv_bfloat16 *A = nullptr, *B = nullptr;
        void *C = nullptr; // big enough for f32, used for bf16 too
        if (cudaMalloc(&A, (size_t)M * K * 2) != cudaSuccess || cudaMalloc(&B, (size_t)N * K * 2) != cudaSuccess ||
            cudaMalloc(&C, (size_t)M * N * 4) != cudaSuccess) {
            cudaFree(A);
            cudaFree(B);
            continue;
        }
        fill_normal<<<1024, 256>>>(A, (size_t)M * K, 1u);
        fill_normal<<<1024, 256>>>(B, (size_t)N * K, 2u);
        for (int o = 0; o < 2; o++)
            for (int i = 0; i < n_impls; i++) {
                for (int w = 0; w < 5; w++)
                    launch(&impls[i], o, M, N, K, (const uint16_t *)A, (const uint16_t *)B, C);
                for (int r = 0; r < 20; r++) {
                    gb_cuda_timer_start(t);
                    const int rc = launch(&impls[i], o, M, N, K, (const uint16_t *)A, (const uint16_t *)B, C);
                    const double sec = gb_cuda_timer_stop(t);
                    if (rc == 0 && sec > 0 && cudaGetLastError() == cudaSuccess) {
                        rate_sum[o][i][s] += 2.0 * M * N * (double)K / sec * 1e-12;
                        rate_n[o][i][s]++;
                    }
                }
            }
        cudaFree(A);
        cudaFree(B);
        cudaFree(C);
    }
    gb_cuda_timer_free(t);
}

void print_summary(int o)
{
    printf("\nhgemm summary, C in %s (mean TFLOP/s of 20 timed calls after 5 warm-ups; ratio to cuBLAS)\n",
           o ? "bf16" : "f32");
    printf("%-20s", "M x N x K");
    for (int i = 0; i < n_impls; i++)
        printf(" %10s", impls[i].name);
    for (int i = 1; i < n_impls; i++)
        printf(" %9s/cuBLAS", impls[i].name);
    printf("\n");
    for (int s = 0; s < n_shapes; s++) {
        char shape[32];
        snprintf(shape, sizeof shape, "%lldx%lldx%lld", (long long)shapes[s][0], (long long)shapes[s][1],
                 (long long)shapes[s][2]);
        printf("%-20s", shape);
        double mean[n_impls];
        for (int i = 0; i < n_impls; i++) {
            mean[i] = rate_n[o][i][s] ? rate_sum[o][i][s] / rate_n[o][i][s] : 0.0;
            printf(" %10.1f", mean[i]);
        }
        for (int i = 1; i < n_impls; i++)
            printf(" %15.3f", mean[0] > 0 ? mean[i] / mean[0] : 0.0);
        printf("\n");
    }
}

} // namespace

int main(int argc, char **argv)
{
    // Names FIGURE/IMPL/ARG as bench/plot.sh and bench/gpu_summary.py read
    // them: hgemm/IMPL/N (square), hgemm/mMnN/IMPL/K (the LLM shapes);
    // hgemm_bf16/... the same with C in bf16.
    int nf = 0;
    for (int fi = 0; fi < 2 * n_impls; fi++)
        for (int s = 0; s < n_shapes; s++) {
            const int o = fi / n_impls, i = fi % n_impls;
            const bool square = shapes[s][0] == shapes[s][2] && shapes[s][1] == shapes[s][2];
            if (square && s > 0 && shapes[s - 1][0] == shapes[s - 1][2] && shapes[s - 1][1] == shapes[s - 1][2])
                continue; // the square sizes are one family, registered at the first
            char name[64];
            Family *f = &families[nf++];
            f->impl = i;
            f->bf16 = o;
            f->M = square ? 0 : (int)shapes[s][0];
            f->N = square ? 0 : (int)shapes[s][1];
            const char *fig = o ? "hgemm_bf16" : "hgemm";
            if (square)
                snprintf(name, sizeof name, "%s/%s", fig, impls[i].name);
            else
                snprintf(name, sizeof name, "%s/m%dn%d/%s", fig, f->M, f->N, impls[i].name);
            gb_bench_t *b = gb_register(name, bm_hgemm, f);
            for (int q = s; q < n_shapes; q++) {
                const bool sq = shapes[q][0] == shapes[q][2] && shapes[q][1] == shapes[q][2];
                if (square ? sq : q == s)
                    gb_args(b, &shapes[q][2], 1);
            }
            gb_manual_time(b);
            gb_repetitions(b, 5, 0);
            gb_unit(b, GB_MS);
        }
    // Listing the benchmarks needs no GPU (tests/suites/52-hgemm.sh reads the names).
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--benchmark_list_tests") == 0 || strcmp(argv[i], "--benchmark_list_tests=true") == 0)
            return gb_main(argc, argv);
    cudaDeviceProp prop;
    if (!gb_cuda_available() || cudaGetDeviceProperties(&prop, 0) != cudaSuccess) {
        printf("hgemm_bench: no GPU: skipped (nothing measured)\n");
        return 0;
    }
    if (prop.major != 9) {
        printf("hgemm_bench: %s is sm_%d%d; the kernels are built for sm_90a (H100/H200) only: skipped\n",
               prop.name, prop.major, prop.minor);
        return 0;
    }
    if (cublasCreate(&g_cublas) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "hgemm_bench: cuBLAS unavailable\n");
        return 1;
    }
    gb_cuda_context();
    int rc = gb_main(argc, argv);
    measure_summary();
    print_summary(0);
    print_summary(1);
    cublasDestroy(g_cublas);
    return rc;
}
