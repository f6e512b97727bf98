/*
 * adv_run_claim_leader.cu - the block hands a one-element buffer to a single thread through a
 * claim and a one-thread split arm; after the claim every thread
 * reads it (read after write, one barrier).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(claim_leader, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, best, 1);
        PRISM_CLAIM(b1, best, THREAD(1)) {
            PRISM_SPLIT(THREAD) {
                PRISM_CASE(1) {
                    int32_t m = in[base];
                    for (int j = 1; j < 128; j++)
                        m = in[base + j] > m ? in[base + j] : m;
                    b1[0] = m;
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = in[g] - best[0]; }
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
        int32_t m = in[b * 128];
        for (int j = 1; j < 128; j++)
            m = in[b * 128 + j] > m ? in[b * 128 + j] : m;
        out[i] = in[i] - m;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(claim_leader, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): thread 0 computes a block value into shared memory for everyone
 *
 * check-error-start
 * check-error-end
 */
