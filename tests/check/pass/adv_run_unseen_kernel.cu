/*
 * adv_run_unseen_kernel.cu - a kernel the compilers build and prism-check
 * never sees: it sits under `#ifndef __PRISM_CHECK__`, the program's own
 * way to keep code from the checker (under a name the compilers read
 * otherwise by accident, `#ifdef __GNUC__`, device code is P107 now:
 * fail/pp_device_under_test.cu), so the checker's
 * view of the file has no kernel at all and accepts it.  The checked
 * output is then compiled with the kernel in it.  Its barriers must be
 * the conservative ones: the checked file's `#define PRISM_CHECKED` used
 * to turn them off in every function of the file, and this kernel's
 * neighbour read raced (an external user's probe found it with a kernel
 * under `#if __CUDACC_VER_MAJOR__ >= 11`, and with the library included
 * as <prism_lib.h>).  Now only a function the checker checked drops them
 * (prism__checked, SPEC 7).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#ifndef __PRISM_CHECK__
PRISM_KERNEL(unseen, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < 4; k++) {
            PRISM_PARTITION(z, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { z[0] = in[g] * (k + 1); }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
#endif

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int k = 0; k < 4; k++)
                acc += in[b * 128 + (t + 1) % 128] * (k + 1);
            out[b * 128 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
#ifdef __GNUC__
    return PRISM_LAUNCH(unseen, 2, 128, in, out);
#else
    (void)in;
    (void)out;
    return 1;
#endif
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (runnable): a kernel under an #if only the compilers take keeps its conservative barriers in the checked build
 *
 * check-error-start
 * check-error-end
 */
