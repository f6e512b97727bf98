/*
 * adv_uni_atomic_ticket.cu - an atomicAdd ticket taken as block[1] steers a barrier (SPEC 5.1, 5.2, 8)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_atomic_ticket, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int, ctr, 4);
        PRISM_ONE_CLAIM(c1, ctr) {
            c1[0] = 0;
        }
        /* atomicAdd's result is each thread's own ticket, not a value of the pointer */
        PRISM_AT(BLOCK(1)) const int ticket = atomicAdd(&ctr[0], 1); /* error P030 */ /* error P108 */
        if (ticket < 64)
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
    return PRISM_LAUNCH(uni_atomic_ticket, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, atomic_ticket
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_atomic_ticket.cu:24:47: error: 'atomicAdd' in code at block[1]: every thread of each block[1] unit would apply it, once per thread; an atomic is one thread's operation: write it in thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED) [P108]
adv_uni_atomic_ticket.cu:24:47: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_uni_atomic_ticket.cu:24:47: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_uni_atomic_ticket.cu:24:47: note: see: prism-check --explain P108
adv_uni_atomic_ticket.cu:24:38: error: 'ticket' at block[1] cannot receive a thread[1] value (from the result of 'atomicAdd'): values flow only from broader to narrower [P030]
adv_uni_atomic_ticket.cu:24:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_atomic_ticket.cu:24:38: note: fix: declare 'ticket' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_uni_atomic_ticket.cu:24:38: note: see: prism-check --explain P030
 * check-error-end
 */
