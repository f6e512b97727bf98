/*
 * decay_2d_row_thread.cu - a row of a 2-D array decays to an address
 * into the array's memory (SPEC 5.2): `tile[ty]` of a __shared__ tile is
 * the block's memory, a row of a `__device__` table or of a
 * `float (*)[64]` parameter the grid's.  Copied into a thread[1] pointer
 * it is P040, as `float (*rp)[33] = tile + ty;` and `&v[i]` are (red team
 * P2 finding 3): `tile[ty]`, `&tile[ty][0]`, `*(tile + ty)`, a row of a
 * PRISM_SHARED array of rows, a plane's row of a 3-D array.  A row of a
 * block[1] local, or of an array member of a by-value parameter, is that
 * thread's copy of a uniform value (finding 6): P040 too.
 */
#include "prism.h"

typedef float Row[33];

__device__ float gtab[4][64];

PRISM_KERNEL(shared_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(1056))
{
    PRISM_GROUP(BLOCK(1)) {
        __shared__ float tile[8][33];
        __shared__ float t3[2][8][33];
        PRISM_SHARED(Row, rows, 8);
        PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) / 32;
        PRISM_GROUP(THREAD(1)) {
            float *a = tile[ty];            /* error P040 */
            float *b = &tile[ty][0];        /* error P040 */
            float *c = *(tile + ty);        /* error P040 */
            float *d = rows[ty];            /* error P040 */
            float *e = t3[1][ty];           /* error P040 */
            const float *fine = tile[ty];   /* a pointer to const: legal */
            a[tx] = fine[tx];
            b[tx] = 1.0f;
            c[tx] = 1.0f;
            d[tx] = 1.0f;
            e[tx] = 1.0f;
        }
    }
}

PRISM_KERNEL(grid_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float (*)[64], m, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        float *g = gtab[t % 4];             /* error P040 */
        float *h = m[t];                    /* error P040 */
        g[0] = 1.0f;
        h[0] = 1.0f;
    }
}

typedef struct {
    float rows[2][4];
} Params;

PRISM_KERNEL(value_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Params, p, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        float *o = p.rows[1];               /* error P040 */
        float *o2 = &p.rows[1][0];          /* error P040 */
        o[0] = (float)(g & 1);
        o2[1] = 0.0f;
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) int cfg2[2][4] = {{0, 0, 0, 0}, {n, n, n, n}};
        PRISM_GROUP(THREAD(1)) {
            int *q = cfg2[1];               /* error P040 */
            q[0] = g & 1;
        }
        if (cfg2[1][0] > 0 && p.rows[1][0] > 0.5f)
            PRISM_SYNC();
    }
}

/*
 * check-name: a row of a 2-D array (shared, __device__, a pointer-to-array parameter, a block[1] local, a by-value struct's member) copied into a thread pointer: P040
 * check-exit-value: 1
 *
 * check-error-start
decay_2d_row_thread.cu:27:20: error: 'a' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:27:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:27:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:27:20: note: see: prism-check --explain P040
decay_2d_row_thread.cu:28:20: error: 'b' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:28:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:28:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:29:20: error: 'c' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:29:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:29:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:30:20: error: 'd' at thread[1] takes a pointer into 'rows' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:30:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:30:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:31:20: error: 'e' at thread[1] takes a pointer into 't3' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:31:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:31:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:47:16: error: 'g' at thread[1] takes a pointer into 'gtab' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:47:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:47:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:48:16: error: 'h' at thread[1] takes a pointer into 'm' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:48:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:48:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:63:16: error: 'o' at thread[1] takes a pointer into 'p' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:63:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:63:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:64:16: error: 'o2' at thread[1] takes a pointer into 'p' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:64:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:64:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_2d_row_thread.cu:71:18: error: 'q' at thread[1] takes a pointer into 'cfg2' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_2d_row_thread.cu:71:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_2d_row_thread.cu:71:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
