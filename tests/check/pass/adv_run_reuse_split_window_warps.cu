/*
 * adv_run_reuse_split_window_warps.cu - a warp-level phase inside a
 * block point's window.  Each round the block writes tile m (thread t
 * writes m[t]); then every warp writes its own 32-slot slice of tile s
 * (a thread[32] partition, each lane its slot through a nested
 * thread[1] partition) and reads the next lane's slot of its slice (a
 * warp point); then every thread reads m at a neighbour's slot (RAW on
 * m) and s in the *next* warp's slice (RAW on s across warps).
 *
 * Legal: SPEC 6.3 (nested partitions: block -> warp -> lane, each store
 * at thread[1] through its partition's name), SPEC 6.2 (plain reads of
 * block[1] memory).  SPEC 7 orders the read of s after the warps'
 * partition of s (a write scope) by a block barrier: a warp barrier
 * meets only the warp.  If the point for m becomes a split barrier
 * (docs/SYNC.md 2, refinement 5: arrive after m's partition, the warp
 * phase as the "independent work", wait before the read of m), the warp
 * phase's stores into s follow the arrive and are not ordered by it.
 * The next round rewrites m and s (WAR against this round's reads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_split_window_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 3; r++) {
            PRISM_AT(THREAD(1)) int32_t y = 0;
            PRISM_PARTITION(mw, m, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { mw[0] = in[base + t] + r * 5 + acc % 3; }
            }
            PRISM_PARTITION(ws, s, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l[0] = in[base + 127 - t] * (r + 2); }
                    }
                    PRISM_GROUP(THREAD(1)) { y = ws[(lane + 1) % 32]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += m[(t + 1) % 128] + 3 * y; }
            PRISM_GROUP(THREAD(1)) { acc += 7 * s[(t + 32) % 128]; }
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
        int32_t m[128], s[128], acc[128] = {0}, y[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++) {
                m[t] = v[t] + r * 5 + acc[t] % 3;
                s[t] = v[127 - t] * (r + 2);
            }
            for (int t = 0; t < 128; t++)
                y[t] = s[(t / 32) * 32 + (t % 32 + 1) % 32];
            for (int t = 0; t < 128; t++)
                acc[t] += m[(t + 1) % 128] + 3 * y[t];
            for (int t = 0; t < 128; t++)
                acc[t] += 7 * s[(t + 32) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_split_window_warps, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a warp phase inside a block split barrier's window
 *
 * check-error-start
 * check-error-end
 */
