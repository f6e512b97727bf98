/*
 * adv_port_transpose_no_partition.cu - the tiled transpose ported line by
 * line: tile[ty * 33 + tx] = in[...]; __syncthreads(); out[...] =
 * tile[tx * 33 + ty].  The barrier is there, but the shared tile is
 * stored by every thread without a partition, so nothing says which
 * thread owns which element and the checker cannot know where the
 * barrier is needed (a later edit that drops it is a silent race).  The
 * store through the block's pointer in thread[1] code is P040.
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
    PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) % (TILE * TILE) / TILE;
    PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % TILE;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, TILE * PAD);
        PRISM_GROUP(THREAD(1)) { tile[ty * PAD + tx] = in[(r0 + ty) * n + c0 + tx]; } /* error P040 */
        prism_syncthreads();
        PRISM_GROUP(THREAD(1)) { v = tile[tx * PAD + ty]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), (c0 + ty) * n + r0 + tx) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: tiled transpose storing the shared tile without a partition
 * check-exit-value: 1
 *
 * check-error-start
adv_port_transpose_no_partition.cu:28:34: error: store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_transpose_no_partition.cu:28:34: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_transpose_no_partition.cu:28:34: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_transpose_no_partition.cu:28:34: note: see: prism-check --explain P040
 * check-error-end
 */
