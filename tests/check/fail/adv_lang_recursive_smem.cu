/*
 * adv_lang_recursive_smem.cu - a block-level recursive reduction: each
 * level allocates a 256-byte level buffer and calls itself one level
 * deeper.  Each call's allocations go above its caller's (SPEC 6.2, 3.2),
 * so depth d needs d * 256 bytes while the signature (and the launch)
 * promise 256: the second level's buffer lies past the arena.  SPEC 3.2:
 * a callee's budget must fit in what the caller has left at the call,
 * P071: here 256 - 256 = 0 bytes are left for a callee of 256; being the
 * same function changes nothing.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, levels, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int32_t, v, THREAD(1)), PRISM_PARAM(int, depth, GRID(1)))
{
    PRISM_SHARED(int32_t, level, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = v;
    PRISM_PARTITION(l, level, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 64)
                l[0] = v;
        }
    }
    PRISM_GROUP(THREAD(1)) { r += level[(t + 1) % 64]; }
    if (depth > 0)
        r = PRISM_CALL(levels, r, depth - 1); /* error P071 */
    return r;
}
/*
 * check-name: adversarial lang: a recursive block function that allocates shared memory at every level
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_recursive_smem.cu:27:13: error: call to 'levels' needs 256 bytes of shared memory; 0 of the 256 bytes 'levels' declares are left here [P071]
adv_lang_recursive_smem.cu:27:13: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
adv_lang_recursive_smem.cu:27:13: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
adv_lang_recursive_smem.cu:27:13: note: see: prism-check --explain P071
 * check-error-end
 */
