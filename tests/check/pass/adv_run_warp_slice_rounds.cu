/*
 * adv_run_warp_slice_rounds.cu - a warp's slice met again through a
 * loop's back edge, with no block-level access in the loop to hide a
 * missing barrier.  Each round the block hands every warp its 32-slot
 * slice (a thread[32] partition); inside, each lane writes its own slot
 * (a thread[1] partition) and then reads the next lane's slot.  In the
 * next round lane l writes slot l again while lane l - 1 may still be
 * reading it from this round: the warp must meet between a round's reads
 * and the next round's writes (WAR), and between each round's writes and
 * reads (RAW).  The block reads the slices after the loop.
 *
 * Was a hole (tagged adv-known-race): the region inside the loop was
 * analysed without its own back edge; sync_place.c repeat_regions now
 * analyses it again where no outer barrier runs between the rounds.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_slice_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l1[0] = in[base + t] * (r + 1) + (acc & 31); }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 32) % 128]; }
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
        int32_t s[128], a[128] = {0};
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + t] * (r + 1) + (a[t] & 31);
            for (int t = 0; t < 128; t++)
                a[t] += s[(t / 32) * 32 + (t % 32 + 1) % 32];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * s[(t + 32) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_slice_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a warp's slice rewritten every round of a block loop while its lanes read their neighbours
 *
 * check-error-start
 * check-error-end
 */
