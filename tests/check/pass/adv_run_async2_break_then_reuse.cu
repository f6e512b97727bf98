/*
 * adv_run_async2_break_then_reuse.cu - a search pipeline: each round
 * prefetches the next tile by cp.async, then the block looks for a
 * sentinel in the current one and leaves the loop early ("break") when a
 * block-uniform count says it is found.  The copies of the round that
 * broke out are still in flight; after the loop the stage is reused:
 * first overwritten with plain stores (a partition), then read across
 * threads.  The plain stores must wait for the stale copies into the same
 * bytes, whichever round broke out.  Blocks stop after 1, 2 and 4
 * rounds.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define T 256

PRISM_KERNEL(break_reuse, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(1)), PRISM_SMEM(2 * T * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int stop = b == 2 ? 3 : b;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, cur, T);
            PRISM_SHARED(int32_t, nxt, T);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            for (int k = 0; k < 8; k++) {
                PRISM_ASYNC(c, cur) {
                    PRISM_GROUP(THREAD(1)) { prism_cp_async16(c + 4 * t, in + k * T + 4 * t); }
                }
                PRISM_ASYNC(x, nxt) {
                    PRISM_GROUP(THREAD(1)) { prism_cp_async16(x + 4 * t, in + (k + 1) * T + 4 * t); }
                    PRISM_GROUP(THREAD(1)) { acc += cur[(4 * t + k + 1) % T]; }
                }
                if (k == stop)
                    break;
                PRISM_GROUP(THREAD(1)) { acc += nxt[(4 * t + 2) % T]; }
            }
            PRISM_PARTITION(r, nxt, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { r[0] = acc; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = nxt[63 - t] * 5 + acc + nxt[64 + t]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 3; b++) {
        int stop = b == 2 ? 3 : b;
        int32_t acc[64];
        for (int t = 0; t < 64; t++) {
            acc[t] = 0;
            for (int k = 0; k <= stop; k++) {
                acc[t] += in[k * T + (4 * t + k + 1) % T];
                if (k < stop)
                    acc[t] += in[(k + 1) * T + (4 * t + 2) % T];
            }
        }
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = acc[63 - t] * 5 + acc[t] + in[(stop + 1) * T + 64 + t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(break_reuse, 3, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 9 * T, 3 * 64);
}
/*
 * check-name: adversarial legal (runnable): a pipeline left by break with copies in flight, its stage then overwritten by plain stores
 *
 * check-error-start
 * check-error-end
 */
