/*
 * tma_helper_too_many_copies.cu - a helper that leaves more bulk copies in flight than
 * P139's summary of it holds (16): the call is refused, rather than the
 * copies past the cap dropped and never waited for.
 */
#include "prism.h"

PRISM_DEVICE(void, fill17, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PRISM_TENSOR_MAP, m, BLOCK(1)), PRISM_PARAM(prism_mbarrier_t *, bar, BLOCK(1)),
             PRISM_PARAM(float *, d0, BLOCK(1)),
             PRISM_PARAM(float *, d1, BLOCK(1)),
             PRISM_PARAM(float *, d2, BLOCK(1)),
             PRISM_PARAM(float *, d3, BLOCK(1)),
             PRISM_PARAM(float *, d4, BLOCK(1)),
             PRISM_PARAM(float *, d5, BLOCK(1)),
             PRISM_PARAM(float *, d6, BLOCK(1)),
             PRISM_PARAM(float *, d7, BLOCK(1)),
             PRISM_PARAM(float *, d8, BLOCK(1)),
             PRISM_PARAM(float *, d9, BLOCK(1)),
             PRISM_PARAM(float *, d10, BLOCK(1)),
             PRISM_PARAM(float *, d11, BLOCK(1)),
             PRISM_PARAM(float *, d12, BLOCK(1)),
             PRISM_PARAM(float *, d13, BLOCK(1)),
             PRISM_PARAM(float *, d14, BLOCK(1)),
             PRISM_PARAM(float *, d15, BLOCK(1)),
             PRISM_PARAM(float *, d16, BLOCK(1)))
{
    PRISM_ONE {
        prism_mbarrier_arrive_expect_tx(bar, 17 * 256 * 4);
        prism_tma_load_2d(d0, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d1, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d2, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d3, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d4, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d5, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d6, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d7, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d8, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d9, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d10, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d11, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d12, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d13, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d14, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d15, &m, 8, 32, 0, 0, bar);
        prism_tma_load_2d(d16, &m, 8, 32, 0, 0, bar);
    }

}

PRISM_KERNEL(many, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)),
             PRISM_SMEM(17 * 256 * 4 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tile, 17 * 256);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
            }
            PRISM_CALL(fill17, map, bar, tile + 0 * 256, tile + 1 * 256, tile + 2 * 256, tile + 3 * 256, tile + 4 * 256, tile + 5 * 256, tile + 6 * 256, tile + 7 * 256, tile + 8 * 256, tile + 9 * 256, tile + 10 * 256, tile + 11 * 256, tile + 12 * 256, tile + 13 * 256, tile + 14 * 256, tile + 15 * 256, tile + 16 * 256); /* error P139 */
            prism_mbarrier_wait(bar, 0u);
            PRISM_GROUP(THREAD(1)) { o[0] = tile[t]; }
        }
    }
}
/*
 * check-name: a helper leaving more copies in flight than P139 follows is refused at its call
 * check-exit-value: 1
 *
 * check-error-start
tma_helper_too_many_copies.cu:64:13: error: 'fill17' leaves more bulk copies in flight, or names more __shared__ buffers, than the check follows (16 each): wait for its copies before it returns [P139]
tma_helper_too_many_copies.cu:64:13: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_helper_too_many_copies.cu:64:13: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_helper_too_many_copies.cu:64:13: note: see: prism-check --explain P139
 * check-error-end
 */
