/*
 * adv_h4_split_arm_straddles.cu - a split of a pinned 48-thread block into
 * two 24-thread arms: the second arm is threads 24..47, the last 8 lanes
 * of warp 0 and the first 16 of warp 1.
 *
 * SPEC 2.1 (P002): `thread[n]` is legal only when n divides 32 or 32
 * divides n, "otherwise no barrier can meet the unit" (SPEC 14, item 13).
 * A PRISM_GROUP, PRISM_PARTITION or PRISM_CLAIM of thread[24] is P002
 * today; a PRISM_CASE(24) arm (code perspective thread[24]) is not.  In the
 * arm, a sub-warp unit by its size, a vote with PRISM_LANEMASK() passes
 * (SPEC 8.1) and its result, kept in an unannotated const (the code
 * perspective, thread[24]), is taken as uniform over the 24 threads
 * (with `PRISM_AT(THREAD(24))` written on it, the annotation draws P002).  On
 * the GPU PRISM_LANEMASK() of the second arm is 0xff000000 (lanes 24-31):
 * threads 32-47 call __ballot_sync with a mask that does not name them
 * (undefined), and no ballot spans two warps, so the "uniform" count
 * differs between the arm's two pieces; the branch it steers then
 * diverges at __syncwarp(PRISM_LANEMASK()).  The second PRISM_CASE is
 * the line SPEC 2.1 must reject.  Run (as a copy in pass/, 26-adversarial):
 * accepted, and both builds stop with "__ballot_sync: thread N (lane ..
 * of warp 1) is not in its mask 0xff000000 [warp-incomplete]" (N = 32 in
 * the checked build, 47 in the conservative one).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_arm24, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(48)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int32_t x = in[g];
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(24) {                                /* error P002 */
                const unsigned b = __ballot_sync(PRISM_LANEMASK(), x > 0);
                v = __popc(b);
            }
            PRISM_CASE(24) {                                /* error P002 */
                const unsigned b = __ballot_sync(PRISM_LANEMASK(), x > 0);
                v = __popc(b);
                if (b != 0u)
                    __syncwarp(PRISM_LANEMASK());
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

/* What the arms mean: each counts the positive inputs of its 24 threads. */
static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int a = 0; a * 24 < n; a++) {
        int32_t c = 0;
        for (int t = 0; t < 24; t++)
            c += in[a * 24 + t] > 0;
        for (int t = 0; t < 24; t++)
            out[a * 24 + t] = c;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_arm24, n / 48, 48, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 192, 192);
}
/*
 * check-name: adversarial h4 (runnable; hole: warp-incomplete in the checked build): a split arm of 24 threads straddling two warps
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_split_arm_straddles.cu:37:24: error: thread[24] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_straddles.cu:37:24: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_straddles.cu:37:24: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
adv_h4_split_arm_straddles.cu:37:24: note: see: prism-check --explain P002
adv_h4_split_arm_straddles.cu:41:24: error: thread[24] neither divides a warp nor is whole warps: its units straddle warps [P002]
adv_h4_split_arm_straddles.cu:41:24: note: at stake: a unit across two warps has no barrier: neither __syncwarp nor bar.sync can meet it
adv_h4_split_arm_straddles.cu:41:24: note: fix: use a size that divides 32 or is a multiple of 32 (THREAD(16), THREAD(64), WARP(k))
 * check-error-end
 */
