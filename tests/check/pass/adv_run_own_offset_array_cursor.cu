/*
 * adv_run_own_offset_array_cursor.cu - the same ring with the cursor in an element of a
 * thread-local array (`cur[0] += 5`; cur[1] holds another cursor): round r
 * gives thread t slot (t + 5r) % 128, which thread t + 5 rewrote in round
 * r - 1.  A legal partition every round (SPEC 6.3), handing slots between
 * threads from one round to the next, so the rounds need a barrier between
 * them (docs/SYNC.md 2 refinement 1: "the offset reads nothing that
 * changes between rounds").
 *
 * Accepted and racing in the checked build when written; closed since (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(offset_array_cursor, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(576),
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
                PRISM_GROUP(THREAD(1)) { if (e < 128) z[0] = in[(base + e) % n]; }
            }
        }
        PRISM_AT(THREAD(1)) int cur[2] = {0, 0};
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), (t + cur[0]) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + t + r; }
            }
            PRISM_GROUP(THREAD(1)) {
                cur[0] += 5;
                cur[1] += 1;
            }
        }
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(o, ob, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) {
                    if (base + e < n)
                        o[0] = tile[e] + 7 * tile[(e + 50) % 128];
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
        const int base = blk * 128;
        for (int e = 0; e < 128; e++)
            tile[e] = in[(base + e) % n];
        for (int r = 0; r < 3; r++)
            for (int t = 0; t < 128; t++) {
                int q = (t + 5 * r) % 128;
                tile[q] = tile[q] * 3 + t + r;
            }
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(offset_array_cursor, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): a rotating offset whose cursor is an element of a thread-local array
 *
 * check-error-start
 * check-error-end
 */
