/*
 * adv_h5_xor_runtime_mask_subwarp.cu - a butterfly over thread[16] units
 * whose xor distances come from a variable (m = 16 >> s), starting at 16.
 *
 * In a thread[16] unit, __shfl_xor_sync(PRISM_LANEMASK(), v, 16, 16)
 * reads lane l ^ 16: for the unit at lanes 16-31 that is a lane of the
 * earlier segment, lanes 0-15, another unit, outside the mask (undefined
 * on Volta and later: the source lane is not named in the mask; the unit
 * at lanes 0-15 keeps its own value).  SPEC 8.1: "a mask bit at or above
 * the width reads an earlier segment; a constant laneMask must therefore
 * stay below n (P080 otherwise)".  The checker applies the rule to a
 * constant only: the same distance held in a thread[16] variable passes,
 * though nothing bounds it below 16 (the SPEC does not say what a
 * non-constant laneMask needs: the sound reading is that the checker must
 * prove it below n, or reject it, as it rejects a non-constant mask,
 * P084).  The emulator gives each unit its own value here (no report),
 * so only a GPU shows the wrong sums.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_xor_rt, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = in[g]; }
    PRISM_GROUP(THREAD(16)) {
        /* a butterfly over the unit's 16 lanes, the distances read from a table */
        for (int s = 0; s < 5; s++) {
            PRISM_AT(THREAD(16)) const int m = 16 >> s;
            v += __shfl_xor_sync(PRISM_LANEMASK(), v, m, 16); /* error P080 */
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
    for (int u = 0; u * 16 < n; u++) {
        int32_t s = 0;
        for (int i = 0; i < 16; i++) s += in[u * 16 + i];
        for (int i = 0; i < 16; i++) out[u * 16 + i] = s * 2;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_xor_rt, n / 64, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial h5 (hole): a run-time xor distance of 16 in a thread[16] unit
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_xor_runtime_mask_subwarp.cu:34:55: error: lane mask of '__shfl_xor_sync' on a thread[16] unit is not seen to stay below 16: a butterfly whose mask reaches 16 or more reads an earlier segment, another unit's lane; write the mask as a constant, `m & 15`, or a variable starting below 16 that only shifts down [P080]
adv_h5_xor_runtime_mask_subwarp.cu:34:55: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_h5_xor_runtime_mask_subwarp.cu:34:55: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
adv_h5_xor_runtime_mask_subwarp.cu:34:55: note: see: prism-check --explain P080
 * check-error-end
 */
