/*
 * pp_splice_comment_end.cu - a comment whose closing star-slash is split by a
 * line splice ends there for gcc and nvcc (phase 2 joins the lines before
 * comments are removed), so the kernel after it is real code and checked.
 */
#include "prism.h"

/* the end of this comment is spliced: *\
/
PRISM_DEVICE(void, after_comment, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) {
        __syncthreads(); /* error P080 */
    }
}

/* a splice inside an identifier and a punctuator: still __syncthreads() */
PRISM_DEVICE(void, spliced_name, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        p[0] = 1; /* error P080 */ __sync\
threads();
    }
}
/*
 * check-name: a spliced comment end, identifier: the compilers' view is checked
 * check-exit-value: 1
 *
 * check-error-start
pp_splice_comment_end.cu:13:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_splice_comment_end.cu:13:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_splice_comment_end.cu:13:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_splice_comment_end.cu:13:9: note: see: prism-check --explain P080
pp_splice_comment_end.cu:22:36: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_splice_comment_end.cu:22:36: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_splice_comment_end.cu:22:36: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
 * check-error-end
 */
