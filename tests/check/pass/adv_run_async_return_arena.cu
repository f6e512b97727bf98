/*
 * adv_run_async_return_arena.cu - helpers that return while their cp.async
 * copies into their own tile are in flight: early, under a block-uniform
 * flag, and with a final `return x;`.  The caller then allocates a tile on
 * the same arena bytes and writes it after a plain barrier, which does not
 * wait for copies.  Each such return must wait for them (wait_group 0)
 * first (docs/SYNC.md 2, "Async copies"; red-team A5 1: the checked build
 * waited only at the closing brace, which a return jumps over).  The
 * emulator completes copies at issue, so this run shows the result stays
 * right; tests/sync/async_exit.cu shows the waits.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_DEVICE(int32_t, fetch_or_skip, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)),
             PRISM_PARAM(int, skip, BLOCK(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_ASYNC(ta, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 32)
                prism_cp_async16(ta + 4 * t, src + 4 * t);
        }
    }
    if (skip)
        return 0;
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = tile[(t + 1) % 128]; }
    return v;
}

PRISM_DEVICE(int32_t, prefetch_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_ASYNC(ta, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 32)
                prism_cp_async16(ta + 4 * t, src + 4 * t);
        }
    }
    return t;
}

PRISM_KERNEL(async_return_arena, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        acc += PRISM_CALL(fetch_or_skip, in, 1);
        acc += PRISM_CALL(fetch_or_skip, in, 0);
        acc += PRISM_CALL(prefetch_only, in);
        PRISM_SHARED(int32_t, mine, 128); /* the bytes the helpers' tiles had */
        PRISM_PARTITION(m, mine, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { m[0] = 3 * t; }
        }
        PRISM_GROUP(THREAD(1)) { acc += mine[(t + 5) % 128]; }
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
    for (int g = 0; g < n; g++) {
        int t = g % 128;
        out[g] = in[(t + 1) % 128] + t + 3 * ((t + 5) % 128);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_return_arena, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}

/*
 * check-name: adversarial legal (runnable): helpers returning with cp.async copies into their own tile in flight wait for them before the caller reuses the bytes
 *
 * check-error-start
 * check-error-end
 */
