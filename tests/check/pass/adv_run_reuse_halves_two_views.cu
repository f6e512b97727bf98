/*
 * adv_run_reuse_halves_two_views.cu - two 64-thread units own the two
 * halves of one tile, and the block reads it back through two views.
 * Each round the block partitions the tile into 64-slot halves (a
 * thread[64] partition at half * 64); inside each half's group the
 * threads write their slot (a nested thread[1] partition) and read a
 * slot written by the unit's other warp (a 64-thread named barrier: the
 * unit's own).  After the partition every thread reads the *other* half
 * through `const int32_t *lo = tile` and `hi = tile + 64`, views taken
 * before the loop (RAW across units: a block barrier), and the next
 * round's writes overwrite what the other unit's threads just read
 * (WAR through the back edge).
 *
 * Legal: SPEC 6.3 (the thread[64] partition: offset half * 64 is
 * injective over the two units; derivable from BLOCKDIM(128)), SPEC 4.1
 * (GROUP(THREAD(64)) inside), SPEC 6.2 (views used outside the scope;
 * a version claiming lo and hi for two split arms is P061: a claim of
 * lo reaches hi's bytes).  docs/SYNC.md 1: both views are charged to
 * the root tile.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_halves_two_views, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_AT(THREAD(64)) const int half = (int)PRISM_ID(THREAD(64));
        const int32_t *lo = tile;
        const int32_t *hi = tile + 64;
        for (int r = 0; r < 3; r++) {
            PRISM_AT(THREAD(1)) int32_t y = 0;
            PRISM_PARTITION(h, tile, THREAD(64), half * 64) {
                PRISM_GROUP(THREAD(64)) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(c, h, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) { c[0] = half == 0 ? in[base + t] + r + acc % 7 : in[base + t] * 2 - r; }
                    }
                    PRISM_GROUP(THREAD(1)) { y = h[(i + 32 + half) % 64]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += y + 3 * (t < 64 ? hi[t] : lo[t - 64]); }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t tile[128], acc[128] = {0}, y[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 64; t++)
                tile[t] = v[t] + r + acc[t] % 7;
            for (int t = 64; t < 128; t++)
                tile[t] = v[t] * 2 - r;
            for (int t = 0; t < 64; t++)
                y[t] = tile[(t + 32) % 64];
            for (int t = 64; t < 128; t++)
                y[t] = tile[64 + (t - 64 + 33) % 64];
            for (int t = 0; t < 128; t++)
                acc[t] += y[t] + 3 * tile[(t + 64) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_halves_two_views, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): two views of one tile claimed by two split arms
 *
 * check-error-start
 * check-error-end
 */
