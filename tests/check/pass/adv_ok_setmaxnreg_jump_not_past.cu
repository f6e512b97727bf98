/*
 * adv_ok_setmaxnreg_jump_not_past.cu - jumps near the producer's
 * setmaxnreg_dec that never skip it (SPEC 8.2, P123).
 *
 * 384 threads at 168 registers: 64,512 in the pool; 256 x 232 + 128 x 40 =
 * 64,512 only when the producer's dec runs on every path.  It does here:
 * the `break` of the first kernel comes after the dec; the inner loop's
 * `break` leaves only that loop, not the do; the `goto` comes after the
 * dec.  The
 * look-alike of adv_hop_setmaxnreg_goto_skip.cu, where the jump comes
 * before the dec and so may skip it.
 */
#include "prism.h"

PRISM_KERNEL(setmaxnreg_break_after, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) {
                do {
                    for (int i = 0; i < 4; i++)
                        if (i == n)
                            break;
                    prism_setmaxnreg_dec(40);
                    if (n > 0)
                        break;
                } while (0);
            }
        }
    }
}

PRISM_KERNEL(setmaxnreg_goto_after, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) {
                prism_setmaxnreg_dec(40);
                if (n > 0)
                    goto done;
                (void)n;
done:
                ;
            }
        }
    }
}
/*
 * check-name: adversarial legal: hopper: a break or goto near the producer's dec that never skips it (P123)
 *
 * check-error-start
 * check-error-end
 */
