/*
 * exits_inside.cu - break, continue and return that stay inside their scope
 */
#include "prism.h"
PRISM_DEVICE(int, stays, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    if (n == 0)
        return 0;                                /* not inside a scope */
    for (int r = 0; r < n; r++) {
        if (r == 3)
            break;
        PRISM_GROUP(THREAD(1)) {
            do {
                out[0] = r;
                if (r > 1)
                    break;
            } while (0);
            while (out[0] > 100) {
                out[0]--;
                continue;
            }
        }
    }
    return n;
}
/*
 * check-name: break, continue and return that stay inside their scope
 *
 * check-error-start
 * check-error-end
 */
