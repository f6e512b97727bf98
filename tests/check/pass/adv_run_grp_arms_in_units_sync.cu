/*
 * adv_run_grp_arms_in_units_sync_sync.cu - split arms inside repeating units: each
 * 128-thread unit of a 256-thread block (PRISM_GROUP(THREAD(128))) splits
 * into two 64-thread arms (PRISM_SPLIT(WARP), PRISM_CASE(2) twice: 2 | 4
 * warps, aligned, SPEC 4.2), so four arms are live at once in a block.
 * Before the split the unit hands each 64-thread quarter of its half to
 * its 64-thread sub-unit (SPEC 6.3: offset PRISM_ID(THREAD(64)) * 64 is
 * thread[64]); each arm partitions its quarter to threads, writes, reads
 * the slot of its other warp (a 64-thread barrier), in 3 rounds.  The arms
 * do different arithmetic; the second arm also calls PRISM_SYNC() after
 * its read each round (SPEC 7: the arm's own 64-thread barrier; at run
 * time a nested unit's id is 5 + base / 64, ctx.h).  After the split the unit reads across its two
 * arms, after the group the block reads across units.
 * Legal: SPEC 4.1, 4.2, 6.3, 7.  Orderings to keep: inside each arm, its
 * writes -> cross-warp reads and those reads -> the next round's writes
 * (bar.sync id, 64 whose id no other live arm uses); the arms' writes ->
 * the unit's read (bar.sync id', 128); the units' writes -> the block's
 * read (__syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_arms_in_units_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(128), THREAD(64), THREAD(32)), PRISM_SMEM(1024),
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
        PRISM_AT(THREAD(128)) const int h = (int)PRISM_ID(THREAD(128));
        PRISM_PARTITION(half, tile, THREAD(128), h * 128) {
            PRISM_GROUP(THREAD(128)) {
                PRISM_AT(THREAD(1)) const int v = (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(64)) const int qn = (int)PRISM_ID(THREAD(64));
                PRISM_PARTITION(q, half, THREAD(64), qn * 64) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(2) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            for (int r = 0; r < 3; r++) {
                                PRISM_PARTITION(one, q, THREAD(1), u) {
                                    PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + r + (acc & 15); }
                                }
                                PRISM_GROUP(THREAD(1)) { acc += q[(u + 32) % 64]; }
                            }
                        }
                        PRISM_CASE(2) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            for (int r = 0; r < 3; r++) {
                                PRISM_PARTITION(one, q, THREAD(1), u) {
                                    PRISM_GROUP(THREAD(1)) { one[0] = 3 * in[base + t] - r + (acc & 15); }
                                }
                                PRISM_GROUP(THREAD(1)) { acc += 2 * q[(u + 32) % 64]; }
                                PRISM_SYNC();
                            }
                        }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += 5 * half[(v + 64) % 128]; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 7 * tile[(t + 128) % 256]; }
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
        int32_t a[256] = {0}, s[256];
        const int32_t *x = in + b * 256;
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 256; t++)
                s[t] = ((t / 64) % 2 == 0 ? x[t] + r : 3 * x[t] - r) + (a[t] & 15);
            for (int t = 0; t < 256; t++)
                a[t] += ((t / 64) % 2 == 0 ? 1 : 2) * s[(t & ~63) + (t % 64 + 32) % 64];
        }
        for (int t = 0; t < 256; t++)
            a[t] += 5 * s[(t & ~127) + (t % 128 + 64) % 128];
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t] + 7 * s[(t + 128) % 256];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_arms_in_units_sync, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): two 64-thread split arms inside each 128-thread unit, four arms live at once, PRISM_SYNC in the second arm
 *
 * check-error-start
 * check-error-end
 */
