m4_divert(-1)
# thread/thread_store.m4 - one thread stores its items (thread[1]).
#
# The mirror of thread_load: the guarded forms write only the first
# `valid` positions, so a partial tile never writes past the array.
m4_define([[PL_THREAD_STORE]], [[
/* dst[i] = src[i] for i < n. */
PRISM_DEVICE(void, PL_FN(thread_store), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

/* dst[i] = src[i] for i < min(n, valid). */
PRISM_DEVICE(void, PL_FN(thread_store_guarded), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, valid, THREAD(1)))
{
    for (int i = 0; i < n; i++) {
        if (i < valid)
            dst[i] = src[i];
    }
}

/* dst[i * stride] = src[i]. */
PRISM_DEVICE(void, PL_FN(thread_store_strided), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, stride, THREAD(1)))
{
    for (int i = 0; i < n; i++)
        dst[i * stride] = src[i];
}

/* dst[i * stride] = src[i] where i * stride < valid. */
PRISM_DEVICE(void, PL_FN(thread_store_strided_guarded), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(int, stride, THREAD(1)),
             PRISM_PARAM(int, valid, THREAD(1)))
{
    for (int i = 0; i < n; i++) {
        if (i * stride < valid)
            dst[i * stride] = src[i];
    }
}
m4_ifelse(PL_VEC, 1, [[
/* dst[i] = src[i] in 16-byte vectors when dst is aligned and n fills them. */
PRISM_DEVICE(void, PL_FN(thread_store_vec), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    if (((unsigned long)(void *)dst & 15ul) == 0 && n % m4_eval(16 / PL_SIZE) == 0) {
        prism_lib_vec16_t *vdst = (prism_lib_vec16_t *)(void *)dst;
        for (int k = 0; k < n / m4_eval(16 / PL_SIZE); k++) {
            union {
                prism_lib_vec16_t v;
                PL_T t[m4_eval(16 / PL_SIZE)];
            } u;
            for (int j = 0; j < m4_eval(16 / PL_SIZE); j++)
                u.t[j] = src[k * m4_eval(16 / PL_SIZE) + j];
            vdst[k] = u.v;
        }
    } else {
        PRISM_CALL(PL_FN(thread_store), dst, src, n);
    }
}
]], [[
/* PL_T does not pack into 16-byte vectors: item by item. */
PRISM_DEVICE(void, PL_FN(thread_store_vec), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    PRISM_CALL(PL_FN(thread_store), dst, src, n);
}
]])]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[thread/thread_store]], [[thread[1] stores: direct, guarded, strided, vectorized]], [[#include "thread/thread_common.h"
]], [[PL_THREAD_STORE]])]])m4_dnl
