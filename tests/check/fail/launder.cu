/*
 * launder.cu - a block's pointer laundered into per-thread ownership
 * through a struct field, an array of pointers, an integer or a cast that
 * drops const, then stored through by every thread: on the GPU, every
 * thread writes the block's memory with no partition and so no barrier.
 * Each holder keeps the perspective of the pointer put in it: narrowing it
 * on the way in or out is laundering (P041), and so is storing a pointer
 * into memory, where it would lose its owner, or casting away const.
 */
#include "prism.h"
#include <stdint.h>

typedef struct {
    float *p;
} Box;

PRISM_DEVICE(void, holders, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_SHARED(float, buf, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        Box box;
        box.p = buf; /* error P041 */
        box.p[t] = 1.0f;
        float *ptrs[2];
        ptrs[0] = out; /* error P041 */
        ptrs[0][t] = 2.0f;
        Box init = {buf}; /* error P041 */
        init.p[t + 32] = 3.0f;
        uintptr_t bits = (uintptr_t)buf; /* error P041 */
        ((float *)bits)[t] = 4.0f;
    }
    /* Held at block[1], then taken out in thread[1] code. */
    uintptr_t whole = (uintptr_t)out;                      /* fine: block[1] integer */
    PRISM_AT(BLOCK(1)) float *pair[2] = {buf, out};        /* fine: block[1] array of pointers */
    float *first = pair[0];                                /* fine: still block[1] */
    (void)first;
    PRISM_GROUP(THREAD(1)) {
        float *back = (float *)whole + t; /* error P041 */
        back[0] = 5.0f;
        float *again = pair[1]; /* error P041 */
        again[t] = 6.0f;
        pair[0][t] = 7.0f; /* error P040 */
    }
}

PRISM_DEVICE(void, drop_const, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        const float *mine = in + t;                        /* fine: a read-only view */
        float *w = (float *)in + t; /* error P041 */
        w[0] = 0.0f;
        ((float *)mine)[0] = 1.0f; /* error P041 */
    }
}

PRISM_DEVICE(void, through_memory, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float **, table, THREAD(1)), PRISM_PARAM(uintptr_t *, words, THREAD(1)))
{
    PRISM_SHARED(float, buf, 128);
    PRISM_GROUP(THREAD(1)) {
        table[0] = buf; /* error P041 */
        words[0] = (uintptr_t)buf; /* error P041 */
        table[1] = 0;                                      /* fine: no address */
    }
}
/*
 * check-name: a block's pointer laundered into per-thread ownership
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
launder.cu:24:15: error: 'box' at thread[1] takes a pointer into 'buf' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:24:15: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:24:15: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:24:15: note: see: prism-check --explain P041
launder.cu:27:17: error: 'ptrs' at thread[1] takes a pointer into 'out' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:27:17: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:27:17: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:29:13: error: 'init' at thread[1] takes a pointer into 'buf' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:29:13: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:29:13: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:31:19: error: 'bits' at thread[1] takes a pointer into 'buf' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:31:19: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:31:19: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:40:16: error: 'back' at thread[1] takes a pointer out of 'whole' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:35:15: note: 'whole' holds a pointer into 'out'
launder.cu:40:16: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:40:16: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:42:16: error: 'again' at thread[1] takes a pointer out of 'pair' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:36:31: note: 'pair' holds a pointer into 'buf'
launder.cu:42:16: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:42:16: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:44:9: error: store through 'pair', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
launder.cu:44:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
launder.cu:44:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
launder.cu:44:9: note: see: prism-check --explain P040
launder.cu:54:16: error: 'w' at thread[1] takes a writable pointer into 'in' (block[1]) by casting away const: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
launder.cu:54:16: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:54:16: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:56:19: error: store through 'mine', a pointer to const cast to writable: the memory's owner is not known [P041]
launder.cu:56:19: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:56:19: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:65:20: error: a pointer into 'buf' is stored into memory: loaded back, it would have no owner; keep it in a variable or pass it as a parameter [P041]
launder.cu:65:20: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:65:20: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
launder.cu:66:31: error: a pointer into 'buf' is stored into memory: loaded back, it would have no owner; keep it in a variable or pass it as a parameter [P041]
launder.cu:66:31: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
launder.cu:66:31: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
