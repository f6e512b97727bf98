/*
 * adv_ok_view_inside_scope.cu - `float *row = c_th + ldc` and a const
 * view of a claimed buffer, derived from the scope's own alias inside the
 * scope: they stay with their owner.
 */
#include "prism.h"

PRISM_DEVICE(void, rows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(float *, c, BLOCK(1)), PRISM_PARAM(int, ldc, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(c_th, c, THREAD(1), 2 * t * ldc) {
        PRISM_GROUP(THREAD(1)) {
            float *row = c_th + ldc;
            c_th[0] = 1.0f;
            row[0] = 2.0f;
        }
    }
    PRISM_SHARED(float, acc, 32);
    PRISM_CLAIM(w, acc, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                const float *second = w + 16;
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(s, w, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { s[0] = 0.0f; }
                }
                PRISM_GROUP(THREAD(1)) { (void)second[lane % 16]; }
            }
        }
    }
}
/*
 * check-name: adversarial legal: views derived from the narrowed pointer inside its scope
 *
 * check-error-start
 * check-error-end
 */
