/*
 * adv_ok_smem_reuse_groups.cu - each phase's tile dies with its group, so
 * the budget is the largest phase (1024 bytes), not the sum; the library
 * reduction in between uses 128 bytes at offset 0 as well.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, phases, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 256;
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 256);
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = v[0]; }
        }
        PRISM_GROUP(THREAD(1)) { acc = a[255 - t]; }
    }
    acc += PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, b, 256);
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = (float)acc; }
        }
        PRISM_GROUP(THREAD(1)) { acc += (int32_t)b[(t + 1) % 256]; }
    }
    return acc;
}
/*
 * check-name: adversarial legal: three sibling groups reusing the arena, and a library call between them
 *
 * check-error-start
 * check-error-end
 */
