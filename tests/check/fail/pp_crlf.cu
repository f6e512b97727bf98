/*
 * pp_crlf.cu - CR LF line endings: every line ends once, diagnostics keep
 * their physical line numbers.
 */
#include "prism.h"
PRISM_DEVICE(void, crlf, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) {
        __syncthreads(); /* error P080 */
    }
}
/*
 * check-name: CR LF line endings
 * check-exit-value: 1
 *
 * check-error-start
pp_crlf.cu:9:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_crlf.cu:9:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_crlf.cu:9:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_crlf.cu:9:9: note: see: prism-check --explain P080
 * check-error-end
 */
