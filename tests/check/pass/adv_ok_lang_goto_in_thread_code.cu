/*
 * adv_ok_lang_goto_in_thread_code.cu - gotos that stay where they are
 * legal: a per-thread retry loop made of a label and a backward goto
 * inside PRISM_GROUP(THREAD(1)) (the thread's own control flow: any
 * condition is fine at thread[1], SPEC 5.1), and a block-level label
 * before a __syncthreads() reached by a backward goto on a block-uniform
 * counter (every thread makes the same trips).  No goto leaves or enters
 * a scope (SPEC 6.6).
 */
#include "prism.h"

PRISM_DEVICE(void, retries, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, THREAD(1)),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int r = 0;
again:
    prism_syncthreads();
    PRISM_GROUP(THREAD(1)) {
        int i = t;
        int32_t v;
    retry:
        v = in[i];
        if (v < 0 && i < 1024) {
            i += 32;
            goto retry;
        }
        out[0] += v;
    }
    if (++r < rounds)
        goto again;
}
/*
 * check-name: adversarial legal lang: a goto loop in one thread's code and a block-uniform goto loop around a barrier
 *
 * check-error-start
 * check-error-end
 */
