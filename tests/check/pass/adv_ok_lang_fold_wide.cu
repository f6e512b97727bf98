/*
 * adv_ok_lang_fold_wide.cu - the legal side of P067's shifts and narrowing
 * casts (SPEC 6.3): folds that leave every unit its own slot (a cast to a
 * short type over 512 threads, a shift by 0, a shift of an id already
 * spread by a multiplication) draw no warning.
 */
#include "prism.h"

PRISM_DEVICE(void, wide_folds, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(512)), PRISM_SMEM(2048),
             PRISM_PARAM(int32_t *, out, BLOCK(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(a, out, THREAD(1), (unsigned short)t) {
        PRISM_GROUP(THREAD(1)) { a[0] = v; }
    }
    PRISM_PARTITION(b, out, THREAD(1), t >> 0) {
        PRISM_GROUP(THREAD(1)) { b[0] += v; }
    }
    PRISM_PARTITION(c, out, THREAD(1), (t * 4) >> 2) {
        PRISM_GROUP(THREAD(1)) { c[0] += v; }
    }
}
/*
 * check-name: adversarial legal lang: shifts and narrowing casts that keep a partition injective
 */
