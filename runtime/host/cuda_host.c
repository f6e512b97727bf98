/*
 * cuda_host.c - the host API of host.h on the CUDA runtime.  Plain C17:
 * the CUDA runtime API is a C API, so drivers need no nvcc.
 */
#include <stdio.h>

#include <cuda_runtime_api.h>

#include "prism/host.h"

static int ok(cudaError_t e, const char *what)
{
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: %s: %s\n", what, cudaGetErrorString(e));
    return PRISM_ERR_MEMORY;
}

const char *prism_backend_name(void)
{
    return "gpu";
}

void *prism_dev_alloc(size_t bytes)
{
    void *p = NULL;
    if (ok(cudaMalloc(&p, bytes ? bytes : 1), "cudaMalloc") != PRISM_OK)
        return NULL;
    return p;
}

void prism_dev_free(void *p)
{
    if (p)
        (void)ok(cudaFree(p), "cudaFree");
}

int prism_copy_to_dev(void *dst, const void *src, size_t bytes)
{
    return ok(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice), "copy to device");
}

int prism_copy_to_host(void *dst, const void *src, size_t bytes)
{
    return ok(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost), "copy to host");
}

int prism_dev_memset(void *dst, int value, size_t bytes)
{
    return ok(cudaMemset(dst, value, bytes), "cudaMemset");
}

int prism_dev_sync(void)
{
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: kernel failed: %s\n", cudaGetErrorString(e));
    return PRISM_ERR_LAUNCH;
}

const char *prism_device_name(void)
{
    static char name[256];
    struct cudaDeviceProp prop;
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess || cudaGetDeviceProperties(&prop, dev) != cudaSuccess)
        return "unknown GPU";
    snprintf(name, sizeof name, "%s", prop.name);
    return name;
}
