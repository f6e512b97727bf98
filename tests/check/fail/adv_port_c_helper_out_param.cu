/*
 * adv_port_c_helper_out_param.cu - a kernel that keeps CUDA's small
 * __device__ helper for decoding a packed header, `decode(&len, &flags,
 * word)`, a plain C function with out-parameters, and declares len at
 * block level because "the header is the block's".  The word passed is
 * the thread's own (hdr[t] instead of hdr[block]), so len differs between
 * the threads of a block and the staging loop's barriers are reached a
 * different number of times: a hang.  The helper writes a value computed
 * from a thread[1] argument into a block[1] local through its address:
 * P030 by SPEC 5.1's flow rule (a local handed to a callee that writes
 * through it receives what the callee writes).  SPEC 3.2 says plain C
 * calls are "checked only for the perspectives of their arguments'
 * reads", which may be read as leaving this write unchecked: see the
 * report.
 */
#include "prism.h"

static inline void decode(int *len, int *flags, int word)
{
    *len = word & 0xff;
    *flags = word >> 8;
}

PRISM_KERNEL(packets, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, hdr, GRID(1)), PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int len = 0, flags = 0;
        decode(&len, &flags, hdr[g]); /* error P030 */
        for (int r = 0; r < len; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = v + flags; }
            }
            PRISM_GROUP(THREAD(1)) { v = tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a plain C helper's out-parameters write a per-thread header into block[1] locals
 * check-exit-value: 1
 *
 * check-error-start
adv_port_c_helper_out_param.cu:34:16: error: local 'len' at block[1] receives a value computed from 'g' at thread[1], written by 'decode' through its address: values flow only from broader to narrower [P030]
adv_port_c_helper_out_param.cu:33:32: note: 'len' is declared block[1] here
adv_port_c_helper_out_param.cu:34:16: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_c_helper_out_param.cu:34:16: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_port_c_helper_out_param.cu:34:16: note: see: prism-check --explain P030
adv_port_c_helper_out_param.cu:34:22: error: local 'flags' at block[1] receives a value computed from 'g' at thread[1], written by 'decode' through its address: values flow only from broader to narrower [P030]
adv_port_c_helper_out_param.cu:33:41: note: 'flags' is declared block[1] here
adv_port_c_helper_out_param.cu:34:22: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_c_helper_out_param.cu:34:22: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
