/*
 * adv_undef_group.cu - a header clash "fixed" by #undef PRISM_GROUP and a
 * home-made replacement: the checker's view of the scope no longer matches
 * what the compiler builds (here: no context narrowing at all).
 */
#include "prism.h"

#undef PRISM_GROUP /* error P105 */
#define PRISM_GROUP(p) if (1)

PRISM_DEVICE(void, g, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) { out[0] = 1; }
}
/*
 * check-name: adversarial: #undef PRISM_GROUP
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_undef_group.cu:8:0: error: P105 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
