/*
 * adv_async2_continue_skip.cu - odd rounds have nothing to copy, so the
 * refill scope "continues" to the next round from inside its body.  The
 * continue only ends the scope's one-shot loop: the exit wait and barrier
 * of the scope are skipped and the read after it runs against copies of
 * other threads still in flight.  SPEC 6.6 (P090).
 */
#include "prism.h"

PRISM_DEVICE(float, skip_odd, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < nk; k++) {
        PRISM_ASYNC(s, stage) {
            if (k & 1)
                continue; /* error P090 */
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s + i, src + k * 128 + i); }
        }
        PRISM_GROUP(THREAD(1)) { acc += stage[(i + 4) % 128]; }
    }
    return acc;
}
/*
 * check-name: adversarial: a continue inside the refill scope on the rounds without a copy
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_continue_skip.cu:19:17: error: 'continue' leaves the PRISM_ASYNC scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_async2_continue_skip.cu:17:9: note: the PRISM_ASYNC begins here
adv_async2_continue_skip.cu:19:17: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_async2_continue_skip.cu:19:17: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_async2_continue_skip.cu:19:17: note: see: prism-check --explain P090
 * check-error-end
 */
