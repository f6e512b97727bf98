/*
 * host_api.c - prism/host.h for the emulator: device memory is host
 * memory, tracked and fenced by devmem.c (256-byte aligned, like
 * cudaMalloc's), copies are memcpy, and every launch has finished by the
 * time it returns, so synchronising is free.  Every failure prints one
 * line, as the CUDA backend does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

const char *prism_backend_name(void)
{
    return "emulator";
}

void *prism_dev_alloc(size_t bytes)
{
    void *p = emu_devmem_alloc(bytes);
    if (!p)
        fprintf(stderr, "prism: prism_dev_alloc(%zu bytes): out of memory\n", bytes);
    return p;
}

void prism_dev_free(void *p)
{
    if (p)
        emu_devmem_free(p);
}

/* One copy's checks; what names it in the message. */
static int copy(void *dst, const void *src, size_t bytes, const char *what, const void *dev)
{
    if (!bytes)
        return PRISM_OK;
    if (!dst || !src) {
        fprintf(stderr, "prism: %s of %zu bytes: null %s pointer\n", what, bytes, !dst ? "destination" : "source");
        return PRISM_ERR_MEMORY;
    }
    if (!emu_devmem_check(dev, bytes, what))
        return PRISM_ERR_MEMORY;
    memcpy(dst, src, bytes);
    return PRISM_OK;
}

int prism_copy_to_dev(void *dst, const void *src, size_t bytes)
{
    return copy(dst, src, bytes, "copy to device", dst);
}

int prism_copy_to_host(void *dst, const void *src, size_t bytes)
{
    return copy(dst, src, bytes, "copy to host", src);
}

int prism_dev_memset(void *dst, int value, size_t bytes)
{
    if (!bytes)
        return PRISM_OK;
    if (!dst) {
        fprintf(stderr, "prism: device memset of %zu bytes: null pointer\n", bytes);
        return PRISM_ERR_MEMORY;
    }
    if (!emu_devmem_check(dst, bytes, "device memset"))
        return PRISM_ERR_MEMORY;
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
