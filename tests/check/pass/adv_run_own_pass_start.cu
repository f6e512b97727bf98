/*
 * adv_run_own_pass_start.cu - passes that start the strided loop one element later each
 * time (j = p, p + 64, ...): within one pass thread t keeps e = j + t, but
 * pass p + 1 gives thread t the element thread t + 1 owned (and rewrote) in
 * pass p.  docs/SYNC.md 2 refinement 1 admits a fresh index "e = j +
 * PRISM_ID(THREAD(1)) with j stepping from 0 by PRISM_NTHREADS()"; here j
 * starts at p, which the outer loop changes, so the passes hand elements
 * between threads (RAW through the outer back edge).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(pass_start, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(592),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 132);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int j = 0; j < 132; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { if (e < 132) z[0] = in[(base + e) % n]; }
            }
        }
        for (int p = 0; p < 3; p++) {
            for (int j = p; j < 128 + p; j += (int)PRISM_NTHREADS()) {
                PRISM_AT(THREAD(1)) const int e = j + t;
                PRISM_PARTITION(w, tile, THREAD(1), e) {
                    PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + e; }
                }
            }
        }
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(o, ob, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) {
                    if (base + e < n)
                        o[0] = tile[e] + 7 * tile[(e + 50) % 132];
                }
            }
        }
    }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int blk = 0; blk * 128 < n; blk++) {
        int32_t tile[132];
        const int base = blk * 128;
        for (int e = 0; e < 132; e++)
            tile[e] = in[(base + e) % n];
        for (int p = 0; p < 3; p++)
            for (int e = p; e < 128 + p; e++)
                tile[e] = tile[e] * 3 + e;
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 132];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(pass_start, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): strided passes whose start j = p moves with the outer loop
 *
 * check-error-start
 * check-error-end
 */
