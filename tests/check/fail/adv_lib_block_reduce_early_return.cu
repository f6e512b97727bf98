/*
 * adv_lib_block_reduce_early_return.cu - the CUDA habit `if (i >= n)
 * return;` at the top of a kernel that later calls a block collective:
 * the threads past the end of the last tile leave, the reduction's
 * barrier waits for them forever (the last block hangs, or the
 * barrier counts the wrong threads and reads stale warp totals).
 */
#include "prism_lib.h"

PRISM_KERNEL(tail_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t total = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        if (g >= n) /* error P032 */
            return; /* error P090 */
        v[0] = in[g];
        total = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = total; }
    }
}
/*
 * check-name: adversarial lib: threads return before a block reduction
 * check-exit-value: 1
 * check-error-start
adv_lib_block_reduce_early_return.cu:19:13: error: the condition of 'if' reads 'g' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_lib_block_reduce_early_return.cu:15:35: note: 'g' is declared thread[1] here
adv_lib_block_reduce_early_return.cu:19:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_lib_block_reduce_early_return.cu:19:13: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_lib_block_reduce_early_return.cu:19:13: note: see: prism-check --explain P032
adv_lib_block_reduce_early_return.cu:20:13: error: 'return' leaves the PRISM_GROUP scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_lib_block_reduce_early_return.cu:17:5: note: the PRISM_GROUP begins here
adv_lib_block_reduce_early_return.cu:20:13: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_lib_block_reduce_early_return.cu:20:13: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_lib_block_reduce_early_return.cu:20:13: note: see: prism-check --explain P090
 * check-error-end
 */
