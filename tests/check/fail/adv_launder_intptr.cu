/*
 * adv_launder_intptr.cu - the address of the shared tile goes through
 * uintptr_t (as in code that aligns pointers by hand) and comes back as a
 * plain pointer that every thread stores through.
 */
#include "prism.h"
#include <stdint.h>

PRISM_DEVICE(void, aligned_store, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1040),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_SHARED(float, raw, 260);
    PRISM_AT(THREAD(1)) const uintptr_t addr = ((uintptr_t)raw + 15u) & ~(uintptr_t)15u; /* error P041 */
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        float *p = (float *)addr;
        p[t] = v;
    }
}
/*
 * check-name: adversarial: a block-owned pointer cast through an integer
 * check-exit-value: 1
 *
 * check-error-start
adv_launder_intptr.cu:13:41: error: 'addr' at thread[1] takes a pointer into 'raw' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_launder_intptr.cu:13:41: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_launder_intptr.cu:13:41: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_launder_intptr.cu:13:41: note: see: prism-check --explain P041
 * check-error-end
 */
