/*
 * adv_port_ballot_as_block_flag.cu - an early-exit test for an iterative
 * kernel: "does any thread still have work?", written with a warp vote,
 * `any = __ballot_sync(FULL, busy) != 0; if (!any) break;`, inside a
 * block loop whose body stages data behind a barrier.  The ballot is the
 * warp's answer, not the block's: a warp whose lanes are all done breaks
 * out while the other warps go on to the next round's barrier and wait
 * for it forever.  A ballot in block[1] code runs once per warp and is
 * uniform over the warp only (thread[32]): stored in a block[1] variable
 * it is P030 (__syncthreads_or is the block's vote).
 */
#include "prism.h"

PRISM_KERNEL(until_done, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int round = 0; round < 16; round++) {
            PRISM_AT(BLOCK(1)) const int any = __ballot_sync(0xffffffffu, v > 1) != 0; /* error P030 */
            if (!any)
                break;
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = v; }
            }
            PRISM_GROUP(THREAD(1)) { v = v > 1 ? v / 2 + tile[t ^ 1] % 2 : v; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a warp ballot taken for the block's "any thread busy" flag
 * check-exit-value: 1
 *
 * check-error-start
adv_port_ballot_as_block_flag.cu:23:42: error: 'any' at block[1] cannot receive a thread[32] value (from the result of '__ballot_sync'): values flow only from broader to narrower [P030]
adv_port_ballot_as_block_flag.cu:23:42: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_ballot_as_block_flag.cu:23:42: note: fix: declare 'any' at the value's perspective, PRISM_AT(THREAD(32)), in code at that perspective (PRISM_GROUP(THREAD(32)) { ... } around its uses), or compute a value as broad as block[1]
adv_port_ballot_as_block_flag.cu:23:42: note: see: prism-check --explain P030
 * check-error-end
 */
