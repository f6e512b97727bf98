/*
 * hopper_setmaxnreg.cu - setmaxnreg (SPEC 8.2).  The count is a constant
 * multiple of 8 from 24 to 256 (P120); the kernel pins BLOCKDIM(n, k), or
 * ptxas drops the instruction, and a device function's k is its callers'
 * (P121); one count per split arm, and none in
 * code that runs in every arm (P122); the arms' threads x counts fit the
 * block's registers at entry, n x (65536 / (n k) rounded down to 8) (P123).
 */
#include "prism.h"

#define WS_BOUND PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1))

PRISM_KERNEL(bad_values, WS_BOUND, PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(100); } /* error P120 */
            PRISM_CASE(1) {
                prism_setmaxnreg_dec(n);                 /* error P120 */
                prism_setmaxnreg_dec(16);                /* error P120 */
            }
        }
    }
}

PRISM_KERNEL(no_min_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; } /* error P121 */
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}

PRISM_KERNEL(two_in_one_arm, WS_BOUND, PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) {
                prism_setmaxnreg_inc(232);
                if (n > 0)
                    prism_setmaxnreg_inc(240); /* error P122 */
            }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}

PRISM_KERNEL(outside_the_arms, WS_BOUND, PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        prism_setmaxnreg_dec(160); /* error P122 */
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}

PRISM_KERNEL(over_budget, WS_BOUND, PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(240); (void)n; } /* 256 x 240 = 61440 */
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }           /* + 128 x 40 > 384 x 168 */
        }
    }
}

/* Two blocks per SM: 85 registers at entry (80 rounded), so 232 no longer fits. */
PRISM_KERNEL(over_budget_two_blocks, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 2), WARPGROUP(1)),
             PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) { /* error P123 */
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}

/* fine: 256 x 232 + 128 x 40 = 64512 = 384 x 168 exactly */
PRISM_KERNEL(fits_exactly, WS_BOUND, PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { prism_setmaxnreg_inc(232); (void)n; }
            PRISM_CASE(1) { prism_setmaxnreg_dec(40); }
        }
    }
}
PRISM_DEVICE(void, roles, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(256, 1), WARPGROUP(1)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARPGROUP) {
        PRISM_CASE(1) { prism_setmaxnreg_inc(256); }
        PRISM_CASE(1) { prism_setmaxnreg_dec(24); }
    }
}

/* Two blocks per SM leave 128 registers a thread: the callee's 256 + 24 budget was for one. */
PRISM_KERNEL(other_k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256, 2), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(roles); /* error P121 */
    }
}
/*
 * check-name: setmaxnreg: counts, launch bounds, one count per arm, the register budget
 * check-exit-value: 1
 *
 * check-error-start
hopper_setmaxnreg.cu:17:50: error: 'prism_setmaxnreg_inc(100)': the register count must be a multiple of 8 from 24 to 256 [P120]
hopper_setmaxnreg.cu:17:50: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
hopper_setmaxnreg.cu:17:50: note: see: prism-check --explain P120
hopper_setmaxnreg.cu:19:38: error: 'prism_setmaxnreg_dec' takes a constant register count; this one is not a constant [P120]
hopper_setmaxnreg.cu:19:38: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
hopper_setmaxnreg.cu:20:38: error: 'prism_setmaxnreg_dec(16)': the register count must be a multiple of 8 from 24 to 256 [P120]
hopper_setmaxnreg.cu:20:38: note: fix: write a constant multiple of 8 from 24 to 256: prism_setmaxnreg_dec(40), prism_setmaxnreg_inc(232)
hopper_setmaxnreg.cu:31:29: error: 'prism_setmaxnreg_inc' in 'no_min_blocks', whose bound does not pin BLOCKDIM(n, k): without launch bounds that give the entry register count ptxas drops setmaxnreg (C7508) [P121]
hopper_setmaxnreg.cu:31:29: note: at stake: ptxas drops every setmaxnreg without a register count at entry: the consumers get no more registers
hopper_setmaxnreg.cu:31:29: note: fix: give the minimum of blocks per SM beside the block size: BLOCKDIM(384, 1) (k blocks of 384 threads must fit 2048 threads an SM)
hopper_setmaxnreg.cu:31:29: note: see: prism-check --explain P121
hopper_setmaxnreg.cu:44:21: error: setmaxnreg(240) where this arm already set 232: one arm, one register count [P122]
hopper_setmaxnreg.cu:42:17: note: the arm's first setmaxnreg
hopper_setmaxnreg.cu:44:21: note: at stake: the register budget has no single sum: an increase can wait for registers its own arm holds
hopper_setmaxnreg.cu:44:21: note: fix: call setmaxnreg once per arm, inside each PRISM_CASE, with one count per arm
hopper_setmaxnreg.cu:44:21: note: see: prism-check --explain P122
hopper_setmaxnreg.cu:54:9: error: setmaxnreg outside the arms of a split whose arms set their own: it runs in every arm [P122]
hopper_setmaxnreg.cu:55:9: note: the split
hopper_setmaxnreg.cu:54:9: note: at stake: the register budget has no single sum: an increase can wait for registers its own arm holds
hopper_setmaxnreg.cu:54:9: note: fix: call setmaxnreg once per arm, inside each PRISM_CASE, with one count per arm
hopper_setmaxnreg.cu:65:9: error: the arms' setmaxnreg counts need 66560 registers (threads x count, summed over the block); the block holds 64512 (384 threads x 168 at entry, BLOCKDIM(384, 1)): the increasing warpgroups would wait forever [P123]
hopper_setmaxnreg.cu:65:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
hopper_setmaxnreg.cu:65:9: note: fix: lower the counts until the arms' threads x count add up to at most 64512 (384 threads x 168 registers at entry); an arm whose setmaxnreg some path skips keeps its 168; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
hopper_setmaxnreg.cu:65:9: note: see: prism-check --explain P123
hopper_setmaxnreg.cu:77:9: error: the arms' setmaxnreg counts need 64512 registers (threads x count, summed over the block); the block holds 30720 (384 threads x 80 at entry, BLOCKDIM(384, 2)): the increasing warpgroups would wait forever [P123]
hopper_setmaxnreg.cu:77:9: note: at stake: the increasing warpgroups wait forever for registers the block does not have
hopper_setmaxnreg.cu:77:9: note: fix: lower the counts until the arms' threads x count add up to at most 30720 (384 threads x 80 registers at entry); an arm whose setmaxnreg some path skips keeps its 80; or ask for fewer blocks per SM (a smaller k in BLOCKDIM(384, k)), which gives each thread more at entry
hopper_setmaxnreg.cu:108:9: error: 'roles' sets registers for BLOCKDIM(n, 1); 'other_k' pins 2 blocks per SM: ptxas keeps the kernel's launch bounds, so the callee's budget does not hold here [P121]
hopper_setmaxnreg.cu:108:9: note: at stake: ptxas drops every setmaxnreg without a register count at entry: the consumers get no more registers
hopper_setmaxnreg.cu:108:9: note: fix: pin threads and minimum blocks per SM in the bound: BLOCKDIM(384, 1)
 * check-error-end
 */
