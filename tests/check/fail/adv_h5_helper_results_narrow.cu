/*
 * adv_h5_helper_results_narrow.cu - helpers whose results are uniform over
 * less than their caller thinks: a warp helper returning a width-16
 * broadcast (uniform over each thread[16] segment only), a warp helper
 * returning a thread[16] vote taken in a group, a thread[16] helper
 * called from warp code (an implicit group per 16 lanes) returning its
 * vote, and a block helper returning PRISM_ID(THREAD(32)).  Used as a
 * warp-level trip count around __syncwarp (or as a block value), each
 * would let the two halves of a warp run different numbers of barriers.
 * SPEC 5.1 (P030), 5.2 (a width-w broadcast is thread[w]), 8.1 (a
 * sub-warp vote is uniform over its unit only).
 */
#include "prism.h"
PRISM_DEVICE(int, half_bcast, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    return prism_shfl_w(x, 0, 16);
}
PRISM_DEVICE(int, half_bcast2, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(16)) int r = 0;
    PRISM_GROUP(THREAD(16)) { r = (int)__ballot_sync(PRISM_LANEMASK(), x > 0); }
    return r;
}
PRISM_DEVICE(unsigned, vote16, PRISM_REQUIRES(THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    return __ballot_sync(PRISM_LANEMASK(), x > 0);
}
PRISM_DEVICE(int, warpid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    return (int)PRISM_ID(THREAD(32));
}
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) const int w = PRISM_CALL(warpid); /* error P030 */
    (void)w;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const int n = PRISM_CALL(half_bcast, x); /* error P030 */
        PRISM_AT(THREAD(32)) const int n2 = PRISM_CALL(half_bcast2, x); /* error P030 */
        PRISM_AT(THREAD(32)) const unsigned n3 = PRISM_CALL(vote16, x); /* error P030 */
        for (int i = 0; i < n + n2 + (int)n3; i++)
            prism_syncwarp();
    }
}
/*
 * check-name: adversarial h5: helper results narrower than their callers take them
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_helper_results_narrow.cu:34:34: error: 'w' at block[1] cannot receive a thread[32] value (from the result of 'warpid'): values flow only from broader to narrower [P030]
adv_h5_helper_results_narrow.cu:34:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_helper_results_narrow.cu:34:34: note: fix: declare 'w' at the value's perspective, PRISM_AT(THREAD(32)), in code at that perspective (PRISM_GROUP(THREAD(32)) { ... } around its uses), or compute a value as broad as block[1]
adv_h5_helper_results_narrow.cu:34:34: note: see: prism-check --explain P030
adv_h5_helper_results_narrow.cu:37:40: error: 'n' at thread[32] cannot receive a thread[16] value (from the result of 'half_bcast'): values flow only from broader to narrower [P030]
adv_h5_helper_results_narrow.cu:37:40: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_helper_results_narrow.cu:37:40: note: fix: declare 'n' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
adv_h5_helper_results_narrow.cu:38:40: error: 'n2' at thread[32] cannot receive a thread[16] value (from the result of 'half_bcast2'): values flow only from broader to narrower [P030]
adv_h5_helper_results_narrow.cu:38:40: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_helper_results_narrow.cu:38:40: note: fix: declare 'n2' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
adv_h5_helper_results_narrow.cu:39:45: error: 'n3' at thread[32] cannot receive a thread[16] value (from the result of 'vote16'): values flow only from broader to narrower [P030]
adv_h5_helper_results_narrow.cu:39:45: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_helper_results_narrow.cu:39:45: note: fix: declare 'n3' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
 * check-error-end
 */
