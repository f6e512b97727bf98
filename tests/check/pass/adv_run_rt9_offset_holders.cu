/*
 * adv_run_rt9_offset_holders.cu - a rotating partition offset kept in a
 * thread's local array and moved where no assignment to the array shows:
 * by a Prism helper given the array (`PRISM_CALL(advance, k)`), by
 * `memcpy(k2, nxt, 4)`, by a plain helper given a struct array, and
 * through a pointer taken before the loop (`pk = k4`, then `pk[0] = ...`).
 * Each round hands thread t's slot to another thread, so each partition
 * must be ordered against its own earlier rounds (docs/SYNC.md 2,
 * refinement 1).
 *
 * Were holes (red team rt9, hole_offset_array_helper, _memcpy,
 * hole_offset_struct_helper: a wrong result in the checked build and a
 * race): an array decaying into a pointer was not a change of the array.
 * A local array whose name is used as a value anywhere in the function now
 * varies between rounds, as a scalar whose address is taken does
 * (sync_stable.c, array_decays).
 */
#include "prism.h"
#include <string.h>
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, advance, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, k, THREAD(1)))
{
    k[0] = (k[0] + 1) % 64;
}
struct cursor {
    int k;
};
static __device__ void step_cursor(struct cursor *c)
{
    c->k = (c->k + 63) % 64;
}

PRISM_KERNEL(offset_holders, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 64;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[base + t]; }
        }
        PRISM_AT(THREAD(1)) int k[1] = {t};
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(c, tile, THREAD(1), k[0]) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 3 + r; }
            }
            PRISM_CALL(advance, k);
        }
        PRISM_AT(THREAD(1)) int k2[1] = {t};
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(c, tile, THREAD(1), k2[0]) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 2 + r; }
            }
            PRISM_GROUP(THREAD(1)) {
                int nxt = (k2[0] + 5) % 64;
                memcpy(k2, &nxt, sizeof nxt);
            }
        }
        PRISM_AT(THREAD(1)) struct cursor cur[1] = {{t}};
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(c, tile, THREAD(1), cur[0].k) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 5 + r; }
            }
            PRISM_GROUP(THREAD(1)) { step_cursor(cur); }
        }
        PRISM_AT(THREAD(1)) int k4[1] = {t};
        PRISM_AT(THREAD(1)) int *pk = k4;
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(c, tile, THREAD(1), k4[0]) {
                PRISM_GROUP(THREAD(1)) { c[0] = c[0] * 7 + r; }
            }
            PRISM_GROUP(THREAD(1)) { pk[0] = (pk[0] + 9) % 64; }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t]; }
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
    for (int b = 0; b * 64 < n; b++) {
        int32_t s[64];
        for (int t = 0; t < 64; t++)
            s[t] = in[b * 64 + t];
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[(t + r) % 64] = s[(t + r) % 64] * 3 + r;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[(t + 5 * r) % 64] = s[(t + 5 * r) % 64] * 2 + r;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[(t + 63 * r) % 64] = s[(t + 63 * r) % 64] * 5 + r;
        for (int r = 0; r < 4; r++)
            for (int t = 0; t < 64; t++)
                s[(t + 9 * r) % 64] = s[(t + 9 * r) % 64] * 7 + r;
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = s[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(offset_holders, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a rotating offset kept in a local array moved by a helper, memcpy or a pointer
 *
 * check-error-start
 * check-error-end
 */
