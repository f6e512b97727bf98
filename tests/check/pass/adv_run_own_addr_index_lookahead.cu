/*
 * adv_run_own_addr_index_lookahead.cu - the same sweep, but each first-row thread folds in the
 * element below-right of it, addressed from its own element's address:
 * `(&w[0])[63]`.  Round 0 (e = 1..63) reads elements 64..126, which round 1
 * rewrites through other threads (element t + 63 belongs to thread t - 1 in
 * round 1): a WAR between threads through the loop's back edge.  No two
 * threads of one round touch one element.  The checker takes (&w[0])[63]
 * for w[0], so the scope looks like one element per thread every round and
 * no barrier separates round 0's reads from round 1's writes.
 *
 * Accepted and racing in the checked build when written; closed since (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(addr_index_lookahead, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(576),
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
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(w, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) {
                    if (e >= 1 && e < 64)
                        w[0] = w[0] * 3 + (&w[0])[63];
                    else
                        w[0] = w[0] * 5 + e;
                }
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
        for (int e = 0; e < 128; e++)
            tile[e] = (e >= 1 && e < 64) ? tile[e] * 3 + tile[e + 63] : tile[e] * 5 + e;
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(addr_index_lookahead, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): (&w[0])[63]: reading ahead from the own element's address across rounds
 *
 * check-error-start
 * check-error-end
 */
