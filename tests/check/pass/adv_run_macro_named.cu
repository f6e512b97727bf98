/*
 * adv_run_macro_named.cu - a kernel and a device function named by macros
 * (a library that picks names per type or per configuration does this):
 * PRISM_KERNEL and PRISM_DEVICE take the expansion, so PRISM_LAUNCH and
 * PRISM_CALL must too.  They pasted the macro's own name
 * (KERNEL_NAME_prism_launch, STEP_FN_prism_lvl), which does not exist:
 * the program did not compile.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define PASTE2(a, b) a##b
#define PASTE(a, b) PASTE2(a, b)
#define KERNEL_NAME PASTE(scale_, i32)
#define STEP_FN PASTE(step_, i32)

PRISM_DEVICE(int32_t, STEP_FN, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int32_t, x, THREAD(1)))
{
    return 3 * x + 1;
}

PRISM_KERNEL(KERNEL_NAME, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = PRISM_CALL(STEP_FN, in[g]);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = 3 * in[i] + 1;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(KERNEL_NAME, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a kernel and a device function named by macros, launched and called by them
 *
 * check-error-start
 * check-error-end
 */
