/*
 * adv_lib_items_per_thread_thread.cu - items per thread computed per
 * thread (CUB's ITEMS_PER_THREAD is a template constant; here `n` is a
 * run-time argument): the last threads of a ragged tile ask for fewer
 * items, so the warps of the block load and reduce different tile
 * shapes, the blocked offsets t*n disagree between threads, and the
 * block reduction folds a different count in every warp.
 */
#include "prism_lib.h"

PRISM_KERNEL(ragged_items, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t items[4] = {0, 0, 0, 0};
        PRISM_AT(THREAD(1)) const int mine = n - 4 * g < 4 ? n - 4 * g : 4;
        PRISM_CALL(prism_block_load_direct_i32, items, in, mine); /* error P072 */
        total = PRISM_CALL(prism_block_reduce_sum_i32, items, mine); /* error P072 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: adversarial lib: items per thread that differ between threads
 * check-exit-value: 1
 * check-error-start
adv_lib_items_per_thread_thread.cu:21:60: error: argument 'mine' at thread[1] is narrower than parameter 'n' at block[1] of 'prism_block_load_direct_i32' [P072]
../../../lib-cub-like/block/gen/block_load_i32.h:15:14: note: parameter 'n' is declared block[1] here
adv_lib_items_per_thread_thread.cu:21:60: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_items_per_thread_thread.cu:21:60: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
adv_lib_items_per_thread_thread.cu:21:60: note: see: prism-check --explain P072
adv_lib_items_per_thread_thread.cu:22:63: error: argument 'mine' at thread[1] is narrower than parameter 'n' at block[1] of 'prism_block_reduce_sum_i32' [P072]
../../../lib-cub-like/block/gen/block_reduce_i32.h:17:14: note: parameter 'n' is declared block[1] here
adv_lib_items_per_thread_thread.cu:22:63: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_items_per_thread_thread.cu:22:63: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
 * check-error-end
 */
