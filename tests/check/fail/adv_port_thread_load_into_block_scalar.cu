/*
 * adv_port_thread_load_into_block_scalar.cu - a work-list kernel: each
 * block reads how many refinement rounds its tile needs and runs them,
 * each round staged in shared memory.  The port loads the count with the
 * library's per-thread load into a block-level variable,
 * PRISM_CALL(prism_thread_load_i32, &rounds, work + t, 1) - indexing by
 * the thread instead of the block - so every thread gets its own round
 * count and the block's barriers are reached a different number of times
 * (a hang).  The callee writes thread[1] values through its dst parameter
 * into the block[1] variable whose address it was given: P030 (SPEC 5.1:
 * a local handed to a callee that writes through it receives the
 * parameter's perspective; the address of a scalar is the one-element
 * case of the array rule).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(refine, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, work, GRID(1)), PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int32_t rounds = 0;
        PRISM_CALL(prism_thread_load_i32, &rounds, work + t, 1); /* error P030 */
        for (int r = 0; r < rounds; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = v; }
            }
            PRISM_GROUP(THREAD(1)) { v += tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a per-thread library load written into a block[1] round count through its address
 * check-exit-value: 1
 *
 * check-error-start
adv_port_thread_load_into_block_scalar.cu:28:43: error: local 'rounds' at block[1] receives the values of parameter 'dst' at thread[1], written by 'prism_thread_load_i32' through its address: values flow only from broader to narrower [P030]
adv_port_thread_load_into_block_scalar.cu:27:36: note: 'rounds' is declared block[1] here
adv_port_thread_load_into_block_scalar.cu:28:43: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_thread_load_into_block_scalar.cu:28:43: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_thread_load_into_block_scalar.cu:28:43: note: see: prism-check --explain P030
 * check-error-end
 */
