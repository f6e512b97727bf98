/*
 * adv_uni_ballot_in_block.cu - a ballot run in block code (one per warp) steers a block barrier (SPEC 5.1, 8)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_ballot_in_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        /* a ballot run in block code: each warp gets its own */
        PRISM_AT(BLOCK(1)) const unsigned b = prism_ballot(t < 40); /* error P030 */
        if (b == 0xffffffffu)
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
    return PRISM_LAUNCH(uni_ballot_in_block, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, ballot_in_block
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_ballot_in_block.cu:20:43: error: 'b' at block[1] cannot receive a thread[32] value (from the result of 'prism_ballot'): values flow only from broader to narrower [P030]
adv_uni_ballot_in_block.cu:20:43: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_ballot_in_block.cu:20:43: note: fix: declare 'b' at the value's perspective, PRISM_AT(THREAD(32)), in code at that perspective (PRISM_GROUP(THREAD(32)) { ... } around its uses), or compute a value as broad as block[1]
adv_uni_ballot_in_block.cu:20:43: note: see: prism-check --explain P030
 * check-error-end
 */
