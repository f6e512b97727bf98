// bench/gbench_cuda.cu - CUDA-event timing for the C benchmark wrapper.
#include "gbench_cuda.h"

#include <cuda_runtime.h>

#include <stdio.h>
#include <stdlib.h>

struct gb_cuda_timer {
    cudaEvent_t start, stop;
};

extern "C" {

gb_cuda_timer_t *gb_cuda_timer_new(void)
{
    gb_cuda_timer_t *t = static_cast<gb_cuda_timer_t *>(calloc(1, sizeof *t));
    if (!t)
        return NULL;
    if (cudaEventCreate(&t->start) != cudaSuccess || cudaEventCreate(&t->stop) != cudaSuccess) {
        free(t);
        return NULL;
    }
    return t;
}

void gb_cuda_timer_start(gb_cuda_timer_t *t) { cudaEventRecord(t->start, 0); }

double gb_cuda_timer_stop(gb_cuda_timer_t *t)
{
    float ms = 0.0f;
    if (cudaEventRecord(t->stop, 0) != cudaSuccess || cudaEventSynchronize(t->stop) != cudaSuccess ||
        cudaEventElapsedTime(&ms, t->start, t->stop) != cudaSuccess)
        return -1.0;
    return static_cast<double>(ms) * 1e-3;
}

void gb_cuda_timer_free(gb_cuda_timer_t *t)
{
    if (!t)
        return;
    cudaEventDestroy(t->start);
    cudaEventDestroy(t->stop);
    free(t);
}

static int fail(gb_state_t *st, const char *what, cudaError_t e)
{
    char msg[256];
    snprintf(msg, sizeof msg, "%s: %s", what, cudaGetErrorString(e));
    gb_skip_with_error(st, msg);
    return 1;
}

int gb_cuda_time_loop(gb_state_t *st, gb_cuda_fn_t fn, void *user, int warmups)
{
    // Warm-ups outside the timed loop: first launches pay for module load,
    // clock ramp-up and cold L2, which the paper's methodology excludes.
    for (int i = 0; i < warmups; i++)
        fn(user);
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        e = cudaGetLastError();
    if (e != cudaSuccess)
        return fail(st, "warm-up", e);
    gb_cuda_timer_t *t = gb_cuda_timer_new();
    if (!t)
        return fail(st, "cudaEventCreate", cudaGetLastError());
    int rc = 0;
    while (gb_keep_running(st)) {
        gb_cuda_timer_start(t);
        fn(user);
        double s = gb_cuda_timer_stop(t);
        if (s < 0.0 || (e = cudaGetLastError()) != cudaSuccess) {
            rc = fail(st, "timed iteration", e != cudaSuccess ? e : cudaGetLastError());
            break;
        }
        gb_set_iteration_time(st, s);
    }
    gb_cuda_timer_free(t);
    return rc;
}

int gb_cuda_available(void)
{
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n > 0;
}

void gb_cuda_context(void)
{
    int dev = 0, drv = 0, rt = 0;
    cudaDeviceProp p;
    char buf[64];
    if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&p, dev) != cudaSuccess)
        return;
    gb_context("gpu_name", p.name);
    snprintf(buf, sizeof buf, "sm_%d%d", p.major, p.minor);
    gb_context("gpu_arch", buf);
    snprintf(buf, sizeof buf, "%d", p.multiProcessorCount);
    gb_context("gpu_sms", buf);
    snprintf(buf, sizeof buf, "%zu", p.totalGlobalMem);
    gb_context("gpu_memory_bytes", buf);
    if (cudaDriverGetVersion(&drv) == cudaSuccess) {
        snprintf(buf, sizeof buf, "%d.%d", drv / 1000, (drv % 1000) / 10);
        gb_context("cuda_driver", buf);
    }
    if (cudaRuntimeGetVersion(&rt) == cudaSuccess) {
        snprintf(buf, sizeof buf, "%d.%d", rt / 1000, (rt % 1000) / 10);
        gb_context("cuda_runtime", buf);
    }
}

} // extern "C"
