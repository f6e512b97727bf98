/*
 * adv_lang_shared_in_plain_helper.cu - a plain C helper hands each caller
 * "its" 32-word scratch: `__shared__ int32_t s[32]; return s;`.  The
 * static __shared__ array is one per block: the block's four warps each
 * call the helper, get the same 32 words, and partition them among their
 * lanes - lanes k of all warps write s[k] at once, and each warp reads
 * back a slot another warp may have overwritten.  SPEC 6.2: a shared
 * allocation outside block[1] code is P050; a function without a
 * perspective signature has no block[1] code.  (SPEC 6.1 lists a pointer a
 * plain C function returns from elsewhere than its arguments as not seen,
 * so only the allocation can be the error; raw `__shared__` declarations
 * are not mentioned: see the report.)
 */
#include "prism.h"

static __device__ int32_t *warp_scratch(void)
{
    __shared__ int32_t s[32]; /* error P050 */
    return s;
}

PRISM_DEVICE(int32_t, shifted, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        int32_t *const w = warp_scratch();
        PRISM_PARTITION(l, w, THREAD(1), lane) {
            PRISM_GROUP(THREAD(1)) { l[0] = v; }
        }
        PRISM_GROUP(THREAD(1)) { r = w[(lane + 1) % 32]; }
    }
    return r;
}
/*
 * check-name: adversarial lang: a plain C helper returning a static __shared__ array to every warp
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_shared_in_plain_helper.cu:18:24: error: __shared__ variable 's' in 'warp_scratch', a function without a perspective signature: shared memory belongs to a block and is allocated in block[1] code [P050]
adv_lang_shared_in_plain_helper.cu:18:24: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_lang_shared_in_plain_helper.cu:18:24: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
adv_lang_shared_in_plain_helper.cu:18:24: note: see: prism-check --explain P050
 * check-error-end
 */
