/*
 * adv_async2_copy_from_stage.cu - a "staging" pipeline: stage A is filled
 * from global memory, and inside its scope the next stage B is filled by
 * cp.async *from* A (a shifted copy), both in flight at once.  On the GPU
 * this is wrong twice: cp.async reads only the global state space (a
 * shared address as the source reads some other global address), and A's
 * copies have not even been committed when B's copies read it, so no
 * wait_group can order them.  SPEC 6.5: the name of memory in flight is
 * the target of the copies that fill it; reading it, even as another
 * copy's source, reads memory whose transfer is not complete (P065).
 */
#include "prism.h"

PRISM_DEVICE(float, chained, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, A, 128);
    PRISM_SHARED(float, B, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_ASYNC(a, A) {
        PRISM_GROUP(THREAD(1)) { prism_cp_async16(a + i, src + i); }
        PRISM_ASYNC(b, B) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(b + i, a + (i + 4) % 128); } /* error P065 */
        }
    }
    PRISM_AT(THREAD(1)) const float r = B[i];
    return r;
}
/*
 * check-name: adversarial: a stage in flight used as the source of the next stage's cp.async
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_copy_from_stage.cu:23:62: error: 'a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_copy_from_stage.cu:23:62: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_copy_from_stage.cu:23:62: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_copy_from_stage.cu:23:62: note: see: prism-check --explain P065
 * check-error-end
 */
