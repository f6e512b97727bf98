/*
 * adv_async2_partition_inside_async.cu - the async name is partitioned
 * per thread inside the scope so that each thread "owns" its 16-byte
 * chunk, and the thread then checks its first element right after its
 * copy.  A partition of the name is a use other than as a copy's
 * argument (SPEC 6.5, P065); on the GPU the check reads the chunk before
 * the copy lands (the wait is at the scope's end).
 */
#include "prism.h"

PRISM_DEVICE(float, chunks, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_ASYNC(t_a, tile) {
        PRISM_PARTITION(c, t_a, THREAD(1), i) { /* error P065 */
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async16(c, src + i);
                r = c[0];
            }
        }
    }
    return r;
}
/*
 * check-name: adversarial: a per-thread partition of the async name inside its scope
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_partition_inside_async.cu:18:28: error: 't_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_partition_inside_async.cu:18:28: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_partition_inside_async.cu:18:28: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_partition_inside_async.cu:18:28: note: see: prism-check --explain P065
 * check-error-end
 */
