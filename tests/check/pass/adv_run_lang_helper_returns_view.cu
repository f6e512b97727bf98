/*
 * adv_run_lang_helper_returns_view.cu - a plain C accessor
 * `row_of(base, r)` returns a read-only pointer to row r of the block's
 * 4x32 tile, and each thread reads another warp's row through it, between
 * partition writes of the tile.  The reads go through the helper's
 * result, not through `tile`: the inference must charge them to the tile
 * (docs/SYNC.md 1: a pointer it cannot trace is unknown memory) and order
 * them against the writes (RAW) and the writes against them (WAR).
 * Legal: reading through a const pointer in thread code (SPEC 5.2, 3.2).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
static inline const int32_t *row_of(const int32_t *base, int r)
{
    return base + r * 32;
}
PRISM_KERNEL(lang_helper_returns_view, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int base = blk * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        for (int r = 0; r < 3; r++) {
            PRISM_GROUP(THREAD(1)) { acc += row_of(tile, (t / 32 + 1 + r) % 4)[t % 32]; }
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc - r; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * row_of(tile, (t / 32 + 3) % 4)[(t + 1) % 32]; }
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
        int32_t s[128], a[128] = {0};
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                a[t] += s[((t / 32 + 1 + r) % 4) * 32 + t % 32];
            for (int t = 0; t < 128; t++)
                s[t] = a[t] - r;
        }
        for (int t = 0; t < 128; t++)
            a[t] += 100 * s[((t / 32 + 3) % 4) * 32 + (t + 1) % 32];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_helper_returns_view, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): reads of other warps' rows through a plain C accessor returning a const pointer into the tile
 *
 * check-error-start
 * check-error-end
 */
