/*
 * lib_two_collectives_ok.cu - look-alike of
 * fail/lib_two_collectives_one_stmt.cu: the two block reductions as two
 * statements, the checker's barrier between them (P106).
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
        r = PRISM_CALL(prism_block_reduce_max_i32, items, 4);
        r -= PRISM_CALL(prism_block_reduce_min_i32, items, 4);
        PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
        PRISM_AT(THREAD(1)) const int32_t m = PRISM_CALL(prism_block_reduce_max_i32, items, 4);
        r += s + m;
    }
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: two block collectives with shared scratch, one statement each
 *
 * check-error-start
 * check-error-end
 */
