/*
 * adv_run_for_init_hoist.cu - a for's init reads the tile its body
 * overwrites.  A point hoisted in front of the loop (for the partition
 * written before it) runs before the init, so it orders nothing the init
 * reads; the walk took the init's reads for ordered, and the body's first
 * round overwrote slots other threads' inits had not read yet.
 *
 * Was a hole (found while closing red team rt11's note on an empty
 * hoisted point: a wrong result and a race in the checked build).  The
 * hoisting decision now comes before the init's and the condition's
 * events, and its trials walk them (sync_loop.c).  The second loop is the
 * same with a declaration as its init.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(for_init_hoist, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0, w = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_SHARED(int32_t, tile2, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int r;
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[t] * 3 + 1; }
        }
        for (r = (v = tile[(t + 1) % 64], 0); r < 2; r++) {
            PRISM_PARTITION(z, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { z[0] = -1 - r; }
            }
        }
        PRISM_PARTITION(z2, tile2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z2[0] = in[t] * 5 + 2; }
        }
        for (PRISM_AT(BLOCK(1)) int k = (w = tile2[(t + 3) % 64], 0); k < 1; k++) {
            PRISM_PARTITION(z2, tile2, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { z2[0] = 0; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v * 1000 + w;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int t = i % 64;
        out[i] = (in[(t + 1) % 64] * 3 + 1) * 1000 + in[(t + 3) % 64] * 5 + 2;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(for_init_hoist, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a for's init reading what the loop's body overwrites
 *
 * check-error-start
 * check-error-end
 */
