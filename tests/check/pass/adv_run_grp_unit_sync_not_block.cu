/*
 * adv_run_grp_unit_sync_not_block.cu - a user PRISM_SYNC() inside a
 * 64-thread unit is that unit's named barrier only (SPEC 7), so it cannot
 * order the writes of another unit.  Each round: the block partitions a
 * tile to threads and each thread writes its slot; then, in
 * PRISM_GROUP(THREAD(64)), the unit calls PRISM_SYNC() and reads a slot
 * written by the NEXT unit ((t + 64) % 256), and one written by its own
 * other warp; then a __syncthreads_count (SPEC 8: a block[1] collective,
 * a barrier) whose predicate reads a slot of a third unit.
 * Legal: SPEC 4.1, 6.3, 7, 8.  Orderings to keep: the block partition's
 * writes before the unit's cross-unit reads (a __syncthreads: the unit's
 * PRISM_SYNC meets only its own warps); the writes before the predicate's
 * reads of __syncthreads_count (its barrier comes after its predicate,
 * docs/SYNC.md 2 refinement 4); the reads of round r before the writes of
 * round r + 1 (here the __syncthreads_count itself orders them: every
 * predicate is read before its barrier).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_unit_sync_not_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(1024),
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
        PRISM_AT(BLOCK(1)) int cnt = 0;
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(one, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + r * 3 + (acc & 15); }
            }
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                PRISM_SYNC();
                PRISM_GROUP(THREAD(1)) { acc += tile[(t + 64) % 256] + 2 * tile[(t & ~63) + (u + 32) % 64]; }
            }
            cnt += __syncthreads_count(tile[(t + 128) % 256] > 0);
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * cnt; }
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
        int cnt = 0;
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 256; t++)
                s[t] = in[b * 256 + t] + r * 3 + (a[t] & 15);
            for (int t = 0; t < 256; t++)
                a[t] += s[(t + 64) % 256] + 2 * s[(t & ~63) + (t % 64 + 32) % 64];
            for (int t = 0; t < 256; t++)
                cnt += s[(t + 128) % 256] > 0;
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t] + 1000 * cnt;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_unit_sync_not_block, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): a unit's PRISM_SYNC before cross-unit reads, and __syncthreads_count reading the tile in its predicate
 *
 * check-error-start
 * check-error-end
 */
