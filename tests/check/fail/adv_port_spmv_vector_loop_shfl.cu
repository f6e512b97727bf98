/*
 * adv_port_spmv_vector_loop_shfl.cu - CSR SpMV, "vector" kernel (one warp
 * per row), ported with the warp reduction folded into the strided loop
 * over the row's nonzeros: for (j = start + lane; j < end; j += 32) { sum
 * += val[j] * x[col[j]]; sum += __shfl_down_sync(FULL, sum, 16); ... }.
 * Lanes past the row's end leave the loop a round earlier than the others
 * (end - start is rarely a multiple of 32), and the shuffles of the last
 * round wait for lanes that have left: undefined behaviour, a hang on
 * Volta.  The loop variable, unannotated, takes the code's thread[32]
 * perspective and cannot receive the lane's start: P030 at its
 * declaration (one mistake, one error: the condition reads a variable
 * that is thread[32] as declared).
 */
#include "prism.h"

PRISM_KERNEL(spmv_vector, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
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
                for (int j = start + lane; j < end; j += 32) { /* error P030 */
                    sum += val[j] * x[col[j]];
                    for (int off = 16; off > 0; off /= 2)
                        sum += __shfl_down_sync(0xffffffffu, sum, off);
                }
                PRISM_ONE_CLAIM(y1, yr) { y1[0] = sum; }
            }
        }
    }
}
/*
 * check-name: adversarial port: CSR vector SpMV with the warp's shuffles inside the lane-strided loop
 * check-exit-value: 1
 *
 * check-error-start
adv_port_spmv_vector_loop_shfl.cu:29:26: error: 'j' at thread[32] cannot receive a thread[1] value (from 'lane'): values flow only from broader to narrower [P030]
adv_port_spmv_vector_loop_shfl.cu:24:43: note: 'lane' is declared thread[1] here
adv_port_spmv_vector_loop_shfl.cu:29:26: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_spmv_vector_loop_shfl.cu:29:26: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_spmv_vector_loop_shfl.cu:29:26: note: see: prism-check --explain P030
 * check-error-end
 */
