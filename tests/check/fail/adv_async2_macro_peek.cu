/*
 * adv_async2_macro_peek.cu - a debugging macro that "peeks" at the first
 * element of a chunk is left in the copy loop, applied to the async name
 * right after the copy is issued.  The macro expands to a plain read of
 * memory in flight: on the GPU it returns the old contents (the copy has
 * not landed).  SPEC 6.5 and 13: the checker sees the expansion; the
 * async name used other than as a copy's argument is P065.
 */
#include "prism.h"

#define PEEK(p, i) ((p)[(i)])

PRISM_DEVICE(float, peeked, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_ASYNC(t_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(t_a + i, src + i);
            r = PEEK(t_a, i); /* error P065 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: a peek macro reading the async name after its copy
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_macro_peek.cu:22:22: error: 't_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_macro_peek.cu:11:9: note: in expansion of macro 'PEEK' defined here
adv_async2_macro_peek.cu:22:22: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_macro_peek.cu:22:22: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_macro_peek.cu:22:22: note: see: prism-check --explain P065
 * check-error-end
 */
