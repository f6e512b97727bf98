m4_divert(-1)
# block/block_store.m4 - a block stores a tile of nthreads*n items (block[1]).
#
# dst is the block's tile (block[1]).  Storing needs one owner per
# location, so the block partitions dst among its warps and each warp
# among its lanes (warp_store.m4); the scope exits are where the block
# owns the tile again.  Arrangements and guards mirror block_load.m4.
m4_define([[PL_BLOCK_STORE]], [[
PRISM_DEVICE(void, PL_FN(block_store_direct), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    /* One unsigned offset per thread, as in block_load_direct. */
    PRISM_AT(THREAD(1)) const unsigned t = (unsigned)PRISM_ID(THREAD(1));
    PRISM_PARTITION(mine, dst, THREAD(1), t * (unsigned)n) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store), mine, src, n);
        }
    }
}

PRISM_DEVICE(void, PL_FN(block_store_direct_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * n) {
        PRISM_CALL(PL_FN(warp_store_direct_guarded), dst_w, src, n, PL_REST(valid, warp * 32 * n));
    }
}

PRISM_DEVICE(void, PL_FN(block_store_vec), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(dst_w, dst, THREAD(32), warp * 32 * n) {
        PRISM_CALL(PL_FN(warp_store_vec), dst_w, src, n);
    }
}

PRISM_DEVICE(void, PL_FN(block_store_striped), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    /* Counted here: inside the thread[1] group PRISM_NTHREADS() is 1. */
    PRISM_AT(BLOCK(1)) const int stride = (int)PRISM_NTHREADS();
    PRISM_PARTITION(mine, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_strided), mine, src, n, stride);
        }
    }
}

PRISM_DEVICE(void, PL_FN(block_store_striped_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, BLOCK(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int stride = (int)PRISM_NTHREADS();
    PRISM_PARTITION(mine, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(PL_FN(thread_store_strided_guarded), mine, src, n, stride, PL_REST(valid, t));
        }
    }
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_store]], [[block stores: direct, vectorized, striped]], [[#include "warp/warp_store.h"
]], [[PL_BLOCK_STORE]])]])m4_dnl
