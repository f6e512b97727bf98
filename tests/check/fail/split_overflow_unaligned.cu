/*
 * split_overflow_unaligned.cu - arms of 2, 1 and 2 warps in a block of 4:
 * the third arm both starts off its alignment and runs past the block.
 * The real mistake is the count (P022): no order of these arms fits, so
 * the alignment error (P021, "largest first") sent the user to a reorder
 * that then drew P022 (red team d1, c32).
 */
#include "prism.h"

PRISM_KERNEL(split_overflow, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { PRISM_GROUP(THREAD(1)) { o[0] = 1; } }
                PRISM_CASE(1) { PRISM_GROUP(THREAD(1)) { o[0] = 2; } }
                PRISM_CASE(2) { PRISM_GROUP(THREAD(1)) { o[0] = 3; } } /* error P022 */
            }
        }
    }
}

/*
 * check-name: split arms past the block report the count before the alignment
 * check-exit-value: 1
 *
 * check-error-start
split_overflow_unaligned.cu:19:28: error: split arms need 5 WARP units but only 4 are available: arms run in parallel [P022]
split_overflow_unaligned.cu:19:28: note: at stake: arms past the end of the unit would run on threads that do not exist
split_overflow_unaligned.cu:19:28: note: fix: make the arms' sizes add up to at most the units available, or split a broader level
split_overflow_unaligned.cu:19:28: note: see: prism-check --explain P022
 * check-error-end
 */
