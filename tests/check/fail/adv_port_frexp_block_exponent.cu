/*
 * adv_port_frexp_block_exponent.cu - block floating point: each block
 * scales its tile by the exponent of the tile's largest magnitude and
 * halves the tile through shared memory once per exponent step.  The port
 * declares the exponent at block level (it is meant to be the block's)
 * but passes the thread's own value to frexpf, `frexpf(x, &e)`, instead
 * of the reduced maximum: every thread gets its own exponent, and the
 * rounds of the staging loop (a barrier each) differ between the threads
 * of a block: a hang.  frexpf writes a thread[1] value through its
 * out-parameter into a block[1] variable: P030 (SPEC 5.1; docs/SYNC.md 1
 * names frexpf's out-parameter as written).
 */
#include "prism.h"

PRISM_KERNEL(bfp_scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float x = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int e = 0;
        PRISM_AT(THREAD(1)) const float mant = frexpf(x, &e); /* error P030 */
        (void)mant;
        for (int r = 0; r < e; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x * 0.5f; }
            }
            PRISM_GROUP(THREAD(1)) { x = tile[t]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = x; }
    }
}
/*
 * check-name: adversarial port: frexpf's per-thread exponent written into a block[1] round count
 * check-exit-value: 1
 *
 * check-error-start
adv_port_frexp_block_exponent.cu:24:58: error: local 'e' at block[1] receives a value computed from 'x' at thread[1], written by 'frexpf' through its address: values flow only from broader to narrower [P030]
adv_port_frexp_block_exponent.cu:23:32: note: 'e' is declared block[1] here
adv_port_frexp_block_exponent.cu:24:58: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_frexp_block_exponent.cu:24:58: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_frexp_block_exponent.cu:24:58: note: see: prism-check --explain P030
 * check-error-end
 */
