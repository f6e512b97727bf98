/*
 * adv_port_match_all_pred_block.cu - a radix-sort pass with a fast path
 * for tiles whose keys all have one digit, ported from a warp-per-tile
 * kernel to a block: `__match_all_sync(FULL, digit, &uniform)` in block
 * code, then `if (uniform) { ... block barrier ... }`.  In block code the
 * match runs once per warp and each warp writes its own predicate: one
 * warp's keys may share a digit while another's do not, so some warps
 * take the barrier path and the others skip it (a hang, or a barrier
 * that opens early).  The predicate is uniform over the warp (thread[32],
 * SPEC 8: __match_all_sync's result is the unit's); written into a
 * block[1] variable through its address it is a narrower value flowing
 * into a broader variable: P030 (SPEC 5.1, as for an array a callee
 * writes).
 */
#include "prism.h"

PRISM_KERNEL(radix_fast, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const uint32_t *, keys, GRID(1)), PRISM_PARAM(uint32_t *, out, GRID(1)),
             PRISM_PARAM(int, shift, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) uint32_t k = keys[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const unsigned digit = (k >> shift) & 15u;
        PRISM_AT(BLOCK(1)) int uniform = 0;
        (void)__match_all_sync(0xffffffffu, digit, &uniform); /* error P030 */
        if (uniform) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = k; }
            }
            PRISM_GROUP(THREAD(1)) { k = tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = k; }
    }
}
/*
 * check-name: adversarial port: __match_all_sync's per-warp predicate written into a block[1] flag
 * check-exit-value: 1
 *
 * check-error-start
adv_port_match_all_pred_block.cu:28:52: error: local 'uniform' at block[1] receives its result (the same on every lane of the unit) at thread[32], written by '__match_all_sync' through its address: values flow only from broader to narrower [P030]
adv_port_match_all_pred_block.cu:27:32: note: 'uniform' is declared block[1] here
adv_port_match_all_pred_block.cu:28:52: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_match_all_pred_block.cu:28:52: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_match_all_pred_block.cu:28:52: note: see: prism-check --explain P030
 * check-error-end
 */
