/*
 * adv_lang_direct_call_ctx.cu - a warp reduction (thread[32], full-mask
 * shuffles) called from one thread's code as a plain C call, handing it
 * the caller's hidden context `prism_ctx` so that the call compiles.
 * Under `if (lane < 16)` in thread[1] code, half of each warp runs the
 * full-mask shuffles: undefined on Volta+ (a hang).  SPEC 3.2: the
 * callee's top perspective must be derivable at the call (P070: a
 * thread[1] caller cannot call a thread[32] function); a call that
 * bypasses PRISM_CALL with the context is still that call.  The checker
 * also counts the context as a surplus argument (P075), a second
 * diagnostic for the one mistake.  (The SPEC
 * says a plain call of a Prism function does not compile, and does not
 * mention `prism_ctx` named by the user or function pointers: see the
 * report.)
 */
#include "prism.h"

PRISM_DEVICE(float, warp_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float s = v;
    for (int off = 16; off > 0; off /= 2)
        s += prism_shfl_xor(s, off);
    return s;
}

PRISM_DEVICE(void, halves, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_GROUP(THREAD(1)) {
        if (lane < 16)
            out[0] = warp_sum(prism_ctx, v); /* error P070 */ /* error P075 */
    }
}
/*
 * check-name: adversarial lang: a warp function called from thread code as a plain call with the hidden context
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_direct_call_ctx.cu:33:30: error: 'warp_sum' requires {thread[32]}; code here is {thread[1]}, which does not derive thread[32] [P070]
adv_lang_direct_call_ctx.cu:18:31: note: 'warp_sum' declares its bound here
adv_lang_direct_call_ctx.cu:33:30: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lang_direct_call_ctx.cu:33:30: note: fix: call 'warp_sum' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
adv_lang_direct_call_ctx.cu:33:30: note: see: prism-check --explain P070
adv_lang_direct_call_ctx.cu:33:30: error: 'warp_sum' takes 1 argument, 2 given [P075]
adv_lang_direct_call_ctx.cu:18:1: note: 'warp_sum' is declared here
adv_lang_direct_call_ctx.cu:33:30: note: fix: pass exactly the parameters the callee declares, in order
adv_lang_direct_call_ctx.cu:33:30: note: see: prism-check --explain P075
 * check-error-end
 */
