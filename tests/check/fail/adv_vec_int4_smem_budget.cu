/*
 * adv_vec_int4_smem_budget.cu - 256 int4 are 4096 bytes; the budget was
 * computed as if each were an int (1024): the launch would reserve too
 * little shared memory and the arena would overflow.
 */
#include "prism.h"

PRISM_DEVICE(void, vec_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(int4, tile, 256); /* error P052 */
    (void)tile;
}
/*
 * check-name: adversarial: int4 shared tile counted at 16 bytes per element
 * check-exit-value: 1
 *
 * check-error-start
adv_vec_int4_smem_budget.cu:10:5: error: shared allocations reach 4096 bytes at 'tile', above the 1024 bytes 'vec_tile' declares [P052]
adv_vec_int4_smem_budget.cu:8:79: note: budget declared here
adv_vec_int4_smem_budget.cu:10:5: note: at stake: a launch would fail or overrun the shared memory of the block
adv_vec_int4_smem_budget.cu:10:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
adv_vec_int4_smem_budget.cu:10:5: note: see: prism-check --explain P052
 * check-error-end
 */
