m4_divert(-1)
# warp/warp_shfl.m4 - typed shuffles and broadcast (thread[32]).
#
# Everything the warp layer exchanges goes through these four functions,
# so a type only has to say once how it crosses lanes: directly for the
# types __shfl_sync takes, as 32-bit words through a union otherwise
# (structs, odd sizes), which is what the hardware does for 64-bit values
# anyway.  `width` is the logical warp (2, 4, 8, 16 or 32 lanes): lanes
# are numbered within their logical warp and never read another one.
m4_define([[PL_SHFL_BODY]], [[m4_ifelse(PL_SHFL, [[direct]], [[m4_dnl
    return $1(v, $2, width);]], [[m4_dnl
    /*
     * The value goes to words and back in thread[1] code (stores into the
     * union are the thread's own); only the shuffles run at thread[32].
     */
    PRISM_AT(THREAD(1)) unsigned w[(sizeof(PL_T) + 3) / 4];
    PRISM_AT(THREAD(1)) PL_T r = v;
    PRISM_GROUP(THREAD(1)) {
        union {
            PL_T t;
            unsigned w[(sizeof(PL_T) + 3) / 4];
        } u;
        u.t = v;
        for (int k = 0; k < (int)((sizeof(PL_T) + 3) / 4); k++)
            w[k] = u.w[k];
    }
    for (int k = 0; k < (int)((sizeof(PL_T) + 3) / 4); k++)
        w[k] = $1(w[k], $2, width);
    PRISM_GROUP(THREAD(1)) {
        union {
            PL_T t;
            unsigned w[(sizeof(PL_T) + 3) / 4];
        } u;
        for (int k = 0; k < (int)((sizeof(PL_T) + 3) / 4); k++)
            u.w[k] = w[k];
        r = u.t;
    }
    return r;]])]])
m4_define([[PL_WARP_SHFL]], [[
/* The value of lane src_lane of the caller's logical warp. */
PRISM_DEVICE(PL_T, PL_FN(warp_shfl), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, src_lane, THREAD(1)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_SHFL_BODY([[prism_shfl_w]], [[src_lane]])
}

/* The value of lane - delta; lanes below delta keep their own. */
PRISM_DEVICE(PL_T, PL_FN(warp_shfl_up), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(unsigned, delta, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_SHFL_BODY([[prism_shfl_up_w]], [[delta]])
}

/* The value of lane + delta; lanes past the end keep their own. */
PRISM_DEVICE(PL_T, PL_FN(warp_shfl_down), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(unsigned, delta, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_SHFL_BODY([[prism_shfl_down_w]], [[delta]])
}

/* The value of lane ^ mask. */
PRISM_DEVICE(PL_T, PL_FN(warp_shfl_xor), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, mask, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
PL_SHFL_BODY([[prism_shfl_xor_w]], [[mask]])
}

/*
 * Lane src_lane's value to every lane of each logical warp.  src_lane is
 * thread[32] data, so every lane names the same source: the result is
 * uniform over the logical warp, the collective that makes a value
 * uniform on purpose (SPEC: broadcast, not a cast).
 */
PRISM_DEVICE(PL_T, PL_FN(warp_broadcast), PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, v, THREAD(1)),
             PRISM_PARAM(int, src_lane, THREAD(32)),
             PRISM_PARAM(int, width, THREAD(32)))
{
    return PRISM_CALL(PL_FN(warp_shfl), v, src_lane, width);
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[warp/warp_shfl]], [[typed shuffles and broadcast over (logical) warps]], [[#include "thread/thread.h"
]], [[PL_WARP_SHFL]])]])m4_dnl
