/*
 * adv_run_async2_ring3.cu - a correct 3-stage cp.async ring, written as
 * sgemm6 writes its double buffer: the k loop unrolled by 3 so that each
 * stage is always the same allocation.  Round k computes on stage k % 3
 * inside the scope that refills stage (k + 2) % 3, so two tiles are in
 * flight while one is read.  Each block runs a different number of rounds
 * (0, 1, 2, 4, 5, 7 over the six blocks): tails that end after one or
 * two thirds of an unrolled step, and a loop that never runs (the
 * prologue's copies are then never read).  The read offset rotates with
 * k, so every round reads other threads' copies.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define T 512
static const int rounds_of[6] = {0, 1, 2, 4, 5, 7};
#define NK(b) ((b) == 0 ? 0 : (b) == 1 ? 1 : (b) == 2 ? 2 : (b) == 3 ? 4 : (b) == 4 ? 5 : 7)

PRISM_KERNEL(ring3, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(3 * T * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int nk = NK(b);
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, s0, T);
            PRISM_SHARED(int32_t, s1, T);
            PRISM_SHARED(int32_t, s2, T);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_ASYNC(a0, s0) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(a0 + 4 * t, in + 4 * t); }
            }
            PRISM_ASYNC(a1, s1) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(a1 + 4 * t, in + T + 4 * t); }
            }
            for (int k = 0; k < nk; k += 3) {
                PRISM_ASYNC(a2, s2) {
                    PRISM_GROUP(THREAD(1)) { if (k + 2 < nk) prism_cp_async16(a2 + 4 * t, in + (k + 2) * T + 4 * t); }
                    PRISM_GROUP(THREAD(1)) { acc += s0[(4 * t + 7 * k + 1) % T] * (k + 1); }
                }
                if (k + 1 < nk) {
                    PRISM_ASYNC(a0, s0) {
                        PRISM_GROUP(THREAD(1)) { if (k + 3 < nk) prism_cp_async16(a0 + 4 * t, in + (k + 3) * T + 4 * t); }
                        PRISM_GROUP(THREAD(1)) { acc += s1[(4 * t + 7 * k + 8) % T] * (k + 2); }
                    }
                }
                if (k + 2 < nk) {
                    PRISM_ASYNC(a1, s1) {
                        PRISM_GROUP(THREAD(1)) { if (k + 4 < nk) prism_cp_async16(a1 + 4 * t, in + (k + 4) * T + 4 * t); }
                        PRISM_GROUP(THREAD(1)) { acc += s2[(4 * t + 7 * k + 15) % T] * (k + 3); }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 6 * 128; i++) {
        int b = i / 128, t = i % 128;
        int32_t acc = 0;
        for (int k = 0; k < rounds_of[b]; k++)
            acc += in[k * T + (4 * t + 7 * k + 1) % T] * (k + 1);
        out[i] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(ring3, 6, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 7 * T, 6 * 128);
}
/*
 * check-name: adversarial legal (runnable): a 3-stage cp.async ring unrolled by three, 0 to 7 rounds per block
 *
 * check-error-start
 * check-error-end
 */
