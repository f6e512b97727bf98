/*
 * adv_own_tile_size_zero.cu - "elements per thread = N / THREADS" with fewer elements
 * than threads: the tile of PRISM_PARTITION_TILE is 16 / 32 = 0, so every
 * thread's part starts at element 0 and all 32 threads store it (last writer
 * wins).  SPEC 6.3 (P067): the offset PRISM_ID(THREAD(1)) * 0 takes one value
 * over 32 units (an affine s * id + c with s = 0), and each unit writes the
 * same element.
 */
#include "prism.h"

#define N 16
#define THREADS 32
PRISM_DEVICE(void, per_thread, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_PARTITION_TILE(q, out, THREAD(1), N / THREADS) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { q[0] = v; }
    }
}
/*
 * check-name: adversarial (ownership): a declared tile size that integer division makes 0 (N / 32 with N = 16)
 *
 * check-error-start
adv_own_tile_size_zero.cu:16:45: warning: write partition 'q' of 'out' is not injective: its offset does not change from one thread[1] unit to the next, and each writes the same elements through it [P067]
adv_own_tile_size_zero.cu:11:9: note: in expansion of macro 'N' defined here
adv_own_tile_size_zero.cu:17:39: note: written here by every thread[1] unit
adv_own_tile_size_zero.cu:16:45: note: at stake: two units write the same element: the last write wins at random
adv_own_tile_size_zero.cu:16:45: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_tile_size_zero.cu:16:45: note: see: prism-check --explain P067
 * check-error-end
 */
