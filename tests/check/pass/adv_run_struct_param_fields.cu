/*
 * adv_run_struct_param_fields.cu - a CUTLASS-style argument struct by
 * value (SPEC 5.2: its pointer fields are distinct buffers), run three
 * ways (26-adversarial): the input field read inside the partition of the
 * output copied out of the same struct, at the unit's element and at its
 * neighbour's, and read into a register before the write partition.  The
 * buggy look-alikes: fail/struct_param_fields_alias.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    const int32_t *in;
    int32_t *out;
    int n;
} spf_args;

PRISM_KERNEL(spf, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(spf_args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t before = g + 1 < p.n ? p.in[g + 1] : 0;
    int32_t *out = p.out;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < p.n)
                o[0] = p.in[g] * 3 + before;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i] * 3 + (i + 1 < n ? in[i + 1] : 0);
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    spf_args a = {in, out, n};
    return PRISM_LAUNCH(spf, 2, 128, a);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): an argument struct's input field read inside and before the partition of its output field
 *
 * check-error-start
 * check-error-end
 */
