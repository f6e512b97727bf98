m4_divert(-1)
# block/block_load.m4 - a block loads a tile of nthreads*n items (block[1]).
#
# The bound is {block[1], thread[32]}: the whole block calls, and it is a
# whole number of warps (the launch refuses other block sizes).  src is
# the block's tile (block[1]); dst is each thread's items (thread[1]).
# Each warp gets src + its offset (a const pointer may be narrowed by
# arithmetic, no partition or barrier needed) and runs the warp load:
#   direct   blocked: thread t gets items t*n .. t*n+n-1
#   vec      blocked, 16-byte vectors where aligned
#   striped  thread t gets items t, t+nthreads, ... (coalesced)
# The _guarded forms read only the first `valid` items and give the rest
# the value oob.  The transposing loads need a shared tile whose size
# depends on the block shape: they are in block_transpose.m4.
m4_define([[PL_BLOCK_LOAD]], [[
PRISM_DEVICE(void, PL_FN(block_load_direct), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    /*
     * Thread t's items start at t*n, in one unsigned product: through the
     * warp layer (warp*32*n + lane*n, signed) nvcc keeps both terms.
     */
    PRISM_AT(THREAD(1)) const unsigned t = (unsigned)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        PRISM_CALL(PL_FN(thread_load), dst, src + t * (unsigned)n, n);
    }
}

PRISM_DEVICE(void, PL_FN(block_load_direct_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FN(warp_load_direct_guarded), dst, src + warp * 32 * n, n, PL_REST(valid, warp * 32 * n), oob);
}

PRISM_DEVICE(void, PL_FN(block_load_vec), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_CALL(PL_FN(warp_load_vec), dst, src + warp * 32 * n, n);
}

/* Block-striped is not a composition of warp-striped tiles: each thread strides by nthreads. */
PRISM_DEVICE(void, PL_FN(block_load_striped), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_strided), dst, src + t, n, (int)PRISM_NTHREADS());
}

PRISM_DEVICE(void, PL_FN(block_load_striped_guarded), PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(int, valid, BLOCK(1)),
             PRISM_PARAM(PL_T, oob, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(PL_FN(thread_load_strided_guarded), dst, src + t, n, (int)PRISM_NTHREADS(), PL_REST(valid, t), oob);
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[block/block_load]], [[block loads: direct, vectorized, striped]], [[#include "warp/warp_load.h"
]], [[PL_BLOCK_LOAD]])]])m4_dnl
