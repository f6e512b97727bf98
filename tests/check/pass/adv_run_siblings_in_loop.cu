/*
 * adv_run_siblings_in_loop.cu - two phases per iteration, each in its own block group with its own
 * tile; both tiles sit at the same arena offset, so each phase's
 * writes must wait for the other phase's reads, within an iteration
 * and across the back edge.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(siblings_in_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    for (int r = 0; r < 3; r++) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, a, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + in[base + t]; }
            }
            PRISM_GROUP(THREAD(1)) { acc = a[(t + 1) % 128]; }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, b, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, b, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc * 2; }
            }
            PRISM_GROUP(THREAD(1)) { acc = b[(t + 127) % 128]; }
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
        int b = i / 128;
        int32_t acc[128], nxt[128];
        for (int t = 0; t < 128; t++)
            acc[t] = 0;
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                nxt[t] = acc[(t + 1) % 128] + in[b * 128 + (t + 1) % 128];
            for (int t = 0; t < 128; t++)
                acc[t] = nxt[(t + 127) % 128] * 2;
        }
        out[i] = acc[i % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(siblings_in_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): sibling block groups with their own tiles, inside a loop
 *
 * check-error-start
 * check-error-end
 */
