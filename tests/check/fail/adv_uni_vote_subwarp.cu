/*
 * adv_uni_vote_subwarp.cu - a 16-lane vote written to a warp-uniform variable (SPEC 8.1, 5.1)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_vote_subwarp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = t % 32;
            PRISM_AT(THREAD(32)) int all = 0;
            PRISM_GROUP(THREAD(16)) {
                /* a vote of one 16-lane unit: uniform over the unit only */
                all = (int)__all_sync(PRISM_LANEMASK(), lane < 16); /* error P030 */ /* error P031 */
            }
            if (all)
                prism_syncwarp();
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(uni_vote_subwarp, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, vote_subwarp
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_vote_subwarp.cu:24:17: error: write to 'all' at thread[32] in code at thread[16]: only part of the thread[32] runs here, so it would stop being uniform [P031]
adv_uni_vote_subwarp.cu:21:38: note: 'all' is declared thread[32] here
adv_uni_vote_subwarp.cu:24:17: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_uni_vote_subwarp.cu:24:17: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_uni_vote_subwarp.cu:24:17: note: see: prism-check --explain P031
adv_uni_vote_subwarp.cu:24:17: error: 'all' at thread[32] cannot receive a thread[16] value (from the result of '__all_sync'): values flow only from broader to narrower [P030]
adv_uni_vote_subwarp.cu:24:17: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_vote_subwarp.cu:24:17: note: fix: declare 'all' at the value's perspective, PRISM_AT(THREAD(16)), in code at that perspective (PRISM_GROUP(THREAD(16)) { ... } around its uses), or compute a value as broad as thread[32]
adv_uni_vote_subwarp.cu:24:17: note: see: prism-check --explain P030
 * check-error-end
 */
