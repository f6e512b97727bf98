/*
 * adv_uni_helper_threadidx.cu - a plain C helper with no arguments returns threadIdx.x (raw threadIdx is P081 in a Prism body, not in a plain helper); SPEC 3.2
 * Now rejected (SPEC 3.2): a plain helper whose body reads per-thread
 * state (threadIdx, an atomic, a shuffle, a variable other threads
 * change), or a call through a function pointer, gives a thread[1]
 * result, not the meet of its arguments; here it steered a barrier that
 * part of the block never reached (a hang).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

/* a plain C helper reading CUDA's own thread index */
static int my_lane(void)
{
    return (int)threadIdx.x;
}

PRISM_KERNEL(uni_helper_threadidx, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_AT(BLOCK(1)) const int k = my_lane(); /* error P030 */
        if (k < 40)
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
    return PRISM_LAUNCH(uni_helper_threadidx, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial uniformity: a plain helper reading per-thread state, helper_threadidx
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_helper_threadidx.cu:28:38: error: 'k' at block[1] cannot receive a thread[1] value (from the result of 'my_lane', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
adv_uni_helper_threadidx.cu:28:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_helper_threadidx.cu:28:38: note: fix: declare 'k' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_uni_helper_threadidx.cu:28:38: note: see: prism-check --explain P030
 * check-error-end
 */
