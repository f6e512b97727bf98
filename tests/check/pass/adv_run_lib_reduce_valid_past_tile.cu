/*
 * adv_run_lib_reduce_valid_past_tile.cu - a library bug the SPEC-only
 * library-misuse set found.  docs/LIBRARY.md, Conventions: `valid` "may
 * exceed the tile ... meaning all".  prism_block_reduce_valid_sum_i32(v, 2,
 * 300) in a block of 128 x 2 items returned garbage: the warps' fold ran
 * over (300 + 1) / 2 = 150 threads' worth of warps, 5 for 4, and folded a
 * shared slot no warp wrote.  Both block reductions (by warps, raking) now
 * clamp the valid threads to the block.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(valid_past_tile, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4240),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t s = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[2];
        PRISM_CALL(prism_block_load_direct_i32, v, in, 2);
        s = PRISM_CALL(prism_block_reduce_valid_sum_i32, v, 2, n);
        s += 3 * PRISM_CALL(prism_block_reduce_raking_valid_sum_i32, v, 2, n);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = s; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    int32_t s = 0;
    (void)n;
    for (int i = 0; i < 256; i++)
        s += in[i];
    for (int t = 0; t < 128; t++)
        out[t] = 4 * s;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(valid_past_tile, 1, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 300, 128);
}
/*
 * check-name: adversarial lib (runnable): block reductions over a valid count past the tile (all of it)
 *
 * check-error-start
 * check-error-end
 */
