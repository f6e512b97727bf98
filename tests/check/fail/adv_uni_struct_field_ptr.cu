/*
 * adv_uni_struct_field_ptr.cu - a helper writes a block[1] struct's field through a pointer (SPEC 3.2, 5.1)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

struct uni_cfg {
    int rounds;
    int pad;
};
static void set_rounds(struct uni_cfg *c, int v)
{
    c->rounds = v;
}

PRISM_KERNEL(uni_struct_field_ptr, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_AT(BLOCK(1)) struct uni_cfg cfg = {1, 0};
        PRISM_AT(BLOCK(1)) struct uni_cfg *cp = &cfg; /* error P030 */
        set_rounds(cp, t & 3); /* error P040 */
        for (int r = 0; r < cfg.rounds; r++)
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
    return PRISM_LAUNCH(uni_struct_field_ptr, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial buggy: uniformity, struct_field_ptr
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_struct_field_ptr.cu:27:44: error: 'cp' at block[1] cannot receive a thread[1] value (from the address of local 'cfg'): values flow only from broader to narrower [P030]
adv_uni_struct_field_ptr.cu:27:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_struct_field_ptr.cu:27:44: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_uni_struct_field_ptr.cu:27:44: note: see: prism-check --explain P030
adv_uni_struct_field_ptr.cu:28:20: error: 'set_rounds' may store through 'cp', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_uni_struct_field_ptr.cu:28:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_uni_struct_field_ptr.cu:28:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_uni_struct_field_ptr.cu:28:20: note: see: prism-check --explain P040
 * check-error-end
 */
