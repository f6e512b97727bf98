/*
 * kernels/scan/lookback_probe.cu - a test harness for the look-back alone.
 *
 * In a real scan the predecessor of a tile has almost always published its
 * inclusive prefix by the time the tile looks back (blocks start in
 * order), so the windows that walk back past 32 aggregates are rarely
 * taken.  This kernel runs scan_lookback_i32 for one tile over status
 * words the host prepared, so the test can place the nearest prefix
 * anywhere: in the first window, several windows back, or at tile 0.
 */
#include "scan.h"
#include "scan_kernels.h"

PRISM_KERNEL(lookback_probe_i32, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(32), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned long long *, status, GRID(1)),
             PRISM_PARAM(int, tile, GRID(1)),
             PRISM_PARAM(int32_t, aggregate, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    /* One block of one warp: lane l reports at out[l], so every lane is checked. */
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), lane) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int32_t excl = PRISM_CALL(scan_lookback_i32, status, tile, aggregate, 0u, 0u);
                PRISM_GROUP(THREAD(1)) {
                    o[0] = excl;
                }
            }
        }
    }
}

PRISM_HOST_API int lookback_probe_launch(unsigned long long *status, int tile, int32_t aggregate, int32_t *out)
{
    return PRISM_LAUNCH(lookback_probe_i32, 1u, 32u, status, tile, aggregate, out);
}
