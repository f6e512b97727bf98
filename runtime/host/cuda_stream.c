/*
 * cuda_stream.c - the streams of host.h on the CUDA runtime: a
 * prism_stream_t is a cudaStream_t (NULL, the default stream, is CUDA's
 * too), asynchronous copies are cudaMemcpyAsync, and a failure of queued
 * work surfaces at prism_stream_sync as CUDA reports it.  Launches on a
 * stream are PRISM_LAUNCH_ON (prism/signature.h), compiled by nvcc in the
 * kernel's own file.
 */
#include <stdio.h>

#include <cuda_runtime_api.h>

#include "prism/host.h"

static int ok(cudaError_t e, const char *what, int code)
{
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: %s: %s\n", what, cudaGetErrorString(e));
    return code;
}

int prism_stream_create(prism_stream_t *stream)
{
    cudaStream_t s = NULL;
    if (!stream) {
        fprintf(stderr, "prism: prism_stream_create: null pointer\n");
        return PRISM_ERR_LAUNCH;
    }
    int rc = ok(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate", PRISM_ERR_LAUNCH);
    *stream = rc == PRISM_OK ? (prism_stream_t)s : NULL;
    return rc;
}

int prism_stream_sync(prism_stream_t stream)
{
    return ok(cudaStreamSynchronize((cudaStream_t)stream), "stream work failed", PRISM_ERR_LAUNCH);
}

int prism_stream_destroy(prism_stream_t stream)
{
    if (!stream) {
        fprintf(stderr, "prism: prism_stream_destroy: the default stream cannot be destroyed\n");
        return PRISM_ERR_LAUNCH;
    }
    int rc = prism_stream_sync(stream);
    int rd = ok(cudaStreamDestroy((cudaStream_t)stream), "cudaStreamDestroy", PRISM_ERR_LAUNCH);
    return rc != PRISM_OK ? rc : rd;
}

int prism_copy_to_dev_async(void *dst, const void *src, size_t bytes, prism_stream_t stream)
{
    return ok(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, (cudaStream_t)stream), "async copy to device",
              PRISM_ERR_MEMORY);
}

int prism_copy_to_host_async(void *dst, const void *src, size_t bytes, prism_stream_t stream)
{
    return ok(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, (cudaStream_t)stream), "async copy to host",
              PRISM_ERR_MEMORY);
}
