/*
 * adv_port_grid_stride_annotated.cu - adv_port_grid_stride_sync with the
 * loop variable declared per thread, as a careful port would
 * (PRISM_AT(THREAD(1)) int i; for (i = g; i < n; i += stride)): the flow
 * is now legal, and the mistake is where it belongs, in the condition:
 * the threads of the last block make different numbers of rounds around
 * the tile's barriers (a hang).  The condition reads a thread[1] value
 * in block[1] code: P032.
 */
#include "prism.h"

PRISM_KERNEL(grid_stride2, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(GRID(1)) const int stride = (int)(PRISM_NBLOCKS() * PRISM_NTHREADS());
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 1024);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int i = g;
        for (; i < n; i += stride) { /* error P032 */
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
 * check-name: adversarial port: grid-stride loop, per-thread variable, barrier inside
 * check-exit-value: 1
 *
 * check-error-start
adv_port_grid_stride_annotated.cu:23:16: error: the condition of 'for' reads 'i' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_grid_stride_annotated.cu:22:33: note: 'i' is declared thread[1] here
adv_port_grid_stride_annotated.cu:24:13: note: at stake: the barriers of this scope would be reached by only some threads of each block[1]
adv_port_grid_stride_annotated.cu:23:16: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_grid_stride_annotated.cu:23:16: note: see: prism-check --explain P032
 * check-error-end
 */
