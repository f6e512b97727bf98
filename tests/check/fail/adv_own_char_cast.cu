/*
 * adv_own_char_cast.cu - a byte-sized slot index ((unsigned char)t) in a block
 * pinned to 512 threads: threads t and t+256 own and store the same element.
 */
#include "prism.h"

PRISM_KERNEL(char_cast, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(s, tile, THREAD(1), (unsigned char)t) { /* warning P067 */
            PRISM_GROUP(THREAD(1)) { s[0] = in[t]; }
        }
    }
}
/*
 * check-name: adversarial (ownership): a partition offset cast to unsigned char in a 512-thread block
 *
 * check-error-start
adv_own_char_cast.cu:13:45: warning: write partition 's' of 'tile' is not injective: its offset takes at most 256 values over 512 or more thread[1] units, and each writes the same elements through it [P067]
adv_own_char_cast.cu:14:43: note: written here by every thread[1] unit
adv_own_char_cast.cu:13:45: note: at stake: two units write the same element: the last write wins at random
adv_own_char_cast.cu:13:45: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_char_cast.cu:13:45: note: see: prism-check --explain P067
 * check-error-end
 */
