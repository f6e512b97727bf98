/*
 * adv_own_keep_prev_round.cu - a rotating partition (thread t owns (t + r) % 32 in round
 * r) where each thread keeps last round's pointer (`prev = z`) and adds to
 * it in the next round: prev is thread t's old slot, which thread t - 1 owns
 * and stores in this round, a write-write race.  SPEC 6.1: "a copy of a
 * scope's narrowed name y ... kept in an outer variable may not be used
 * outside the scope: ... in a loop the copy made in one iteration's scope
 * would be used before the next one's" (P041).
 */
#include "prism.h"

PRISM_DEVICE(void, keep_prev, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_SHARED(float, tile, 256);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float *prev = 0;
    for (int r = 0; r < rounds; r++) {
        PRISM_PARTITION(z, tile, THREAD(1), (t + r) % 32) {
            PRISM_GROUP(THREAD(1)) {
                if (r > 0)
                    prev[0] += 1.0f; /* error P041 */
                z[0] = 2.0f;
                prev = z;
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): a thread keeps last round's part of a rotating partition and writes it again
 * check-exit-value: 1
 *
 * check-error-start
adv_own_keep_prev_round.cu:22:21: error: 'prev' holds, here, the copy of 'z' an earlier round's PRISM_PARTITION made: that part is no longer this unit's; derive the pointer from 'z' in this round before using it [P041]
adv_own_keep_prev_round.cu:22:21: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_own_keep_prev_round.cu:22:21: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_own_keep_prev_round.cu:22:21: note: see: prism-check --explain P041
 * check-error-end
 */
