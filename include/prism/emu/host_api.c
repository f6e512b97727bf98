/*
 * host_api.c - prism/host.h for the emulator: device memory is host
 * memory (256-byte aligned, like cudaMalloc's), copies are memcpy, and
 * every launch has finished by the time it returns, so synchronising is
 * free.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prism/host.h"

const char *prism_backend_name(void)
{
    return "emulator";
}

void *prism_dev_alloc(size_t bytes)
{
    /* cudaMalloc's alignment: kernels may rely on it for vector loads. */
    void *p = 0;
    return posix_memalign(&p, 256, bytes ? bytes : 1) == 0 ? p : 0;
}

void prism_dev_free(void *p)
{
    free(p);
}

int prism_copy_to_dev(void *dst, const void *src, size_t bytes)
{
    if (bytes && (!dst || !src))
        return PRISM_ERR_MEMORY;
    if (bytes)
        memcpy(dst, src, bytes);
    return PRISM_OK;
}

int prism_copy_to_host(void *dst, const void *src, size_t bytes)
{
    return prism_copy_to_dev(dst, src, bytes);
}

int prism_dev_memset(void *dst, int value, size_t bytes)
{
    if (bytes && !dst)
        return PRISM_ERR_MEMORY;
    if (bytes)
        memset(dst, value, bytes);
    return PRISM_OK;
}

int prism_dev_sync(void)
{
    return PRISM_OK;
}

const char *prism_device_name(void)
{
    static char name[64];
    if (!name[0]) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        snprintf(name, sizeof name, "host emulator (%ld CPUs)", cpus > 0 ? cpus : 1L);
    }
    return name;
}
