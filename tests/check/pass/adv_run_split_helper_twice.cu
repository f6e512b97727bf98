/*
 * adv_run_split_helper_twice.cu - a helper whose write and read of a tile
 * are separated by independent work (a split point, docs/SYNC.md 2,
 * refinement 5), called twice in a row on two tiles, and again in a loop.
 * A split barrier's mbarrier initialised at each entry would be reset by
 * the first thread to enter the second call while the others still wait
 * on it from the first: a hang in the checked build only (red-team A5 2).
 * The split is kept only in a kernel's region entered once per block.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_DEVICE(int32_t, step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, buf, BLOCK(1)),
             PRISM_PARAM(const int32_t *, in, BLOCK(1)),
             PRISM_PARAM(int, r, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 128;
    PRISM_AT(THREAD(1)) uint32_t acc = 0;
    PRISM_PARTITION(x, buf, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { x[0] = in[(i + r) % 128] + r; }
    }
    PRISM_GROUP(THREAD(1)) {
        for (int k = 0; k < 64; k++)
            acc = acc * 3u + (uint32_t)k;
    }
    PRISM_GROUP(THREAD(1)) { acc += (uint32_t)buf[127 - i]; }
    return (int32_t)(acc & 0xffffu);
}

PRISM_KERNEL(split_helper_twice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        acc += PRISM_CALL(step, a, in, 1);
        acc += PRISM_CALL(step, b, in, 2);
        for (int r = 3; r < 7; r++)
            acc += PRISM_CALL(step, (r & 1) ? a : b, in, r);
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
    uint32_t side = 0;
    for (int k = 0; k < 64; k++)
        side = side * 3u + (uint32_t)k;
    for (int g = 0; g < n; g++) {
        int i = g % 128, acc = 0;
        for (int r = 1; r < 7; r++)
            acc += (int32_t)((side + (uint32_t)(in[(127 - i + r) % 128] + r)) & 0xffffu);
        out[g] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(split_helper_twice, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}

/*
 * check-name: adversarial legal (runnable): a helper with a split window called twice in a row and in a loop runs without a hang
 *
 * check-error-start
 * check-error-end
 */
