/*
 * adv_macro_blockidx_tile.cu - the CUDA habit
 * #define GID (blockIdx.x * blockDim.x + threadIdx.x): raw built-ins
 * bypass the perspective system.
 */
#include "prism.h"

#define GID (blockIdx.x * blockDim.x + threadIdx.x)

PRISM_KERNEL(axpy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, y, GRID(1)), PRISM_PARAM(const float *, x, GRID(1)),
             PRISM_PARAM(float, a, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)GID; /* error P081 */
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] += a * x[i]; }
    }
}
/*
 * check-name: adversarial: a tile-offset macro built on blockIdx.x and blockDim.x
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_blockidx_tile.cu:14:44: error: raw 'blockIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
adv_macro_blockidx_tile.cu:8:9: note: in expansion of macro 'GID' defined here
adv_macro_blockidx_tile.cu:14:44: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_macro_blockidx_tile.cu:14:44: note: see: prism-check --explain P081
 * check-error-end
 */
