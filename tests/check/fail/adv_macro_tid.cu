/*
 * adv_macro_tid.cu - TID hides threadIdx.x, whose perspective the checker
 * cannot know (and which is not the relative id inside a group or split).
 */
#include "prism.h"

#define TID threadIdx.x

PRISM_DEVICE(void, store_tid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        out[0] = (int)TID; /* error P081 */
    }
}
/*
 * check-name: adversarial: #define TID threadIdx.x
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_tid.cu:13:23: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
adv_macro_tid.cu:7:9: note: in expansion of macro 'TID' defined here
adv_macro_tid.cu:13:23: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_macro_tid.cu:13:23: note: see: prism-check --explain P081
 * check-error-end
 */
