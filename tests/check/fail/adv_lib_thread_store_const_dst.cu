/*
 * adv_lib_thread_store_const_dst.cu - a home-made prism_thread_store
 * whose destination is declared `const` (so that a const view of the
 * block's tile may be passed without a partition) and cast to writable
 * inside.  Each thread writes its slot of the shared tile through it and
 * then reads its neighbour's slot: the writes have no owner, so no
 * barrier orders them with the neighbours' reads, and the next round's
 * write overwrites a slot before the neighbour has read it.
 * HOLE when written: accepted; run as a program (2 blocks of 128, the
 * kernel below with a CPU reference) the checked build gives MISMATCH and
 * the race detector reports the race; the conservative build is clean.
 */
#include "prism_lib.h"

PRISM_DEVICE(void, my_thread_store, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, dst, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    int32_t *w = (int32_t *)dst;
    w[0] = v;
}

PRISM_KERNEL(const_dst, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
                PRISM_CALL(my_thread_store, cv + t, in[g] * (k + 1)); /* error P073 */
            }
            acc += tile[(t + 1) % (int)PRISM_NTHREADS()];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial lib: a thread-store helper with a const destination it casts to writable
 * check-exit-value: 1
 * check-known-to-fail
 * check-error-start
adv_lib_thread_store_const_dst.cu:34:0: error: P073 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
