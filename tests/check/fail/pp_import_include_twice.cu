/*
 * pp_import_include_twice.cu - the look-alike of pass/pp_import_once.cu:
 * a header without an include guard #included twice is read twice (an
 * #import between them reads nothing, since the file was read, but it
 * does not make the #include after it skip: only an #import that reads the
 * file first marks it once). Read twice, the header defines IMPORT_AGAIN,
 * and the kernel's __syncthreads under it runs in one thread's code.
 */
#include "prism.h"
#include "pp_import_once.h"
#include "pp_import_once.h"

PRISM_KERNEL(imported, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
#ifdef IMPORT_AGAIN
    PRISM_GROUP(THREAD(1)) { __syncthreads(); } /* error P080 */
#endif
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t; }
    }
}
/*
 * check-name: a header without a guard #included twice is read twice
 * check-exit-value: 1
 * check-command: prism-check -I../../../include $file
 *
 * check-error-start
pp_import_include_twice.cu:17:30: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_import_include_twice.cu:17:30: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_import_include_twice.cu:17:30: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_import_include_twice.cu:17:30: note: see: prism-check --explain P080
 * check-error-end
 */
