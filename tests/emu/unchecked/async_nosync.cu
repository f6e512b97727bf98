/*
 * async_nosync.cu - a tile copied into shared memory by cp.async inside a
 * PRISM_ASYNC_NOSYNC scope, then read rotated by every thread.  Unchecked,
 * the _NOSYNC scope must still wait for the copies and meet the block
 * (SPEC §7): on the GPU the copies may still be in flight, and in the
 * emulator (copies complete at once) the readers race with the copiers.
 */
#include "prism.h"

#define AS_N 256
#define AS_GRID 2

PRISM_KERNEL(async_nosync, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(AS_N), THREAD(1)), PRISM_SMEM(AS_N * 4),
             PRISM_PARAM(const float *, src, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, AS_N);
            PRISM_AT(THREAD(1)) const int j = (int)PRISM_ID(THREAD(1)), i = j % 64 * 4;
            PRISM_ASYNC_NOSYNC(tile_in, tile) {
                PRISM_GROUP(THREAD(1)) {
                    if (j < 64) /* 64 threads copy the 256 floats: one owner per byte */
                        prism_cp_async16(tile_in + i, src + i);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = tile[(j + 5) % AS_N];
            }
        }
    }
}

PRISM_HOST_API int unchecked_case_run(void)
{
    float *src = (float *)prism_dev_alloc(sizeof(float) * AS_N);
    float *out = (float *)prism_dev_alloc(sizeof(float) * AS_GRID * AS_N);
    int st = src && out ? 0 : 1;
    for (int i = 0; st == 0 && i < AS_N; i++)
        src[i] = (float)(i * 2);
    if (st == 0)
        st = PRISM_LAUNCH(async_nosync, AS_GRID, AS_N, src, out);
    if (st == 0)
        st = prism_dev_sync();
    for (int i = 0; st == 0 && i < AS_GRID * AS_N; i++)
        if (out[i] != (float)(((i % AS_N + 5) % AS_N) * 2))
            st = 100;
    prism_dev_free(src);
    prism_dev_free(out);
    return st;
}
