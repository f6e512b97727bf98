/*
 * group_not_derivable.cu - group(thread[64]) where the bound only promises whole warps
 */
#include "prism.h"
PRISM_DEVICE(void, pairs, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    /* A block of 32 or 96 threads is not whole pairs of warps. */
    PRISM_GROUP(THREAD(64)) { /* error P010 */
    }
    PRISM_GROUP(THREAD(8)) {                /* fine: 8 divides 32 */
    }
}
/*
 * check-name: group(thread[64]) where the bound only promises whole warps
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
group_not_derivable.cu:8:17: error: group(thread[64]) cannot be derived from the perspective bound {block[1], thread[32]}: nothing says a block[1] is whole thread[64] units [P010]
group_not_derivable.cu:8:17: note: at stake: the group's units would not all exist in every launch, so collectives and barriers inside it would wait for missing threads
group_not_derivable.cu:8:17: note: fix: group by a unit no broader than the code and dividing it (PRISM_GROUP(THREAD(1)) or WARP(1) inside block code), or add it to the bound (PRISM_REQUIRES)
group_not_derivable.cu:8:17: note: see: prism-check --explain P010
 * check-error-end
 */
