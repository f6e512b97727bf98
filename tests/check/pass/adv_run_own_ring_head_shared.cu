/*
 * adv_run_own_ring_head_shared.cu - a ring whose head lives in shared memory: each round one
 * thread advances the head (a claim), then every thread owns slot
 * (t + head) % 128 of the ring and rewrites it.  Each round is a rotation,
 * so a legal partition (SPEC 6.3), but the head moves by 5 every round, so
 * thread t gets the slot thread t + 5 rewrote in the previous round (RAW
 * between threads through the loop's back edge).  The offset reads memory
 * that the loop writes (docs/SYNC.md 2 refinement 1: "the offset reads
 * nothing that changes between rounds" must count memory, not only
 * variables).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(ring_head_shared, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(576),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, head, 1);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { if (e < 128) z[0] = in[(base + e) % n]; }
            }
        }
        PRISM_ONE_CLAIM(h0, head) { h0[0] = 0; }
        for (int r = 0; r < 4; r++) {
            PRISM_ONE_CLAIM(h, head) { h[0] = (h[0] + 5) % 128; }
            PRISM_AT(THREAD(1)) const int q = (t + head[0]) % 128;
            PRISM_PARTITION(w, tile, THREAD(1), q) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + t + r; }
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
        for (int r = 0, hd = 0; r < 4; r++) {
            hd = (hd + 5) % 128;
            for (int t = 0; t < 128; t++) {
                int q = (t + hd) % 128;
                tile[q] = tile[q] * 3 + t + r;
            }
        }
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(ring_head_shared, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): a partition rotated by a head read from shared memory the loop advances
 *
 * check-error-start
 * check-error-end
 */
