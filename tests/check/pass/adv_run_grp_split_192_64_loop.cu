/*
 * adv_run_grp_split_192_64_loop.cu - a thread split of a pinned 256-thread
 * block into arms of 192 and 64 threads (SPEC 4.2: whole pinned block, arm
 * 2 at offset 192, aligned), inside a block loop of 4 rounds.  Each round
 * the block claims tile a for the 192-thread arm and tile b for the
 * 64-thread arm (SPEC 6.4: whole-warp thread[m] targets of a pinned block
 * that only an arm can be); each arm partitions its tile to its threads,
 * writes, and reads a slot of another warp of the same arm.  After the
 * split the block reads both tiles across arms; the next round's arm
 * writes use what the block read.
 * Legal: SPEC 4.2, 6.3, 6.4, 7.  Orderings to keep: inside each arm, its
 * writes before its cross-warp reads (bar.sync of 192 / 64 threads); the
 * arms' writes before the block's reads after the split (__syncthreads);
 * the block's reads of round r before the arms' writes of round r + 1
 * (WAR, __syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_split_192_64_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 192);
        PRISM_SHARED(int32_t, tb, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 4; r++) {
            PRISM_CLAIM(a, ta, THREAD(192)) {
                PRISM_CLAIM(b, tb, THREAD(64)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(192) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(one, a, THREAD(1), u) {
                                PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + r + (acc & 7); }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += a[(u + 64) % 192]; }
                        }
                        PRISM_CASE(64) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(one, b, THREAD(1), u) {
                                PRISM_GROUP(THREAD(1)) { one[0] = 2 * in[base + t] - r + (acc & 7); }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += b[(u + 32) % 64]; }
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += 3 * (t < 64 ? tb[63 - t] : ta[255 - t]); }
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
    for (int b = 0; b * 256 < n; b++) {
        int32_t a[256] = {0}, sa[192], sb[64];
        const int32_t *x = in + b * 256;
        for (int r = 0; r < 4; r++) {
            for (int u = 0; u < 192; u++)
                sa[u] = x[u] + r + (a[u] & 7);
            for (int u = 0; u < 64; u++)
                sb[u] = 2 * x[192 + u] - r + (a[192 + u] & 7);
            for (int u = 0; u < 192; u++)
                a[u] += sa[(u + 64) % 192];
            for (int u = 0; u < 64; u++)
                a[192 + u] += sb[(u + 32) % 64];
            for (int t = 0; t < 256; t++)
                a[t] += 3 * (t < 64 ? sb[63 - t] : sa[255 - t]);
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_split_192_64_loop, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): 192 + 64 thread arms with claimed tiles in a block loop, the block reading both after the split
 *
 * check-error-start
 * check-error-end
 */
