/*
 * adv_h5_shared_reads_in_helpers.cu - helpers that read `__shared__`
 * variables by name, their results used as block-level trip counts
 * around __syncthreads.
 *
 * SPEC 3.2: a plain helper's result is thread[1] when its body reads "a
 * variable other threads may change (__device__, static, __shared__)".
 * The checker applies it to a helper reading a `__shared__` scalar
 * (get_n: P032) but not to one reading an element of a `__shared__`
 * array (get_a) or of a static local array (get_st), though the array is the same kind of variable (and a
 * direct read of s_a2[0] there is thread[1], P032).  A PRISM_DEVICE
 * helper returning the scalar gives a block[1] result (the scalar is
 * typed as a block[1] variable: adv_h5_shared_scalar_uniform), which
 * SPEC 5.2 and 6.1 make thread[1]: another thread may change it (an
 * atomic from a narrower unit, as in that file).
 */
#include "prism.h"

__shared__ int s_n2;
__shared__ int s_a2[2];

static __device__ int get_n(void) { return s_n2; }
static __device__ int get_a(void) { return s_a2[0]; }
static __device__ int get_st(void) { static int st[2]; return st[1]; }

PRISM_DEVICE(int, getp, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    return s_n2;
}

PRISM_DEVICE(void, h5_shared_helpers, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    for (int i = 0; i < get_n(); i++) /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < get_a(); i++) /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < get_st(); i++) /* error P032 */
        prism_syncthreads();
    PRISM_AT(BLOCK(1)) const int m = PRISM_CALL(getp); /* error P030 */
    for (int i = 0; i < m; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial h5 (hole): helpers reading __shared__ variables give uniform results
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_h5_shared_reads_in_helpers.cu:33:0: error: P032 expected by the marker (bless.sh writes the text once the rule lands)
adv_h5_shared_reads_in_helpers.cu:35:0: error: P032 expected by the marker (bless.sh writes the text once the rule lands)
adv_h5_shared_reads_in_helpers.cu:37:0: error: P032 expected by the marker (bless.sh writes the text once the rule lands)
adv_h5_shared_reads_in_helpers.cu:39:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
