/*
 * robust_shared_overflow.cu - PRISM_SHARED counts whose bytes overflow:
 * P051, and nothing after it overflows (red team f1: the Hopper pass
 * multiplied and summed the counts in signed 64 bits: UBSan).
 */
#include "prism.h"

PRISM_KERNEL(shared_overflow, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, t, 2305843009213693952); /* error P051 */
        PRISM_SHARED(char, a, 4611686018427387904); /* error P051 */
        PRISM_SHARED(char, b, 4611686018427387904); /* error P051 */
        (void)t;
        (void)a;
        (void)b;
    }
}

/*
 * check-name: shared counts whose bytes overflow
 * check-exit-value: 1
 *
 * check-error-start
robust_shared_overflow.cu:13:32: error: size of shared allocation 't' is out of range [P051]
robust_shared_overflow.cu:13:32: note: at stake: the block's shared-memory budget cannot be checked
robust_shared_overflow.cu:13:32: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
robust_shared_overflow.cu:13:32: note: see: prism-check --explain P051
robust_shared_overflow.cu:14:31: error: size of shared allocation 'a' is out of range [P051]
robust_shared_overflow.cu:14:31: note: at stake: the block's shared-memory budget cannot be checked
robust_shared_overflow.cu:14:31: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
robust_shared_overflow.cu:15:31: error: size of shared allocation 'b' is out of range [P051]
robust_shared_overflow.cu:15:31: note: at stake: the block's shared-memory budget cannot be checked
robust_shared_overflow.cu:15:31: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
 * check-error-end
 */
