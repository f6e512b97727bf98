/*
 * adv_ok_hopper_setmaxnreg_nested.cu - two consumer warpgroups that need different counts get them from a
 * nested split (an arm that splits again leaves the counts to its inner
 * arms), the producer repeats its one count (repeating is fine), and a
 * fourth warpgroup sets none and keeps the entry count: 512 threads at 1
 * block/SM enter with 128, and 128 x (176 + 152 + 40 + 128) = 63488 <=
 * 65536.  SPEC 8.2 P122, P123.
 */
#include "prism.h"

PRISM_KERNEL(nested, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) {
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(1) { prism_setmaxnreg_inc(176); (void)n; }
                    PRISM_CASE(1) { prism_setmaxnreg_inc(152); }
                }
            }
            PRISM_CASE(1) {
                prism_setmaxnreg_dec(40);
                prism_setmaxnreg_dec(40);
            }
            PRISM_CASE(1) { }
        }
    }
}
/*
 * check-name: adversarial: hopper: per-warpgroup counts through a nested split, a repeated count, an arm at the entry count
 *
 * check-error-start
 * check-error-end
 */
