/*
 * adv_uni_const_peek_helper.cu - a plain C helper reading through a const pointer into a tile each thread writes (SPEC 3.2, 5.2)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

/* a const-pointer helper: its result is taken as broad as its argument */
static int peek(const int *p, int i)
{
    return p[i];
}

PRISM_KERNEL(uni_const_peek_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int, tile, 128);
        PRISM_PARTITION(mine, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                mine[0] = t;
            }
        }
        PRISM_AT(BLOCK(1)) const int k = peek(tile, 5); /* error P030 */
        if (k == 5)
            prism_syncthreads();
        PRISM_PARTITION(mine2, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                mine2[0] = t < 64 ? 5 : 6;
            }
        }
        /* every thread reads its own slot: per-thread value */
        PRISM_AT(BLOCK(1)) const int k2 = peek(tile, 0) + 0 * k; /* error P030 */
        (void)k2;
        for (int r = 0; r < peek(tile + t, 0); r++) /* error P032 */
            prism_syncthreads();
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
    return PRISM_LAUNCH(uni_const_peek_helper, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, const_peek_helper
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_const_peek_helper.cu:29:38: error: 'k' at block[1] cannot receive a thread[1] value (from the writable memory 'tile' points to): values flow only from broader to narrower [P030]
adv_uni_const_peek_helper.cu:29:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_const_peek_helper.cu:29:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_const_peek_helper.cu:29:38: note: see: prism-check --explain P030
adv_uni_const_peek_helper.cu:38:38: error: 'k2' at block[1] cannot receive a thread[1] value (from the writable memory 'tile' points to): values flow only from broader to narrower [P030]
adv_uni_const_peek_helper.cu:38:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_const_peek_helper.cu:38:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_const_peek_helper.cu:40:41: error: the condition of 'for' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_uni_const_peek_helper.cu:21:39: note: 't' is declared thread[1] here
adv_uni_const_peek_helper.cu:41:13: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_uni_const_peek_helper.cu:40:41: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_uni_const_peek_helper.cu:40:41: note: see: prism-check --explain P032
 * check-error-end
 */
