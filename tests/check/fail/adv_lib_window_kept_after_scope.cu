/*
 * adv_lib_window_kept_after_scope.cu - a thread's window of a shared
 * tile, kept in an outer pointer and handed to a block scan after the
 * partition ended: the scan writes the tile through it with no owner
 * (the barrier at the scope's end already ran), while the other threads
 * read their neighbours' slots right after the scan: nothing orders
 * those reads with the writes.
 */
#include "prism_lib.h"

PRISM_KERNEL(kept_window, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t *keep = 0;
        PRISM_PARTITION(mine, tile, THREAD(1), 4 * t) {
            keep = mine;
            PRISM_CALL(prism_block_load_direct_i32, mine, in, 4);
        }
        for (int k = 0; k < 3; k++) {
            (void)PRISM_CALL(prism_block_scan_incl_sum_i32, keep, keep, 4); /* error P041 */
            acc += tile[(4 * t + 4) % 512];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lib: a partition window kept after its scope and given to a block scan
 * check-exit-value: 1
 * check-error-start
adv_lib_window_kept_after_scope.cu:26:61: error: 'keep' may point into 'mine' outside its PRISM_PARTITION: there the memory is its owner's; derive the pointer inside the scope and use it there [P041]
adv_lib_window_kept_after_scope.cu:22:18: note: 'keep' is derived from 'mine' here
adv_lib_window_kept_after_scope.cu:21:9: note: 'tile' is narrowed to 'mine' here
adv_lib_window_kept_after_scope.cu:26:61: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lib_window_kept_after_scope.cu:26:61: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lib_window_kept_after_scope.cu:26:61: note: see: prism-check --explain P041
adv_lib_window_kept_after_scope.cu:26:67: error: 'keep' may point into 'mine' outside its PRISM_PARTITION: there the memory is its owner's; derive the pointer inside the scope and use it there [P041]
adv_lib_window_kept_after_scope.cu:22:18: note: 'keep' is derived from 'mine' here
adv_lib_window_kept_after_scope.cu:21:9: note: 'tile' is narrowed to 'mine' here
adv_lib_window_kept_after_scope.cu:26:67: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lib_window_kept_after_scope.cu:26:67: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
