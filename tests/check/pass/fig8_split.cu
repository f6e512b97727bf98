/*
 * fig8_split.cu - Fig. 8: thread[4] split into thread[2], thread[1], thread[1]
 */
#include "prism.h"
PRISM_DEVICE(void, fig8, PRISM_REQUIRES(BLOCK(1), THREAD(4)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(4)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(2) { PRISM_GROUP(THREAD(1)) { out[0] = 2; } }
            PRISM_CASE(1) { out[0] = 1; }
            PRISM_CASE(1) { out[0] = 0; }
        }
    }
}
/*
 * check-name: Fig. 8: thread[4] split into thread[2], thread[1], thread[1]
 *
 * check-error-start
 * check-error-end
 */
