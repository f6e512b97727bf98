/*
 * prism/launch.h - launch plumbing behind PRISM_LAUNCH for the CUDA backend.
 */
#ifndef PRISM_LAUNCH_H
#define PRISM_LAUNCH_H

#ifdef __CUDACC__
#include <stdio.h>

static thread_local int prism__launch_rc PRISM__UNUSED;

/* Shape check, then the opt-in a kernel needs above 48 KiB of shared memory. */
static inline int prism_launch_prepare(const prism_kernel_t *k, unsigned grid, unsigned block)
{
    int rc = prism_launch_check(k, grid, block);
    if (rc != PRISM_OK)
        return rc;
    if (k->smem > 48u * 1024u &&
        cudaFuncSetAttribute(k->fn, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)k->smem) != cudaSuccess) {
        fprintf(stderr, "prism: kernel '%s': cannot reserve %u bytes of shared memory: %s\n", k->name, k->smem,
                cudaGetErrorString(cudaGetLastError()));
        return PRISM_ERR_SMEM;
    }
    return PRISM_OK;
}

static inline int prism_launch_finish(const prism_kernel_t *k)
{
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: launch of kernel '%s' failed: %s\n", k->name, cudaGetErrorString(e));
    return PRISM_ERR_LAUNCH;
}
#else
/* The emulator runs the launch to completion and reports dynamic errors. */
PRISM_HOST_API int prism_emu_launch(const prism_kernel_t *k, unsigned grid, unsigned block, const void *args);
/* The same, naming the PRISM_LAUNCH site (file, line) in its error reports. */
PRISM_HOST_API int prism_emu_launch_at(const prism_kernel_t *k, unsigned grid, unsigned block, const void *args,
                                       const char *file, int line);
#endif

#endif /* PRISM_LAUNCH_H */
