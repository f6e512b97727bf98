/*
 * adv_nthreads_count_hides_errors.cu - two independent mistakes in one
 * file: a shared array sized by PRISM_NTHREADS() (CUDA's
 * `extern __shared__ float partial[]` sized from blockDim.x, not a
 * constant), and, in another function, a warp scan step inside a
 * thread[1] arm (a full-mask shuffle one lane reaches: a hang).  Fixing
 * the first must not be what reveals the second.
 */
#include "prism.h"

PRISM_DEVICE(void, block_partials, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096))
{
    PRISM_SHARED(float, partial, PRISM_NTHREADS() / 32); /* error P103 */
    (void)partial;
}

PRISM_DEVICE(float, lane0_scan, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float acc = v;
    PRISM_ONE {
        acc = prism_shfl_up_add_f32(acc, 1u, 32); /* error P080 */
    }
    return acc;
}
/*
 * check-name: adversarial: a P103 shared count and an independent P080 in another function
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_nthreads_count_hides_errors.cu:13:0: error: P103 expected by the marker (bless.sh writes the text once the rule lands)
adv_nthreads_count_hides_errors.cu:22:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
