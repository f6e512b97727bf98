/*
 * adv_run_async2_parity_double_buffer.cu - a double buffer that rotates by
 * the round's parity rather than by swapping pointers (a swap, "cur" and
 * "nxt" exchanged each round, is P061: each may point into the other's
 * memory, SPEC 6.3): even rounds refill stage 1 and compute on stage 0,
 * odd rounds the reverse, each branch with its own PRISM_ASYNC of a fixed
 * stage.  The branch is on a block-uniform round counter.  Blocks run 1,
 * 2, 3 and 6 rounds; the compute reads other threads' copies.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define T 256
#define NK(b) ((b) == 3 ? 6 : (b) + 1)

PRISM_KERNEL(parity_db, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(1)), PRISM_SMEM(2 * T * 4),
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
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_ASYNC(a0, s0) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(a0 + 4 * t, in + 4 * t); }
            }
            for (int k = 0; k < nk; k++) {
                if (k % 2 == 0) {
                    PRISM_ASYNC(a1, s1) {
                        PRISM_GROUP(THREAD(1)) { if (k + 1 < nk) prism_cp_async16(a1 + 4 * t, in + (k + 1) * T + 4 * t); }
                        PRISM_GROUP(THREAD(1)) { acc += s0[(4 * t + 3 * k + 5) % T] * (k + 1); }
                    }
                } else {
                    PRISM_ASYNC(a0, s0) {
                        PRISM_GROUP(THREAD(1)) { if (k + 1 < nk) prism_cp_async16(a0 + 4 * t, in + (k + 1) * T + 4 * t); }
                        PRISM_GROUP(THREAD(1)) { acc += s1[(4 * t + 3 * k + 5) % T] * (k + 1); }
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
    for (int i = 0; i < 4 * 64; i++) {
        int b = i / 64, t = i % 64;
        int32_t acc = 0;
        for (int k = 0; k < NK(b); k++)
            acc += in[k * T + (4 * t + 3 * k + 5) % T] * (k + 1);
        out[i] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(parity_db, 4, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 6 * T, 4 * 64);
}
/*
 * check-name: adversarial legal (runnable): a double buffer rotated by the round's parity, one async scope per branch
 *
 * check-error-start
 * check-error-end
 */
