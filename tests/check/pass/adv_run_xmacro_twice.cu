/*
 * adv_run_xmacro_twice.cu - an X-macro list (adv_run_xmacro_steps.def, no
 * include guard) included twice under two definitions of STEP, around a
 * shared tile that each thread writes and its neighbour reads.  The
 * compilers expand the list at both #includes; the checked output must
 * too: an output that inlined the list once (and dropped the second
 * #include) computed a different result, and a checker that read it once
 * checked a different program.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(xmacro_twice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_AT(THREAD(1)) int32_t w = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(mine, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
#define STEP(k) v = v * 3 + (k);
#include "adv_run_xmacro_steps.def"
#undef STEP
                mine[0] = v;
            }
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t nb = tile[(t + 1) % 128];
#define STEP(k) w += (k) * nb;
#include "adv_run_xmacro_steps.def"
#undef STEP
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = w - v;
        }
    }
}

static int32_t stepped(int32_t v)
{
    for (int k = 1; k <= 3; k++)
        v = v * 3 + k;
    return v;
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        int32_t nb = stepped(in[b * 128 + (t + 1) % 128]);
        out[i] = 6 * nb - stepped(in[i]);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(xmacro_twice, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): an X-macro list included twice (checked output expands both)
 *
 * check-error-start
 * check-error-end
 */
