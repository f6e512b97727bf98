/*
 * adv_ok_negated_offset.cu - the legal side of adv_h4_own_negated_mask:
 * mirrored ring indices with unary minus that ARE injective.  Over the
 * 128 threads of a pinned block, `(-t) & 127` takes 128 distinct values
 * (-t mod 128 is a bijection), as do `-(t - 127)` (127 - t, no fold) and
 * `(+t) & 127`; SPEC 6.3 (P067) counts `k + 1` values for `& k`, and 128
 * values cover 128 units, so no two threads share a slot.
 */
#include "prism.h"

PRISM_DEVICE(void, ok_mirror, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_SHARED(int, ring, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, ring, THREAD(1), (-t) & 127) {
        PRISM_GROUP(THREAD(1)) { w[0] = v; }
    }
    PRISM_PARTITION(w2, ring, THREAD(1), -(t - 127)) {
        PRISM_GROUP(THREAD(1)) { w2[0] = v; }
    }
    PRISM_PARTITION(w3, ring, THREAD(1), (+t) & 127) {
        PRISM_GROUP(THREAD(1)) { w3[0] = v; }
    }
}
/*
 * check-name: adversarial legal: write partitions at mirrored offsets (-t) & 127 and -(t - 127), injective over 128 threads
 *
 * check-error-start
 * check-error-end
 */
