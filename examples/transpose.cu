/*
 * transpose.cu - a padded-tile transpose: each block stages a 32x32 tile of
 * the input in shared memory (rows padded to 33 floats, so the column reads
 * hit 32 different banks) and writes it back transposed.  The barrier
 * between the tile's writes and its transposed reads is inferred.
 */
#include "prism.h"
#include "examples.h"

#define TILE 32
#define PAD (TILE + 1)

PRISM_KERNEL(transpose, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE * TILE), WARP(1)),
             PRISM_SMEM(TILE * PAD * 4),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, rows, GRID(1)),
             PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int tiles_x = (cols + TILE - 1) / TILE;
    PRISM_AT(BLOCK(1)) const int r0 = (int)PRISM_ID(BLOCK(1)) / tiles_x * TILE;
    PRISM_AT(BLOCK(1)) const int c0 = (int)PRISM_ID(BLOCK(1)) % tiles_x * TILE;
    PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) % (TILE * TILE) / TILE;
    PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % TILE;
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, TILE * PAD);
        PRISM_PARTITION(w, tile, THREAD(1), ty * PAD + tx) {
            PRISM_GROUP(THREAD(1)) {
                if (r0 + ty < rows && c0 + tx < cols)
                    w[0] = in[(r0 + ty) * cols + c0 + tx];
            }
        }
        PRISM_GROUP(THREAD(1)) { v = tile[tx * PAD + ty]; }
    }
    /* out is cols x rows: this thread's element is out[c0 + ty][r0 + tx]. */
    PRISM_PARTITION(o, out, THREAD(1), (c0 + ty) * rows + r0 + tx) {
        PRISM_GROUP(THREAD(1)) {
            if (c0 + ty < cols && r0 + tx < rows)
                o[0] = v;
        }
    }
}

PRISM_HOST_API int transpose_launch(const float *in, float *out, int rows, int cols)
{
    int tiles = ((rows + TILE - 1) / TILE) * ((cols + TILE - 1) / TILE);
    return PRISM_LAUNCH(transpose, tiles, TILE * TILE, in, out, rows, cols);
}
