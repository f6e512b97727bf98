/*
 * adv_ok_break_in_group_loop.cu - the search loop lives inside the
 * per-thread group, so break and continue leave only the user's loop and
 * skip no scope barrier (the right way to do adv_continue_in_partition).
 */
#include "prism.h"

PRISM_DEVICE(void, first_negative, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, x, BLOCK(1)), PRISM_PARAM(int *, pos, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(p, pos, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            p[0] = -1;
            for (int i = t; i < n; i += 32) {
                if (x[i] == 0)
                    continue;
                if (x[i] < 0) {
                    p[0] = i;
                    break;
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: break and continue in a loop wholly inside a group
 *
 * check-error-start
 * check-error-end
 */
