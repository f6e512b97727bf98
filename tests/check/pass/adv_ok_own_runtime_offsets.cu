/*
 * adv_ok_own_runtime_offsets.cu - offsets the checker cannot prove anything about: a
 * run-time stride (t * stride), a permutation read from memory (perm[t]),
 * a run-time pitch (r * pitch + c) and a tile size held in a const local
 * (t * per) equal to the stride of the 4-element window.  SPEC 6.3: P067
 * warns only with a proof; these must be accepted silently.
 */
#include "prism.h"

PRISM_DEVICE(void, runtime_offsets, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(const int *, perm, BLOCK(1)),
             PRISM_PARAM(int, stride, GRID(1)), PRISM_PARAM(int, pitch, GRID(1)),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(a, out, THREAD(1), t * stride) {
        PRISM_GROUP(THREAD(1)) { a[0] = v; }
    }
    PRISM_PARTITION(b, out, THREAD(1), perm[t]) {
        PRISM_GROUP(THREAD(1)) { b[0] = v; }
    }
    PRISM_AT(THREAD(1)) const int r = t / 8;
    PRISM_AT(THREAD(1)) const int c = t % 8;
    PRISM_PARTITION(d, out, THREAD(1), r * pitch + c) {
        PRISM_GROUP(THREAD(1)) { d[0] = v; }
    }
    const int per = 4;
    PRISM_PARTITION(e, out, THREAD(1), t * per) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < per; k++)
                e[k] = v;
        }
    }
}
/*
 * check-name: adversarial (ownership): offsets whose injectivity depends on run-time values: nothing to prove, no warning
 *
 * check-error-start
 * check-error-end
 */
