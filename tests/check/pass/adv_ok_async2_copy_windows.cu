/*
 * adv_ok_async2_copy_windows.cu - the legal look-alikes of
 * fail/adv_async2_copy_window_overlap: async copies whose widths (16, 8 and
 * 4 bytes, zero-fill included) stay inside each unit's slot.  Two 16-byte
 * copies into slots 8 floats apart, one 8-byte copy at elements 2..3 of a
 * 4-float slot, and 4-byte copies at elements 0 and 1 of a 2-float slot
 * (SPEC 6.3: a copy writes its width at its offset): none may be warned
 * about.
 */
#include "prism.h"

PRISM_DEVICE(float, copy_rows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, wide, 256);
    PRISM_SHARED(float, half, 128);
    PRISM_SHARED(float, pair, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_PARTITION(row, wide, THREAD(1), 8 * t) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_ASYNC(r, row) {
                prism_cp_async16(r, src + 8 * t);
                prism_cp_async16z(r + 4, src + 8 * t + 4, 16);
            }
        }
    }
    PRISM_PARTITION(q, half, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_ASYNC(r, q) {
                prism_cp_async8(r + 2, src + 4 * t);
            }
        }
    }
    PRISM_PARTITION(p, pair, THREAD(1), t * 2) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_ASYNC(r, p) {
                prism_cp_async4(r, src + t);
                prism_cp_async4(&r[1], src + t + 32);
            }
        }
    }
    PRISM_AT(THREAD(1)) const float x = wide[(8 * t + 9) % 256] + half[(4 * t + 6) % 128] + pair[(2 * t + 3) % 64];
    return x;
}
/*
 * check-name: adversarial legal: async copies whose widths stay in their partition slots
 *
 * check-error-start
 * check-error-end
 */
