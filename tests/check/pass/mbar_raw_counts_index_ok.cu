/*
 * mbar_raw_counts_index_ok.cu - look-alikes of
 * fail/mbar_raw_counts_index.cu (P140, SPEC 8.2): four warps arriving on
 * &bar[n] of a block-uniform n, initialised for 4; each warp's own element
 * (&bar[2 + warp]) initialised for 1; two 512-byte boxes through a local
 * array of pointers, 1024 bytes announced.
 */
#include "prism.h"

PRISM_KERNEL(uniform_index, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(32)),
             PRISM_SMEM(128), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 8);
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_ONE {
            prism_mbarrier_init(&bar[1], 4);
            for (int i = 2; i < 6; i++)
                prism_mbarrier_init(&bar[i], 1);
            prism_fence_mbarrier_init();
        } 
        PRISM_GROUP(THREAD(32)) {
            PRISM_ONE { prism_mbarrier_arrive(&bar[n]); }
            /* bar[2]: the warp's own element, once a phase each (not summed) */
            PRISM_ONE { prism_mbarrier_arrive(&bar[2 + w]); }
            PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(&bar[n], 0); }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}

PRISM_KERNEL(holder_bytes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE_CLAIM(a, sA) {
            float *bufs[2] = {a, a + 128};
            prism_mbarrier_arrive_expect_tx(bar, 1024); 
            for (int i = 0; i < 2; i++)
                prism_tma_load_2d(bufs[i], &map, 8, 16, i * 8, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: raw mbarrier counts through a block-uniform index and a local array of pointers, right
 * check-exit-value: 0
 *
 * check-error-start
 * check-error-end
 */
