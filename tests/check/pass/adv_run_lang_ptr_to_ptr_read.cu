/*
 * adv_run_lang_ptr_to_ptr_read.cu - threads read other threads' slots of
 * the tile through a pointer to a read-only view variable,
 * `(*pp)[i]` with `pp = &view`, `view = tile`, between partition writes.
 * The inference must see the tile behind two levels of pointers (docs/
 * SYNC.md 1, "Holders": a holder whose address is taken is unknown
 * memory).  Legal: `const int32_t *const *` reads only (SPEC 5.2, 6.1).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(lang_ptr_to_ptr_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        const int32_t *view = tile;
        for (int r = 0; r < 3; r++) {
            PRISM_GROUP(THREAD(1)) {
                const int32_t *const *pp = &view;
                acc += (*pp)[(t + 1 + r) % 128];
            }
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + r; }
            }
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t *const *pp = &view;
            acc += 100 * (*pp)[(t + 5) % 128];
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
        int32_t s[128], a[128] = {0};
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1 + r) % 128];
            for (int t = 0; t < 128; t++)
                s[t] = a[t] + r;
        }
        for (int t = 0; t < 128; t++)
            a[t] += 100 * s[(t + 5) % 128];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_ptr_to_ptr_read, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): reads of the tile through a pointer to a const view variable, between partition writes
 *
 * check-error-start
 * check-error-end
 */
