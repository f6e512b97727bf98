/*
 * adv_uni_helper_outparam.cu - a plain C helper writes threadIdx.x % 3 into a block[1] local through its address; SPEC 3.2/5.1 give the local the meet of the arguments (none)
 * Now rejected (SPEC 3.2): a plain helper whose body reads per-thread
 * state (threadIdx, an atomic, a shuffle, a variable other threads
 * change), or a call through a function pointer, gives a thread[1]
 * result, not the meet of its arguments; here it steered a barrier that
 * part of the block never reached (a hang).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

/* a plain C helper that writes the caller's local through an out-parameter */
static void lane_into(int *o)
{
    *o = (int)threadIdx.x % 3;
}

PRISM_KERNEL(uni_helper_outparam, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_AT(BLOCK(1)) int k = 0;
        lane_into(&k); /* error P030 */
        for (int r = 0; r < k; r++)
            prism_syncthreads();
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
    return PRISM_LAUNCH(uni_helper_outparam, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial uniformity: a plain helper reading per-thread state, helper_outparam
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_helper_outparam.cu:29:19: error: local 'k' at block[1] receives a value computed from the result of 'lane_into', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1], written by 'lane_into' through its address: values flow only from broader to narrower [P030]
adv_uni_helper_outparam.cu:28:32: note: 'k' is declared block[1] here
adv_uni_helper_outparam.cu:29:19: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_helper_outparam.cu:29:19: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_helper_outparam.cu:29:19: note: see: prism-check --explain P030
 * check-error-end
 */
