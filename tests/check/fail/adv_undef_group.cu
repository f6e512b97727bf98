/*
 * adv_undef_group.cu - a header clash "fixed" by #undef PRISM_GROUP and a
 * home-made replacement: the checker's view of the scope no longer matches
 * what the compiler builds (here: no context narrowing at all).
 */
#include "prism.h"

#undef PRISM_GROUP /* error P105 */
#define PRISM_GROUP(p) if (1) /* error P105 */

PRISM_DEVICE(void, g, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) { out[0] = 1; }
}
/*
 * check-name: adversarial: #undef PRISM_GROUP
 * check-exit-value: 1
 *
 * check-error-start
adv_undef_group.cu:8:8: error: #undef of 'PRISM_GROUP': PRISM_* names belong to the DSL [P105]
adv_undef_group.cu:8:8: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_undef_group.cu:8:8: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
adv_undef_group.cu:8:8: note: see: prism-check --explain P105
adv_undef_group.cu:9:9: error: redefinition of 'PRISM_GROUP': PRISM_* names belong to the DSL [P105]
adv_undef_group.cu:9:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_undef_group.cu:9:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
 * check-error-end
 */
