/*
 * adv_run_rt9_moving_source.cu - partitions in a loop whose offset is
 * fixed (t) but whose source moves: a base that slides one element a
 * round (`cur = tile + r`) and one chosen per round (`(r & 1) ? tile + 32
 * : tile`).  Thread t's element of round r is thread t - 1's (or t - 32's)
 * in the next round, so the partition must be ordered against its own
 * earlier rounds (docs/SYNC.md 2, refinement 1).
 *
 * Were holes (red team rt9): the fixed offset made the scope "one
 * partition across rounds", and the checked build placed no point in the
 * loop; the selected base gave a wrong result on the emulator even
 * without the race detector.  The source must now be the same address
 * every round (sync_stable.c, source_invariant).  The third loop is the
 * look-alike that stays unordered: a base declared in the loop from an
 * invariant value; the fourth steps its base in the for's increment
 * (hole_base_step).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(moving_source, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 64;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[base + t]; z[1] = t; }
        }
        for (int r = 0; r < 8; r++) {
            int32_t *cur = tile + r;
            PRISM_PARTITION(c, cur, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 3 + 1; }
            }
        }
        for (int r = 0; r < 4; r++) {
            int32_t *cur = (r & 1) ? tile + 32 : tile;
            PRISM_PARTITION(c, cur, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 2 + r; }
            }
        }
        for (int r = 0; r < 4; r++) {
            int32_t *same = tile + 64;
            PRISM_PARTITION(c, same, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { c[0] += r; }
            }
        }
        PRISM_AT(BLOCK(1)) int32_t *step = tile + 60;
        for (int r = 0; r < 4; r++, step += 1) {
            PRISM_PARTITION(c, step, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 5 + 1; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] ^ tile[t + 64]; }
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
    for (int b = 0; b * 64 < n; b++) {
        int32_t s[128];
        for (int t = 0; t < 64; t++) {
            s[2 * t] = in[b * 64 + t];
            s[2 * t + 1] = t;
        }
        for (int r = 0; r < 8; r++)
            for (int t = 0; t < 64; t++)
                s[r + t] = s[r + t] * 3 + 1;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[(r & 1) * 32 + t] = s[(r & 1) * 32 + t] * 2 + r;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[64 + t] += r;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[60 + r + t] = s[60 + r + t] * 5 + 1;
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = s[t] ^ s[t + 64];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(moving_source, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): partitions in a loop whose source slides or is chosen per round
 *
 * check-error-start
 * check-error-end
 */
