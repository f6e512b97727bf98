/*
 * adv_ok_address_not_load.cu - address expressions load nothing: `*&a`
 * and `(&a)[0]` are the local `a` itself, and a row `t2[1]` of a 2-D
 * __shared__ array (or `&t2[1][0]`, `*t2`) is address arithmetic, as
 * `&t1[128]` of a 1-D array is: block[1] values, which a block[1]
 * pointer may hold (red team A3 7: each was P030, "memory read through
 * non-const").
 */
#include "prism.h"

PRISM_KERNEL(addr_not_load, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        __shared__ int t2[2][128];
        PRISM_SHARED(int, a, 128);
        int *cur = *&a;
        int *same = (&a)[0];
        int *row = t2[1];
        int *row2 = &t2[1][0];
        int *row0 = *t2;
        (void)same;
        (void)row2;
        (void)row0;
        PRISM_PARTITION(w, cur, THREAD(1), g) {
            PRISM_GROUP(THREAD(1)) { w[0] = g; }
        }
        PRISM_PARTITION(w, row, THREAD(1), g) {
            PRISM_GROUP(THREAD(1)) { w[0] = g; }
        }
        PRISM_GROUP(THREAD(1)) { r = t2[1][(g + 1) % 128] + a[g]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: *&a is a, a row t2[1] of a 2-D __shared__ array is an address, not a load
 *
 * check-error-start
 * check-error-end
 */
