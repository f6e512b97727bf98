/*
 * adv_lib_wrapper_casts_const.cu - a user wrapper around the block store
 * declares its destination `const` (so callers may pass any broad
 * pointer, as a const parameter accepts) and casts the const away
 * inside.  The caller stages a shared tile with it and then each thread
 * reads its neighbour's slot: if the wrapper's `dst` is taken as only
 * read, nothing orders the store's writes with those reads (in CUDA: a
 * missing __syncthreads() between BlockStore to smem and the reads), and
 * the next round's store overwrites slots a neighbour has not read yet.
 * HOLE when written: accepted, and its checked output has no barrier
 * between store_tile and the reads; built as a runnable program (2
 * blocks of 128) the checked build gives MISMATCH out[0] and the race
 * detector reports the race; the conservative build is clean.
 */
#include "prism_lib.h"

PRISM_DEVICE(void, store_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, dst, BLOCK(1)),
             PRISM_PARAM(const int32_t *, items, THREAD(1)))
{
    PRISM_CALL(prism_block_store_direct_i32, (int32_t *)dst, items, 1); /* error P041 */
}

PRISM_KERNEL(const_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[1];
        for (int k = 0; k < 4; k++) {
            items[0] = in[g] * (k + 1);
            PRISM_CALL(store_tile, tile, items);
            acc += tile[(t + 1) % (int)PRISM_NTHREADS()];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lib: a wrapper that casts away the const of its destination
 * check-exit-value: 1
 * check-known-to-fail
 * check-error-start
adv_lib_wrapper_casts_const.cu:21:0: error: P041 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
