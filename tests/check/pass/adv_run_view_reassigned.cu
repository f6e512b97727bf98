/*
 * adv_run_view_reassigned.cu - ping-pong with a read-only view that is
 * reassigned, not initialised once: `src` starts at one tile and is set
 * to the other every round (block[1] code, block-uniform parity).  Each
 * round writes the tile `src` will point at through a partition of that
 * tile's own name, then points `src` at it and every thread reads a
 * neighbour's slot through `src`.  The reads must wait for the
 * partition's stores (RAW), whichever tile the view holds, and the next
 * write into a tile for the reads of it two rounds back (WAR).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(view_reassigned, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 128);
        PRISM_SHARED(int32_t, tb, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        const int32_t *src = ta;
        for (int r = 0; r < 5; r++) {
            if (r & 1) {
                PRISM_PARTITION(w, tb, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (r + 1) + (acc & 15); }
                }
                src = tb;
            } else {
                PRISM_PARTITION(w, ta, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + 127 - t] - r + (acc & 7); }
                }
                src = ta;
            }
            PRISM_GROUP(THREAD(1)) { acc += src[(t + 1 + r) % 128]; }
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
        int32_t ta[128], tb[128], a[128] = {0};
        const int32_t *v = in + b * 128;
        for (int r = 0; r < 5; r++) {
            const int32_t *src;
            if (r & 1) {
                for (int t = 0; t < 128; t++)
                    tb[t] = v[t] * (r + 1) + (a[t] & 15);
                src = tb;
            } else {
                for (int t = 0; t < 128; t++)
                    ta[t] = v[127 - t] - r + (a[t] & 7);
                src = ta;
            }
            for (int t = 0; t < 128; t++)
                a[t] += src[(t + 1 + r) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(view_reassigned, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): ping-pong through a read-only view reassigned to the tile just written
 *
 * check-error-start
 * check-error-end
 */
