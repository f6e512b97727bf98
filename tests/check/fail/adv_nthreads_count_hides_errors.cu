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
 *
 * check-error-start
adv_nthreads_count_hides_errors.cu:13:34: error: the PRISM_SHARED count must be an integer constant expression [P103]
adv_nthreads_count_hides_errors.cu:13:34: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
adv_nthreads_count_hides_errors.cu:13:34: note: see: prism-check --explain P103
adv_nthreads_count_hides_errors.cu:22:15: error: 'prism_shfl_up_add_f32' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_nthreads_count_hides_errors.cu:22:15: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_nthreads_count_hides_errors.cu:22:15: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = prism_shfl_up_add_f32(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_nthreads_count_hides_errors.cu:22:15: note: see: prism-check --explain P080
 * check-error-end
 */
