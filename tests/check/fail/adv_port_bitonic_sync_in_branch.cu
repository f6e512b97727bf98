/*
 * adv_port_bitonic_sync_in_branch.cu - bitonic sort of 256 keys in shared
 * memory, ported with the compare-exchange and its barrier both under the
 * partner test: for k, for j: ixj = t ^ j; if (ixj > t) { compare and swap;
 * __syncthreads(); }.  Half of the threads skip the barrier of every step:
 * a hang, or a barrier that opens early and lets the next step read keys
 * that are still being swapped.  The partner test is thread[1] in block[1]
 * code around the partition's barriers: P032.
 */
#include "prism.h"

PRISM_KERNEL(bitonic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, keys, 256);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, keys, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
            }
            for (int k = 2; k <= 256; k <<= 1) {
                for (int j = k >> 1; j > 0; j >>= 1) {
                    PRISM_AT(THREAD(1)) const int ixj = t ^ j;
                    if (ixj > t) { /* error P032 */
                        PRISM_PARTITION(w, keys, THREAD(1), t) {
                            PRISM_GROUP(THREAD(1)) {
                                const int32_t a = w[0], b = w[ixj - t];
                                if (((t & k) == 0) == (a > b)) {
                                    w[0] = b;
                                    w[ixj - t] = a;
                                }
                            }
                        }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = keys[t]; }
            }
        }
    }
}
/*
 * check-name: adversarial port: bitonic sort with the compare-exchange's barrier under the partner test
 * check-exit-value: 1
 *
 * check-error-start
adv_port_bitonic_sync_in_branch.cu:26:25: error: the condition of 'if' reads 'ixj' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_bitonic_sync_in_branch.cu:25:51: note: 'ixj' is declared thread[1] here
adv_port_bitonic_sync_in_branch.cu:27:25: note: at stake: the barriers of this scope would be reached by only some threads of each block[1]
adv_port_bitonic_sync_in_branch.cu:26:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_port_bitonic_sync_in_branch.cu:26:25: note: see: prism-check --explain P032
 * check-error-end
 */
