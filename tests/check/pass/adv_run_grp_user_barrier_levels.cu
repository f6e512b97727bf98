/*
 * adv_run_grp_user_barrier_levels.cu - user barriers that meet fewer
 * threads than the reads after them need.  Three phases on one tile of a
 * 128-thread block, each: the block partitions the tile to threads, each
 * thread writes its slot, then
 *   1. prism_syncwarp() in block code (SPEC 8: a broader caller runs it
 *      once per aligned warp: it orders each warp, not the block), then a
 *      read of a slot in the next warp;
 *   2. PRISM_GROUP(THREAD(32)) { PRISM_SYNC(); read a slot of another
 *      warp } (the warp's barrier, SPEC 7);
 *   3. PRISM_GROUP(THREAD(1)) { PRISM_SYNC(); read a slot of another
 *      thread } (thread[1]: meets no one, docs/SYNC.md 2 refinement 4).
 * Legal: SPEC 4.1, 6.3, 7, 8.  Orderings to keep: each phase's writes ->
 * its cross-warp reads (a __syncthreads: none of the user barriers is
 * enough), and each phase's reads -> the next phase's writes (WAR).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_user_barrier_levels, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_PARTITION(one, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + 1; }
        }
        prism_syncwarp();
        PRISM_GROUP(THREAD(1)) { acc += tile[(t + 32) % 128]; }
        PRISM_PARTITION(one, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { one[0] = (acc & 1023) + 2; }
        }
        PRISM_GROUP(THREAD(32)) {
            PRISM_SYNC();
            PRISM_GROUP(THREAD(1)) { acc += 3 * tile[(t + 64) % 128]; }
        }
        PRISM_PARTITION(one, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { one[0] = (acc & 511) + 3; }
        }
        PRISM_GROUP(THREAD(1)) {
            PRISM_SYNC();
            acc += 5 * tile[(t + 96) % 128];
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
        int32_t a[128] = {0}, s[128];
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t] + 1;
        for (int t = 0; t < 128; t++)
            a[t] += s[(t + 32) % 128];
        for (int t = 0; t < 128; t++)
            s[t] = (a[t] & 1023) + 2;
        for (int t = 0; t < 128; t++)
            a[t] += 3 * s[(t + 64) % 128];
        for (int t = 0; t < 128; t++)
            s[t] = (a[t] & 511) + 3;
        for (int t = 0; t < 128; t++)
            a[t] += 5 * s[(t + 96) % 128];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_user_barrier_levels, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): block-code __syncwarp, a warp's PRISM_SYNC and a thread's PRISM_SYNC before cross-warp reads
 *
 * check-error-start
 * check-error-end
 */
