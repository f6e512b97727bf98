/*
 * call_declared_not_defined.cu - a PRISM_DEVICE prototype whose body is
 * in another file (separate compilation).  PRISM_DEVICE functions are
 * static, so the call compiles on both backends and then never links
 * (nvcc -rdc: "referenced but not defined"; gcc: "undefined reference");
 * and nothing of the body is proved.  SPEC 3.1/3.2: P076 at the call.
 * A prototype defined later in the same file is fine (`later`).
 */
#include "prism.h"

PRISM_DEVICE(float, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)));
PRISM_DEVICE(float, later, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)));

PRISM_KERNEL(proto_only, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                xi[0] = PRISM_CALL(twice, xi[0]) + PRISM_CALL(later, xi[0]); /* error P076 */
        }
    }
}

PRISM_DEVICE(float, later, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    return v + 1.0f;
}
/*
 * check-name: PRISM_CALL of a Prism function declared here and defined in another file
 * check-exit-value: 1
 *
 * check-error-start
call_declared_not_defined.cu:21:36: error: PRISM_CALL of 'twice', which is declared but not defined in this translation unit: a Prism function is static, so its definition must be in the file or in a header it includes with quotes [P076]
call_declared_not_defined.cu:11:21: note: 'twice' is declared here
call_declared_not_defined.cu:21:36: note: at stake: the call's perspectives, budget and barriers: nothing about the callee is proved
call_declared_not_defined.cu:21:36: note: fix: include the callee's header with quotes (#include "prism_lib.h") and its directory with -I, or define the function in this file
call_declared_not_defined.cu:21:36: note: see: prism-check --explain P076
 * check-error-end
 */
