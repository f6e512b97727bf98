/*
 * adv_blockdim_callee_mismatch.cu - a per-shape helper written for
 * exactly 128 threads (it strides its tile by 128) called from a kernel
 * pinned to 256 threads, and from one that only says "a multiple of 128".
 * With 256 threads, threads 128-255 index past the 128-element tile: a
 * write beyond the helper's shared memory into the caller's.
 */
#include "prism.h"

PRISM_DEVICE(void, fill_128, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float, v, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(cell, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { cell[0] = v; }
    }
}

PRISM_KERNEL(wide, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float, v, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(fill_128, v); /* error P070 */
    }
}

PRISM_KERNEL(multiple, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float, v, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(fill_128, v); /* error P070 */
    }
}
/*
 * check-name: adversarial: a BLOCKDIM(128) helper called from blocks not pinned to 128
 * check-exit-value: 1
 *
 * check-error-start
adv_blockdim_callee_mismatch.cu:24:9: error: 'fill_128' requires a block of exactly 128 threads, but this code runs in blocks of exactly 256 (BLOCKDIM(256)) [P070]
adv_blockdim_callee_mismatch.cu:10:30: note: 'fill_128' declares its bound here
adv_blockdim_callee_mismatch.cu:24:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_blockdim_callee_mismatch.cu:24:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_blockdim_callee_mismatch.cu:24:9: note: see: prism-check --explain P070
adv_blockdim_callee_mismatch.cu:32:9: error: 'fill_128' requires a block of exactly 128 threads (BLOCKDIM(128)); nothing here pins the block size: add BLOCKDIM(128) to the PRISM_REQUIRES of 'multiple' [P070]
adv_blockdim_callee_mismatch.cu:10:30: note: 'fill_128' declares its bound here
adv_blockdim_callee_mismatch.cu:32:9: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_blockdim_callee_mismatch.cu:32:9: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
 * check-error-end
 */
