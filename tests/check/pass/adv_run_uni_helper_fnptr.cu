/*
 * adv_run_uni_helper_fnptr.cu - a plain C helper returning threadIdx.x, called through a const function pointer (SPEC 3.2)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static int my_tid(int bias)
{
    return (int)threadIdx.x + bias;
}

PRISM_KERNEL(uni_helper_fnptr, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        int (*const pick)(int) = my_tid;
        PRISM_AT(BLOCK(1)) const int k = pick(0);
        if (k >= 100)
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
    return PRISM_LAUNCH(uni_helper_fnptr, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * adv-known-race: HOLE: a plain C helper's result (or out-parameter) is taken as the meet of its arguments, but its body reads per-thread state (threadIdx, atomicAdd); a block barrier is reached by part of the block
 * adv-known-conservative-race: the program is buggy (the helper result really is per-thread), so the conservative build diverges too
 * check-name: adversarial (runnable, hole): uniformity, helper_fnptr
 *
 * check-error-start
 * check-error-end
 */
