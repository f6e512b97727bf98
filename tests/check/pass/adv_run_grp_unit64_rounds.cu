/*
 * adv_run_grp_unit64_rounds.cu - 64-thread units (PRISM_GROUP(THREAD(64)),
 * two warps each) inside a 256-thread block.  The block hands each unit its
 * 64-element slice of a tile (SPEC 6.3: offset PRISM_ID(THREAD(64)) * 64 is
 * thread[64]-uniform); inside the group each unit runs 4 rounds: every
 * thread writes its own slot (a thread[1] partition of the slice), then
 * reads the slot of the same lane in the unit's other warp (u + 32) % 64,
 * which feeds the next round's write.  After the group the block reads
 * across units (SPEC 7: the slices come back to the block with a barrier).
 * Legal: SPEC 4.1 (THREAD(64) derivable from BLOCKDIM(256)), 6.3, 7.
 * Orderings the checked build must keep: inside a unit, round r's writes
 * before round r's cross-warp reads (RAW, bar.sync id, 64), and round r's
 * reads before round r+1's writes (WAR, same); after the group, every
 * unit's last writes before the block's cross-unit reads (__syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_unit64_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(sl, tile, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 4; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * (r + 1) + (acc & 15); }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 64) % 256]; }
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
    for (int b = 0; b * 256 < n; b++) {
        int32_t s[256], a[256] = {0};
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 256; t++)
                s[t] = in[b * 256 + t] * (r + 1) + (a[t] & 15);
            for (int t = 0; t < 256; t++)
                a[t] += s[(t / 64) * 64 + (t % 64 + 32) % 64];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t] + 1000 * s[(t + 64) % 256];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_unit64_rounds, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): 64-thread units rewrite their slice each round and read across their warps, then the block reads across units
 *
 * check-error-start
 * check-error-end
 */
