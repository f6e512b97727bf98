/*
 * kernels/scan/scan.cu - the decoupled look-back scan kernels
 * (scan_kernels.h, generated) and their host launchers.
 */
#include "scan.h"
#include "scan_kernels.h"

#if SCAN_TILE != SCAN_TILE_ITEMS
#error "scan.h and scan_status.h disagree on the tile size"
#endif

PRISM_HOST_API int64_t scan_tiles(int64_t n)
{
    return n > 0 ? (n - 1) / SCAN_TILE + 1 : 0;
}

PRISM_HOST_API size_t scan_tmp_bytes(int64_t n)
{
    int64_t t = scan_tiles(n);
    return (size_t)(t ? t : 1) * sizeof(unsigned long long);
}

/* The grid is one block per tile, at most 2^31 - 1 (gridDim.x; tile ids are int). */
static int scan_grid(int64_t n, unsigned *grid)
{
    int64_t t = scan_tiles(n);
    if (t > 0x7fffffff)
        return PRISM_ERR_LAUNCH_SHAPE;
    *grid = (unsigned)t;
    return PRISM_OK;
}

/* Both arrays 16-byte aligned: full tiles may move as vectors. */
static int scan_vec_ok(const void *out, const void *in)
{
    return (((uintptr_t)out | (uintptr_t)in) & 15u) == 0;
}

/* The look-back's delays for a grid of `grid` tiles (scan_status.h). */
static void scan_delays(unsigned grid, unsigned *first_ns, unsigned *poll_ns)
{
    const int large = grid >= SCAN_DELAY_MIN_TILES;
    *first_ns = large ? SCAN_FIRST_NS : 0u;
    *poll_ns = large ? SCAN_POLL_NS : 0u;
}

/* Grid, cleared status words and alignment: what both types' launches share. */
static int scan_prepare(int64_t n, void *tmp, unsigned *grid)
{
    *grid = 0;
    if (scan_grid(n, grid) != PRISM_OK)
        return PRISM_ERR_LAUNCH_SHAPE;
    if (*grid == 0)
        return PRISM_OK;
    return prism_dev_memset(tmp, 0, scan_tmp_bytes(n)) == PRISM_OK ? PRISM_OK : PRISM_ERR_MEMORY;
}

PRISM_HOST_API int scan_i32_launch_delays(int32_t *out, const int32_t *in, int64_t n, int exclusive, void *tmp,
                                          unsigned first_ns, unsigned poll_ns)
{
    unsigned grid;
    int rc = scan_prepare(n, tmp, &grid);
    if (rc != PRISM_OK || grid == 0)
        return rc;
    return PRISM_LAUNCH(scan_i32, grid, SCAN_THREADS, out, in, (long long)n, exclusive, scan_vec_ok(out, in),
                        (unsigned long long *)tmp, first_ns, poll_ns);
}

PRISM_HOST_API int scan_i32_launch(int32_t *out, const int32_t *in, int64_t n, int exclusive, void *tmp)
{
    unsigned grid = 0, first_ns, poll_ns;
    if (scan_grid(n, &grid) != PRISM_OK)
        return PRISM_ERR_LAUNCH_SHAPE;
    scan_delays(grid, &first_ns, &poll_ns);
    return scan_i32_launch_delays(out, in, n, exclusive, tmp, first_ns, poll_ns);
}

PRISM_HOST_API int scan_f32_launch(float *out, const float *in, int64_t n, int exclusive, void *tmp)
{
    unsigned grid, first_ns, poll_ns;
    int rc = scan_prepare(n, tmp, &grid);
    if (rc != PRISM_OK || grid == 0)
        return rc;
    scan_delays(grid, &first_ns, &poll_ns);
    return PRISM_LAUNCH(scan_f32, grid, SCAN_THREADS, out, in, (long long)n, exclusive, scan_vec_ok(out, in),
                        (unsigned long long *)tmp, first_ns, poll_ns);
}
