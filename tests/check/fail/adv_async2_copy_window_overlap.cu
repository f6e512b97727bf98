/*
 * adv_async2_copy_window_overlap.cu - each thread copies 8 floats (two
 * 16-byte cp.async) into its partition slot, but the slots are 4 floats
 * apart (the offset was written for one copy per thread).  Thread t's
 * second copy and thread t + 1's first copy write the same four floats;
 * on the GPU the two copies land in either order, so the tile holds a mix
 * of row t and row t + 1.  SPEC 6.3 (non-injective write partitions):
 * with offset 4 t, the elements one unit writes unconditionally (0..7)
 * reach into its neighbour's slot, a difference of 4 = the stride: P067.
 * SPEC 7 counts the destination of an async copy as a write.
 */
#include "prism.h"

PRISM_DEVICE(float, wide_rows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 256);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_PARTITION(row, tile, THREAD(1), 4 * t) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            PRISM_ASYNC(r_a, row) {
                prism_cp_async16(r_a, src + 8 * t);
                prism_cp_async16(r_a + 4, src + 8 * t + 4);
            }
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(4 * t + 37) % 256];
    return r;
}
/*
 * check-name: adversarial: two 16-byte copies per thread into partition slots 16 bytes apart
 *
 * check-error-start
adv_async2_copy_window_overlap.cu:19:43: warning: write partition 'row' of 'tile' is not injective: neighbouring thread[1] units are 4 elements apart, but the elements each writes span 0 to 7 of its slot, so units 4 elements apart overlap [P067]
adv_async2_copy_window_overlap.cu:22:33: note: written here
adv_async2_copy_window_overlap.cu:19:43: note: at stake: two units write the same element: the last write wins at random
adv_async2_copy_window_overlap.cu:19:43: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_async2_copy_window_overlap.cu:19:43: note: see: prism-check --explain P067
 * check-error-end
 */
