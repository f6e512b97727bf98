/*
 * adv_port_grid_stride_sync.cu - a grid-stride loop whose body stages a
 * tile in shared memory (a barrier per round), with CUDA's per-thread loop
 * `for (i = gid; i < n; i += stride)`.  When n is not a multiple of the
 * grid's threads, the threads of the last round's block split: some make
 * one more round than the others and wait at a barrier the others never
 * reach.  In Prism the loop variable carries the thread's id: an
 * unannotated `i` in block[1] code cannot receive it (P030), which is the
 * one error of this mistake (the condition then reads a block[1] name).
 */
#include "prism.h"

PRISM_KERNEL(grid_stride, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(GRID(1)) const int stride = (int)(PRISM_NBLOCKS() * PRISM_NTHREADS());
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 1024);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int i = g; i < n; i += stride) { /* error P030 */
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[i]; }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}
/*
 * check-name: adversarial port: grid-stride loop with a per-thread trip count around a block barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_port_grid_stride_sync.cu:23:18: error: 'i' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
adv_port_grid_stride_sync.cu:18:35: note: 'g' is declared thread[1] here
adv_port_grid_stride_sync.cu:23:18: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_grid_stride_sync.cu:23:18: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_grid_stride_sync.cu:23:18: note: see: prism-check --explain P030
 * check-error-end
 */
