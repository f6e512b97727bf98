/*
 * kernels/scan/scan.cu - the decoupled look-back scan kernels
 * (scan_kernels.h, generated) and their host launchers.
 */
#include "scan.h"
#include "scan_kernels.h"

#if SCAN_TILE != SCAN_TILE_ITEMS
#error "scan.h and scan_status.h disagree on the tile size"
#endif

static unsigned scan_tiles(int n)
{
    return n > 0 ? (unsigned)((n + SCAN_TILE - 1) / SCAN_TILE) : 0u;
}

PRISM_HOST_API size_t scan_tmp_bytes(int n)
{
    unsigned t = scan_tiles(n);
    return (size_t)(t ? t : 1u) * sizeof(unsigned long long);
}

PRISM_HOST_API int scan_i32_launch(int32_t *out, const int32_t *in, int n, int exclusive, void *tmp)
{
    unsigned grid = scan_tiles(n);
    if (grid == 0)
        return PRISM_OK;
    if (prism_dev_memset(tmp, 0, scan_tmp_bytes(n)) != PRISM_OK)
        return PRISM_ERR_MEMORY;
    return PRISM_LAUNCH(scan_i32, grid, SCAN_THREADS, out, in, n, exclusive, (unsigned long long *)tmp);
}

PRISM_HOST_API int scan_f32_launch(float *out, const float *in, int n, int exclusive, void *tmp)
{
    unsigned grid = scan_tiles(n);
    if (grid == 0)
        return PRISM_OK;
    if (prism_dev_memset(tmp, 0, scan_tmp_bytes(n)) != PRISM_OK)
        return PRISM_ERR_MEMORY;
    return PRISM_LAUNCH(scan_f32, grid, SCAN_THREADS, out, in, n, exclusive, (unsigned long long *)tmp);
}
