/*
 * adv_injective_constant_offset.cu - a "partition" whose offset does not
 * depend on the thread: every thread of the block owns element 0 and all
 * write it (last writer wins; the result is any thread's value).
 */
#include "prism.h"

PRISM_DEVICE(void, all_to_zero, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), 0) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial: every thread's partition slot is the same element
 *
 * check-error-start
adv_injective_constant_offset.cu:11:40: warning: write partition 'o' of 'out' is not injective: its offset is the same for every thread[1] unit, and each writes the same elements through it [P067]
adv_injective_constant_offset.cu:12:39: note: written here by every thread[1] unit
adv_injective_constant_offset.cu:11:40: note: at stake: two units write the same element: the last write wins at random
adv_injective_constant_offset.cu:11:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_injective_constant_offset.cu:11:40: note: see: prism-check --explain P067
 * check-error-end
 */
