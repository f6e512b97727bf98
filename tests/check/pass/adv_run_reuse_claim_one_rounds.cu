/*
 * adv_run_reuse_claim_one_rounds.cu - a tile handed to one thread and
 * back, with a block-uniform skip.  Each round the block writes the tile
 * (thread t writes tile[t]); then, on rounds where r mod 3 != 1, thread
 * 0 claims the whole tile (PRISM_ONE_CLAIM) and turns it into its
 * inclusive prefix sums in place; then every thread reads a slot written
 * by another thread (by thread 0 after a scan, by the partition's owner
 * on a skipped round).  Every round's writes overwrite slots the round
 * before read, so the last writer before the reads is thread 0 on some
 * rounds and the owner on others.
 *
 * Legal: SPEC 4.4 (PRISM_ONE_CLAIM: the first thread of the block owns
 * all of x), SPEC 6.4 (claim), SPEC 6.3, SPEC 6.2; the `if` is on a
 * block[1] loop counter.  SPEC 7: RAW after the claim and after the
 * partition, WAR before each.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_claim_one_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
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
        for (int r = 0; r < 5; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + r) % 128] + acc % 11; }
            }
            if (r % 3 != 1) {
                PRISM_ONE_CLAIM(z, tile) {
                    for (int k = 1; k < 128; k++)
                        z[k] = (z[k] + z[k - 1]) % 100003;
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t * 5 + r) % 128]; }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t tile[128], acc[128] = {0};
        for (int r = 0; r < 5; r++) {
            for (int t = 0; t < 128; t++)
                tile[t] = v[(t + r) % 128] + acc[t] % 11;
            if (r % 3 != 1)
                for (int k = 1; k < 128; k++)
                    tile[k] = (tile[k] + tile[k - 1]) % 100003;
            for (int t = 0; t < 128; t++)
                acc[t] += tile[(t * 5 + r) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_claim_one_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a tile claimed by one thread on some rounds only
 *
 * check-error-start
 * check-error-end
 */
