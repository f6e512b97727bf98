/*
 * adv_port_one_thread_out_param.cu - "thread 0 computes, everyone uses",
 * with the broadcast through shared memory forgotten: thread 0 decodes
 * the block's scale exponent with frexpf(max, &e) into a block-level
 * local, `if (threadIdx.x == 0) m = frexpf(hdr[b], &e);`, and the block
 * then loops e times around a shared staging step.  A local is each
 * thread's own register: only thread 0's e is set, the others keep 0 and
 * skip the loop's barriers while thread 0 waits in them (a hang).  A
 * block[1] variable written (through its address) in thread[1] code run
 * by one thread of the block is P031 (SPEC 5.1, write down).
 */
#include "prism.h"

PRISM_KERNEL(scale_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, hdr, GRID(1)), PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float x = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int e = 0;
        PRISM_ONE {
            const float m = frexpf(hdr[b], &e); /* error P031 */
            (void)m;
        }
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
 * check-name: adversarial port: one thread sets a block[1] round count through frexpf's out-parameter
 * check-exit-value: 1
 *
 * check-error-start
adv_port_one_thread_out_param.cu:26:44: error: write through the address of 'e' at block[1] in code at thread[1]: only part of the block[1] runs here, so it would stop being uniform [P031]
adv_port_one_thread_out_param.cu:24:32: note: 'e' is declared block[1] here
adv_port_one_thread_out_param.cu:26:44: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_port_one_thread_out_param.cu:26:44: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_port_one_thread_out_param.cu:26:44: note: see: prism-check --explain P031
 * check-error-end
 */
