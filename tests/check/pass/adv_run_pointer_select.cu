/*
 * adv_run_pointer_select.cu - the buffer a phase writes is chosen at run
 * time, block-uniformly: by `?:` on the round's parity, and through an
 * array of the two pointers (SPEC 6.1's ping-pong example).  Each round
 * writes the chosen buffer through a partition of the selected pointer
 * and then every thread reads a neighbour's slot of *both* buffers by
 * their own names.  Whichever buffer was chosen, its writes must be seen
 * by the reads (RAW), and the next round's writes must wait for the
 * reads (WAR), although the written name is neither buffer's.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(pointer_select, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
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
        int32_t *bufs[2] = {ta, tb};
        PRISM_PARTITION(za, ta, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { za[0] = 0; }
        }
        PRISM_PARTITION(zb, tb, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { zb[0] = 0; }
        }
        for (int r = 0; r < 6; r++) {
            int32_t *cur = (r & 1) ? tb : ta;
            if (r >= 3)
                cur = bufs[(r + 1) & 1];
            PRISM_PARTITION(w, cur, THREAD(1), (t + r) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (r + 1) + (acc & 15); }
            }
            PRISM_GROUP(THREAD(1)) { acc += ta[(t + 1) % 128] + 2 * tb[(t + 2) % 128]; }
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
        int32_t ta[128] = {0}, tb[128] = {0}, a[128] = {0};
        for (int r = 0; r < 6; r++) {
            int32_t *cur = (r & 1) ? tb : ta;
            if (r >= 3)
                cur = ((r + 1) & 1) ? tb : ta;
            for (int t = 0; t < 128; t++)
                cur[(t + r) % 128] = in[b * 128 + t] * (r + 1) + (a[t] & 15);
            for (int t = 0; t < 128; t++)
                a[t] += ta[(t + 1) % 128] + 2 * tb[(t + 2) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(pointer_select, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): the written buffer picked per round by ?: and through a pointer array
 *
 * check-error-start
 * check-error-end
 */
