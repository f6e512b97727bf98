/*
 * adv_run_shared_atomics.cu - thread 0 clears 16 bins (a claim), every thread adds its key with
 * atomicAdd on shared memory, and every thread then reads a bin: the
 * reads must wait for every thread's atomic (CUB's BlockHistogram).
 * Issue 10 class 9 says the conservative build has no barrier there.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(shared_atomics, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, hist, 16);
        PRISM_CLAIM(h1, hist, THREAD(1)) {
            PRISM_SPLIT(THREAD) {
                PRISM_CASE(1) {
                    for (int k = 0; k < 16; k++)
                        h1[k] = 0;
                }
            }
        }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { atomicAdd(&hist[in[g] & 15], 1); }
        PRISM_GROUP(THREAD(1)) { acc = hist[t % 16]; }
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
        int b = i / 128, c = 0;
        for (int j = 0; j < 128; j++)
            c += (in[b * 128 + j] & 15) == (i % 128) % 16;
        out[i] = c;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(shared_atomics, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a shared-memory histogram by atomics, then a merge loop over it
 *
 * check-error-start
 * check-error-end
 */
