/*
 * raw_builtins.cu - threadIdx, blockIdx, blockDim and gridDim outside unsafe code
 */
#include "prism.h"
PRISM_DEVICE(int, raw, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)threadIdx.x; /* error P081 */
    PRISM_AT(BLOCK(1)) const int b = (int)blockIdx.x; /* error P081 */
    const int n = (int)blockDim.x; /* error P081 */
    const int g = (int)gridDim.x; /* error P081 */
    PRISM_UNSAFE {
        PRISM_AT(THREAD(1)) const int u = (int)threadIdx.x;    /* trusted */
        (void)u;
    }
    return t + b + n + g;
}
/*
 * check-name: threadIdx, blockIdx, blockDim and gridDim outside unsafe code
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
raw_builtins.cu:7:44: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
raw_builtins.cu:7:44: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
raw_builtins.cu:7:44: note: see: prism-check --explain P081
raw_builtins.cu:8:43: error: raw 'blockIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
raw_builtins.cu:8:43: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
raw_builtins.cu:9:24: error: raw 'blockDim' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
raw_builtins.cu:9:24: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
raw_builtins.cu:10:24: error: raw 'gridDim' outside PRISM_UNSAFE: use PRISM_NBLOCKS(), the grid's block count at grid[1] [P081]
raw_builtins.cu:10:24: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
 * check-error-end
 */
