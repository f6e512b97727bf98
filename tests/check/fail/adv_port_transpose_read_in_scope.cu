/*
 * adv_port_transpose_read_in_scope.cu - the tiled transpose (32x33 tile,
 * +1 padding against bank conflicts) with its one barrier forgotten: each
 * thread stores tile[ty][tx] and reads tile[tx][ty] straight away.  On the
 * GPU the element tile[tx][ty] belongs to another warp, which may not have
 * stored it yet: stale shared memory goes to the output.  In Prism the
 * read sits inside the partition that is still writing the tile, where
 * 'tile' is hidden (P061).
 */
#include "prism.h"

#define TILE 32
#define PAD (TILE + 1)

PRISM_KERNEL(transpose, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TILE * TILE), WARP(1)),
             PRISM_SMEM(TILE * PAD * 4),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int tiles = n / TILE;
    PRISM_AT(BLOCK(1)) const int r0 = (int)PRISM_ID(BLOCK(1)) / tiles * TILE;
    PRISM_AT(BLOCK(1)) const int c0 = (int)PRISM_ID(BLOCK(1)) % tiles * TILE;
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_AT(THREAD(1)) int ty = 0;
    PRISM_AT(THREAD(1)) int tx = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, TILE * PAD);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { ty = t / TILE; tx = t % TILE; }
        PRISM_PARTITION(w, tile, THREAD(1), ty * PAD + tx) {
            PRISM_GROUP(THREAD(1)) {
                w[0] = in[(r0 + ty) * n + c0 + tx];
                v = tile[tx * PAD + ty]; /* error P061 */
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), (c0 + ty) * n + r0 + tx) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: tiled transpose reading the transposed element inside the tile's write partition
 * check-exit-value: 1
 *
 * check-error-start
adv_port_transpose_read_in_scope.cu:33:21: error: 'tile' is hidden inside the PRISM_PARTITION that narrows it; use 'w' [P061]
adv_port_transpose_read_in_scope.cu:30:9: note: 'tile' is narrowed to 'w' here
adv_port_transpose_read_in_scope.cu:33:21: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_port_transpose_read_in_scope.cu:33:21: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_port_transpose_read_in_scope.cu:33:21: note: see: prism-check --explain P061
 * check-error-end
 */
