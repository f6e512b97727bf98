/*
 * adv_lang_device_global_ptr.cu - thread 0 of each block parks the
 * block's tile in a `__device__` pointer variable, and every thread later
 * loads it back and stores through it at its neighbour's slot.  The
 * global is one word for the grid (another block's thread 0 may have put
 * its own tile there: shared memory of one block is meaningless in
 * another), and the store is the block's tile written without a
 * partition.  SPEC 6.1: a pointer to writable memory stored into memory
 * loses its owner (P041, "stored into memory"; a `__device__` variable is
 * memory, SPEC 6.7), and copying it into a narrower variable is P040 at
 * the copy: either rule names the same mistake; the corpus pins P040.
 */
#include "prism.h"

__device__ int32_t *g_stash;

PRISM_DEVICE(int32_t, parked, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_ONE { g_stash = tile; } /* error P040 */
    prism_syncthreads();
    PRISM_GROUP(THREAD(1)) {
        if (t < 128) {
            int32_t *p = g_stash; /* error P040 */
            p[t + 1] = v;
            r = p[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a block's tile parked in a __device__ pointer and stored through per thread
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_device_global_ptr.cu:23:17: error: write to 'g_stash', a __device__ variable: one variable for the whole grid, which no thread owns; update it with an atomic, or pass memory the kernel partitions [P040]
adv_lang_device_global_ptr.cu:23:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_device_global_ptr.cu:23:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_device_global_ptr.cu:23:17: note: see: prism-check --explain P040
adv_lang_device_global_ptr.cu:27:22: error: 'p' at thread[1] takes a writable pointer read from 'g_stash', one variable for the whole grid: every thread reads the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
adv_lang_device_global_ptr.cu:27:22: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_device_global_ptr.cu:27:22: note: fix: pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead of 'g_stash', and partition it
 * check-error-end
 */
