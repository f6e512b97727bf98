/*
 * sig_33_params.cu - a kernel or device function has 0 to 32 parameters
 * (SPEC 3.1): prism.h's parameter macros count to 32, so a 33rd, which the
 * checker used to accept, fails inside them in both compilers.  The error
 * is at the one too many; 32 (dev32) is fine.
 */
#include "prism.h"
PRISM_DEVICE(void, dev32, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, q0, THREAD(1)),
             PRISM_PARAM(int, q1, THREAD(1)),
             PRISM_PARAM(int, q2, THREAD(1)),
             PRISM_PARAM(int, q3, THREAD(1)),
             PRISM_PARAM(int, q4, THREAD(1)),
             PRISM_PARAM(int, q5, THREAD(1)),
             PRISM_PARAM(int, q6, THREAD(1)),
             PRISM_PARAM(int, q7, THREAD(1)),
             PRISM_PARAM(int, q8, THREAD(1)),
             PRISM_PARAM(int, q9, THREAD(1)),
             PRISM_PARAM(int, q10, THREAD(1)),
             PRISM_PARAM(int, q11, THREAD(1)),
             PRISM_PARAM(int, q12, THREAD(1)),
             PRISM_PARAM(int, q13, THREAD(1)),
             PRISM_PARAM(int, q14, THREAD(1)),
             PRISM_PARAM(int, q15, THREAD(1)),
             PRISM_PARAM(int, q16, THREAD(1)),
             PRISM_PARAM(int, q17, THREAD(1)),
             PRISM_PARAM(int, q18, THREAD(1)),
             PRISM_PARAM(int, q19, THREAD(1)),
             PRISM_PARAM(int, q20, THREAD(1)),
             PRISM_PARAM(int, q21, THREAD(1)),
             PRISM_PARAM(int, q22, THREAD(1)),
             PRISM_PARAM(int, q23, THREAD(1)),
             PRISM_PARAM(int, q24, THREAD(1)),
             PRISM_PARAM(int, q25, THREAD(1)),
             PRISM_PARAM(int, q26, THREAD(1)),
             PRISM_PARAM(int, q27, THREAD(1)),
             PRISM_PARAM(int, q28, THREAD(1)),
             PRISM_PARAM(int, q29, THREAD(1)),
             PRISM_PARAM(int, q30, THREAD(1)),
             PRISM_PARAM(int, q31, THREAD(1)))
{
}

PRISM_KERNEL(k33, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p0, GRID(1)),
             PRISM_PARAM(int, p1, GRID(1)),
             PRISM_PARAM(int, p2, GRID(1)),
             PRISM_PARAM(int, p3, GRID(1)),
             PRISM_PARAM(int, p4, GRID(1)),
             PRISM_PARAM(int, p5, GRID(1)),
             PRISM_PARAM(int, p6, GRID(1)),
             PRISM_PARAM(int, p7, GRID(1)),
             PRISM_PARAM(int, p8, GRID(1)),
             PRISM_PARAM(int, p9, GRID(1)),
             PRISM_PARAM(int, p10, GRID(1)),
             PRISM_PARAM(int, p11, GRID(1)),
             PRISM_PARAM(int, p12, GRID(1)),
             PRISM_PARAM(int, p13, GRID(1)),
             PRISM_PARAM(int, p14, GRID(1)),
             PRISM_PARAM(int, p15, GRID(1)),
             PRISM_PARAM(int, p16, GRID(1)),
             PRISM_PARAM(int, p17, GRID(1)),
             PRISM_PARAM(int, p18, GRID(1)),
             PRISM_PARAM(int, p19, GRID(1)),
             PRISM_PARAM(int, p20, GRID(1)),
             PRISM_PARAM(int, p21, GRID(1)),
             PRISM_PARAM(int, p22, GRID(1)),
             PRISM_PARAM(int, p23, GRID(1)),
             PRISM_PARAM(int, p24, GRID(1)),
             PRISM_PARAM(int, p25, GRID(1)),
             PRISM_PARAM(int, p26, GRID(1)),
             PRISM_PARAM(int, p27, GRID(1)),
             PRISM_PARAM(int, p28, GRID(1)),
             PRISM_PARAM(int, p29, GRID(1)),
             PRISM_PARAM(int, p30, GRID(1)),
             PRISM_PARAM(int, p31, GRID(1)),
             PRISM_PARAM(int, p32, GRID(1)) /* error P104 */)
{
}
/*
 * check-name: P104: 33 parameters, one more than prism.h's macros take
 * check-exit-value: 1
 *
 * check-error-start
sig_33_params.cu:77:14: error: more than 32 parameters in one PRISM_KERNEL [P104]
sig_33_params.cu:77:14: note: fix: split the input (named temporaries for deep expressions, fewer nested blocks, smaller generated files)
sig_33_params.cu:77:14: note: see: prism-check --explain P104
 * check-error-end
 */
