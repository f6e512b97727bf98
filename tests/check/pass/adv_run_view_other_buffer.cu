/*
 * adv_run_view_other_buffer.cu - aliasing that is fine: the view points into a different allocation,
 * written (and finished) before; reading it inside the partition of
 * the first tile is race free.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(view_other_buffer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(wb, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { wb[0] = in[base + t] + 1; }
        }
        const int32_t *vb = b + 1;
        PRISM_PARTITION(wa, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { wa[0] = vb[t % 127] * 2; }
        }
        PRISM_GROUP(THREAD(1)) { acc = a[(t + 3) % 128]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = (i % 128 + 3) % 128;
        out[i] = (in[b * 128 + 1 + t % 127] + 1) * 2;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(view_other_buffer, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partitioning one tile while reading a view of another
 *
 * check-error-start
 * check-error-end
 */
