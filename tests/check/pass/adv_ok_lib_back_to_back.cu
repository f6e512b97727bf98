/*
 * adv_ok_lib_back_to_back.cu - legal: CUB needs a __syncthreads() between
 * two collectives that share TempStorage; here a reduction, two scans and
 * another reduction run back to back on one item array with no barrier
 * written, since each call allocates its own scratch and its scopes
 * place the barriers.  Two different operators in a row, in place.
 */
#include "prism_lib.h"

PRISM_KERNEL(back_to_back, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS() * 4;
    PRISM_AT(THREAD(1)) float items[4];
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_load_direct_f32, items, in + base, 4);
        r = PRISM_CALL(prism_block_reduce_max_f32, items, 4);
        r += PRISM_CALL(prism_block_scan_incl_sum_f32, items, items, 4);
        r += PRISM_CALL(prism_block_scan_excl_min_f32, items, items, 4, r);
        r += PRISM_CALL(prism_block_reduce_sum_f32, items, 4);
    }
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            items[0] += r;
            PRISM_CALL(prism_block_store_direct_f32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial legal: four block collectives back to back on one item array
 * check-error-start
 * check-error-end
 */
