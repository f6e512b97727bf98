/*
 * adv_async2_keep_name.cu - the refill scope saves the async name in a
 * pointer declared outside ("next = s"), so that the next round can
 * compute on it without naming the stage.  The save is a use of memory in
 * flight other than as a copy's argument (P065), and the later read
 * through it is a copy of an async name used outside its scope (SPEC 6.1,
 * P041).  On the GPU the saved pointer is read with no wait for the
 * copies at all in the checked build's view of it.
 */
#include "prism.h"

PRISM_DEVICE(float, saved, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    float *next = stage1;
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) { prism_cp_async16(s0 + i, src + i); }
        next = s0; /* error P065 */
    }
    PRISM_AT(THREAD(1)) const float r = next[(i + 4) % 128]; /* error P041 */
    return r;
}
/*
 * check-name: adversarial: the async name saved in an outer pointer for the next round
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_keep_name.cu:21:16: error: 's0' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_keep_name.cu:21:16: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_keep_name.cu:21:16: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_keep_name.cu:21:16: note: see: prism-check --explain P065
adv_async2_keep_name.cu:23:41: error: 'next' may point into 's0' outside its PRISM_ASYNC: there the memory is its owner's; derive the pointer inside the scope and use it there [P041]
adv_async2_keep_name.cu:21:14: note: 'next' is derived from 's0' here
adv_async2_keep_name.cu:19:5: note: 'stage0' is narrowed to 's0' here
adv_async2_keep_name.cu:23:41: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_async2_keep_name.cu:23:41: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_async2_keep_name.cu:23:41: note: see: prism-check --explain P041
 * check-error-end
 */
