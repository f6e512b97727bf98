/*
 * adv_run_has_include_beside.cu - a constant chosen by __has_include of a
 * file beside the source (this file itself).  The checker answers it
 * from the source's directory; the checked copy is compiled from another
 * one, where the name alone was not found: K was 0 to the checker
 * (`z[K]`, the thread's own slot: no barrier) and 1 in the checked build
 * (the next thread's slot, written in the group before: a race and a
 * wrong result).
 *
 * Was a hole (red team rt14, hole_has_include_macro): the emitted copy
 * now names the file the checker found by its absolute path
 * (include_search.c), so both read K = 0.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#if __has_include("adv_run_has_include_beside.cu")
#define K 0
#else
#define K 1
#endif
PRISM_KERNEL(has_include_beside, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[t] * 7 + 1; }
            PRISM_GROUP(THREAD(1)) { acc = z[K] - 7 * K; }
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
        out[i] = in[i % 64] * 7 + 1;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(has_include_beside, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): __has_include of a file beside the source picks a constant
 *
 * check-error-start
 * check-error-end
 */
