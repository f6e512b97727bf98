/*
 * adv_run_reuse_pingpong_swap.cu - CUDA's ping-pong double buffering with
 * two pointers swapped at the end of every round: `cur` and `nxt` start
 * at tiles a and b; each round the block writes nxt through a thread[1]
 * partition from cur's neighbours (cur[(t + 1) % 128] and cur[(t + 77)
 * % 128]), then swaps the pointers (tmp = cur; cur = nxt; nxt = tmp).
 * Round r + 1 reads what round r wrote (RAW, other threads' slots) and
 * writes the tile round r read (WAR, other threads' slots).  Five
 * rounds, so the result ends in b.
 *
 * Legal: SPEC 6.1 (block[1] pointer variables holding block[1] tiles,
 * the legal pointer-array example's idea), SPEC 6.3 (x is a pointer
 * variable at the code perspective), SPEC 6.2.  docs/SYNC.md 1,
 * "Holders": a pointer variable stands for every value put in it.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_pingpong_swap, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(a0, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { a0[0] = in[base + t]; }
        }
        int32_t *cur = a;
        int32_t *nxt = b;
        for (int r = 0; r < 5; r++) {
            PRISM_AT(THREAD(1)) int32_t x = 0;
            PRISM_GROUP(THREAD(1)) { x = cur[(t + 1) % 128] * 2 - cur[(t + 77) % 128] + r; }
            PRISM_PARTITION(w, nxt, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x % 10007; }
            }
            int32_t *tmp = cur;
            cur = nxt;
            nxt = tmp;
        }
        PRISM_GROUP(THREAD(1)) { acc = b[(t + 3) % 128] + 100000 * (a[t] % 7); }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        int32_t a[128], b[128];
        int32_t *cur = a, *nxt = b;
        for (int t = 0; t < 128; t++)
            a[t] = in[blk * 128 + t];
        for (int r = 0; r < 5; r++) {
            for (int t = 0; t < 128; t++)
                nxt[t] = (cur[(t + 1) % 128] * 2 - cur[(t + 77) % 128] + r) % 10007;
            int32_t *tmp = cur;
            cur = nxt;
            nxt = tmp;
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = b[(t + 3) % 128] + 100000 * (a[t] % 7);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_pingpong_swap, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): ping-pong pointers swapped every round
 *
 * check-error-start
 * check-error-end
 */
