/*
 * read_up_forms.cu - read up in while, do, for, switch, ?:, && and || guarding effects
 */
#include "prism.h"
PRISM_DEVICE(int, forms, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    int k = 0;                                       /* block[1] */
    while (k < t) /* error P032 */
        k++;
    do {
        k--;
    } while (k > t); /* error P032 */
    for (int i = 0; i < t; i++) /* error P032 */
        prism_syncthreads();
    switch (t) { /* error P032 */
    case 0:
        prism_syncthreads();
        break;
    default:
        break;
    }
    (void)(t > n && (k = 1)); /* error P032 */
    (void)(t > n || (k = 2)); /* error P032 */
    r = t > n ? (k = 3) : 0; /* error P032 */
    r = t > n ? 1 : 2;                               /* a value, no effect: fine */
    r = (t > n) && (n > 0);                          /* fine */
    return r;
}
/*
 * check-name: read up in while, do, for, switch, ?:, && and || guarding effects
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
read_up_forms.cu:11:16: error: the condition of 'while' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:11:16: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
read_up_forms.cu:11:16: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:11:16: note: see: prism-check --explain P032
read_up_forms.cu:15:18: error: the condition of 'do-while' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:15:18: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
read_up_forms.cu:15:18: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:16:25: error: the condition of 'for' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:17:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
read_up_forms.cu:16:25: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:18:13: error: the condition of 'switch' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:20:9: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
read_up_forms.cu:18:13: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:25:12: error: '&&' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:25:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
read_up_forms.cu:25:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:26:12: error: '||' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:26:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
read_up_forms.cu:26:12: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
read_up_forms.cu:27:9: error: '?:' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
read_up_forms.cu:8:35: note: 't' is declared thread[1] here
read_up_forms.cu:27:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
read_up_forms.cu:27:9: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
 * check-error-end
 */
