/*
 * adv_port_gemv_shared_in_loop.cu - tiled GEMV staging x in shared memory
 * tile by tile, with CUDA's `__shared__ float xs[TILE];` declared inside
 * the tile loop (legal CUDA: one static array).  PRISM_SHARED takes a new
 * slice of the arena at every execution, so inside the loop each round
 * would take 512 more bytes and run past the budget after a few tiles.
 * A shared allocation in a loop of the same frame is P053.
 */
#include "prism.h"

#define TILE 128

PRISM_KERNEL(gemv_tiled, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE), WARP(1)), PRISM_SMEM(TILE * 4),
             PRISM_PARAM(const float *, A, GRID(1)), PRISM_PARAM(const float *, x, GRID(1)),
             PRISM_PARAM(float *, y, GRID(1)), PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int row = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < cols; k += TILE) {
            PRISM_SHARED(float, xs, TILE); /* error P053 */
            PRISM_PARTITION(w, xs, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = k + t < cols ? x[k + t] : 0.0f; }
            }
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < TILE && k + j < cols; j++)
                    s += A[row * cols + k + j] * xs[j];
            }
        }
    }
    PRISM_PARTITION(yo, y, THREAD(1), row) {
        PRISM_GROUP(THREAD(1)) { yo[0] = s; }
    }
}
/*
 * check-name: adversarial port: GEMV's shared x tile declared inside the tile loop
 * check-exit-value: 1
 *
 * check-error-start
adv_port_gemv_shared_in_loop.cu:22:13: error: shared allocation 'xs' in a loop of the same Prism scope takes new memory every iteration; allocate it before the loop [P053]
adv_port_gemv_shared_in_loop.cu:22:13: note: at stake: each iteration would allocate again, past the budget
adv_port_gemv_shared_in_loop.cu:22:13: note: fix: allocate once before the loop and reuse the buffer inside it
adv_port_gemv_shared_in_loop.cu:22:13: note: see: prism-check --explain P053
 * check-error-end
 */
