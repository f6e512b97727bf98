/*
 * adv_lang_fold_uchar.cu - a 512-thread block indexes its partition with
 * the id narrowed to `unsigned char` (a byte index kept from an 8-bit
 * key): threads t and t + 256 get the same slot and both write it.  SPEC
 * 6.3, P067: the offset is the unit's id folded onto 256 values over 512
 * units (BLOCKDIM(512)); a conversion to an 8-bit unsigned type is
 * `id & 255`, one of the listed folds.  (The SPEC does not list casts:
 * see the report.)
 */
#include "prism.h"

PRISM_KERNEL(bytes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), (unsigned char)t) { /* warning P067 */
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { o[0] = tile[t % 256]; }
    }
    }
}
/*
 * check-name: adversarial lang: a partition offset folded by a cast to unsigned char
 *
 * check-error-start
adv_lang_fold_uchar.cu:21:45: warning: write partition 'w' of 'tile' is not injective: its offset takes at most 256 values over 512 or more thread[1] units, and each writes the same elements through it [P067]
adv_lang_fold_uchar.cu:22:43: note: written here by every thread[1] unit
adv_lang_fold_uchar.cu:21:45: note: at stake: two units write the same element: the last write wins at random
adv_lang_fold_uchar.cu:21:45: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_lang_fold_uchar.cu:21:45: note: see: prism-check --explain P067
 * check-error-end
 */
