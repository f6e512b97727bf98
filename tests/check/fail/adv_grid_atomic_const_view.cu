/*
 * adv_grid_atomic_const_view.cu - grid memory read back after an atomic
 * through a const view made before it (SPEC 6.7, P108; 6.6).
 *
 * Every thread adds to count[0]; later in the same kernel each thread reads
 * count[0] through `cv`, a `const unsigned *` copy of the kernel's pointer
 * made before the atomic.  Other blocks may still be adding: the read
 * races with them (no barrier orders blocks).  SPEC 6.7 rejects "a plain
 * read or write of the pointer written after the atomic in the same kernel"
 * (P108), and the direct spelling `count[0]` is rejected; SPEC 6.1 says
 * ownership cannot be laundered through copies, and SPEC 6.6's grid rule
 * (P066) follows "any name that points into it (a view const float *src =
 * data made before the write)".  A view made before the atomic must not
 * hide the read.
 */
#include "prism.h"

PRISM_KERNEL(grid_atomic_const_view, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const unsigned *cv = count;              /* grid[1] view, made before the atomic */
    PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], 1u); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = cv[0];                    /* error P108 */
        }
    }
}
/*
 * check-name: adversarial buggy: grid memory read through an earlier const view after an atomic (P108)
 * check-exit-value: 1
 *
 * check-error-start
adv_grid_atomic_const_view.cu:26:20: error: 'cv' points into 'count', accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_grid_atomic_const_view.cu:23:39: note: atomic applied here
adv_grid_atomic_const_view.cu:26:20: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_grid_atomic_const_view.cu:26:20: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_grid_atomic_const_view.cu:26:20: note: see: prism-check --explain P108
 * check-error-end
 */
