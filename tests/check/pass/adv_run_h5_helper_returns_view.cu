/*
 * adv_run_h5_helper_returns_view.cu - a block-level PRISM_DEVICE helper returns a view into the tile
 * it is given (b + 64 * h); the kernel partitions the view (the tile's
 * upper half) in two rounds and reads a neighbour's slot through a const
 * view of the tile after each.  The type system links the two (a read of
 * 'tile' inside the view's partition is P061), but the inference charges
 * the view's writes to unknown memory, not to the tile: the checked build
 * has no RAW barrier before the read (nor WAR before the next round), the
 * race detector reports the race, and the read sees the poisoned arena.
 * With a plain C helper instead (adv_run_h5_plain_helper_returns_view)
 * the barriers are placed.  SPEC 7: the nodes are connected 'through
 * signatures'; SPEC 6.1/6.3 follow a call's result to the pointers it may
 * be.  Legal: a hole of the inference.  (A larger variant, a while loop
 * whose condition reads the tile through a helper after such a view's
 * write, diverged in the checked build: threads 126-127 left the loop
 * while the rest waited at __syncthreads.)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
/* The upper half of a 128-slot tile, as a helper computes it. */
PRISM_DEVICE(int32_t *, half_of, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, BLOCK(1)), PRISM_PARAM(int, h, GRID(1)))
{
    return b + 64 * h;
}
PRISM_KERNEL(h5_helper_view, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        int32_t *hi = PRISM_CALL(half_of, tile, 1);
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
    return PRISM_LAUNCH(h5_helper_view, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a view returned by a Prism helper, partitioned, then read
 *
 * check-error-start
 * check-error-end
 */
