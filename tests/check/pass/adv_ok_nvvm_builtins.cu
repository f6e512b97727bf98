/*
 * adv_ok_nvvm_builtins.cu - the look-alike of fail/adv_h5_nvvm_builtins:
 * clang's NVVM builtins where their units run them whole (SPEC 8): the
 * block barrier with id 0 and a block vote in block code, a warp barrier,
 * shuffle, vote and match in warp code with the warp's mask.
 */
#include "prism.h"

PRISM_DEVICE(int, nvvm_ok, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = 0;
    __nvvm_bar_sync(0);
    __nvvm_barrier_sync(0);
    PRISM_AT(BLOCK(1)) const int n = __nvvm_bar0_popc(x > 0);
    PRISM_GROUP(THREAD(32)) {
        __nvvm_bar_warp_sync(0xffffffffu);
        PRISM_AT(THREAD(32)) const unsigned b = __nvvm_vote_ballot_sync(0xffffffffu, x > 1);
        PRISM_AT(THREAD(1)) const int s = __nvvm_shfl_sync_idx_i32(0xffffffffu, x, 0, 31);
        PRISM_GROUP(THREAD(1)) { r = s + (int)b + n; }
    }
    return r;
}
/*
 * check-name: adversarial legal: clang's NVVM collectives run by their whole units
 *
 * check-error-start
 * check-error-end
 */
