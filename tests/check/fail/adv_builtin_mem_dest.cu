/*
 * adv_builtin_mem_dest.cu - the __builtin_ forms keep their library
 * functions' signatures both ways: the destination of __builtin_memcpy,
 * __builtin_memset and __builtin_strcpy is written (P040 into a block
 * tile from thread[1] code), a const input given as the destination is
 * written through a cast-away const (P041), and the pointer returned by
 * __builtin_memcpy or memchr is the tile itself (a store through it is
 * P040), while memchr's match depends on the bytes it read in writable
 * memory: thread[1], not a block[1] pointer (P030).  The reads of the
 * source stay fine (red team A3 5).
 */
#include "prism.h"
#include <string.h>

PRISM_KERNEL(builtin_dest, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_ONE_CLAIM(z, tile) { __builtin_memcpy((int *)in, z, 4); } /* error P041 */
        const int *al = (const int *)__builtin_assume_aligned(tile, 16); /* fine: tile */
        const int *m = (const int *)memchr(tile, 5, 4);                   /* error P030 */
        (void)al;
        (void)m;
        PRISM_GROUP(THREAD(1)) {
            __builtin_memcpy(&r, tile + g, 4);                           /* fine: reads */
            __builtin_memcpy(tile + (g + 1) % 128, &r, 4);               /* error P040 */
            __builtin_memset(tile, 0, 4);                                /* error P040 */
            __builtin_strcpy((char *)tile, "x");                         /* error P040 */
            ((int *)__builtin_memcpy(&r, tile, 4))[0] = 1;               /* fine: r */
            ((int *)memchr(tile, 5, 4))[0] = g;                          /* error P040 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial: __builtin_memcpy/memset/strcpy write their destination, memchr's result is the tile, found by a read
 * check-exit-value: 1
 *
 * check-error-start
adv_builtin_mem_dest.cu:22:53: error: '__builtin_memcpy' may write through argument 1, a pointer into 'in' (grid[1]) cast from const: a pointer made writable by casting away const from a broader one has no owner at thread[1] [P041]
adv_builtin_mem_dest.cu:22:53: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_builtin_mem_dest.cu:22:53: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_builtin_mem_dest.cu:22:53: note: see: prism-check --explain P041
adv_builtin_mem_dest.cu:24:20: error: 'm' at block[1] cannot receive a thread[1] value (from the writable memory 'tile' points to): values flow only from broader to narrower [P030]
adv_builtin_mem_dest.cu:24:20: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_builtin_mem_dest.cu:24:20: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_builtin_mem_dest.cu:24:20: note: see: prism-check --explain P030
adv_builtin_mem_dest.cu:29:30: error: '__builtin_memcpy' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_builtin_mem_dest.cu:29:30: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_builtin_mem_dest.cu:29:30: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_builtin_mem_dest.cu:29:30: note: see: prism-check --explain P040
adv_builtin_mem_dest.cu:30:30: error: '__builtin_memset' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_builtin_mem_dest.cu:30:30: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_builtin_mem_dest.cu:30:30: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_builtin_mem_dest.cu:31:30: error: '__builtin_strcpy' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_builtin_mem_dest.cu:31:30: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_builtin_mem_dest.cu:31:30: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_builtin_mem_dest.cu:33:21: error: store through a pointer that may be 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_builtin_mem_dest.cu:33:21: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_builtin_mem_dest.cu:33:21: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
