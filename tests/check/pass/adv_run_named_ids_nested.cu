/*
 * adv_run_named_ids_nested.cu - many named barriers live at once.  In a
 * 256-thread block the split gives warps 0-3 a 128-thread arm, cut into
 * two thread[64] groups, and warps 4-5 and 6-7 two 64-thread arms.  Each
 * arm claims its own buffer; each 64-thread unit writes its 64 slots one
 * per thread and reads another thread's slot back: four units need their
 * own 64-thread barrier at the same time, and the 128-thread arm also
 * meets as a whole (its two halves then exchange slices).  If two units
 * live together shared a barrier id, they would meet each other's
 * threads.  Three rounds, each ending with the block reading every
 * buffer (the next round's claims must wait for those reads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(named_ids_nested, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 128);
        PRISM_SHARED(int32_t, tb, 64);
        PRISM_SHARED(int32_t, tc, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_CLAIM(qa, ta, THREAD(128)) {
                PRISM_CLAIM(qb, tb, THREAD(64)) {
                    PRISM_CLAIM(qc, tc, THREAD(64)) {
                        PRISM_SPLIT(WARP) {
                            PRISM_CASE(4) {
                                PRISM_AT(THREAD(64)) const int h = (int)PRISM_ID(THREAD(64));
                                PRISM_PARTITION(hs, qa, THREAD(64), h * 64) {
                                    PRISM_GROUP(THREAD(64)) {
                                        PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                                        PRISM_AT(THREAD(1)) int32_t x = 0;
                                        PRISM_PARTITION(c, hs, THREAD(1), u) {
                                            PRISM_GROUP(THREAD(1)) { c[0] = in[base + t] + r * 3 + h; }
                                        }
                                        PRISM_GROUP(THREAD(1)) { x = hs[(u + 33) % 64]; }
                                        PRISM_PARTITION(c, hs, THREAD(1), u) {
                                            PRISM_GROUP(THREAD(1)) { c[0] = x * 2 - u; }
                                        }
                                    }
                                }
                                PRISM_AT(THREAD(1)) int32_t y = 0;
                                PRISM_AT(THREAD(1)) const int v = (int)PRISM_ID(THREAD(1));
                                PRISM_GROUP(THREAD(1)) { y = qa[(v + 64) % 128]; }
                                PRISM_PARTITION(c, qa, THREAD(1), v) {
                                    PRISM_GROUP(THREAD(1)) { c[0] = y + 1; }
                                }
                            }
                            PRISM_CASE(2) {
                                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                                PRISM_AT(THREAD(1)) int32_t x = 0;
                                PRISM_PARTITION(c, qb, THREAD(1), u) {
                                    PRISM_GROUP(THREAD(1)) { c[0] = in[base + t] - r; }
                                }
                                PRISM_GROUP(THREAD(1)) { x = qb[(u + 40) % 64]; }
                                PRISM_PARTITION(c, qb, THREAD(1), u) {
                                    PRISM_GROUP(THREAD(1)) { c[0] = x + u; }
                                }
                            }
                            PRISM_CASE(2) {
                                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                                PRISM_AT(THREAD(1)) int32_t x = 0;
                                PRISM_PARTITION(c, qc, THREAD(1), u) {
                                    PRISM_GROUP(THREAD(1)) { c[0] = in[base + t] * 2 + r; }
                                }
                                PRISM_GROUP(THREAD(1)) { x = qc[(u + 7) % 64]; }
                                PRISM_PARTITION(c, qc, THREAD(1), 63 - u) {
                                    PRISM_GROUP(THREAD(1)) { c[0] = x - u; }
                                }
                            }
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += ta[(t * 5 + r) % 128] + 3 * tb[(t + r) % 64] + 5 * tc[(t * 3) % 64]; }
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
        const int32_t *v = in + b * 256;
        int32_t sa[128], sb[64], sc[64], x[128], a[256] = {0};
        for (int r = 0; r < 3; r++) {
            for (int h = 0; h < 2; h++) {
                for (int u = 0; u < 64; u++)
                    sa[h * 64 + u] = v[h * 64 + u] + r * 3 + h;
                for (int u = 0; u < 64; u++)
                    x[u] = sa[h * 64 + (u + 33) % 64];
                for (int u = 0; u < 64; u++)
                    sa[h * 64 + u] = x[u] * 2 - u;
            }
            for (int u = 0; u < 128; u++)
                x[u] = sa[(u + 64) % 128];
            for (int u = 0; u < 128; u++)
                sa[u] = x[u] + 1;
            for (int u = 0; u < 64; u++)
                sb[u] = v[128 + u] - r;
            for (int u = 0; u < 64; u++)
                x[u] = sb[(u + 40) % 64];
            for (int u = 0; u < 64; u++)
                sb[u] = x[u] + u;
            for (int u = 0; u < 64; u++)
                sc[u] = v[192 + u] * 2 + r;
            for (int u = 0; u < 64; u++)
                x[u] = sc[(u + 7) % 64];
            for (int u = 0; u < 64; u++)
                sc[63 - u] = x[u] - u;
            for (int t = 0; t < 256; t++)
                a[t] += sa[(t * 5 + r) % 128] + 3 * sb[(t + r) % 64] + 5 * sc[(t * 3) % 64];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(named_ids_nested, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): four 64-thread units and a 128-thread arm meeting on named barriers at once
 *
 * check-error-start
 * check-error-end
 */
