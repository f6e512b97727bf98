/*
 * adv_run_rt12_shared_parts.cu - parts that are not one thread's alone.
 * The barrier inference takes what a thread reaches through its thread[1]
 * partition as its own (no barrier orders it inside the scope, and a
 * partition in a loop skips ordering against its own earlier rounds).
 * That holds only where no other thread reaches the same elements:
 *   - a fixed offset that gives two threads one element (`t * k / 2`,
 *     k = 1 at run time), handed between them from round to round;
 *   - `z[k]` (k = 1 at run time), the next lane's element, read in the
 *     group after the one that wrote `z[0]`;
 *   - the same through a warp helper's thread[1] pointer parameter.
 *
 * Were holes (red team rt12: hole_stable_noninjective,
 * hole_private_window_groups, hole_param_own_window; a wrong result and a
 * race in the checked build).  A part is a thread's own only when every
 * element it reaches is named by a constant within the offset's stride,
 * and the offset is `c * id + k` (or a fresh index): sync_footprint.c.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, wpeek, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, d, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)),
             PRISM_PARAM(int, k, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { d[0] = v; }
    PRISM_GROUP(THREAD(1)) {
        if (l < 31)
            r = d[k];
    }
    return r;
}

PRISM_KERNEL(shared_parts, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t pair = 0, next = 0, peek = 0;
    const int k = n / 128; /* 1: the checker cannot see it */
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_SHARED(int32_t, win, 64);
        PRISM_SHARED(int32_t, via, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[t] % 7; }
        }
        for (int r = 0; r < 8; r++) {
            PRISM_PARTITION(z, tile, THREAD(1), t * k / 2) {
                PRISM_GROUP(THREAD(1)) {
                    if ((t & 1) == (r & 1))
                        z[0] = z[0] * 2 + (t & 3) + 1;
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { pair = tile[t / 2]; }
        PRISM_PARTITION(ws, win, THREAD(32), w * 32) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, ws, THREAD(1), l) {
                    PRISM_GROUP(THREAD(1)) { z[0] = t * 7 + b; }
                    PRISM_GROUP(THREAD(1)) {
                        if (l < 31)
                            next = z[k];
                    }
                }
            }
        }
        PRISM_PARTITION(vs, via, THREAD(32), w * 32) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, vs, THREAD(1), l) {
                    peek = PRISM_CALL(wpeek, z, t * 5 + b, k);
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = pair * 1000000 + next * 1000 + peek;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int b = i / 64, t = i % 64;
        int e = t / 2;
        int32_t v = in[e] % 7; /* element e starts as thread e's write */
        for (int r = 0; r < 8; r++) {
            int writer = 2 * e + (r & 1);
            v = v * 2 + (writer & 3) + 1;
        }
        int32_t next = t % 32 == 31 ? 0 : (t + 1) * 7 + b;
        int32_t peek = t % 32 == 31 ? 0 : (t + 1) * 5 + b;
        out[i] = v * 1000000 + next * 1000 + peek;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(shared_parts, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): parts two threads reach, through offsets, indices and a helper
 *
 * check-error-start
 * check-error-end
 */
