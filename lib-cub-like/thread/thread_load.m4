m4_divert(-1)
# thread/thread_load.m4 - one thread loads its items (thread[1]).
#
# Every function takes the destination first (dst = src, like assignment)
# and n, the items per thread.  The guarded forms read only the first
# `valid` positions and fill the rest with `oob`, so a partial tile at the
# end of an array never reads past it.
m4_define([[PL_THREAD_LOAD]], [[
/* dst[i] = src[i] for i < n. */
PRISM_DEVICE(void, PL_FN(thread_load), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

/* dst[i] = i < valid ? src[i] : oob; positions past valid are not read. */
PRISM_DEVICE(void, PL_FN(thread_load_guarded), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, valid, THREAD(1)),
             PRISM_PARAM(PL_T, oob, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i] = i < valid ? src[i] : oob;
}

/* dst[i] = src[i * stride]: the striped arrangements of warp and block. */
PRISM_DEVICE(void, PL_FN(thread_load_strided), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, stride, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i * stride];
}

/* Strided, reading src[i * stride] only where i * stride < valid. */
PRISM_DEVICE(void, PL_FN(thread_load_strided_guarded), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, stride, THREAD(1)),
             PRISM_PARAM(int, valid, THREAD(1)),
             PRISM_PARAM(PL_T, oob, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i] = i * stride < valid ? src[i * stride] : oob;
}
m4_ifelse(PL_VEC, 1, [[
/*
 * dst[i] = src[i] in 16-byte vectors when src is 16-byte aligned and the
 * n items fill whole vectors; otherwise item by item.  The test is per
 * thread, so a misaligned array still loads correctly, only slower.
 */
PRISM_DEVICE(void, PL_FN(thread_load_vec), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    if (((unsigned long)(const void *)src & 15ul) == 0 && n % m4_eval(16 / PL_SIZE) == 0) {
        const prism_lib_vec16_t *vsrc = (const prism_lib_vec16_t *)(const void *)src;
        for (int k = 0; k < n / m4_eval(16 / PL_SIZE); k++) {
            union {
                prism_lib_vec16_t v;
                PL_T t[m4_eval(16 / PL_SIZE)];
            } u;
            u.v = vsrc[k];
            for (int j = 0; j < m4_eval(16 / PL_SIZE); j++)
                dst[k * m4_eval(16 / PL_SIZE) + j] = u.t[j];
        }
    } else {
        PRISM_CALL(PL_FN(thread_load), dst, src, n);
    }
}
]], [[
/* PL_T does not pack into 16-byte vectors: item by item. */
PRISM_DEVICE(void, PL_FN(thread_load_vec), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    PRISM_CALL(PL_FN(thread_load), dst, src, n);
}
]])]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[thread/thread_load]], [[thread[1] loads: direct, guarded, strided, vectorized]], [[#include "thread/thread_common.h"
]], [[PL_THREAD_LOAD]])]])m4_dnl
