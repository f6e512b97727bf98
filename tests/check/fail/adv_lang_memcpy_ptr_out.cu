/*
 * adv_lang_memcpy_ptr_out.cu - the block's pointer to its tile, kept in
 * a block-level variable, is copied into each thread's pointer with
 * `memcpy(&mine, &view, sizeof mine)` (the "no aliasing UB" way to move
 * bits), and each thread stores through it at its neighbour's slot: the
 * block's tile written without a partition, a race.  SPEC 6.1: taking a
 * writable pointer out of a broader holder into a narrower pointer is
 * P041; SPEC 5.1/3.2: a local whose address is given to a callee that
 * writes through it receives what the call reads from its arguments,
 * here the block[1] pointer `view`.
 */
#include "prism.h"
#include <string.h>

PRISM_DEVICE(int32_t, copied, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    int32_t *view = tile;
    PRISM_GROUP(THREAD(1)) {
        int32_t *mine = 0;
        memcpy(&mine, &view, sizeof mine); /* error P041 */
        if (t < 128) {
            mine[t + 1] = v;
            r = mine[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: the block's tile pointer copied into a thread's pointer by memcpy
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_memcpy_ptr_out.cu:24:17: error: 'mine' at thread[1] receives, through 'memcpy', a pointer into 'view' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by copying its address [P041]
adv_lang_memcpy_ptr_out.cu:24:17: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_memcpy_ptr_out.cu:24:17: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lang_memcpy_ptr_out.cu:24:17: note: see: prism-check --explain P041
 * check-error-end
 */
