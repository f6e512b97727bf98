/*
 * adv_uni_syncthreads_count_warp.cu - __syncthreads_count and __reduce_add_sync results (uniform) beside a per-lane match_any result (SPEC 8)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_syncthreads_count_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_AT(BLOCK(1)) const int c = __syncthreads_count(t < 40);
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(32)) const int w = (int)__reduce_add_sync(0xffffffffu, (unsigned)(t % 32 < 3));
            /* c is block-uniform (40), w warp-uniform (3): legal, runs; then a per-lane one */
            PRISM_AT(THREAD(32)) const int m = prism_match_any(t % 2) == 0x55555555u ? 1 : 0; /* error P030 */
            if (c == 40 && w == 3 && m)
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
    return PRISM_LAUNCH(uni_syncthreads_count_warp, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, syncthreads_count_warp
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_syncthreads_count_warp.cu:23:44: error: 'm' at thread[32] cannot receive a thread[1] value (from the result of 'prism_match_any'): values flow only from broader to narrower [P030]
adv_uni_syncthreads_count_warp.cu:23:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_syncthreads_count_warp.cu:23:44: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_uni_syncthreads_count_warp.cu:23:44: note: see: prism-check --explain P030
 * check-error-end
 */
