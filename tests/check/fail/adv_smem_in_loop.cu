/*
 * adv_smem_in_loop.cu - a __shared__-style scratch declared in the body of
 * the main loop: each iteration would carve a fresh slice of the arena.
 */
#include "prism.h"

PRISM_DEVICE(void, tiles, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, ntiles, GRID(1)))
{
    for (int k = 0; k < ntiles; k++) {
        PRISM_SHARED(float, scratch, 256); /* error P053 */
        (void)scratch;
    }
}
/*
 * check-name: adversarial: shared scratch declared inside the tile loop
 * check-exit-value: 1
 *
 * check-error-start
adv_smem_in_loop.cu:11:9: error: shared allocation 'scratch' in a loop of the same Prism scope takes new memory every iteration; allocate it before the loop [P053]
adv_smem_in_loop.cu:11:9: note: at stake: each iteration would allocate again, past the budget
adv_smem_in_loop.cu:11:9: note: fix: allocate once before the loop and reuse the buffer inside it
adv_smem_in_loop.cu:11:9: note: see: prism-check --explain P053
 * check-error-end
 */
