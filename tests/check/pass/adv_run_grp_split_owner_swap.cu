/*
 * adv_run_grp_split_owner_swap.cu - a warp split (PRISM_SPLIT(WARP),
 * PRISM_CASE(3) + PRISM_CASE(1): warps 0-2 and warp 3 of a pinned
 * 128-thread block, SPEC 4.2) inside a block loop, where the tile's owner
 * alternates: on even rounds the block claims the tile for the 1-warp arm
 * (SPEC 6.4: thread[32]), on odd rounds for the 3-warp arm (thread[96], a
 * whole-warp target of a pinned block).  The owner arm partitions the tile
 * to its threads (each thread several slots, strided), writes, and reads
 * slots of its other lanes/warps; the other arm reads a kernel input
 * only.  After the split nothing reads the tile until the next round's
 * owner, a different arm, reads it again.
 * Legal: SPEC 4.2, 6.3, 6.4, 7.  Orderings to keep: inside the owner arm,
 * its writes -> its reads (__syncwarp for the warp, bar.sync id, 96 for
 * the three warps); round r's owner's writes and reads -> round r + 1's
 * owner's reads and writes (another arm: only a __syncthreads orders
 * them).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_split_owner_swap, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(384),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 96);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 6; r++) {
            if (r % 2 == 0) {
                PRISM_CLAIM(c, tile, THREAD(32)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(3) {
                            PRISM_GROUP(THREAD(1)) { acc += in[base + t] & 3; }
                        }
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                            PRISM_GROUP(THREAD(1)) { acc += r > 0 ? c[(l * 3 + r) % 96] : 0; }
                            PRISM_PARTITION(three, c, THREAD(1), l * 3) {
                                PRISM_GROUP(THREAD(1)) {
                                    three[0] = in[base + t] + r;
                                    three[1] = (acc & 255) - r;
                                    three[2] = l * r;
                                }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += c[(l * 3 + 4) % 96]; }
                        }
                    }
                }
            } else {
                PRISM_CLAIM(c, tile, THREAD(96)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(3) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            PRISM_GROUP(THREAD(1)) { acc += 2 * c[(u + 7) % 96]; }
                            PRISM_PARTITION(one, c, THREAD(1), u) {
                                PRISM_GROUP(THREAD(1)) { one[0] = (acc & 511) + r; }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += c[(u + 40) % 96]; }
                        }
                        PRISM_CASE(1) {
                            PRISM_GROUP(THREAD(1)) { acc += in[base + t] & 3; }
                        }
                    }
                }
            }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t a[128] = {0}, s[96] = {0};
        const int32_t *x = in + b * 128;
        for (int r = 0; r < 6; r++) {
            if (r % 2 == 0) {
                for (int l = 0; l < 32; l++)
                    a[96 + l] += r > 0 ? s[(l * 3 + r) % 96] : 0;
                for (int l = 0; l < 32; l++) {
                    s[l * 3] = x[96 + l] + r;
                    s[l * 3 + 1] = (a[96 + l] & 255) - r;
                    s[l * 3 + 2] = l * r;
                }
                for (int l = 0; l < 32; l++)
                    a[96 + l] += s[(l * 3 + 4) % 96];
                for (int t = 0; t < 96; t++)
                    a[t] += x[t] & 3;
            } else {
                for (int t = 96; t < 128; t++)
                    a[t] += x[t] & 3;
                for (int u = 0; u < 96; u++)
                    a[u] += 2 * s[(u + 7) % 96];
                for (int u = 0; u < 96; u++)
                    s[u] = (a[u] & 511) + r;
                for (int u = 0; u < 96; u++)
                    a[u] += s[(u + 40) % 96];
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_split_owner_swap, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): a tile claimed by a 1-warp arm on even rounds and a 3-warp arm on odd rounds
 *
 * check-error-start
 * check-error-end
 */
