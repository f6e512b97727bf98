/*
 * adv_run_h5_helper_returns_struct_view.cu - a block-level PRISM_DEVICE helper returns a struct by value
 * holding a view into the tile it is given ({b + 64, 64}); the kernel
 * takes the pointer member, partitions it in two rounds and reads a
 * neighbour's slot through a const view of the tile.  As with a returned
 * pointer (adv_run_h5_helper_returns_view), the inference does not charge
 * the view's writes to the tile: the checked build races and reads the
 * poisoned arena.  Legal: a hole of the inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
typedef struct { int32_t *p; int len; } view_t;
PRISM_DEVICE(view_t, upper, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, BLOCK(1)))
{
    view_t r = {b + 64, 64};
    return r;
}
PRISM_KERNEL(h5_struct_view, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, tile, 128);
        const int32_t *ct = tile;
        view_t vw = PRISM_CALL(upper, tile);
        int32_t *hi = vw.p;
        for (int k = 0; k < 2; k++) {
            PRISM_PARTITION(w, hi, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { if (t < 64) w[0] = in[g] * 2 + k; }
            }
            PRISM_GROUP(THREAD(1)) { v += ct[64 + (t + 1) % 64]; }
        }
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
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++)
            bout[t] = 2 * bin[(t + 1) % 64] * 2 + 1;

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_struct_view, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a view returned in a struct by a Prism helper, partitioned, then read
 *
 * check-error-start
 * check-error-end
 */
