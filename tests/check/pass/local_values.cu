/*
 * local_values.cu - narrow values are fine where nothing collective depends on them
 */
#include "prism.h"
struct acc4 {
    float v[4];
    int n;
};

PRISM_DEVICE(int, local, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = t > n ? 1 : 2;          /* a select, not a branch */
    r = (t > n) && (n > 0);
    PRISM_AT(THREAD(1)) int cnt[4];                      /* per-thread registers */
    cnt[t % 4] = t;                                      /* an element store is an assignment */
    PRISM_AT(THREAD(1)) struct acc4 acc;                 /* fields of a local struct, too */
    float m[2][3];
    acc.v[t % 4] = 1.0f;
    acc.n = 3;
    m[1][2] = acc.v[0];
    *m[0] = 2.0f;
    r += (int)m[1][2] + acc.n;
    PRISM_GROUP(THREAD(1)) {
        if (t < n) {
            r += cnt[0];
            switch (r) {
            case 0:
                r = 1;
                break;
            default:
                break;
            }
        }
        for (int i = 0; i < t; i++) {
            if (i > 3)
                continue;
            r += i;
        }
        goto done;
    done:
        r++;
    }
    return r;
}
/*
 * check-name: narrow values are fine where nothing collective depends on them
 *
 * check-error-start
 * check-error-end
 */
