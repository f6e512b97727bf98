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
 * check-error-end
 */
