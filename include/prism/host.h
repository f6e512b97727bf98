/*
 * prism/host.h - the host API, plain C17, the same for both backends.
 *
 * Drivers written against this header build unchanged for the GPU (link
 * libprism_cuda.a and cudart) and for the host emulator (link
 * libprism_emu.a).
 */
#ifndef PRISM_HOST_H
#define PRISM_HOST_H

#include <stddef.h>

#ifdef __cplusplus
#define PRISM_HOST_API extern "C"
#else
#define PRISM_HOST_API
#endif

typedef enum prism_status {
    PRISM_OK = 0,
    PRISM_ERR_LAUNCH_SHAPE = 1, /* block or grid size the kernel's bound forbids */
    PRISM_ERR_SMEM = 2,         /* shared budget above the device limit */
    PRISM_ERR_LAUNCH = 3,       /* the backend failed to launch or run */
    PRISM_ERR_MEMORY = 4,       /* allocation or copy failed */
    PRISM_ERR_DYNAMIC = 5       /* emulator: a dynamic check fired */
} prism_status_t;

struct prism_kernel;

/* Largest dynamic shared memory a block may use (H100/H200: 227 KiB). */
#define PRISM_SMEM_DEVICE_LIMIT (227u * 1024u)
#define PRISM_MAX_BLOCK_THREADS 1024u

/* CUDA's limits for a 1-D launch: gridDim.x and threads per block. */
#define PRISM_MAX_GRID_BLOCKS 2147483647ll

/*
 * Check a launch shape against CUDA's limits and the kernel's bound; on
 * refusal print "prism: launch of kernel 'K' refused: ..." to stderr and
 * return the code.  Counts are long long so that a negative or a 64-bit
 * count is refused, never truncated.
 */
PRISM_HOST_API int prism_launch_check(const struct prism_kernel *k, long long grid, long long block);
/*
 * Called before main for each PRISM_KERNEL definition linked into the
 * program (prism/signature.h); two definitions of one name that differ
 * print one line naming both, and prism_launch_check then refuses the
 * kernel's launches (PRISM_ERR_LAUNCH).
 */
PRISM_HOST_API void prism__kernel_define(const struct prism_kernel *k);
/* Format a bound as "grid[1], block[1], thread[32]" into buf. */
PRISM_HOST_API const char *prism_bound_str(const struct prism_kernel *k, char *buf, size_t len);

/* Backend-neutral device memory and synchronisation. */
PRISM_HOST_API const char *prism_backend_name(void); /* "gpu" or "emulator" */
PRISM_HOST_API void *prism_dev_alloc(size_t bytes);
PRISM_HOST_API void prism_dev_free(void *p);
PRISM_HOST_API int prism_copy_to_dev(void *dst, const void *src, size_t bytes);
PRISM_HOST_API int prism_copy_to_host(void *dst, const void *src, size_t bytes);
PRISM_HOST_API int prism_dev_memset(void *dst, int value, size_t bytes);
PRISM_HOST_API int prism_dev_sync(void);
/* Human-readable name of the device the backend runs on. */
PRISM_HOST_API const char *prism_device_name(void);

/*
 * Streams (SPEC 10): work queued on one stream runs in the order queued;
 * work on different streams may overlap.  NULL is the default stream.
 * On the GPU a stream is a cudaStream_t and the calls return before the
 * work is done; the emulator does each piece of work when it is queued
 * (which keeps every stream's order) and keeps the first failure for
 * prism_stream_sync.  A failure of queued work is reported by the sync
 * (and, on the emulator, by the call too).  A copy that must overlap
 * kernels on the GPU needs page-locked host memory (cudaHostAlloc);
 * from pageable memory CUDA copies synchronously.
 */
typedef struct prism_stream *prism_stream_t;
PRISM_HOST_API int prism_stream_create(prism_stream_t *stream);
PRISM_HOST_API int prism_stream_destroy(prism_stream_t stream); /* waits for its work first */
PRISM_HOST_API int prism_stream_sync(prism_stream_t stream);    /* waits; the first failure since the last sync */
PRISM_HOST_API int prism_copy_to_dev_async(void *dst, const void *src, size_t bytes, prism_stream_t stream);
PRISM_HOST_API int prism_copy_to_host_async(void *dst, const void *src, size_t bytes, prism_stream_t stream);

#endif /* PRISM_HOST_H */
