/*
 * adv_run_own_by_value_inplace.cu - the newly legal forms of SPEC 6.6's
 * own-element exemption (probe N, F1, F4, F5), run three ways
 * (26-adversarial): conservative, checked, under the race detector.  Each
 * kernel reads a thread's own element of `out` and writes it back through
 * a grid-level partition at the same value of the offset: through a
 * pointer copied out of a by-value struct (and its member read in place),
 * at a commuted sum and through a const local of it, and at an offset
 * fixed up before the read.  The buggy look-alikes:
 * fail/own_grid_element_by_value.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *x;
    int n;
} by_value_args;

/* F1: out = in, through `x = p.x` and `p.x[g]`. */
PRISM_KERNEL(own_struct_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(by_value_args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *x = p.x;
    PRISM_AT(THREAD(1)) const int32_t mine = g < p.n ? x[g] + p.x[g] : 0;
    PRISM_PARTITION(xg, x, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < p.n)
                xg[0] = mine + in[g];
        }
    }
}

/* F4: out *= 3, read at base + t and through `const int i`, written at t + base. */
PRISM_KERNEL(own_commuted, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 128);
    PRISM_AT(THREAD(1)) const int i = base + t;
    PRISM_AT(THREAD(1)) const int32_t v = base + t < n ? x[base + t] + x[i] : 0;
    PRISM_PARTITION(xg, x, THREAD(1), t + base) {
        PRISM_GROUP(THREAD(1)) {
            if (base + t < n)
                xg[0] = v + v / 2;
        }
    }
}

/* F5: out[first + g] += 1, the offset fixed up before the read. */
PRISM_KERNEL(own_fixed_up, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, x, GRID(1)), PRISM_PARAM(int, first, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int i = (int)PRISM_ID(THREAD(1));
    i += first;
    PRISM_AT(THREAD(1)) const int32_t v = i < n ? x[i] : 0;
    PRISM_PARTITION(xg, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                xg[0] = v + 1;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i] * 3 + (i >= n / 2); /* out starts zeroed */
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    by_value_args p = {out, n};
    int st = PRISM_LAUNCH(own_struct_copy, 2, 128, in, p);
    if (st == 0)
        st = PRISM_LAUNCH(own_commuted, 2, 128, out, n);
    if (st == 0)
        st = PRISM_LAUNCH(own_fixed_up, 1, 128, out, n / 2, n);
    return st;
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): own element read then written in place by value: a struct's pointer copied out, a commuted sum and a const local, an offset fixed up before the read
 *
 * check-error-start
 * check-error-end
 */
