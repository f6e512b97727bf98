/*
 * lib_two_collectives_one_stmt.cu - two block reductions in one statement
 * (red team l2): each takes its shared scratch from the same free offset
 * of the kernel's budget, so the second writes the warp slots while other
 * warps still read the first's; the barrier between them cannot stand
 * inside the expression (P106, SPEC 13.3).  As two statements it is legal:
 * pass/lib_two_collectives_ok.cu.
 */
#include "prism_lib.h"

PRISM_KERNEL(spread, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_direct_i32, items, in, 4);
        r = PRISM_CALL(prism_block_reduce_max_i32, items, 4) - PRISM_CALL(prism_block_reduce_min_i32, items, 4); /* error P106 */
        PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_sum_i32, items, 4), m = PRISM_CALL(prism_block_reduce_max_i32, items, 4); /* error P106 */
        r += s + m;
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: two block collectives with shared scratch in one statement (P106)
 * check-exit-value: 1
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 *
 * check-error-start
lib_two_collectives_one_stmt.cu:19:75: error: the calls of 'prism_block_reduce_max_i32' and 'prism_block_reduce_min_i32' in one statement both take shared scratch from the same place: the barrier between them cannot be placed inside one statement [P106]
lib_two_collectives_one_stmt.cu:19:24: note: the first call is here
lib_two_collectives_one_stmt.cu:19:75: note: at stake: a barrier written anywhere else would order the wrong accesses
lib_two_collectives_one_stmt.cu:19:75: note: fix: write each call as a statement of its own (a for's init, condition or increment too), keeping its result in a local
lib_two_collectives_one_stmt.cu:19:75: note: see: prism-check --explain P106
lib_two_collectives_one_stmt.cu:20:112: error: the calls of 'prism_block_reduce_sum_i32' and 'prism_block_reduce_max_i32' in one statement both take shared scratch from the same place: the barrier between them cannot be placed inside one statement [P106]
lib_two_collectives_one_stmt.cu:20:58: note: the first call is here
lib_two_collectives_one_stmt.cu:20:112: note: at stake: a barrier written anywhere else would order the wrong accesses
lib_two_collectives_one_stmt.cu:20:112: note: fix: write each call as a statement of its own (a for's init, condition or increment too), keeping its result in a local
 * check-error-end
 */
