/*
 * adv_injective_modulo.cu - slot = t % 16 with more than 16 threads:
 * threads t and t+16 own the same slot and both write it.
 */
#include "prism.h"

PRISM_DEVICE(void, folded, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, hist, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(h, hist, THREAD(1), t % 16) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { h[0] += v; }
    }
}
/*
 * check-name: adversarial: a partition index folded with % onto fewer slots than threads
 *
 * check-error-start
adv_injective_modulo.cu:11:41: warning: write partition 'h' of 'hist' is not injective: its offset takes at most 16 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
adv_injective_modulo.cu:12:39: note: written here by every thread[1] unit
adv_injective_modulo.cu:11:41: note: at stake: two units write the same element: the last write wins at random
adv_injective_modulo.cu:11:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_injective_modulo.cu:11:41: note: see: prism-check --explain P067
 * check-error-end
 */
