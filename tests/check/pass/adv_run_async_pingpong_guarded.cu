/*
 * adv_run_async_pingpong_guarded.cu - a hand-written cp.async double
 * buffer: a prologue fills b0, then even rounds prefetch the next tile
 * into b1 and read b0, odd rounds prefetch into b0 and read b1, each
 * prefetch under `if (k + 1 < nt)` (block-uniform).  The copies one round
 * commits are read the next round: the read must wait for them
 * (docs/SYNC.md 2, "Async copies"; red-team A5 4: the loop's head state
 * flipped between two sets and lost them, no wait_group in the loop).  The
 * emulator completes copies at issue, so this run shows the result stays
 * right; tests/sync/async_exit.cu shows the wait.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(async_pingpong_guarded, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    const int nt = n / 512;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, b0, 512);
        PRISM_SHARED(int32_t, b1, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ASYNC(a0, b0) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(a0 + 4 * t, in + 4 * t); }
        }
        for (int k = 0; k < nt; k++) {
            if (k & 1) {
                if (k + 1 < nt) {
                    PRISM_ASYNC(a2, b0) {
                        PRISM_GROUP(THREAD(1)) { prism_cp_async16(a2 + 4 * t, in + (k + 1) * 512 + 4 * t); }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += b1[(4 * t + 5) % 512]; }
            } else {
                if (k + 1 < nt) {
                    PRISM_ASYNC(a1, b1) {
                        PRISM_GROUP(THREAD(1)) { prism_cp_async16(a1 + 4 * t, in + (k + 1) * 512 + 4 * t); }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += b0[(4 * t + 5) % 512]; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int g = 0; g < 256; g++) {
        int t = g % 128, acc = 0;
        for (int k = 0; k < n / 512; k++)
            acc += in[k * 512 + (4 * t + 5) % 512];
        out[g] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_pingpong_guarded, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * 512, 256);
}

/*
 * check-name: adversarial legal (runnable): a ping-pong cp.async double buffer with guarded prefetches waits for each round's copies before reading them
 *
 * check-error-start
 * check-error-end
 */
