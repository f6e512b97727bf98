/*
 * adv_redefine_warpsize_hides_errors.cu - a CUDA habit: `#define warpSize
 * 32` so that it is a compile-time constant (P105: the checker reasons
 * about warpSize).  The reduction below also runs a full-mask shuffle in
 * a thread[1] group (one lane reaches a shuffle that names 32: a hang),
 * and that is deliberately not reported in the same run: after a P105 the
 * program the compilers build is not the one the checker would prove, so
 * the run ends after the front end (SPEC 12).  Fixing the P105 reveals
 * the P080; this file pins that the stop is the documented one.
 */
#include "prism.h"

#define warpSize 32 /* error P105 */

PRISM_DEVICE(float, lane_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(1)) {
        for (int off = 16; off > 0; off /= 2)
            s += prism_shfl_xor(s, off); /* P080, reported once the P105 is fixed */
    }
    return s * (float)warpSize;
}
/*
 * check-name: adversarial: #define warpSize (P105) ends the run before the passes (SPEC 12)
 * check-exit-value: 1
 *
 * check-error-start
adv_redefine_warpsize_hides_errors.cu:13:9: error: definition of 'warpSize', a CUDA built-in the checker relies on [P105]
adv_redefine_warpsize_hides_errors.cu:13:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_redefine_warpsize_hides_errors.cu:13:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
adv_redefine_warpsize_hides_errors.cu:13:9: note: see: prism-check --explain P105
 * check-error-end
 */
