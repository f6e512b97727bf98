/*
 * adv_ok_lang_const_tables.cu - read-only tables where a loop bound or a
 * partition offset comes from: a file-scope `static const` array (a
 * constant) and a `static inline` pure helper called from a warp arm and
 * from block code.  A `static
 * const` local is a constant too.  Legal: SPEC 5.2 (a const read has the
 * meet of the pointer's and index's perspectives), 2.2 (constants are
 * broader than every perspective).
 */
#include "prism.h"

static const int k_rounds[4] = {1, 2, 3, 4};

static inline int twice(int x)
{
    return 2 * x;
}

PRISM_KERNEL(tables, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        static const int k_local = 3;
        PRISM_AT(BLOCK(1)) const int scale = b % 5;
        for (int r = 0; r < k_rounds[b % 4] + k_local; r++)
            prism_syncthreads();
        for (int r = 0; r < twice(scale); r++)
            prism_syncthreads();
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                for (int r = 0; r < twice(k_rounds[2]); r++)
                    prism_syncwarp();
            }
            PRISM_CASE(1) {
                PRISM_GROUP(THREAD(1)) { acc = twice(g); }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial legal lang: static const tables as loop bounds, a pure helper in two groups
 *
 * check-error-start
 * check-error-end
 */
