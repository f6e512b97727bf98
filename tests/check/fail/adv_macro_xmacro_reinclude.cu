/*
 * adv_macro_xmacro_reinclude.cu - an X-macro list (adv_xmacro_rows.def,
 * with no include guard, as such lists are written) included twice under
 * two definitions of ROW.  gcc and nvcc read it at both #includes: the
 * second expansion declares each row's value per thread, and storing one
 * into a block-wide variable is a race (every thread of the block writes
 * it, each with its own value).  A checker that reads each file once sees
 * the first expansion only, and so neither the declarations nor the race.
 */
#include "prism.h"

PRISM_KERNEL(xmacro_reinclude, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
#define ROW(name, k) PRISM_AT(BLOCK(1)) const int name##_b = (k);
#include "adv_xmacro_rows.def"
#undef ROW
#define ROW(name, k) PRISM_AT(THREAD(1)) const int name##_t = t * (k);
#include "adv_xmacro_rows.def"
#undef ROW
    PRISM_AT(BLOCK(1)) int first = alpha_b + beta_b; /* fine: the first expansion's block values */
    first = beta_t; /* error P030 */
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = first + alpha_t; /* fine: thread code */
        }
    }
}
/*
 * check-name: adversarial: an X-macro list included twice is read twice
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_xmacro_reinclude.cu:23:5: error: 'first' at block[1] cannot receive a thread[1] value (from 'beta_t'): values flow only from broader to narrower [P030]
adv_xmacro_rows.def:3:5: note: 'beta_t' is declared thread[1] here
adv_macro_xmacro_reinclude.cu:23:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_macro_xmacro_reinclude.cu:23:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_macro_xmacro_reinclude.cu:23:5: note: see: prism-check --explain P030
 * check-error-end
 */
