/*
 * adv_lang_extern_shared_alias.cu - CUDA habit: `extern __shared__
 * int32_t dyn[];` at file scope for the dynamic shared memory.  Every
 * extern __shared__ array starts at the beginning of the block's dynamic
 * shared memory, which is Prism's arena: `dyn` is the same memory as the
 * first PRISM_SHARED tile.  Inside the partition of `tile` each thread
 * reads its neighbour's slot through `dyn` while the neighbour writes it:
 * a race with no barrier, exactly as a read through an alias of `tile`.
 * SPEC 6.3: a name that may point into the partitioned memory is hidden
 * in the body, P061; SPEC 6.2 says every allocation is a slice of the
 * one arena.  (The SPEC does not mention `extern __shared__`: see the
 * report.)
 */
#include "prism.h"

extern __shared__ int32_t dyn[];

PRISM_DEVICE(int32_t, neighbour, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 128) {
                w[0] = v;
                r = dyn[(t + 1) % 128]; /* error P061 */
            }
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: extern __shared__ array read inside a partition of the first PRISM_SHARED tile
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_lang_extern_shared_alias.cu:28:0: error: P061 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
