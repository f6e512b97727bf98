/*
 * adv_ok_port_spmv_vector.cu - the legal look-alike of
 * fail/adv_port_spmv_vector_loop_shfl: CSR SpMV, one warp per row, each
 * lane striding over the row's nonzeros with a per-lane loop variable in
 * its own thread[1] code, the warp's shuffle reduction after the loop,
 * lane 0 storing the row's result.
 */
#include "prism.h"

PRISM_KERNEL(spmv_vector_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, rowptr, GRID(1)), PRISM_PARAM(const int *, col, GRID(1)),
             PRISM_PARAM(const float *, val, GRID(1)), PRISM_PARAM(const float *, x, GRID(1)),
             PRISM_PARAM(float *, y, GRID(1)), PRISM_PARAM(int, rows, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int row = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(yr, y, THREAD(32), row) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            if (row < rows) {
                const int start = rowptr[row];
                const int end = rowptr[row + 1];
                PRISM_AT(THREAD(1)) float sum = 0.0f;
                PRISM_GROUP(THREAD(1)) {
                    for (int j = start + lane; j < end; j += 32)
                        sum += val[j] * x[col[j]];
                }
                for (int off = 16; off > 0; off /= 2)
                    sum += __shfl_down_sync(0xffffffffu, sum, off);
                PRISM_ONE_CLAIM(y1, yr) { y1[0] = sum; }
            }
        }
    }
}
/*
 * check-name: adversarial port legal: CSR vector SpMV, lane loop in thread[1] code, warp reduction after it
 *
 * check-error-start
 * check-error-end
 */
