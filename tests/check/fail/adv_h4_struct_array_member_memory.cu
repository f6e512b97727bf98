/*
 * adv_h4_struct_array_member_memory.cu - an array member read through a
 * pointer, or a pointer member read, is a read of memory (the other side
 * of adv_ok_h4_struct_array_member.cu).
 *
 * `p.dims[1]` of a struct value is part of the value (SPEC 5.2); the same
 * element reached through a pointer to writable memory (`pp->dims[1]`,
 * `(*pp).dims[1]`), or an element read through a pointer member of the
 * value (`p.ptr[1]`), is a read through a non-const pointer: another
 * thread may write it between two reads, so it is thread[1] and cannot
 * bound a loop of barriers (P032).
 */
#include "prism.h"

struct shape { int dims[2]; int *ptr; };

PRISM_DEVICE(void, h4_shape_memory, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(struct shape *, pp, BLOCK(1)), PRISM_PARAM(struct shape, p, BLOCK(1)))
{
    for (int i = 0; i < pp->dims[1]; i++)         /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < (*pp).dims[1]; i++)       /* error P032 */
        prism_syncthreads();
    for (int i = 0; i < p.ptr[1]; i++)            /* error P032 */
        prism_syncthreads();
}
/*
 * check-name: adversarial h4: an array member through a pointer, a pointer member, read as memory
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_struct_array_member_memory.cu:20:21: error: the condition of 'for' reads memory read through non-const 'pp' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h4_struct_array_member_memory.cu:21:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h4_struct_array_member_memory.cu:20:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h4_struct_array_member_memory.cu:20:21: note: see: prism-check --explain P032
adv_h4_struct_array_member_memory.cu:22:21: error: the condition of 'for' reads memory read through non-const 'pp' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h4_struct_array_member_memory.cu:23:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h4_struct_array_member_memory.cu:22:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h4_struct_array_member_memory.cu:24:21: error: the condition of 'for' reads memory read through non-const 'p' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h4_struct_array_member_memory.cu:25:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h4_struct_array_member_memory.cu:24:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
