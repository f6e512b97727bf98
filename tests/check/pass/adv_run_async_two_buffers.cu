/*
 * adv_run_async_two_buffers.cu - sgemm6's pipeline on integers: two
 * stages, each filled by cp.async (16, 8 and 4 bytes per copy) while the
 * block reads the other one at a rotating offset.  A stage is refilled
 * one step after the block last read it: the copies into it must wait
 * for those reads (WAR through the loop's back edge), and each step's
 * reads for the copies that filled it (RAW on an async group).  Five
 * chunks, so the loop ends on half a step.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define NCH 5
PRISM_KERNEL(async_two_buffers, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int cbase = (int)PRISM_ID(BLOCK(1)) * NCH * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, b0, 128);
        PRISM_SHARED(int32_t, b1, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ASYNC(s0, b0) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 32)
                    prism_cp_async16(s0 + 4 * t, in + cbase + 4 * t);
                prism_cp_async_commit();
            }
        }
        for (int k = 0; k < NCH; k += 2) {
            PRISM_ASYNC(s1, b1) {
                PRISM_GROUP(THREAD(1)) {
                    if (k + 1 < NCH && t < 64)
                        prism_cp_async8(s1 + 2 * t, in + cbase + (k + 1) * 128 + 2 * t);
                    prism_cp_async_commit();
                }
                PRISM_GROUP(THREAD(1)) { acc += b0[(t + 5 * k + 1) % 128] * (k + 1); }
            }
            if (k + 1 < NCH) {
                PRISM_ASYNC(s0, b0) {
                    PRISM_GROUP(THREAD(1)) {
                        if (k + 2 < NCH)
                            prism_cp_async4(s0 + t, in + cbase + (k + 2) * 128 + t);
                        prism_cp_async_commit();
                    }
                    PRISM_GROUP(THREAD(1)) { acc += b1[(t + 5 * k + 2) % 128] * (k + 2); }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
    (void)n;
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        int32_t s = 0;
        for (int k = 0; k < NCH; k++) {
            int k0 = k - k % 2;
            int idx = (t + 5 * k0 + 1 + k % 2) % 128;
            s += in[(b * NCH + k) * 128 + idx] * (k + 1);
        }
        out[i] = s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_two_buffers, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * NCH * 128, 256);
}
/*
 * check-name: adversarial legal (runnable): a two-stage cp.async pipeline, each stage refilled while the other is read
 *
 * check-error-start
 * check-error-end
 */
