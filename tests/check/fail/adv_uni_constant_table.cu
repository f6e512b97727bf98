/*
 * adv_uni_constant_table.cu - a __constant__ table indexed per thread steers a barrier loop (SPEC 5.1, 5.2)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __constant__ int uni_rounds[4] = {0, 1, 2, 3};

PRISM_KERNEL(uni_constant_table, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        /* a __constant__ table: every thread reads the same table, at its own index */
        PRISM_AT(BLOCK(1)) const int k = uni_rounds[t & 3]; /* error P030 */
        for (int r = 0; r < k; r++)
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
    return PRISM_LAUNCH(uni_constant_table, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, constant_table
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_constant_table.cu:20:38: error: 'k' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
adv_uni_constant_table.cu:17:39: note: 't' is declared thread[1] here
adv_uni_constant_table.cu:20:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_constant_table.cu:20:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_constant_table.cu:20:38: note: see: prism-check --explain P030
 * check-error-end
 */
