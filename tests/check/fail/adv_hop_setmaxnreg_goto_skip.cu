/*
 * adv_hop_setmaxnreg_goto_skip.cu - the producer's setmaxnreg_dec jumped
 * over by a forward goto on some launches, while the consumers increase
 * (SPEC 8.2, P123).
 *
 * 384 threads at 168 registers: 64,512 in the pool.  The consumers ask for
 * 256 x 232 = 59,392; the producer gives back down to 40 only when n <= 0.
 * When the goto is taken the producer keeps 168: 59,392 + 128 x 168 =
 * 80,896 > 64,512, and the increasing warpgroups wait forever.  SPEC 8.2
 * (P123): "an arm where some path skips its setmaxnreg (one side of an
 * if, a loop that may run no round, a switch) counts the larger of the
 * two".  The same arm written `if (n <= 0) prism_setmaxnreg_dec(40);` is
 * rejected with P123 at the split; the goto path is a path that skips it
 * too, and so is a `break` out of `do { } while (0)` (second kernel).
 */
#include "prism.h"

PRISM_KERNEL(setmaxnreg_goto_skip, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }   /* consumers */
            PRISM_CASE(1) {                                          /* producer */
                if (n > 0)
                    goto skip;
                prism_setmaxnreg_dec(40);
skip:
                ;
            }
        }
    }
}

/* The same skip as a `break` out of `do { ... } while (0)`, the shape of
 * many macros: also a path on which the producer keeps 168. */
PRISM_KERNEL(setmaxnreg_break_skip, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) {
                do {
                    if (n > 0)
                        break;
                    prism_setmaxnreg_dec(40);
                } while (0);
            }
        }
    }
}
/*
 * check-name: adversarial buggy: a goto skips the producer's setmaxnreg_dec while the consumers increase (P123)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_setmaxnreg_goto_skip.cu:22:9: error: the arms' setmaxnreg counts need 80896 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
adv_hop_setmaxnreg_goto_skip.cu:22:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hop_setmaxnreg_goto_skip.cu:22:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
adv_hop_setmaxnreg_goto_skip.cu:22:9: note: see: prism-check --explain P123
adv_hop_setmaxnreg_goto_skip.cu:41:9: error: the arms' setmaxnreg counts need 80896 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
adv_hop_setmaxnreg_goto_skip.cu:41:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
adv_hop_setmaxnreg_goto_skip.cu:41:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
 * check-error-end
 */
