/*
 * adv_run_own_pitch_row_mismatch.cu - A tile 48 wide stored with a pitch of 64, in a 32-thread
 * block's strided loop over the fresh index e = j + t (j stepping by
 * PRISM_NTHREADS()).  The row index is taken with the pitch (e / 64) where
 * the width was meant (e / 48), so q = (e / 64) * 64 + e % 48 is injective
 * within each round of 32 but not across rounds: in round j = 32, threads
 * 16..31 (e = 48..63, q = 0..15) get the elements threads 0..15 owned in
 * round 0.  Each round is a legal partition (SPEC 6.3); each thread reads
 * and rewrites its element, so round 1 must see round 0's stores of other
 * threads (RAW through the loop's back edge).  docs/SYNC.md 2 refinement 1
 * admits "its row and column laid out with a constant pitch at least the
 * row's length (r * 64 + c, r = e / 64, c = e % 64)"; here the pitch (64) is
 * at least the row (48) but the row index divides by 64, not 48.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(pitch_row_mismatch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(32), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { z[0] = in[base + e]; }
            }
        }
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_AT(THREAD(1)) const int r = e / 64;
            PRISM_AT(THREAD(1)) const int c = e % 48;
            PRISM_PARTITION(w, tile, THREAD(1), r * 64 + c) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + e; }
            }
        }
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(o, ob, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) {
                    if (base + e < n)
                        o[0] = tile[e];
                }
            }
        }
    }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int blk = 0; blk * 128 < n; blk++) {
        int32_t tile[128];
        for (int e = 0; e < 128; e++)
            tile[e] = in[blk * 128 + e];
        for (int e = 0; e < 128; e++) {
            int q = (e / 64) * 64 + e % 48;
            tile[q] = tile[q] * 3 + e;
        }
        for (int e = 0; e < 128; e++)
            out[blk * 128 + e] = tile[e];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(pitch_row_mismatch, 2, 32, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): a strided partition q = (e / 64) * 64 + e % 48: pitch 64, rows of 48, row index by the pitch
 *
 * check-error-start
 * check-error-end
 */
