/*
 * adv_lib_plain_put_const_dst.cu - the same home-made store as a plain C
 * helper (no perspective signature): `put(const int32_t *p, v)` casts
 * away const and writes.  Each thread writes its slot of the block's
 * shared tile through it with no partition, then reads its neighbour's
 * slot; nothing orders the writes with the reads (SPEC 3.2: a pointer
 * into memory a plain callee writes through is a store through it).
 * HOLE when written: accepted; run as a program (2 blocks of 128) the
 * checked build gives MISMATCH and the race detector reports the race;
 * the conservative build is clean.
 */
#include "prism_lib.h"

static inline void put(const int32_t *p, int32_t v)
{
    *(int32_t *)p = v;
}

PRISM_KERNEL(plain_put, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        const int32_t *cv = tile;
        for (int k = 0; k < 6; k++) {
            PRISM_GROUP(THREAD(1)) {
                put(cv + t, in[g] * (k + 1)); /* error P040 */
            }
            acc += tile[(t + 1) % (int)PRISM_NTHREADS()];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lib: a plain C store helper with a const destination it casts to writable
 * check-exit-value: 1
 * check-error-start
adv_lib_plain_put_const_dst.cu:31:21: error: 'put' may store through 'cv', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_lib_plain_put_const_dst.cu:31:21: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lib_plain_put_const_dst.cu:31:21: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lib_plain_put_const_dst.cu:31:21: note: see: prism-check --explain P040
 * check-error-end
 */
