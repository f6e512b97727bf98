/*
 * adv_lang_memcpy_ptr_into_smem.cu - the block's tile pointer copied into
 * shared memory by memcpy, loaded back by every thread as an integer and
 * stored through with no partition (SPEC 6.1, P041).
 *
 * SPEC 6.1: "a pointer to writable memory (or an integer holding one)
 * stored into memory loses its owner ... Pass it as a parameter or keep it
 * in a variable instead", and ownership cannot be laundered.  The checker
 * rejects the store of the pointer itself (`z[0] = tp`), of a struct
 * holding it (`z[0] = box`) and of its integer (`z[0] =
 * (uintptr_t)tp`) with P041 ("a pointer into 'tile' is stored into
 * memory: loaded back, it would have no owner").  Written as
 * `memcpy(&z[0], &tp, sizeof tp)` - SPEC 6.1 already follows memcpy the
 * other way, out of a holder into a local (`memcpy(&mine, &view, n)`) -
 * it passes, and then every thread of the block loads the address as an
 * integer, casts it to `int *` (thread[1], from a thread[1] load) and
 * stores into tile[0]: 32+ unowned writers of one word, then reads racing
 * with them.  The second kernel does the store in a plain C helper whose
 * body the checker reads (`*dst = (unsigned long long)p`): also accepted.
 *
 * Seen in the emulator (checked build, race library, grid 2 x 64): a
 * ThreadSanitizer data race on the tile at `p[0] = t` / `r = p[0]`.
 */
#include "prism.h"
#include <string.h>

PRISM_KERNEL(memcpy_ptr_into_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(unsigned long long, slot, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int *tp = tile;                                          /* block[1], like the code: fine */
        PRISM_ONE_CLAIM(z, slot) { memcpy(&z[0], &tp, sizeof tp); } /* error P041 */
        PRISM_GROUP(THREAD(1)) {
            const unsigned long long u = slot[0];
            int *p = (int *)u; /* the tile as a number: owned by nobody */ /* error P041 */
            p[0] = t;
            r = p[0];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

/* The same store done by a plain C helper with a body: it writes its
 * pointer argument's address into the slot it is given. */
static __device__ void stash(unsigned long long *dst, int *p)
{
    *dst = (unsigned long long)p;
}

PRISM_KERNEL(helper_ptr_into_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(unsigned long long, slot, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int *tp = tile;
        PRISM_ONE_CLAIM(z, slot) { stash(&z[0], tp); }       /* error P041 */
        PRISM_GROUP(THREAD(1)) {
            int *p = (int *)slot[0];
            p[0] = t;
            r = p[0];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial buggy: a tile pointer memcpy'd into shared memory, loaded back and stored through by every thread
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_memcpy_ptr_into_smem.cu:37:51: error: a pointer into 'tp' is stored into memory: loaded back, it would have no owner; keep it in a variable or pass it as a parameter [P041]
adv_lang_memcpy_ptr_into_smem.cu:37:51: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_memcpy_ptr_into_smem.cu:37:51: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lang_memcpy_ptr_into_smem.cu:37:51: note: see: prism-check --explain P041
adv_lang_memcpy_ptr_into_smem.cu:40:22: error: a writable pointer made from a number (a constant, a count, a parameter, a value loaded or returned) has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
adv_lang_memcpy_ptr_into_smem.cu:40:22: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
adv_lang_memcpy_ptr_into_smem.cu:40:22: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_memcpy_ptr_into_smem.cu:40:22: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lang_memcpy_ptr_into_smem.cu:67:49: error: a pointer into 'tp' is stored into memory: loaded back, it would have no owner; keep it in a variable or pass it as a parameter [P041]
adv_lang_memcpy_ptr_into_smem.cu:67:49: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_memcpy_ptr_into_smem.cu:67:49: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
