/*
 * thread/thread_common.h - what every thread[1] primitive shares: the
 * 16-byte vector the vectorized loads and stores move, and the largest
 * items-per-thread count the library supports.
 *
 * ITEMS_PER_THREAD is a run-time argument at a broad perspective (the
 * paper's block_load takes `items_per_thread : int @ block[1]`): the
 * perspective, not a template argument, guarantees every thread of the
 * group agrees on it.  Every primitive is a __forceinline__ function, so a
 * caller that passes a constant gets fully unrolled loops and its item
 * array stays in registers, as with CUB's template parameter.
 */
#ifndef PRISM_LIB_THREAD_COMMON_H
#define PRISM_LIB_THREAD_COMMON_H

#include <stdint.h>

#include "prism.h"

/*
 * Warp transposes need a register array of their own; it is sized for
 * this many items per thread.  CUB's tuning tables stop well below it.
 */
#define PRISM_LIB_MAX_ITEMS 32

/*
 * Sixteen bytes with 16-byte alignment: nvcc moves one with a single
 * ld.global.v4 / st.global.v4, gcc with one SSE move.  The same spelling
 * compiles as C and as CUDA C++ (both accept the GNU attribute).
 */
typedef struct prism_lib_vec16 {
    unsigned w[4];
} __attribute__((aligned(16))) prism_lib_vec16_t;

#endif /* PRISM_LIB_THREAD_COMMON_H */
