/* P067 at grid level: a grid handing its output to blocks is taken to have
 * at least two of them, as a block handing memory to threads is (porter
 * p10: a quantization kernel partitioned every block's row at 0, and
 * nothing was said).  The offset is the same for every block and each
 * block writes the same elements: a warning.  The look-alike below, at
 * b * 128 for 128 threads, is silent. */
#include "prism.h"
PRISM_KERNEL(same, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_PARTITION(ob, out, BLOCK(1), 0) { /* warning P067 */
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = t; }
            }
        }
    }
}
PRISM_KERNEL(apart, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = t; }
            }
        }
    }
}
/*
 * check-name: P067 for a grid partition whose offset is the same for every block
 *
 * check-error-start
injective_grid_same_offset.cu:11:40: warning: write partition 'ob' of 'out' is not injective: its offset is the same for every block[1] unit, and each writes the same elements through it [P067]
injective_grid_same_offset.cu:15:47: note: written here by every block[1] unit
injective_grid_same_offset.cu:11:40: note: at stake: two units write the same element: the last write wins at random
injective_grid_same_offset.cu:11:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
injective_grid_same_offset.cu:11:40: note: see: prism-check --explain P067
 * check-error-end
 */
