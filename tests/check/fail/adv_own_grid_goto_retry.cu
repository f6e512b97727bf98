/*
 * adv_own_grid_goto_retry.cu - a second pass over a grid buffer written as a
 * backward goto ("again:") instead of a for loop: the second pass's
 * partition gives thread g element g + 1, which the next block may still be
 * incrementing in the first pass (no barrier orders blocks).  SPEC 6.6 makes
 * the same partition "on the next iteration of a loop around it" P066, and
 * SPEC 6.2 counts "the loop a backward goto makes from its label to the
 * jump" as a loop.
 */
#include "prism.h"

PRISM_KERNEL(twice_goto, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int pass = 0;
again:
    PRISM_PARTITION(d, data, THREAD(1), (g + pass) % n) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { d[0] += 1.0f; }
    }
    pass++;
    if (pass < 2)
        goto again;
}
/*
 * check-name: adversarial (ownership): a grid write partition repeated by a backward goto (a retry loop)
 * check-exit-value: 1
 *
 * check-error-start
adv_own_grid_goto_retry.cu:18:24: error: write partition of 'data' at grid[1] inside a loop: the next iteration reuses it, and no barrier orders blocks [P066]
adv_own_grid_goto_retry.cu:18:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_grid_goto_retry.cu:18:24: note: fix: when each round writes new elements (a grid-stride store), partition once, outside the loop, and loop inside it through its name: PRISM_PARTITION(yg, data, THREAD(1), g) { PRISM_FOR_STRIDED(i, n) { yg[i - g] = ...; } } (docs/GUIDE.md); when a round reads what an earlier one wrote, make each round a kernel launch
adv_own_grid_goto_retry.cu:18:24: note: see: prism-check --explain P066
 * check-error-end
 */
