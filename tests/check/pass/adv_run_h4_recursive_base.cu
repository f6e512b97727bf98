/*
 * adv_run_h4_recursive_base.cu - a recursive block-level helper whose base
 * case meets no barrier.
 *
 * rec(tile, d) updates its own slot (a partition), recurses with d - 1, then
 * reads its neighbour's slot.  At d == 1 the recursive call is the base
 * case, which returns at once: nothing between the partition's stores and
 * the neighbour read orders them unless the caller places a barrier after
 * the call (SYNC.md 2, refinement 4: a call counts as a barrier only when
 * the callee meets on every path).  The kernel runs rec twice in a row, so
 * the second round's stores also follow the first round's reads.  Legal:
 * `d` is block[1], every thread recurses alike.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, rec, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, tile, BLOCK(1)), PRISM_PARAM(int, d, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    if (d == 0)
        return r;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + d; }
    }
    r = PRISM_CALL(rec, tile, d - 1);
    PRISM_GROUP(THREAD(1)) { r += tile[(t + 33) % 128]; }
    return r;
}

PRISM_KERNEL(h4_rec, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[b * 128 + t]; }
        }
        for (int k = 1; k <= 2; k++)
            v += PRISM_CALL(rec, tile, k);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[128], v[128] = {0};
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int k = 1; k <= 2; k++) {
            for (int lvl = k; lvl >= 1; lvl--)      /* the writes, on the way down */
                for (int t = 0; t < 128; t++)
                    s[t] = s[t] * 2 + lvl;
            for (int t = 0; t < 128; t++)           /* k reads, on the way up */
                v[t] += k * s[(t + 33) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = v[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_rec, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): a recursive block helper whose base case meets no barrier
 *
 * check-error-start
 * check-error-end
 */
