// bench/scan_bench.cu - the Prism decoupled look-back scan against
// cub::DeviceScan::InclusiveSum and a device-to-device copy of the same
// bytes (the bandwidth ceiling), 2^20 to 2^30 int32/float items (the
// paper's Fig. 22).
//
// Names are scan/IMPL/N, IMPL in prism_i32, prism_f32, cub_i32, cub_f32,
// copy.  scan_tune/IMPL/2^28 is the look-back's delays swept for a GPU
// session to tune (scan_i32_launch_delays): prism_i32~dF_P sleeps F ns
// before the first poll and P ns between polls, against cub_i32 in the
// same run (gpu_summary.py compares IMPL~VARIANT as IMPL).  bytes_per_second counts what a scan must move: n items read and n
// written.  5 untimed warm-ups, then CUDA events around every timed
// iteration, with Google Benchmark repetitions.  Up to 2^24 items the Prism
// result is checked against CUB's (exactly for int32) before timing.
#include <cub/device/device_scan.cuh>
#include <cuda_runtime.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <vector>

#include "gbench.h"
#include "gbench_cuda.h"
#include "scan.h"

namespace {

enum Kind { PRISM, CUB, COPY };

struct Impl {
    const char *name;
    Kind kind;
    bool is_float;
    bool delays;                // int32 only: scan_i32_launch_delays(first_ns, poll_ns)
    unsigned first_ns, poll_ns;
};

const Impl impls[] = {
    {"prism_i32", PRISM, false, false, 0, 0}, {"prism_f32", PRISM, true, false, 0, 0},
    {"cub_i32", CUB, false, false, 0, 0},     {"cub_f32", CUB, true, false, 0, 0},
    {"copy", COPY, false, false, 0, 0},
};

// The sweep: CUB's sm_90 constants (1245/648), no sleeps, the previous
// exponential back-off's first step as a fixed one, and either side; the
// default (scan_status.h: 2500/648) is the H100 winner of this sweep.
const Impl tune[] = {
    {"cub_i32", CUB, false, false, 0, 0},
    {"prism_i32~d1245_648", PRISM, false, true, 1245, 648},
    {"prism_i32~d0_0", PRISM, false, true, 0, 0},
    {"prism_i32~d0_32", PRISM, false, true, 0, 32},
    {"prism_i32~d0_648", PRISM, false, true, 0, 648},
    {"prism_i32~d600_300", PRISM, false, true, 600, 300},
    {"prism_i32~d2500_648", PRISM, false, true, 2500, 648},
    {"prism_i32~d1245_1500", PRISM, false, true, 1245, 1500},
    {"prism_i32~d4000_648", PRISM, false, true, 4000, 648},
    {"prism_i32~d2500_1245", PRISM, false, true, 2500, 1245},
    {"prism_i32~d2500_300", PRISM, false, true, 2500, 300},
    {"prism_i32~d6000_648", PRISM, false, true, 6000, 648},
};

__global__ void fill(uint32_t *x, size_t n, int as_float)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned h = (unsigned)i * 2654435761u;
        h ^= h >> 15;
        if (as_float) {
            float f = (float)(h & 0xffff) / 32768.0f - 1.0f;
            x[i] = __float_as_uint(f);
        } else {
            x[i] = (h & 15u) - 8u; // small: no int32 partial sum overflows
        }
    }
}

// CUB as its users call it: an int count where one holds n (its 32-bit
// offset kernel, CUB's fastest), a 64-bit count beyond.
template <class T>
cudaError_t cub_incl(void *tmp, size_t &bytes, const T *in, T *out, int64_t n)
{
    if (n <= INT32_MAX)
        return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, (int)n);
    return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}

struct Call {
    const Impl *impl;
    int64_t n; // the Prism launchers and cub::DeviceScan take 64-bit counts
    void *in, *out, *tmp;
    size_t tmp_bytes;
};

void run_call(void *p)
{
    const Call *c = static_cast<const Call *>(p);
    switch (c->impl->kind) {
    case PRISM:
        if (c->impl->delays)
            scan_i32_launch_delays((int32_t *)c->out, (const int32_t *)c->in, c->n, 0, c->tmp, c->impl->first_ns,
                                   c->impl->poll_ns);
        else if (c->impl->is_float)
            scan_f32_launch((float *)c->out, (const float *)c->in, c->n, 0, c->tmp);
        else
            scan_i32_launch((int32_t *)c->out, (const int32_t *)c->in, c->n, 0, c->tmp);
        break;
    case CUB: {
        size_t bytes = c->tmp_bytes;
        if (c->impl->is_float)
            cub_incl(c->tmp, bytes, (const float *)c->in, (float *)c->out, c->n);
        else
            cub_incl(c->tmp, bytes, (const int32_t *)c->in, (int32_t *)c->out, c->n);
        break;
    }
    case COPY:
        cudaMemcpyAsync(c->out, c->in, (size_t)c->n * 4, cudaMemcpyDeviceToDevice, 0);
        break;
    }
}

size_t cub_tmp_bytes(int64_t n, bool is_float)
{
    size_t bytes = 0;
    if (is_float)
        cub_incl(nullptr, bytes, (const float *)nullptr, (float *)nullptr, n);
    else
        cub_incl(nullptr, bytes, (const int32_t *)nullptr, (int32_t *)nullptr, n);
    return bytes;
}

// The Prism scan of `in` against CUB's, on the host.
bool matches_cub(const Call &c)
{
    const size_t n = (size_t)c.n;
    void *ref = nullptr, *tmp = nullptr;
    size_t tb = cub_tmp_bytes(c.n, c.impl->is_float);
    if (cudaMalloc(&ref, n * 4) != cudaSuccess || cudaMalloc(&tmp, tb) != cudaSuccess)
        return false;
    run_call(const_cast<Call *>(&c));
    if (c.impl->is_float)
        cub_incl(tmp, tb, (const float *)c.in, (float *)ref, c.n);
    else
        cub_incl(tmp, tb, (const int32_t *)c.in, (int32_t *)ref, c.n);
    std::vector<uint32_t> a(n), b(n);
    bool ok = cudaDeviceSynchronize() == cudaSuccess &&
              cudaMemcpy(a.data(), c.out, n * 4, cudaMemcpyDeviceToHost) == cudaSuccess &&
              cudaMemcpy(b.data(), ref, n * 4, cudaMemcpyDeviceToHost) == cudaSuccess;
    for (size_t i = 0; ok && i < n; i++) {
        if (c.impl->is_float) {
            float x, y;
            memcpy(&x, &a[i], 4);
            memcpy(&y, &b[i], 4);
            ok = fabsf(x - y) <= 1e-3f * (1.0f + fabsf(y)) + 1e-6f * (float)i;
        } else {
            ok = a[i] == b[i];
        }
    }
    cudaFree(ref);
    cudaFree(tmp);
    return ok;
}

void bm_scan(gb_state_t *st, void *user)
{
    const Impl *impl = static_cast<const Impl *>(user);
    Call c = {impl, (int64_t)gb_arg(st, 0), nullptr, nullptr, nullptr, 0};
    const size_t n = (size_t)c.n;
    c.tmp_bytes = impl->kind == PRISM ? scan_tmp_bytes(c.n) : impl->kind == CUB ? cub_tmp_bytes(c.n, impl->is_float) : 1;
    if (cudaMalloc(&c.in, n * 4) != cudaSuccess || cudaMalloc(&c.out, n * 4) != cudaSuccess ||
        cudaMalloc(&c.tmp, c.tmp_bytes) != cudaSuccess) {
        gb_skip_with_error(st, "cudaMalloc failed");
    } else {
        fill<<<1024, 256>>>((uint32_t *)c.in, n, impl->is_float);
        const bool ok = impl->kind != PRISM || c.n > (1 << 24) || matches_cub(c);
        if (!ok)
            gb_skip_with_error(st, "Prism scan differs from cub::DeviceScan::InclusiveSum");
        if (ok && gb_cuda_time_loop(st, run_call, &c, 5) == 0)
            gb_counter(st, "bytes_per_second", 2.0 * (double)n * 4.0, GB_RATE_PER_ITER);
        gb_label(st, impl->name);
    }
    cudaFree(c.in);
    cudaFree(c.out);
    cudaFree(c.tmp);
}

} // namespace

int main(int argc, char **argv)
{
    if (!gb_cuda_available()) {
        fprintf(stderr, "scan_bench: no CUDA device\n");
        return 1;
    }
    for (const Impl &impl : impls) {
        char name[64];
        snprintf(name, sizeof name, "scan/%s", impl.name);
        gb_bench_t *b = gb_register(name, bm_scan, const_cast<Impl *>(&impl));
        gb_range(b, 1 << 20, 1 << 30, 4);
        gb_manual_time(b);
        gb_repetitions(b, 5, 0);
        gb_unit(b, GB_US);
    }
    for (const Impl &impl : tune) {
        char name[64];
        snprintf(name, sizeof name, "scan_tune/%s", impl.name);
        gb_bench_t *b = gb_register(name, bm_scan, const_cast<Impl *>(&impl));
        gb_range(b, 1 << 28, 1 << 28, 4);
        gb_manual_time(b);
        gb_repetitions(b, 5, 0);
        gb_unit(b, GB_US);
    }
    gb_cuda_context();
    return gb_main(argc, argv);
}
