/*
 * adv_run_own_self_ptr_lookback.cu - a 2 x 64 tile swept by a 64-thread block's strided loop:
 * thread t owns element e = j + t (the fresh strided index, SYNC.md 2
 * refinement 1) and, in the second row, adds its upper-left neighbour,
 * reached through a pointer to its own element: `int32_t *me = &w[0]`,
 * `me[-65]`.  Each round is a legal partition (SPEC 6.3: y is an ordinary
 * pointer, reads through it are not restricted) and no two threads of one
 * round touch one element (row 0 reads nothing, row 1 reads only row 0).
 * But round 1's reads of elements 0..62 were written in round 0 by other
 * threads (thread t reads thread t - 1's element): a RAW between threads
 * through the loop's back edge, which needs a __syncthreads().  The
 * checker charges `me` as the element w[0] only, takes the scope for "one
 * element per thread, the same every round", and places no barrier
 * between the rounds.
 *
 * Accepted and racing in the checked build when written; closed since (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(self_ptr_lookback, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(576),
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
                    int32_t *me = &w[0];
                    me[0] = me[0] * 3 + (e >= 65 ? me[-65] : 0);
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
            tile[e] = tile[e] * 3 + (e >= 65 ? tile[e - 65] : 0);
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(self_ptr_lookback, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): a thread's pointer to its own element (&w[0]) reading the row above across rounds
 *
 * check-error-start
 * check-error-end
 */
