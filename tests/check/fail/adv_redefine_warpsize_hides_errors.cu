/*
 * adv_redefine_warpsize_hides_errors.cu - a CUDA habit: `#define warpSize
 * 32` so that it is a compile-time constant (P105: the checker reasons
 * about warpSize).  Independently, the reduction below runs a full-mask
 * shuffle in a thread[1] group: one lane reaches a shuffle that names 32
 * (a hang).  Both must be reported in one run.
 */
#include "prism.h"

#define warpSize 32 /* error P105 */

PRISM_DEVICE(float, lane_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(1)) {
        for (int off = 16; off > 0; off /= 2)
            s += prism_shfl_xor(s, off); /* error P080 */
    }
    return s * (float)warpSize;
}
/*
 * check-name: adversarial: #define warpSize (P105) and an independent P080
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_redefine_warpsize_hides_errors.cu:10:0: error: P105 expected by the marker (bless.sh writes the text once the rule lands)
adv_redefine_warpsize_hides_errors.cu:18:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
