/*
 * adv_run_own_offset_via_alias.cu - a ring rotated by a per-thread cursor that the loop
 * advances through a pointer to it (`int *pk = &k; *pk += 5`): round r gives
 * thread t slot (t + 5r) % 128, which thread t + 5 rewrote in round r - 1.
 * Each round is a rotation, a legal partition (SPEC 6.3); consecutive
 * rounds hand slots between threads, so round r must see round r - 1's
 * stores of other threads (RAW and WAR through the loop's back edge).
 * docs/SYNC.md 2 refinement 1: "the offset reads nothing that changes
 * between rounds" -- k changes, but only through *pk.
 *
 * Accepted and racing in the checked build when written; closed since (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(offset_via_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(576),
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
        PRISM_AT(THREAD(1)) int k = 0;
        PRISM_AT(THREAD(1)) int *pk = &k;
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), (t + k) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + t + r; }
            }
            PRISM_GROUP(THREAD(1)) { *pk += 5; }
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
    return PRISM_LAUNCH(offset_via_alias, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): a rotating offset whose cursor advances through a pointer to it
 *
 * check-error-start
 * check-error-end
 */
