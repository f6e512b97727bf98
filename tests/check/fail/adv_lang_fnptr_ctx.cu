/*
 * adv_lang_fnptr_ctx.cu - a warp reduction (thread[32], full-mask
 * shuffles) called from one thread's code without PRISM_CALL, through a
 * function pointer, handing it the caller's hidden context `prism_ctx`
 * so that the call compiles.
 * Under `if (lane < 16)` in thread[1] code, half of each warp runs the
 * full-mask shuffles: undefined on Volta+ (a hang).  SPEC 3.2: the
 * callee's top perspective must be derivable at the call (P070: a
 * thread[1] caller cannot call a thread[32] function); a call that
 * bypasses PRISM_CALL with the context is still that call.  (The SPEC
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

typedef float (*reduce_fn)(prism_ctx_t, float);

PRISM_DEVICE(void, halves, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_GROUP(THREAD(1)) {
        reduce_fn f = warp_sum; /* error P070 */
        if (lane < 16)
            out[0] = f(prism_ctx, v);
    }
}
/*
 * check-name: adversarial lang: a warp function called from thread code through a function pointer, with the hidden context
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_fnptr_ctx.cu:33:23: error: 'warp_sum' is a Prism function used as a value: only PRISM_CALL (or PRISM_LAUNCH) may call it, where its bound is checked against the caller's; a pointer to it would call it unchecked [P070]
adv_lang_fnptr_ctx.cu:33:23: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lang_fnptr_ctx.cu:33:23: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lang_fnptr_ctx.cu:33:23: note: see: prism-check --explain P070
 * check-error-end
 */
