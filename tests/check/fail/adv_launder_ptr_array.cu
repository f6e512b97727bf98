/*
 * adv_launder_ptr_array.cu - double buffering with `float *bufs[2] =
 * {a, b}`; every thread stores through bufs[k][t]: the pointer array hides
 * that the memory belongs to the block.
 */
#include "prism.h"

PRISM_DEVICE(void, ping_pong, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_SHARED(float, a, 256);
    PRISM_SHARED(float, b, 256);
    PRISM_AT(THREAD(1)) float *bufs[2] = {a, b}; /* error P041 */
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        for (int k = 0; k < steps; k++)
            bufs[k & 1][t] = v + (float)k;
    }
}
/*
 * check-name: adversarial: a block-owned pointer laundered through an array of pointers
 * check-exit-value: 1
 *
 * check-error-start
adv_launder_ptr_array.cu:13:32: error: 'bufs' at thread[1] takes a pointer into 'a' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_launder_ptr_array.cu:13:32: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_launder_ptr_array.cu:13:32: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_launder_ptr_array.cu:13:32: note: see: prism-check --explain P041
 * check-error-end
 */
