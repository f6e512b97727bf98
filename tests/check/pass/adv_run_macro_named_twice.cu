/*
 * adv_run_macro_named_twice.cu - one macro names two kernels in turn, as a
 * header included once per type does (`#define RNAME reduce_i32`,
 * `#include "reduce.h"`, `#undef RNAME`, ...; red team P5): each
 * PRISM_KERNEL must take the expansion everywhere.  It pasted the macro's
 * own name onto _prism_body, so the second definition was a redefinition
 * of RNAME_prism_body and the program did not compile, while the checker
 * (which reads the expansion, SPEC 3.2) accepted it.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define RNAME add_one
#define RSTEP 1
PRISM_KERNEL(RNAME, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = in[g] + RSTEP;
        }
    }
}
#undef RNAME
#undef RSTEP

#define RNAME times_three
#define RSTEP 3
PRISM_KERNEL(RNAME, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = o[0] * RSTEP + in[g];
        }
    }
}
#undef RNAME
#undef RSTEP

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (in[i] + 1) * 3 + in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    int rc = PRISM_LAUNCH(add_one, 2, 128, in, out, n);
    return rc ? rc : PRISM_LAUNCH(times_three, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): one macro names two kernels in turn (a header included per type)
 *
 * check-error-start
 * check-error-end
 */
