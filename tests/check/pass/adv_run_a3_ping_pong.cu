/*
 * adv_run_a3_ping_pong.cu - double buffering through SPEC 6.1's pointer
 * array: round k writes bufs[k & 1] through a partition and each thread
 * reads its neighbour's element of the other buffer, which round k - 1
 * wrote and round k + 1 overwrites.  Both orders need a barrier inside
 * the loop (SPEC 7: the write counts through any holder of 6.1).
 *
 * Was a hole (red-team A3, finding 4, 04c): an element of a pointer array
 * given two tiles resolved to thread-local memory; no barrier was placed
 * in the loop (RAW and WAR across rounds).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(a3_ping_pong, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = 0; }
        }
        int32_t *bufs[2] = {a, b};
        for (int k = 0; k < 5; k++) {
            int32_t *cur = bufs[k & 1];
            int32_t *prev = bufs[(k + 1) & 1];
            PRISM_PARTITION(w, cur, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + k) % 128] + k; }
            }
            PRISM_GROUP(THREAD(1)) {
                r *= 3;
                r += prev[(t + 1) % 128];
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = r;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int blk = 0; blk * 128 < n; blk++) {
        int32_t s[2][128] = {{0}}, r[128] = {0};
        for (int k = 0; k < 5; k++) {
            for (int t = 0; t < 128; t++)
                s[k & 1][t] = in[blk * 128 + (t + k) % 128] + k;
            for (int t = 0; t < 128; t++)
                r[t] = 3 * r[t] + s[(k + 1) & 1][(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = r[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(a3_ping_pong, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): ping-pong buffers picked from a pointer array get their barriers inside the loop
 *
 * check-error-start
 * check-error-end
 */
