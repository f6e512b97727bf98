/*
 * adv_redefine_partition.cu - "make it faster": the user redefines
 * PRISM_PARTITION as PRISM_PARTITION_NOSYNC in the unchecked build, so the
 * conservative barriers are gone and the tile is read before it is
 * written.
 */
#include "prism.h"

#undef PRISM_PARTITION /* error P105 */
#define PRISM_PARTITION PRISM_PARTITION_NOSYNC /* error P105 */

PRISM_DEVICE(void, fast, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(b, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { b[0] = t; }
    }
}
/*
 * check-name: adversarial: PRISM_PARTITION redefined to its _NOSYNC form
 * check-exit-value: 1
 *
 * check-error-start
adv_redefine_partition.cu:9:8: error: #undef of 'PRISM_PARTITION': PRISM_* names belong to the DSL [P105]
adv_redefine_partition.cu:9:8: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_redefine_partition.cu:9:8: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
adv_redefine_partition.cu:9:8: note: see: prism-check --explain P105
adv_redefine_partition.cu:10:9: error: redefinition of 'PRISM_PARTITION': PRISM_* names belong to the DSL [P105]
adv_redefine_partition.cu:10:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_redefine_partition.cu:10:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
 * check-error-end
 */
