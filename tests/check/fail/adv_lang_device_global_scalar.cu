/*
 * adv_lang_device_global_scalar.cu - a running maximum kept in a
 * `__device__ int` and updated by every thread with a plain
 * compare-and-assign: `if (v > g_max) g_max = v;`.  The variable is one
 * word for the whole grid: the read and the write of different threads
 * interleave and a smaller value overwrites a larger one (the lost
 * update atomicMax exists for).  SPEC 6.7: a `__device__` variable is
 * memory other threads reach, broader than any thread; assigning it from
 * thread[1] code is write-down, P031 (a write of grid memory by a
 * thread that does not own it; atomicMax is the legal spelling).
 */
#include "prism.h"

__device__ int g_max;

PRISM_KERNEL(running_max, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (g < n && in[g] > g_max)
            g_max = in[g]; /* error P040 */
    }
}
/*
 * check-name: adversarial lang: a running maximum in a __device__ scalar updated by plain assignment
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_device_global_scalar.cu:22:13: error: write to 'g_max', a __device__ variable: one variable for the whole grid, which no thread owns; update it with an atomic, or pass memory the kernel partitions [P040]
adv_lang_device_global_scalar.cu:22:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_device_global_scalar.cu:22:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_device_global_scalar.cu:22:13: note: see: prism-check --explain P040
 * check-error-end
 */
