/*
 * softmax.cu - a row softmax, one block per row, on the library's block
 * reduction (prism_block_reduce_max_f32 / _sum_f32: no TempStorage, no
 * __syncthreads(), the shared memory is in the kernel's budget).  Each
 * thread owns a contiguous run of its row.
 */
#include "prism_lib.h"
#include "examples.h"

PRISM_KERNEL(softmax, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int nt = (int)PRISM_NTHREADS();
    PRISM_AT(BLOCK(1)) const int per = (cols + nt - 1) / nt;
    PRISM_AT(BLOCK(1)) const float *row = in + (long)PRISM_ID(BLOCK(1)) * cols;
    PRISM_PARTITION_TILE(orow, out, BLOCK(1), cols) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int lo = (int)PRISM_ID(THREAD(1)) * per;
            PRISM_AT(THREAD(1)) const int hi = lo + per < cols ? lo + per : cols;
            PRISM_AT(THREAD(1)) float m = -INFINITY;
            PRISM_AT(THREAD(1)) float s = 0.0f;
            PRISM_GROUP(THREAD(1)) {
                for (int j = lo; j < hi; j++)
                    m = fmaxf(m, row[j]);
            }
            m = PRISM_CALL(prism_block_reduce_max_f32, &m, 1);
            PRISM_GROUP(THREAD(1)) {
                for (int j = lo; j < hi; j++)
                    s += expf(row[j] - m);
            }
            s = PRISM_CALL(prism_block_reduce_sum_f32, &s, 1);
            PRISM_PARTITION_TILE(mine, orow, THREAD(1), per) {
                PRISM_GROUP(THREAD(1)) {
                    for (int j = lo; j < hi; j++)
                        mine[j - lo] = expf(row[j] - m) / s;
                }
            }
        }
    }
}

PRISM_HOST_API int softmax_launch(const float *in, float *out, int rows, int cols)
{
    return PRISM_LAUNCH(softmax, rows, 128, in, out, cols);
}
