/*
 * adv_ok_own_ptr_within_scope.cu - a thread walks its own 4-element part with a local
 * pointer (p = z + 3, p[-k]) and keeps a copy only for this round's scope;
 * nothing of the part outlives the scope.
 */
#include "prism.h"

PRISM_DEVICE(void, walk_part, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    for (int r = 0; r < rounds; r++) {
        PRISM_PARTITION(z, tile, THREAD(1), 4 * ((t + r) % 32)) {
            PRISM_GROUP(THREAD(1)) {
                float *p = z + 3;
                for (int k = 0; k < 4; k++)
                    p[-k] = (float)(r + k);
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): pointer arithmetic on a part, kept inside its scope
 *
 * check-error-start
 * check-error-end
 */
