/*
 * adv_run_double_buffer.cu - iteration k writes one tile and reads the other, written in iteration
 * k-1; the branch on k is block uniform.  The reads of a tile must be
 * over before it is rewritten two iterations later.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(double_buffer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 128);
        PRISM_SHARED(int32_t, tb, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tb, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 0; }
        }
        for (int k = 0; k < 4; k++) {
            if (k & 1) {
                PRISM_PARTITION(w, tb, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (k + 1); }
                }
                PRISM_GROUP(THREAD(1)) { acc += ta[(t + 1) % 128]; }
            } else {
                PRISM_PARTITION(w, ta, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (k + 1); }
                }
                PRISM_GROUP(THREAD(1)) { acc += tb[(t + 1) % 128]; }
            }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 1) % 128] * (1 + 2 + 3);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(double_buffer, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): double buffering: two tiles alternating on a block-uniform parity
 *
 * check-error-start
 * check-error-end
 */
