/*
 * launch_bounds_before_kernel.cu - CUDA's __launch_bounds__ kept in front of a
 * ported kernel (red-team P, 9): one P100 at the attribute that names it and
 * BLOCKDIM, the Prism spelling, not "expected a type before PRISM_REQUIRES".
 */
#include "prism.h"

__launch_bounds__(256) /* error P100 */
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(og, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { og[0] = 1.f; } }
}

__launch_bounds__(128, 2) PRISM_UNSAFE PRISM_KERNEL(u, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0)) /* error P100 */
{
}

/* ... and after extern "C" (red-team B3 leftover). */
extern "C" __launch_bounds__(64) PRISM_KERNEL(c, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0)) /* error P100 */
{
}

/* The bound's spelling is accepted, with C linkage too. */
extern "C" PRISM_KERNEL(cfine, PRISM_REQUIRES(GRID(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0))
{
}

/* The bound's spelling is accepted. */
PRISM_KERNEL(fine, PRISM_REQUIRES(GRID(1), BLOCKDIM(256, 2), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(og, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { og[0] = 1.f; } }
}
/*
 * check-name: __launch_bounds__ before PRISM_KERNEL names BLOCKDIM
 * check-exit-value: 1
 *
 * check-error-start
launch_bounds_before_kernel.cu:8:1: error: __launch_bounds__ before PRISM_KERNEL: a Prism function's launch bounds come from its bound; write BLOCKDIM(n) in its PRISM_REQUIRES (the block is then exactly n threads, where CUDA's bound says at most n), BLOCKDIM(n, k) for at least k resident blocks per SM, and drop __launch_bounds__ (SPEC 3.1) [P100]
launch_bounds_before_kernel.cu:8:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
launch_bounds_before_kernel.cu:8:1: note: see: prism-check --explain P100
launch_bounds_before_kernel.cu:16:1: error: __launch_bounds__ before PRISM_KERNEL: a Prism function's launch bounds come from its bound; write BLOCKDIM(n) in its PRISM_REQUIRES (the block is then exactly n threads, where CUDA's bound says at most n), BLOCKDIM(n, k) for at least k resident blocks per SM, and drop __launch_bounds__ (SPEC 3.1) [P100]
launch_bounds_before_kernel.cu:16:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
launch_bounds_before_kernel.cu:21:12: error: __launch_bounds__ before PRISM_KERNEL: a Prism function's launch bounds come from its bound; write BLOCKDIM(n) in its PRISM_REQUIRES (the block is then exactly n threads, where CUDA's bound says at most n), BLOCKDIM(n, k) for at least k resident blocks per SM, and drop __launch_bounds__ (SPEC 3.1) [P100]
launch_bounds_before_kernel.cu:21:12: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
