/*
 * adv_ok_lang_break_continue_in_group.cu - the legal side of the
 * break/continue-through-a-group mistakes: inside one thread's group, a
 * user loop holds a switch whose `break` leaves the switch and whose
 * `continue` goes to that user loop, and a `do { } while (0)` is left by
 * `break`.  Every jump stays inside the PRISM_GROUP body (SPEC 6.6: loops
 * wholly inside a body may use break and continue freely).
 */
#include "prism.h"

PRISM_DEVICE(void, classify, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, THREAD(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int32_t pos = 0, neg = 0;
        for (int i = t; i < n; i += 32) {
            switch (in[i] > 0 ? 1 : in[i] < 0 ? -1 : 0) {
            case 0:
                continue;
            case 1:
                pos++;
                break;
            default:
                neg++;
                break;
            }
        }
        do {
            if (pos == 0)
                break;
            out[0] = pos - neg;
        } while (0);
    }
}
/*
 * check-name: adversarial legal lang: break and continue in a switch and a do-while(0) inside one thread's group
 *
 * check-error-start
 * check-error-end
 */
