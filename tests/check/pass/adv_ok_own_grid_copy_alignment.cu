/*
 * adv_ok_own_grid_copy_alignment.cu - the legal look-alike of
 * adv_own_grid_write_through_copy: the write partition is written through a
 * local copy too, but what is read of the buffer before it is its address
 * as a number (the alignment test sgemm's kernels make) and its size, and
 * after it only the thread's own element, through the part.
 */
#include "prism.h"

PRISM_KERNEL(scale_aligned, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    const int aligned = (((unsigned long)out) & 15ul) == 0 && sizeof out[0] == 4;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            float *dst = o;
            dst[0] = aligned ? a[g] * 2.0f : a[g];
            o[0] += 1.0f;
        }
    }
}
/*
 * check-name: adversarial (ownership): a grid write partition written through a copy, the buffer's address tested before it
 */
