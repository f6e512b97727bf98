/*
 * adv_port_gemv_every_thread_stores_y.cu - GEMV, one block per row: the
 * block reduces the row's dot product and writes y[row].  The port writes
 * y[row] = sum from every thread after the reduction (CUDA's "all threads
 * have the same value, so it doesn't matter").  The threads' sums differ
 * in their last bits when the library's fold order is per warp, and 128
 * stores of one word race; the block's piece of y is block[1] memory and
 * a store through it from thread[1] code is P040 (PRISM_ONE_CLAIM writes
 * it once).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(gemv, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, A, GRID(1)), PRISM_PARAM(const float *, x, GRID(1)),
             PRISM_PARAM(float *, y, GRID(1)), PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int row = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(yb, y, BLOCK(1), row) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) float s = 0.0f;
            PRISM_FOR_STRIDED(j, cols) { s += A[row * cols + j] * x[j]; }
            s = PRISM_CALL(prism_block_reduce_sum_f32, &s, 1);
            PRISM_GROUP(THREAD(1)) { yb[0] = s; } /* error P040 */
        }
    }
}
/*
 * check-name: adversarial port: GEMV row result stored by every thread of the block
 * check-exit-value: 1
 *
 * check-error-start
adv_port_gemv_every_thread_stores_y.cu:24:38: error: store through 'yb', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_gemv_every_thread_stores_y.cu:24:38: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_gemv_every_thread_stores_y.cu:24:38: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_gemv_every_thread_stores_y.cu:24:38: note: see: prism-check --explain P040
 * check-error-end
 */
