/*
 * adv_lib_reduce_valid_per_thread.cu - the partial-tile reduction given
 * each thread's own count of valid items instead of the tile's: CUB's
 * num_valid is "the number of valid items in the tile"; a thread-local
 * count makes the warps disagree on which slots hold data, so the
 * warps past the tail fold garbage and the front warps drop items.
 */
#include "prism_lib.h"

PRISM_KERNEL(partial_max, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t m = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t items[2];
        PRISM_AT(THREAD(1)) const int left = n - 2 * g;
        PRISM_CALL(prism_block_load_direct_guarded_i32, items, in, 2, n, 0);
        m = PRISM_CALL(prism_block_reduce_valid_max_i32, items, 2, left); /* error P072 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = m; }
    }
}
/*
 * check-name: adversarial lib: a partial-tile reduction given a per-thread valid count
 * check-exit-value: 1
 * check-error-start
adv_lib_reduce_valid_per_thread.cu:21:68: error: argument 'left' at thread[1] is narrower than parameter 'valid' at block[1] of 'prism_block_reduce_valid_max_i32' [P072]
../../../lib-cub-like/block/gen/block_reduce_i32.h:125:14: note: parameter 'valid' is declared block[1] here
adv_lib_reduce_valid_per_thread.cu:21:68: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_reduce_valid_per_thread.cu:21:68: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
adv_lib_reduce_valid_per_thread.cu:21:68: note: see: prism-check --explain P072
 * check-error-end
 */
