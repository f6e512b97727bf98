/*
 * raw_ids_one_line.cu - the CUDA global index written with raw builtins:
 * one mistake with one fix, so one P081 for the line, not one per name
 * (red team d1, c19: three errors with the same note).  A second line
 * draws its own.
 */
#include "prism.h"

PRISM_KERNEL(raw_ids, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)(blockIdx.x * blockDim.x + threadIdx.x); /* error P081 */
    PRISM_AT(THREAD(1)) const int h = (int)threadIdx.x; /* error P081 */
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = h; }
    }
}

/*
 * check-name: raw builtins: one P081 per line
 * check-exit-value: 1
 *
 * check-error-start
raw_ids_one_line.cu:12:45: error: raw 'blockIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
raw_ids_one_line.cu:12:45: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
raw_ids_one_line.cu:12:45: note: see: prism-check --explain P081
raw_ids_one_line.cu:13:44: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
raw_ids_one_line.cu:13:44: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
 * check-error-end
 */
