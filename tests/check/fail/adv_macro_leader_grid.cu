/*
 * adv_macro_leader_grid.cu - LEADER (PRISM_ONE) used at the kernel's top
 * level, as CUDA's `if (threadIdx.x == 0)` would be: at grid[1] there is
 * no count of threads to pick one from (CUDA's version runs once per
 * block, the author wanted once per grid: every block sets the flag).
 * TID inside PRISM_FOR_STRIDED's body, which is one thread's code, is
 * always 0: every thread adds the same element.
 */
#include "prism.h"

#define LEADER PRISM_ONE
#define TID ((int)PRISM_ID(THREAD(1)))

PRISM_KERNEL(mark_and_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(int *, flag, GRID(1)), PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_CLAIM(f, flag, THREAD(1)) {
        LEADER { f[0] = 1; } /* error P109 */
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, acc, 1);
        PRISM_FOR_STRIDED(i, n) {
            atomicAdd(&acc[0], in[i] + in[TID]); /* error P033 */
        }
    }
}
/*
 * check-name: adversarial: PRISM_ONE behind a macro at grid[1], a TID macro inside PRISM_FOR_STRIDED
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_leader_grid.cu:19:9: error: PRISM_ONE in code at grid[1]: one thread of a grid[1] is not a unit a thread split can pick; write PRISM_GROUP(BLOCK(1)) around it for one thread per block [P109]
adv_macro_leader_grid.cu:11:9: note: in expansion of macro 'LEADER' defined here
adv_macro_leader_grid.cu:19:9: note: fix: wrap the shorthand in block code: PRISM_GROUP(BLOCK(1)) { PRISM_ONE { ... } }
adv_macro_leader_grid.cu:19:9: note: see: prism-check --explain P109
adv_macro_leader_grid.cu:24:43: error: PRISM_ID(thread[1]) in code at thread[1] is always 0: the code is one thread[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_macro_leader_grid.cu:12:9: note: in expansion of macro 'TID' defined here
adv_macro_leader_grid.cu:24:43: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_macro_leader_grid.cu:24:43: note: see: prism-check --explain P033
 * check-error-end
 */
