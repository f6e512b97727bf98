/*
 * adv_ok_injective_partitions.cu - stride equal to the extent written
 * (4 * t, four elements), a 2-D tile (row * ld + 2 * col with ld >= 64),
 * a striped layout (lane, stride 32) and a reversed index (255 - t): all
 * injective, none may be warned about.
 */
#include "prism.h"

PRISM_DEVICE(void, layouts, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)),
             PRISM_PARAM(float *, c, BLOCK(1)), PRISM_PARAM(float *, d, BLOCK(1)),
             PRISM_PARAM(int, ld, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pa, a, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                pa[k] = 0.0f;
        }
    }
    PRISM_PARTITION(pb, b, THREAD(1), (t / 32) * ld + 2 * (t % 32)) {
        PRISM_GROUP(THREAD(1)) { pb[0] = 1.0f; pb[1] = 2.0f; }
    }
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(pw, c, THREAD(32), w * 128) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(pl, pw, THREAD(1), lane) {
                PRISM_GROUP(THREAD(1)) {
                    for (int k = 0; k < 4; k++)
                        pl[32 * k] = 3.0f;
                }
            }
        }
    }
    PRISM_PARTITION(pd, d, THREAD(1), 255 - t) {
        PRISM_GROUP(THREAD(1)) { pd[0] = 4.0f; }
    }
}
/*
 * check-name: adversarial legal: injective partitions that must draw no P067 warning
 *
 * check-error-start
 * check-error-end
 */
