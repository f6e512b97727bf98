/*
 * adv_uni_ternary_stmt.cu - a barrier in one arm of a per-thread ?: statement (SPEC 5.1 read up)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_ternary_stmt, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        (t & 1) ? prism_syncthreads() : (void)0; /* error P032 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(uni_ternary_stmt, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, ternary_stmt
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_ternary_stmt.cu:19:10: error: '?:' guarding a call or side effect reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_uni_ternary_stmt.cu:17:39: note: 't' is declared thread[1] here
adv_uni_ternary_stmt.cu:19:19: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_uni_ternary_stmt.cu:19:10: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_uni_ternary_stmt.cu:19:10: note: see: prism-check --explain P032
 * check-error-end
 */
