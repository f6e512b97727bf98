/*
 * adv_ok_nthreads_ids.cu - legal look-alikes of the PRISM_NTHREADS and
 * PRISM_ID misuses: the block's thread count as a loop stride and a
 * condition in block[1] code (the same in every thread of the block), the
 * warp's count (32) in warp code, sizes that are #defined constants, and
 * the global ids taken at grid[1]: PRISM_ID(THREAD(1)) is the thread's
 * index in the grid, PRISM_ID(THREAD(32)) the warp's, PRISM_ID(BLOCK(2))
 * the block pair's where the bound promises pairs.
 */
#include "prism.h"

#define TILE 256

PRISM_KERNEL(strided, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(TILE * 4),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));       /* global thread id */
    PRISM_AT(THREAD(32)) const int gw = (int)PRISM_ID(THREAD(32));    /* global warp id */
    PRISM_AT(BLOCK(2)) const int pair = (int)PRISM_ID(BLOCK(2));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, TILE);
            PRISM_AT(BLOCK(1)) const int nt = (int)PRISM_NTHREADS();
            for (int j = 0; j < TILE; j += nt) {
                PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(t, tile, THREAD(1), e) {
                    PRISM_GROUP(THREAD(1)) {
                        if (e < TILE)
                            t[0] = in[pair * TILE + e];
                    }
                }
            }
            if (nt >= 64)                                              /* block[1]: uniform */
                prism_syncthreads();
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(32)) const int w = (int)PRISM_NTHREADS();   /* 32 */
                if (w == 32)
                    prism_syncwarp();
                PRISM_GROUP(THREAD(1)) { o[0] = tile[g % TILE] + (float)gw; }
            }
        }
    }
}
/*
 * check-name: adversarial legal: PRISM_NTHREADS as a uniform value, global ids at grid[1]
 *
 * check-error-start
 * check-error-end
 */
