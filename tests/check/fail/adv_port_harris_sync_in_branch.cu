/*
 * adv_port_harris_sync_in_branch.cu - Harris's reduction #1 (interleaved
 * addressing) with the barrier moved into the branch, as in many first
 * ports: if (tid % (2 * s) == 0) { sdata[tid] += sdata[tid + s];
 * __syncthreads(); }.  Only the threads with tid % 2s == 0 reach the
 * barrier: the others leave the loop early and the barrier hangs or opens
 * with a partial count.  In Prism the partition's barriers sit in the
 * branch: the condition is thread[1] in block[1] code (P032).
 */
#include "prism.h"

PRISM_KERNEL(reduce1, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, sdata, 256);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, sdata, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
            }
            for (int s = 1; s < 256; s *= 2) {
                if (t % (2 * s) == 0) { /* error P032 */
                    PRISM_PARTITION(w, sdata, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] += w[s]; }
                    }
                }
            }
            PRISM_ONE_CLAIM(o1, ob) { o1[0] = sdata[0]; }
        }
    }
}
/*
 * check-name: adversarial port: Harris #1 with the barrier (a partition) inside the tid % 2s branch
 * check-exit-value: 1
 *
 * check-error-start
adv_port_harris_sync_in_branch.cu:24:21: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_harris_sync_in_branch.cu:19:43: note: 't' is declared thread[1] here
adv_port_harris_sync_in_branch.cu:25:21: note: at stake: the barriers of this scope would be reached by only some threads of each block[1]
adv_port_harris_sync_in_branch.cu:24:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_harris_sync_in_branch.cu:24:21: note: see: prism-check --explain P032
 * check-error-end
 */
