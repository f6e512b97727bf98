/*
 * adv_run_own_struct_inplace.cu - the legal look-alikes of this
 * session's P066/P061 changes, run three ways (26-adversarial): each
 * thread reads its own element of `out` and then writes it back through
 * a grid-level partition at the same, unchanged offset (SPEC 6.6's
 * exemption by value), and the bounds come from number fields of a
 * by-value argument struct read in place (SPEC 5.2).  The buggy
 * look-alikes: fail/own_grid_element_moved, fail/struct_param_pointers.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int n;
    int dims[2];
    int32_t scale;
} own_args;

PRISM_KERNEL(own_struct_inplace, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(own_args, a, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t mine = g < a.n ? out[g] : 0;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < a.dims[0])
                o[0] = mine + in[g] * a.scale;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i] * 3; /* out starts zeroed */
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    own_args a = {n, {n, n}, 3};
    return PRISM_LAUNCH(own_struct_inplace, 2, 128, in, out, a);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): own element read then written in place at an unchanged offset, bounds from a by-value struct's number fields
 *
 * check-error-start
 * check-error-end
 */
