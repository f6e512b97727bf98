/*
 * adv_run_grp_warp_rounds_cond_block.cu - warp groups in a block loop
 * where a block-level phase (with its own __syncthreads) runs only on
 * some rounds.  Each round every warp partitions its own slice (tile w,
 * 32 elements, handed over by the block once, outside the loop) to its
 * lanes, each lane writes its slot and then reads the slot of lane
 * (l + 1) % 32.  Rounds r with r % 3 == 1 also run a block phase on a
 * second tile (partition to threads, write, read across warps) - a
 * uniform `if` on the round; an inner loop of r % 2 trips runs another
 * such phase.  On the other rounds nothing but the warp's own barrier can
 * order lane l's read of round r against lane l + 1's write of round r+1.
 * Legal: SPEC 4.1, 6.3, 7.  Orderings to keep: each round's lane writes
 * -> the warp's reads (__syncwarp), and the warp's reads of round r -> the
 * lane writes of round r + 1 (a __syncwarp, or a block barrier that runs
 * on EVERY path between the two: the block phases run on some rounds
 * only, docs/SYNC.md 2 "Regions inside loops").
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_warp_rounds_cond_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, tb, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(ws, tile, THREAD(32), w * 32) {
            for (int r = 0; r < 8; r++) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(one, ws, THREAD(1), l) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * (r + 1) + (acc & 31); }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(l + 1) % 32]; }
                }
                if (r % 3 == 1) {
                    PRISM_PARTITION(o1, tb, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { o1[0] = acc & 1023; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += tb[(t + 32) % 128]; }
                }
                for (int k = 0; k < r % 2; k++) {
                    PRISM_PARTITION(o2, tb, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { o2[0] = (acc & 511) + k; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += 3 * tb[(t + 64) % 128]; }
                }
            }
        }
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
        int32_t a[128] = {0}, s[128], u[128];
        for (int r = 0; r < 8; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + t] * (r + 1) + (a[t] & 31);
            for (int t = 0; t < 128; t++)
                a[t] += s[(t & ~31) + (t % 32 + 1) % 32];
            if (r % 3 == 1) {
                for (int t = 0; t < 128; t++)
                    u[t] = a[t] & 1023;
                for (int t = 0; t < 128; t++)
                    a[t] += u[(t + 32) % 128];
            }
            for (int k = 0; k < r % 2; k++) {
                for (int t = 0; t < 128; t++)
                    u[t] = (a[t] & 511) + k;
                for (int t = 0; t < 128; t++)
                    a[t] += 3 * u[(t + 64) % 128];
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_warp_rounds_cond_block, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): warp rounds with block phases under an if and a zero-trip inner loop
 *
 * check-error-start
 * check-error-end
 */
