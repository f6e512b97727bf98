/*
 * adv_ok_port_syncthreads_votes.cu - the legal look-alikes of
 * fail/adv_port_syncthreads_or_in_branch and adv_port_ballot_as_block_flag:
 * a relaxation loop whose exit is the block's vote (__syncthreads_or, a
 * block[1] result), every thread voting (the threads past n vote 0), and
 * a __syncthreads_count / __syncthreads_and pair whose results steer
 * block-level branches with a barrier inside.
 */
#include "prism.h"

PRISM_KERNEL(relax_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float d = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int changed = 1;
        for (int round = 0; round < 32 && changed; round++) {
            PRISM_AT(THREAD(1)) const float old = d;
            PRISM_GROUP(THREAD(1)) {
                if (i < n)
                    d = fminf(d + 1.0f, in[i]);
            }
            changed = __syncthreads_or(i < n && d != old);
        }
        PRISM_AT(BLOCK(1)) const int pos = __syncthreads_count(d > 0.0f);
        PRISM_AT(BLOCK(1)) const int all = __syncthreads_and(d >= 0.0f);
        if (pos > 0 && all) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = d; }
            }
            PRISM_GROUP(THREAD(1)) { d += tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                o[0] = d;
        }
    }
}
/*
 * check-name: adversarial port legal: block votes (__syncthreads_or/_count/_and) steering block loops and branches
 *
 * check-error-start
 * check-error-end
 */
