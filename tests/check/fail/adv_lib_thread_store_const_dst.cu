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
 * check-error-start
adv_lib_thread_store_const_dst.cu:34:45: error: pointer argument into 'cv' (block[1]) given to parameter 'dst' at thread[1] of 'my_thread_store', which may write through it: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by pointer arithmetic [P073]
adv_lib_thread_store_const_dst.cu:16:14: note: parameter 'dst' is declared thread[1] here
adv_lib_thread_store_const_dst.cu:34:45: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_lib_thread_store_const_dst.cu:34:45: note: fix: hand 'my_thread_store' its part with a partition around the call, in the code that owns 'cv': PRISM_PARTITION(dst_part, cv, THREAD(1), offset) { PRISM_CALL(my_thread_store, ..., dst_part, ...); } (the offset from ids at least as broad as thread[1])
adv_lib_thread_store_const_dst.cu:34:45: note: see: prism-check --explain P073
 * check-error-end
 */
