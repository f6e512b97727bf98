/*
 * adv_lang_extern_shared_alias.cu - CUDA habit: `extern __shared__
 * int32_t dyn[];` at file scope for the dynamic shared memory.  Every
 * extern __shared__ array starts at the beginning of the block's dynamic
 * shared memory, which is Prism's arena: `dyn` is the same memory as the
 * first PRISM_SHARED tile.  Inside the partition of `tile` each thread
 * reads its neighbour's slot through `dyn` while the neighbour writes it:
 * a race with no barrier, exactly as a read through an alias of `tile`.
 * SPEC 6.2: the dynamic shared memory is the arena every PRISM_SHARED
 * allocation is a slice of, so a raw `extern __shared__` array is, like
 * threadIdx, for PRISM_UNSAFE code only (P081 at its use).
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
                r = dyn[(t + 1) % 128]; /* error P081 */
            }
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: extern __shared__ array read inside a partition of the first PRISM_SHARED tile
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_extern_shared_alias.cu:27:21: error: raw 'extern __shared__' array 'dyn' outside PRISM_UNSAFE: it is the dynamic shared memory PRISM_SHARED allocates from, the same bytes as every allocation; use PRISM_SHARED [P081]
adv_lang_extern_shared_alias.cu:27:21: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_lang_extern_shared_alias.cu:27:21: note: see: prism-check --explain P081
 * check-error-end
 */
