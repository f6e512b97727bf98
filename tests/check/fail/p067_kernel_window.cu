/*
 * p067_kernel_window.cu - P067 in a kernel's own write partition of its
 * output: each thread writes four elements from a slot only two apart, so
 * neighbours write the same elements.  The same partition in a
 * PRISM_DEVICE drew the warning; in a PRISM_KERNEL, whose owner is the
 * grid, the units were not counted and nothing was said (an external
 * user's probe).
 */
#include "prism.h"

PRISM_KERNEL(window, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k] = 1.0f;
        }
    }
}
/*
 * check-name: P067 for a kernel's write partition of its grid output (a window wider than the stride)
 *
 * check-error-start
p067_kernel_window.cu:15:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 2 elements apart, but the elements each writes span 0 to 3 of its slot, so units 2 elements apart overlap [P067]
p067_kernel_window.cu:18:22: note: written here
p067_kernel_window.cu:15:40: note: at stake: two units write the same element: the last write wins at random
p067_kernel_window.cu:15:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
p067_kernel_window.cu:15:40: note: see: prism-check --explain P067
 * check-error-end
 */
