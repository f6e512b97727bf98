/*
 * tests/emu/race/blocks.cu - blocks of a grid are not ordered on a GPU, so
 * the race detector must report accesses of two blocks that only the
 * emulator's order of running them separates, whatever the worker count
 * (tests/suites/30-emu.sh, emu/race/blocks; checked by prism-check first).
 *
 *   blocks   block 0 writes g[0] and every other block reads it (a race)
 *   alias    a checked kernel: block b copies block b + 1's tile of `in`
 *            to its own tile of `out`, launched with in == out (a race the
 *            launch's grid[1] contract leaves to the detector, SYNC.md 8)
 *   tiles    each block writes its own tile through shared memory and
 *            stack locals at the same addresses as the block before it on
 *            its worker: legal, and must draw no report
 *   statics  the same through a file-scope __shared__ array and a
 *            function-scope one, which the emulator keeps per worker, not
 *            per block: legal, and must draw no report
 */
#include <stdio.h>
#include <string.h>

#include "prism.h"

#define TILE 64

PRISM_KERNEL(race_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, g, GRID(1)))
{
    PRISM_UNSAFE {
        if (threadIdx.x == 0) {
            if (blockIdx.x == 0)
                g[0] = 7; /* race-write */
            else
                g[blockIdx.x] = g[0] + 1; /* race-read */
        }
    }
}

PRISM_KERNEL(race_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, nb, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int src = ((int)PRISM_ID(BLOCK(1)) + 1) % nb * TILE;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % TILE);
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = in[src + t]; /* alias-copy */
        }
    }
}

PRISM_KERNEL(race_tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE), THREAD(1)), PRISM_SMEM(TILE * 4),
             PRISM_PARAM(int *, g, GRID(1)))
{
    PRISM_PARTITION(gb, g, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * TILE) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, tile, TILE);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(cell, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    volatile int local[4]; /* a stack slot every block's thread t uses */
                    local[t & 3] = 3 * t;
                    cell[0] = local[t & 3];
                }
            }
            PRISM_PARTITION(o, gb, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = tile[TILE - 1 - t];
                }
            }
        }
    }
}

__shared__ int file_tile[TILE];

PRISM_KERNEL(race_statics, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, g, GRID(1)))
{
    PRISM_PARTITION(gb, g, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * TILE) {
        PRISM_GROUP(BLOCK(1)) {
            __shared__ int fn_tile[TILE];
            int *ft = file_tile, *st = fn_tile;
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(cell, ft, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    cell[0] = 3 * t;
                }
            }
            PRISM_PARTITION(cell, st, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    cell[0] = ft[TILE - 1 - t];
                }
            }
            PRISM_PARTITION(o, gb, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = st[t];
                }
            }
        }
    }
}

int main(int argc, char **argv)
{
    enum { GRID = 8 };
    int *d = prism_dev_alloc(GRID * TILE * sizeof(int));
    int h[GRID * TILE];
    for (int i = 0; i < GRID * TILE; i++)
        h[i] = i;
    prism_copy_to_dev(d, h, sizeof h);
    const char *mode = argc > 1 ? argv[1] : "blocks";
    int legal = strcmp(mode, "tiles") == 0 || strcmp(mode, "statics") == 0, rc;
    if (strcmp(mode, "tiles") == 0)
        rc = PRISM_LAUNCH(race_tiles, GRID, TILE, d);
    else if (strcmp(mode, "statics") == 0)
        rc = PRISM_LAUNCH(race_statics, GRID, TILE, d);
    else if (strcmp(mode, "alias") == 0)
        rc = PRISM_LAUNCH(race_alias, GRID, TILE, d, d, GRID);
    else
        rc = PRISM_LAUNCH(race_blocks, GRID, 32, d);
    prism_copy_to_host(h, d, sizeof h);
    int bad = 0;
    for (int b = 0; legal && b < GRID; b++)
        for (int t = 0; t < TILE; t++)
            bad += h[b * TILE + t] != 3 * (TILE - 1 - t);
    printf("rc %d, wrong %d\n", rc, bad);
    return rc != 0 || bad != 0;
}
