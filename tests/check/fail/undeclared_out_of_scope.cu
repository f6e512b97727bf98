/*
 * undeclared_out_of_scope.cu - a local used outside the scope that
 * declares it: a thread id taken inside a group and used in a partition's
 * offset outside it, a counter declared in narrower code and read after
 * it.  gcc and nvcc refuse these; the checker did not know the name's
 * perspective at the use, so the rules reading it said nothing and the
 * file was accepted (red team d1, the literal fixes of c15 and c28).
 * Names the checker cannot see (from system headers it does not read)
 * are left to the compilers: pass/undeclared_system_names.cu.
 */
#include "prism.h"

PRISM_KERNEL(out_of_scope, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(o, out, THREAD(1), b * 64 + t) { /* error P100 */
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_GROUP(THREAD(1)) {
                int cnt = t;
                o[0] = cnt;
            }
            PRISM_GROUP(THREAD(1)) { o[0] += cnt; } /* error P100 */
        }
    }
}

/*
 * check-name: a local used outside the scope that declares it
 * check-exit-value: 1
 *
 * check-error-start
undeclared_out_of_scope.cu:17:49: error: 't' is not declared in this scope [P100]
undeclared_out_of_scope.cu:19:43: note: 't' is declared here, in a scope that does not enclose this use
undeclared_out_of_scope.cu:17:49: note: fix: declare it where both its uses can see it, at the perspective its value has (a value each thread has is PRISM_AT(THREAD(1)) in the enclosing code)
undeclared_out_of_scope.cu:17:49: note: see: prism-check --explain P100
undeclared_out_of_scope.cu:24:46: error: 'cnt' is not declared in this scope [P100]
undeclared_out_of_scope.cu:21:21: note: 'cnt' is declared here, in a scope that does not enclose this use
undeclared_out_of_scope.cu:24:46: note: fix: declare it where both its uses can see it, at the perspective its value has (a value each thread has is PRISM_AT(THREAD(1)) in the enclosing code)
 * check-error-end
 */
