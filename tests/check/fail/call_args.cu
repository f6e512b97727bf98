/*
 * call_args.cu - argument perspectives: scalars, const and non-const pointers, count
 */
#include "prism.h"
PRISM_DEVICE(int, warp_count, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, THREAD(32)))
{
    return n;
}

PRISM_DEVICE(void, warp_zero, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(32)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = 0.0f; }
    }
}

PRISM_DEVICE(float, warp_first, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, THREAD(32)))
{
    return in[0];
}

PRISM_DEVICE(void, block_caller, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)),
             PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_AT(THREAD(1)) const float *mine = in + PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) int k = 0;
    PRISM_GROUP(THREAD(32)) {
        k = PRISM_CALL(warp_count, lane); /* error P072 */
    }
    PRISM_CALL(warp_zero, out); /* error P073 */
    (void)PRISM_CALL(warp_first, mine); /* error P074 */
    (void)PRISM_CALL(warp_first, in);                /* broader const pointer: fine */
    (void)k;
}
/*
 * check-name: argument perspectives: scalars, const and non-const pointers, count
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
call_args.cu:33:36: error: argument 'lane' at thread[1] is narrower than parameter 'n' at thread[32] of 'warp_count' [P072]
call_args.cu:6:14: note: parameter 'n' is declared thread[32] here
call_args.cu:33:36: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
call_args.cu:33:36: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
call_args.cu:33:36: note: see: prism-check --explain P072
call_args.cu:35:27: error: pointer argument 'out' at block[1] must match parameter 'out' at thread[32] of 'warp_zero' exactly: 'warp_zero' may write through it [P073]
call_args.cu:12:14: note: parameter 'out' is declared thread[32] here
call_args.cu:35:27: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
call_args.cu:35:27: note: fix: hand 'warp_zero' its part with a partition around the call, in the code that owns 'out': PRISM_PARTITION(out_part, out, THREAD(32), offset) { PRISM_CALL(warp_zero, ..., out_part, ...); } (the offset from ids at least as broad as thread[32])
call_args.cu:35:27: note: see: prism-check --explain P073
call_args.cu:36:34: error: const pointer argument 'mine' at thread[1] is narrower than parameter 'in' at thread[32] of 'warp_first' [P074]
call_args.cu:20:14: note: parameter 'in' is declared thread[32] here
call_args.cu:36:34: note: fix: pass a pointer at least as broad as the parameter, or declare the parameter narrower
call_args.cu:36:34: note: see: prism-check --explain P074
 * check-error-end
 */
