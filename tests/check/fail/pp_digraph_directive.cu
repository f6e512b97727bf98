/*
 * pp_digraph_directive.cu - `%:` is `#` in every respect but its spelling
 * (C17 6.4.6p3, C++ [lex.digraph]), so `%:endif` ends the `#if 0` for gcc
 * and nvcc: the divergent barrier between the two `%:` lines is compiled,
 * and the checker must read it too.
 */
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if 0
%:endif
        if (i % 2) __syncthreads(); /* error P080 */
%:if 0
#endif
        (void)i;
    }
}
/*
 * check-name: a directive written with the digraph %: is a directive: the code after %:endif is checked
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=none -o /dev/null $file
 *
 * check-error-start
pp_digraph_directive.cu:14:20: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_digraph_directive.cu:14:20: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_digraph_directive.cu:14:20: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_digraph_directive.cu:14:20: note: see: prism-check --explain P080
 * check-error-end
 */
