/*
 * adv_run_arm_claim_rounds.cu - a split arm's claim met again through a
 * block loop's back edge.  Each round the block claims the tile for a
 * 64-thread arm (warps 2-3; warps 0-1 idle in the split); the arm's
 * threads write one slot each (a thread[1] partition) and then read a
 * slot written by the arm's other warp.  Next round the arm writes again
 * while its other warp may still be reading this round's values: the
 * arm must meet (a 64-thread named barrier) between a round's reads and
 * the next round's writes, as between each round's writes and reads.
 * Nothing else in the loop touches the tile; the block reads it after.
 *
 * Was a hole (tagged adv-known-race): the region inside the loop was
 * analysed without its own back edge; sync_place.c repeat_regions now
 * analyses it again where no outer barrier runs between the rounds.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(arm_claim_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 4; r++) {
            PRISM_CLAIM(c, tile, THREAD(64)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(2) { }
                    PRISM_CASE(2) {
                        PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(one, c, THREAD(1), u) {
                            PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * (r + 1) + (acc & 31); }
                        }
                        PRISM_GROUP(THREAD(1)) { acc += c[(u + 32) % 64]; }
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[t % 64]; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[64], a[128] = {0};
        for (int r = 0; r < 4; r++) {
            for (int u = 0; u < 64; u++)
                s[u] = in[b * 128 + 64 + u] * (r + 1) + (a[64 + u] & 31);
            for (int u = 0; u < 64; u++)
                a[64 + u] += s[(u + 32) % 64];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * s[t % 64];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(arm_claim_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a 64-thread arm's claim rewritten every round of a block loop while the arm reads it
 *
 * check-error-start
 * check-error-end
 */
