/*
 * adv_async2_break_tail.cu - the k loop of a pipeline leaves early from
 * inside the refill scope when the next tile is past K ("nothing left to
 * prefetch").  The break leaves only the scope's one-shot loop: the
 * scope's exit (cp.async wait and barrier) is skipped, the user's loop
 * goes on, and the compute after the scope reads the stage before the
 * copies of this round have landed.  SPEC 6.6: a break that would leave a
 * PRISM_ASYNC body is rejected (P090).
 */
#include "prism.h"

PRISM_DEVICE(float, early_out, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < nk; k++) {
        PRISM_ASYNC(s, stage) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s + i, src + k * 128 + i); }
            if (k + 1 == nk)
                break; /* error P090 */
        }
        PRISM_GROUP(THREAD(1)) { acc += stage[(i + 4) % 128]; }
    }
    return acc;
}
/*
 * check-name: adversarial: a break out of the refill scope on the last tile
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_break_tail.cu:22:17: error: 'break' leaves the PRISM_ASYNC scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_async2_break_tail.cu:19:9: note: the PRISM_ASYNC begins here
adv_async2_break_tail.cu:22:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_async2_break_tail.cu:22:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_async2_break_tail.cu:22:17: note: see: prism-check --explain P090
 * check-error-end
 */
