/* expect: P080 */
/* form: x >> s of a bounded expression where the bounded expression is negative: (m & 7) - 8 is not bounded, (-(m & 7)) >> 1 is negative */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, m, GRID(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(16)) {
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, (-(m & 15)) >> 1, 16); /* error P080 */
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): x >> s of a bounded expression where the bounded expression is negative: (m & 7) - 8 is not bounded, (-(m & 7)) >> 1 is negative
 * check-exit-value: 1
 *
 * check-error-start
a8_xor_runtime_shift_negative.cu:8:52: error: lane mask of '__shfl_xor_sync' on a thread[16] unit is not seen to stay below 16: a butterfly whose mask reaches 16 or more reads an earlier segment, another unit's lane; write the mask as a constant, `m & 15`, or a variable starting below 16 that only shifts down [P080]
a8_xor_runtime_shift_negative.cu:8:52: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_xor_runtime_shift_negative.cu:8:52: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
a8_xor_runtime_shift_negative.cu:8:52: note: see: prism-check --explain P080
 * check-error-end
 */
