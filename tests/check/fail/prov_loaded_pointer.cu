/*
 * prov_loaded_pointer.cu - writable pointers read from memory the host
 * filled: an `int *const *` or `int **` parameter's entry at a uniform
 * index, a `__device__ int *`, a `__constant__` table of pointers, a
 * `__shared__ int *`.  Every thread that reads the same location gets the
 * same pointer, so each thread storing through it without a partition
 * races: P040 where it is copied into a thread[1] pointer or stored
 * through (red team A6 5; SPEC 5.2, 6.1).
 */
#include "prism.h"
__device__ int *g_ptr;
__constant__ int *c_tab[2];
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *const *, pp, GRID(1)), PRISM_PARAM(int **, qq, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    __shared__ int *s_ptr;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(THREAD(1)) {
        int *p = pp[0]; /* error P040 */
        p[0] = g;
        int *q = qq[b]; /* error P040 */
        q[1] = g;
        int *r = g_ptr; /* error P040 */
        r[2] = g;
        int *c = c_tab[1]; /* error P040 */
        c[3] = g;
        int *s = s_ptr; /* error P040 */
        s[4] = g;
        pp[1][g + 1] = g; /* error P040 */
        (*qq)[g] = g; /* error P040 */
        int *const *view = pp; /* a pointer to const: fine */
        int *v = view[0]; /* error P040 */
        v[5] = g;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}
/*
 * check-name: red-team A6 5: a writable pointer read from memory at a uniform location, stored through by every thread (P040)
 * check-exit-value: 1
 *
 * check-error-start
prov_loaded_pointer.cu:21:14: error: 'p' at thread[1] takes a writable pointer read from memory that 'pp' reaches (grid[1]): every unit that reads it there gets the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:21:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:21:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:21:14: note: see: prism-check --explain P040
prov_loaded_pointer.cu:23:14: error: 'q' at thread[1] takes a writable pointer read from memory that 'qq' reaches (grid[1]): every unit that reads it there gets the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:23:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:23:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:25:14: error: 'r' at thread[1] takes a writable pointer read from 'g_ptr', one variable for the whole grid: every thread reads the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:25:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:25:14: note: fix: pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead of 'g_ptr', and partition it
prov_loaded_pointer.cu:27:14: error: 'c' at thread[1] takes a writable pointer read from memory that 'c_tab' reaches (grid[1]): every unit that reads it there gets the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:27:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:27:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:29:14: error: 's' at thread[1] takes a pointer into 's_ptr' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
prov_loaded_pointer.cu:29:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:29:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:31:9: error: store through a pointer read from memory that 'pp' reaches (grid[1]): every thread that reads it there gets the same pointer; take ownership of its memory with PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:31:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:31:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:32:11: error: store through a pointer read from memory that 'qq' reaches (grid[1]): every thread that reads it there gets the same pointer; take ownership of its memory with PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:32:11: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:32:11: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_loaded_pointer.cu:34:14: error: 'v' at thread[1] takes a writable pointer read from memory that 'pp' reaches (grid[1]): every unit that reads it there gets the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
prov_loaded_pointer.cu:34:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_loaded_pointer.cu:34:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
