/*
 * adv_uni_const_view_atomic_arm.cu - a const view of a shared counter read
 * as warp-uniform while the other arm of the split adds to it atomically
 * (SPEC 5.2, 6.7).
 *
 * Warp 0 adds to ctr[0] with atomics (legal: SPEC 6.7, any owner, no
 * partition); at the same time warp 1 reads ctr[0] through `cc`, a
 * `const unsigned *` view made in block code, and uses the value as the
 * trip count of a full-warp shuffle loop.  SPEC 5.2 types a read through a
 * pointer to const as the meet of pointer and index "(the memory is not
 * written while it is readable as const)", but here it is written, by the
 * other warp's atomics, while warp 1 reads it: the lanes of warp 1 (not in
 * lock-step since Volta) may each see a different count, and the
 * prism_shfl_xor loop is then reached by part of the warp (undefined
 * behaviour, a hang on sm_70+).  SPEC 6.7: "Within one thread's code a
 * plain read of a location that other threads update atomically sees some
 * value of it" - a thread[1] value, which cannot initialise a thread[32]
 * variable (P030).  The same read spelt `ctr[0]` is rejected.
 */
#include "prism.h"

PRISM_KERNEL(const_view_atomic_arm, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64), WARP(1)), PRISM_SMEM(16),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, ctr, 4);
        PRISM_ONE_CLAIM(z, ctr) { z[0] = 0u; }
        const unsigned *cc = ctr;            /* block[1] const view */
        PRISM_GROUP(THREAD(64)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {              /* warp 0: the writers */
                    PRISM_GROUP(THREAD(1)) {
                        for (int k = 0; k < in[g]; k++)
                            atomicAdd(&ctr[0], 1u);
                    }
                }
                PRISM_CASE(1) {              /* warp 1: reads while warp 0 adds */
                    PRISM_AT(THREAD(32)) const unsigned v = cc[0]; /* error P030 */
                    for (unsigned i = 0; i < v; i++)
                        r += prism_shfl_xor(r + 1, 1);
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial buggy: a const view read as warp-uniform while another arm applies atomics to it
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_const_view_atomic_arm.cu:40:57: error: 'v' at thread[32] cannot receive a thread[1] value (from memory read through 'cc', which an atomic of this function may update): values flow only from broader to narrower [P030]
adv_uni_const_view_atomic_arm.cu:40:57: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_const_view_atomic_arm.cu:40:57: note: fix: declare 'v' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_uni_const_view_atomic_arm.cu:40:57: note: see: prism-check --explain P030
 * check-error-end
 */
