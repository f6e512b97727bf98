/*
 * async_misuse.cu - an async name read directly, and copied into from block code
 */
#include "prism.h"
PRISM_DEVICE(void, touch, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_ASYNC(t, tile) {
        PRISM_GROUP(THREAD(1)) {
            t[0] = 0.0f; /* error P065 */
        }
        prism_cp_async16(t, src); /* error P065 */
    }
}
/*
 * check-name: an async name read directly, and copied into from block code
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
async_misuse.cu:11:13: error: 't' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
async_misuse.cu:11:13: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
async_misuse.cu:11:13: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
async_misuse.cu:11:13: note: see: prism-check --explain P065
async_misuse.cu:13:26: error: asynchronous copy into 't' in code at block[1]: asynchronous copies are issued from thread[1] code [P065]
async_misuse.cu:13:26: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
async_misuse.cu:13:26: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
 * check-error-end
 */
