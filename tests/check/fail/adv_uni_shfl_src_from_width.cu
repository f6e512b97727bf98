/*
 * adv_uni_shfl_src_from_width.cu - a shuffle whose source lane is uniform over 16 lanes only (SPEC 5.2)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_shfl_src_from_width, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
            PRISM_AT(THREAD(16)) const int s = prism_shfl_w(lane, 0, 16);   /* 0 or 16 */
            /* source lane s is uniform over 16 lanes only */
            PRISM_AT(THREAD(32)) const int k = prism_shfl(lane, s); /* error P030 */
            if (k)
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
    return PRISM_LAUNCH(uni_shfl_src_from_width, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, shfl_src_from_width
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_shfl_src_from_width.cu:23:44: error: 'k' at thread[32] cannot receive a thread[1] value (from the result of 'prism_shfl'): values flow only from broader to narrower [P030]
adv_uni_shfl_src_from_width.cu:23:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_shfl_src_from_width.cu:23:44: note: fix: declare 'k' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_uni_shfl_src_from_width.cu:23:44: note: see: prism-check --explain P030
 * check-error-end
 */
