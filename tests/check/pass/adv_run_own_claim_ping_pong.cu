/*
 * adv_run_own_claim_ping_pong.cu - a ping-pong between two warps through one claimed
 * 32-element buffer, for four rounds: warp 0 owns it (a claim to
 * thread[32], arm 0) and rewrites every element, then warp 1 owns it (a
 * second claim, arm 1) and folds it into the tile; next round warp 0 again.
 * Each claim has one owner (SPEC 6.4); the owners change between claims, so
 * each hand-over needs the block to meet (RAW warp 0 -> warp 1, then WAR
 * and RAW warp 1 -> warp 0 through the loop's back edge).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(claim_ping_pong, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(672),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, buf, 32);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { if (e < 128) z[0] = in[(base + e) % n]; }
            }
        }
        PRISM_ONE_CLAIM(zz, buf) {
            for (int k = 0; k < 32; k++)
                zz[k] = k;
        }
        for (int r = 0; r < 4; r++) {
            PRISM_CLAIM(a, buf, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(x, a, THREAD(1), (l + r) % 32) {
                            PRISM_GROUP(THREAD(1)) { x[0] = x[0] * 3 + l + r; }
                        }
                    }
                }
            }
            PRISM_CLAIM(b, buf, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) { }
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_AT(THREAD(1)) int32_t nb = 0;
                        PRISM_GROUP(THREAD(1)) { nb = b[(l + 1) % 32]; }
                        PRISM_PARTITION(x, b, THREAD(1), l) {
                            PRISM_GROUP(THREAD(1)) { x[0] = x[0] - nb; }
                        }
                    }
                }
            }
        }
        for (int j = 0; j < 128; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(w, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { w[0] += buf[e % 32]; }
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
        int32_t buf[32], old[32];
        for (int k = 0; k < 32; k++)
            buf[k] = k;
        for (int r = 0; r < 4; r++) {
            for (int l = 0; l < 32; l++)
                buf[(l + r) % 32] = buf[(l + r) % 32] * 3 + l + r;
            for (int k = 0; k < 32; k++)
                old[k] = buf[k];
            for (int l = 0; l < 32; l++)
                buf[l] = old[l] - old[(l + 1) % 32];
        }
        for (int e = 0; e < 128; e++)
            tile[e] += buf[e % 32];
        for (int e = 0; e < 128; e++)
            out[base + e] = tile[e] + 7 * tile[(e + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(claim_ping_pong, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial (ownership): two warps take turns owning one claimed buffer, four rounds
 *
 * check-error-start
 * check-error-end
 */
