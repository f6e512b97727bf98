/*
 * adv_ok_ld_hints.cu - CUDA's cache-hinted loads __ldcg, __ldca, __ldcs,
 * __ldlu, __ldcv through a kernel's `const float *` parameter, and __ldg
 * of a thread's own partition slot (SPEC 3.2, 6.1; EMULATOR.md).
 *
 * Each `T __ldXX(const T *)` only reads through its pointer
 * (preproc/sync_math.def lists them as IN), so no const is cast away
 * (P041) and nothing is stored (P040); the emulator implements each as a
 * plain load.  The read of writable memory `o` is thread[1] (SPEC 5.2),
 * kept in a thread[1] local.  Legal: y is never written, each thread
 * stores only its own slot.  Mutated past its edge, `__stcg(y + g, v)`
 * (a store through the const parameter) draws P041, and `PRISM_AT(BLOCK(1))`
 * on `own` draws P031.
 */
#include "prism.h"

PRISM_KERNEL(ld_hints, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, y, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const float a = __ldcg(&y[0]) + __ldca(y + 1) + __ldcs(y + 2);
    PRISM_AT(BLOCK(1)) const float b = __ldlu(&y[3]) + __ldcv(y + 4);
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_AT(THREAD(1)) const float own = __ldg(&o[0]);
            if (g + 5 < n)
                o[0] = own + a * b * __ldcg(y + g + 5);
        }
    }
}
/*
 * check-name: adversarial legal: cache-hinted loads read only
 *
 * check-error-start
 * check-error-end
 */
