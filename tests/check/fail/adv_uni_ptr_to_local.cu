/*
 * adv_uni_ptr_to_local.cu - a block[1] local written per thread through a pointer to it (SPEC 5.1)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"



PRISM_KERNEL(uni_ptr_to_local, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_AT(BLOCK(1)) int k = 0;
        PRISM_AT(BLOCK(1)) int *pk = &k; /* error P030 */
        *pk = t & 1;                     /* a store through a pointer to a block[1] local */ /* error P040 */
        if (k)
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
    return PRISM_LAUNCH(uni_ptr_to_local, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, ptr_to_local
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_ptr_to_local.cu:20:33: error: 'pk' at block[1] cannot receive a thread[1] value (from the address of local 'k'): values flow only from broader to narrower [P030]
adv_uni_ptr_to_local.cu:20:33: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_ptr_to_local.cu:20:33: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_ptr_to_local.cu:20:33: note: see: prism-check --explain P030
adv_uni_ptr_to_local.cu:21:10: error: store through 'pk', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_uni_ptr_to_local.cu:21:10: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_uni_ptr_to_local.cu:21:10: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_uni_ptr_to_local.cu:21:10: note: see: prism-check --explain P040
 * check-error-end
 */
