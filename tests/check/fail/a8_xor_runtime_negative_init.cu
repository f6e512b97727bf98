/* expect: P080 */
/* form: run-time xor lane mask initialised to -8 ("below n" only if compared signed): -8&31=24 reads the other half warp */
#include "prism.h"
PRISM_DEVICE(float, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(16)) {
        int off = -8;
        s += __shfl_xor_sync(PRISM_LANEMASK(), s, off, 16); /* error P080 */
    }
    return s;
}
/*
 * check-name: red team A8 (convergence): run-time xor lane mask initialised to -8 ("below n" only if compared signed): -8&31=24 reads the other half warp
 * check-exit-value: 1
 *
 * check-error-start
a8_xor_runtime_negative_init.cu:9:51: error: lane mask of '__shfl_xor_sync' on a thread[16] unit is not seen to stay below 16: a butterfly whose mask reaches 16 or more reads an earlier segment, another unit's lane; write the mask as a constant, `m & 15`, or a variable starting below 16 that only shifts down [P080]
a8_xor_runtime_negative_init.cu:9:51: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
a8_xor_runtime_negative_init.cu:9:51: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
a8_xor_runtime_negative_init.cu:9:51: note: see: prism-check --explain P080
 * check-error-end
 */
