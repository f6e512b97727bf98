/*
 * adv_run_reuse_fresh_index_rotates.cu - a partition in a strided block
 * loop whose offset is a const local computed from the fresh index
 * `e = j + t` (j stepping by PRISM_NTHREADS()), yet hands slots between
 * threads from one round to the next: q = (e + e / 128) mod 128.  Round
 * 0 (j = 0): thread t owns slot t; round 1 (j = 128): thread t owns slot
 * t + 1 (mod 128), the slot thread t + 1 read and wrote in round 0.
 * Within each round q is injective (a rotation of 0..127), so each round
 * is a legal partition (SPEC 6.3; P067 warns only where two units
 * provably write one element in one scope).  Each thread reads and
 * rewrites its slot (w[0] = 3 w[0] + e): round 1's read of slot t + 1
 * must see thread t + 1's round-0 store (RAW between units through the
 * loop's back edge, SPEC 7), then the block reads every slot.
 *
 * docs/SYNC.md 2, refinement 1 admits "const locals computed from [a
 * fresh index] (r = e / 64)" as a stable offset, and SYNC.md 9 says
 * "What is still assumed: an offset computed from a fresh index is
 * injective over all rounds (SPEC 6.3 assumes it within one)".  The
 * SPEC asks injectivity only within one scope, so this program is legal
 * and the assumption is the checker's, not the language's.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_fresh_index_rotates, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[base + t]; }
        }
        for (int j = 0; j < 256; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_AT(THREAD(1)) const int q = (e + e / 128) % 128;
            PRISM_PARTITION(w, tile, THREAD(1), q) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + e; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] + 7 * tile[(t + 50) % 128]; }
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
        int32_t tile[128];
        for (int t = 0; t < 128; t++)
            tile[t] = in[blk * 128 + t];
        for (int j = 0; j < 256; j += 128)
            for (int t = 0; t < 128; t++) {
                int e = j + t, q = (e + e / 128) % 128;
                tile[q] = tile[q] * 3 + e;
            }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = tile[t] + 7 * tile[(t + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_fresh_index_rotates, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a fresh strided index folded into a rotating offset
 *
 * check-error-start
 * check-error-end
 */
