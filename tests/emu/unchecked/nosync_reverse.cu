/*
 * nosync_reverse.cu - reverse each block's 256 ints through shared memory,
 * the memory scopes spelled in their _NOSYNC forms.  prism-check infers
 * the barrier between the store to the tile and the reversed read for
 * _NOSYNC scopes as for the plain ones; compiled without the checker the
 * _NOSYNC forms must therefore run the conservative barriers too (SPEC
 * §7), or each thread reads a slot another thread has not written yet.
 */
#include "prism.h"

#define REV_N 256
#define REV_GRID 3

PRISM_KERNEL(nosync_reverse, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(REV_N), THREAD(1)), PRISM_SMEM(REV_N * 4),
             PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_PARTITION_NOSYNC(xb, x, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * REV_N) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, tile, REV_N);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION_NOSYNC(cell, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    cell[0] = xb[t];
                }
            }
            PRISM_PARTITION_NOSYNC(o, xb, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = tile[REV_N - 1 - t];
                }
            }
        }
    }
}

PRISM_HOST_API int unchecked_case_run(void)
{
    int n = REV_GRID * REV_N;
    int *x = (int *)prism_dev_alloc(sizeof(int) * (size_t)n);
    int st = x ? 0 : 1;
    for (int i = 0; st == 0 && i < n; i++)
        x[i] = i * 3 + 1;
    if (st == 0)
        st = PRISM_LAUNCH(nosync_reverse, REV_GRID, REV_N, x);
    if (st == 0)
        st = prism_dev_sync();
    for (int i = 0; st == 0 && i < n; i++) {
        int blk = i / REV_N, j = i % REV_N;
        if (x[i] != (blk * REV_N + REV_N - 1 - j) * 3 + 1)
            st = 100;
    }
    prism_dev_free(x);
    return st;
}
