/*
 * prov_rvalue_holders.cu - the block's tile reached, in thread code, through
 * a value no variable holds: a statement expression `({ ...; tile; })`, the
 * pointer member of a struct a call returns (`mk(tile).p`) or of a `?:` of
 * two block[1] holders, an arrow through a call given a holder's address
 * (`ref(&bb)->p`), and pointer arithmetic on a block[1] array of pointers
 * (`*(ptrs + 1)`).  Each thread stores into slots other threads store to,
 * with no partition: P040 (or P041 out of a holder) where the pointer is
 * copied or stored through (red team A6 1, 2, 6, 7, 8).
 */
#include "prism.h"
typedef struct { int *p; } Box;
__device__ Box mk(int *q) { Box b; b.p = q; return b; }
__device__ Box *ref(Box *b) { return b; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        Box ba = {tile};
        Box bb = {tile2};
        int *ptrs[2] = {tile, tile2};
        PRISM_GROUP(THREAD(1)) {
            r = tile[g] + tile2[g];
            int *p1 = ({ int z = 1; (void)z; tile; }); /* error P040 */
            p1[(g + 1) % 128] = g;
            ({ tile; })[(g + 2) % 128] = g; /* error P040 */
            mk(tile).p[(g + 3) % 128] = g; /* error P040 */
            int *p2 = mk(tile2).p; /* error P040 */
            p2[(g + 4) % 128] = g;
            (g & 1 ? ba : bb).p[(g + 5) % 128] = g; /* error P040 */
            int *p3 = (g & 1 ? ba : bb).p; /* error P041 */
            p3[(g + 6) % 128] = g;
            int *p4 = ref(&bb)->p; /* error P041 */
            p4[(g + 7) % 128] = g;
            int *p5 = *(ptrs + 1); /* error P041 */
            p5[(g + 8) % 128] = g;
            int *p6 = 1[ptrs]; /* error P041 */
            p6[(g + 9) % 128] = g;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A6: the tile through a statement expression, a struct rvalue's member, an arrow through a call, pointer arithmetic on a pointer array (P040, P041)
 * check-exit-value: 1
 *
 * check-error-start
prov_rvalue_holders.cu:28:18: error: 'p1' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
prov_rvalue_holders.cu:28:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_rvalue_holders.cu:28:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_rvalue_holders.cu:28:18: note: see: prism-check --explain P040
prov_rvalue_holders.cu:30:13: error: store through a pointer that may be 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
prov_rvalue_holders.cu:30:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_rvalue_holders.cu:30:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_rvalue_holders.cu:31:13: error: store through a pointer that may be 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
prov_rvalue_holders.cu:31:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_rvalue_holders.cu:31:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_rvalue_holders.cu:32:18: error: 'p2' at thread[1] takes a pointer into 'tile2' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
prov_rvalue_holders.cu:32:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_rvalue_holders.cu:32:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_rvalue_holders.cu:34:14: error: store through a pointer that may be 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
prov_rvalue_holders.cu:34:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_rvalue_holders.cu:34:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_rvalue_holders.cu:35:18: error: 'p3' at thread[1] takes a pointer out of 'ba' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
prov_rvalue_holders.cu:23:13: note: 'ba' holds a pointer into 'tile'
prov_rvalue_holders.cu:35:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
prov_rvalue_holders.cu:35:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
prov_rvalue_holders.cu:35:18: note: see: prism-check --explain P041
prov_rvalue_holders.cu:37:18: error: 'p4' at thread[1] takes a pointer out of 'bb' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
prov_rvalue_holders.cu:24:13: note: 'bb' holds a pointer into 'tile2'
prov_rvalue_holders.cu:37:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
prov_rvalue_holders.cu:37:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
prov_rvalue_holders.cu:39:18: error: 'p5' at thread[1] takes a pointer out of 'ptrs' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
prov_rvalue_holders.cu:25:14: note: 'ptrs' holds a pointer into 'tile'
prov_rvalue_holders.cu:39:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
prov_rvalue_holders.cu:39:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
prov_rvalue_holders.cu:41:18: error: 'p6' at thread[1] takes a pointer out of 'ptrs' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
prov_rvalue_holders.cu:25:14: note: 'ptrs' holds a pointer into 'tile'
prov_rvalue_holders.cu:41:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
prov_rvalue_holders.cu:41:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
