/*
 * adv_run_int_address.cu - addresses kept in integers (SPEC 6.1): each
 * thread writes its own slot through its partition's address tagged with
 * `| 0`, swizzled with `^ 0` and aligned with `& ~3`, all of which keep the
 * address and so the owner.  The block then reads its neighbours' slots
 * through an alignment mask of the tile's address, and through a pointer
 * to const made from a number (`* 1`): unknown memory to the barrier
 * inference, so each read gets its barrier after the writes (outside
 * red-team finding 4: no barrier was placed, and the read saw the
 * arena's poison).  Run three ways.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include <stdint.h>

PRISM_KERNEL(int_address, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1)); /* in the grid */
    PRISM_AT(THREAD(1)) const int t = g % 64, b = g / 64;
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_SHARED(int32_t, more, 64);
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                uintptr_t a = (uintptr_t)w | 0u;
                a = (a ^ 0u) + 3u;
                *(int32_t *)(a & ~(uintptr_t)3) = in[b * 64 + t];
            }
        }
        PRISM_PARTITION(m, more, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { m[0] = 2 * in[b * 64 + t]; }
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t *aligned = (const int32_t *)((uintptr_t)tile & ~(uintptr_t)15);
            const int32_t *number = (const int32_t *)((uintptr_t)more * 1u);
            acc = aligned[63 - t] + number[(t + 1) % 64];
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
    for (int i = 0; i < n; i++) {
        int b = i / 64, t = i % 64;
        out[i] = in[b * 64 + 63 - t] + 2 * in[b * 64 + (t + 1) % 64];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(int_address, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): addresses kept in integers, and reads through them ordered
 *
 * check-error-start
 * check-error-end
 */
