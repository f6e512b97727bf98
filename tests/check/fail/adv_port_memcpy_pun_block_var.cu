/*
 * adv_port_memcpy_pun_block_var.cu - a float radix-sort pass that gets a
 * key's bits by the usual type pun, memcpy(&bits, &key, 4), with `bits`
 * hoisted to the top of the block's code (declared once "for the
 * block").  Each thread copies its own key: bits is per thread, and the
 * sign test that picks the path with the block's staging barrier
 * (negative keys are flipped through shared memory) diverges inside the
 * block: some threads wait at a barrier the others skip.  memcpy writes a
 * thread[1] value into a block[1] local through its address: P030 (SPEC
 * 5.1's flow rule, as for an array a callee writes).
 */
#include "prism.h"
#include <string.h>

PRISM_KERNEL(float_keys, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, keys, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float key = keys[g];
    PRISM_AT(THREAD(1)) unsigned u = 0u;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) unsigned bits = 0u;
        memcpy(&bits, &key, sizeof bits); /* error P030 */
        u = bits;
        if (bits >> 31) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = ~u; }
            }
            PRISM_GROUP(THREAD(1)) { u = tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = u; }
    }
}
/*
 * check-name: adversarial port: memcpy type pun of a thread's key into a block[1] local
 * check-exit-value: 1
 *
 * check-error-start
adv_port_memcpy_pun_block_var.cu:25:16: error: local 'bits' at block[1] receives a value computed from 'key' at thread[1], written by 'memcpy' through its address: values flow only from broader to narrower [P030]
adv_port_memcpy_pun_block_var.cu:24:37: note: 'bits' is declared block[1] here
adv_port_memcpy_pun_block_var.cu:25:16: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_memcpy_pun_block_var.cu:25:16: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_memcpy_pun_block_var.cu:25:16: note: see: prism-check --explain P030
 * check-error-end
 */
