/*
 * adv_h5_shared_scalar_uniform.cu - a `__shared__` scalar (file scope, or
 * declared in the function) read by name as a block-level or warp-level
 * trip count around barriers, while other threads update it with
 * atomics.
 *
 * A `__shared__` variable is one location for the block: warp 1 adds to
 * s_n while warp 0's lanes read it in their loop condition, each lane at
 * its own time, so lanes may run different numbers of __syncwarp (a hang
 * or undefined behaviour; on the emulator both builds race, the race
 * detector reporting the read against the atomicAdd).  SPEC 5.2: a value
 * read from memory other threads may write is thread[1], uniform only
 * through a pointer to const no atomic may update; SPEC 3.2 lists
 * `__shared__` among "a variable other threads may change"; SPEC 6.1:
 * read, a variable outside the threads "is thread[1] (another thread may
 * change it)".  The checker rejects the same read of an element of a
 * `__shared__` array (`s_arr[1]`: P032) but types the scalars as uniform.
 */
#include "prism.h"

__shared__ int s_n;
__shared__ int s_arr[4];

PRISM_KERNEL(h5_shared_scalar, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        __shared__ int l_n;
        PRISM_ONE {
            atomicExch(&s_n, 0);
            atomicExch(&l_n, 2);
        }
        for (int i = 0; i < l_n; i++) /* error P032 */
            prism_syncthreads();
        for (int i = 0; i < s_arr[1]; i++) /* error P032 */
            prism_syncthreads();
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                for (int i = 0; i < s_n; i++) { /* error P032 */
                    prism_syncwarp();
                    PRISM_GROUP(THREAD(1)) { v += 1; }
                }
            }
            PRISM_CASE(1) {
                PRISM_GROUP(THREAD(1)) {
                    if (in[g] > 0)
                        atomicAdd(&s_n, 1);
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial h5 (hole): __shared__ scalars read by name as uniform trip counts
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_shared_scalar_uniform.cu:36:29: error: the condition of 'for' reads the __shared__ variable 'l_n', which other threads may change at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_scalar_uniform.cu:37:13: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_scalar_uniform.cu:36:29: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_scalar_uniform.cu:36:29: note: see: prism-check --explain P032
adv_h5_shared_scalar_uniform.cu:38:25: error: the condition of 'for' reads memory read through non-const 's_arr' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_scalar_uniform.cu:39:13: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_scalar_uniform.cu:38:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_scalar_uniform.cu:42:37: error: the condition of 'for' reads the __shared__ variable 's_n', which other threads may change at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
adv_h5_shared_scalar_uniform.cu:43:21: note: at stake: this 'prism_syncwarp' would run on only some threads of each thread[32]: the others never reach it
adv_h5_shared_scalar_uniform.cu:42:37: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
