/*
 * adv_ok_ptr_array_thread.cu - a look-alike of the pointer-array
 * laundering that is fine: the array holds the thread[1] pointers of two
 * partitions, and only their owner stores through them.
 */
#include "prism.h"

PRISM_DEVICE(void, pair_store, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pa, a, THREAD(1), t) {
        PRISM_PARTITION(pb, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                float *both[2] = {pa, pb};
                for (int k = 0; k < 2; k++)
                    both[k][0] = v * (float)(k + 1);
            }
        }
    }
}
/*
 * check-name: adversarial legal: an array of the thread's own partition pointers
 *
 * check-error-start
 * check-error-end
 */
