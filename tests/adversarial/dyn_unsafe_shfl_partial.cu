/*
 * dyn_unsafe_shfl_partial.cu - an unsafe "lane helper" declared thread[1]
 * runs a full-mask shuffle; called only by the lower half-warp, it names
 * 16 lanes that never arrive (undefined on Volta+).  The checker trusts
 * the signature; the emulator reports the incomplete warp.
 *
 * adv-expect-dynamic: warp-incomplete
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(int, neighbour, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
                          PRISM_PARAM(int, v, THREAD(1)))
{
    return __shfl_xor_sync(0xffffffffu, v, 1);
}

PRISM_KERNEL(dyn_shfl, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 16)
                o[0] = PRISM_CALL(neighbour, t);
        }
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    int *out = (int *)prism_dev_alloc(sizeof(int) * 32);
    int st = out ? PRISM_LAUNCH(dyn_shfl, 1, 32, out) : 1;
    prism_dev_free(out);
    return st;
}
