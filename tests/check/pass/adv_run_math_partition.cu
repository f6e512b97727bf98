/*
 * adv_run_math_partition.cu - math functions read values only: they must add no barriers and no
 * conflicts.  The results go through a shared tile and are read back
 * at a neighbour's slot.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(math_partition, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                const float x = in[base + t];
                w[0] = expf(x) / (1.0f + expf(x)) + fmaxf(x, 0.0f) + sqrtf(fabsf(x));
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t ^ 1] * 2.0f; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const float *in, float *out, int n)
{
    for (int i = 0; i < n; i++) {
        float x = in[i ^ 1];
        out[i] = (expf(x) / (1.0f + expf(x)) + fmaxf(x, 0.0f) + sqrtf(fabsf(x))) * 2.0f;
    }
}

static int launch(const float *in, float *out, int n)
{
    return PRISM_LAUNCH(math_partition, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): math calls inside partitions (expf, fmaxf, sqrtf, __fdividef)
 *
 * check-error-start
 * check-error-end
 */
