/*
 * adv_run_reuse_split_window_war.cu - reads inside a split barrier's
 * window, overwritten after its wait.  Tile s is filled first (thread t
 * writes s[t]) and the block meets.  Then the block writes tile m
 * (thread t writes m[t]); then a loop in which every thread sums four
 * slots of s written by other threads (s[(t + 32 k + 1) % 128]); then
 * every thread reads m at a neighbour's slot (RAW on m); then the block
 * rewrites s (thread t writes s[t]: WAR against the loop's reads of
 * other threads' slots) and reads it back.
 *
 * Legal: SPEC 6.3 (each store through a thread[1] partition's name),
 * SPEC 6.2 (plain reads).  SPEC 7 rule 2: "before a scope writes, the
 * owning group's earlier reads must be over".  If the point for the
 * read of m becomes a split barrier (docs/SYNC.md 2, refinement 5:
 * arrive after m's partition, the loop as the "independent work", wait
 * before the read of m), the loop's reads of s come after the arrive and
 * that barrier does not order them before s's rewrite.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_split_window_war, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, m, 128);
        PRISM_SHARED(int32_t, s, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(s0, s, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { s0[0] = in[base + t] * 5; }
        }
        PRISM_GROUP(THREAD(1)) { acc = s[127 - t]; }
        PRISM_PARTITION(mw, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw[0] = in[base + (t + 9) % 128] + 1; }
        }
        for (int k = 0; k < 4; k++) {
            PRISM_GROUP(THREAD(1)) { acc += s[(t + 32 * k + 1) % 128] * (k + 1); }
        }
        PRISM_GROUP(THREAD(1)) { acc += 3 * m[(t + 1) % 128]; }
        PRISM_PARTITION(s1, s, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { s1[0] = -7 * t; }
        }
        PRISM_GROUP(THREAD(1)) { acc += s[(t + 64) % 128]; }
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
        int32_t m[128], s[128], acc[128];
        for (int t = 0; t < 128; t++) {
            s[t] = v[t] * 5;
            m[t] = v[(t + 9) % 128] + 1;
        }
        for (int t = 0; t < 128; t++) {
            acc[t] = s[127 - t];
            for (int k = 0; k < 4; k++)
                acc[t] += s[(t + 32 * k + 1) % 128] * (k + 1);
            acc[t] += 3 * m[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            s[t] = -7 * t;
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t] + s[(t + 64) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_split_window_war, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): reads inside a split barrier's window, overwritten after its wait
 *
 * check-error-start
 * check-error-end
 */
