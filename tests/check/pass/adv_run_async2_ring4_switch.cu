/*
 * adv_run_async2_ring4_switch.cu - a 4-stage cp.async ring rotated by a
 * switch on k % 4 (each case refills the stage three rounds ahead and
 * computes on stage k % 4, each with its own PRISM_ASYNC of a fixed
 * stage, since a rotating pointer would be P061).  The prologue fills
 * three stages whatever the round count: blocks run 0, 1, 3, 4 and 9
 * rounds, so some prefetched stages are never read.  Between the rounds
 * the stage read in round k is refilled in round k + 1 (WAR), and each
 * compute reads other threads' copies (RAW on an async group).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define T 256
#define NK(b) ((b) == 0 ? 0 : (b) == 1 ? 1 : (b) == 2 ? 3 : (b) == 3 ? 4 : 9)
#define FILL(dst, k)                                                                   \
    PRISM_GROUP(THREAD(1)) {                                                           \
        if ((k) < nk)                                                                  \
            prism_cp_async16((dst) + 4 * t, in + (k) * T + 4 * t);                     \
    }
#define USE(src, k) PRISM_GROUP(THREAD(1)) { acc += (src)[(4 * t + 5 * (k) + 2) % T] * ((k) + 1); }

PRISM_KERNEL(ring4, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(1)), PRISM_SMEM(4 * T * 4),
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
            PRISM_SHARED(int32_t, s3, T);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_ASYNC(a0, s0) { FILL(a0, 0) }
            PRISM_ASYNC(a1, s1) { FILL(a1, 1) }
            PRISM_ASYNC(a2, s2) { FILL(a2, 2) }
            for (int k = 0; k < nk; k++) {
                switch (k % 4) {
                case 0:
                    PRISM_ASYNC(a3, s3) { FILL(a3, k + 3) USE(s0, k) }
                    break;
                case 1:
                    PRISM_ASYNC(a0, s0) { FILL(a0, k + 3) USE(s1, k) }
                    break;
                case 2:
                    PRISM_ASYNC(a1, s1) { FILL(a1, k + 3) USE(s2, k) }
                    break;
                default:
                    PRISM_ASYNC(a2, s2) { FILL(a2, k + 3) USE(s3, k) }
                    break;
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 5 * 64; i++) {
        int b = i / 64, t = i % 64;
        int32_t acc = 0;
        for (int k = 0; k < NK(b); k++)
            acc += in[k * T + (4 * t + 5 * k + 2) % T] * (k + 1);
        out[i] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(ring4, 5, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 9 * T, 5 * 64);
}
/*
 * check-name: adversarial legal (runnable): a 4-stage cp.async ring rotated by a switch on k % 4, 0 to 9 rounds per block
 *
 * check-error-start
 * check-error-end
 */
