/*
 * adv_injective_modulo.cu - slot = t % 16 with more than 16 threads:
 * threads t and t+16 own the same slot and both write it.
 */
#include "prism.h"

PRISM_DEVICE(void, folded, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, hist, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(h, hist, THREAD(1), t % 16) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { h[0] += v; }
    }
}
/*
 * check-name: adversarial: a partition index folded with % onto fewer slots than threads
 * check-known-to-fail
 *
 * check-error-start
adv_injective_modulo.cu:11:0: warning: P067 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
