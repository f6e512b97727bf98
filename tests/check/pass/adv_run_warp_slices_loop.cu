/*
 * adv_run_warp_slices_loop.cu - three levels of owner in a loop.  The
 * block hands each warp a 32-slot slice (thread[32] partition); inside
 * it each lane writes its slot, reads its neighbour lane's slot (a warp
 * barrier), and writes its slot again (a warp WAR); after the warps'
 * partition ends, each thread reads a slot of the *next* warp's slice (a
 * block barrier), and the next round's warp partition rewrites slices
 * other warps have just read (WAR through the back edge: a warp barrier
 * is not enough there).  Lane groups of 8 inside the warp do the same on
 * a second buffer (thread[8] partition: an 8-lane __syncwarp mask).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_slices_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, oct, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_AT(THREAD(8)) const int eight = (int)PRISM_ID(THREAD(8));
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) int32_t x = 0;
                    PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l1[0] = in[base + t] + r + acc % 7; }
                    }
                    PRISM_GROUP(THREAD(1)) { x = ws[(lane + 1) % 32]; }
                    PRISM_PARTITION(l2, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l2[0] = x * 2; }
                    }
                }
            }
            PRISM_PARTITION(os, oct, THREAD(8), eight * 8) {
                PRISM_GROUP(THREAD(8)) {
                    PRISM_AT(THREAD(1)) const int k = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) int32_t y = 0;
                    PRISM_PARTITION(k1, os, THREAD(1), k) {
                        PRISM_GROUP(THREAD(1)) { k1[0] = in[base + 127 - t] - r; }
                    }
                    PRISM_GROUP(THREAD(1)) { y = os[(k + 3) % 8]; }
                    PRISM_PARTITION(k2, os, THREAD(1), k) {
                        PRISM_GROUP(THREAD(1)) { k2[0] = y + k; }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 32) % 128] + 3 * oct[(t + 8) % 128]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static int32_t mod7(int32_t a)
{
    return a % 7;
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *v = in + b * 128;
        int32_t a[128] = {0}, s[128], s2[128], q[128], q2[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = v[t] + r + mod7(a[t]);
            for (int t = 0; t < 128; t++)
                s2[t] = s[(t / 32) * 32 + (t % 32 + 1) % 32] * 2;
            for (int t = 0; t < 128; t++)
                q[t] = v[127 - t] - r;
            for (int t = 0; t < 128; t++)
                q2[t] = q[(t / 8) * 8 + (t % 8 + 3) % 8] + t % 8;
            for (int t = 0; t < 128; t++)
                a[t] += s2[(t + 32) % 128] + 3 * q2[(t + 8) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_slices_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): warp slices and 8-lane slices rewritten in a loop while other warps read them
 *
 * check-error-start
 * check-error-end
 */
