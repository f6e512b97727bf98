/*
 * pp_macro_collectives.cu - collectives, thread ids and whole Prism
 * constructs behind user macros are checked where the macro is used, with
 * a note at the macro's definition.
 */
#include "prism.h"

#define BARRIER() __syncthreads()
#define TID threadIdx.x
#define CAT(a, b) a##b
#define SHFL(...) __shfl_sync(__VA_ARGS__)
#define LOG_SHFL(fmt, ...) SHFL(0xffffffffu, fmt, ##__VA_ARGS__)
#define OUTER() INNER()
#define INNER() BARRIER()
#define EACH_THREAD PRISM_GROUP(THREAD(1))
#define STR(x) #x
#if CAT(1, 0) == 10 && defined(BARRIER)
#define HIDDEN_SYNC() __syncthreads()
#else
#define HIDDEN_SYNC() ((void)0)
#endif

PRISM_DEVICE(void, wrapped, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        BARRIER(); /* error P080 */
        p[0] = (int)TID; /* error P081 */
        CAT(__sync, threads)(); /* error P080 */
        p[0] = SHFL(0xffffffffu, p[0], 0); /* error P080 */
        p[0] = LOG_SHFL(p[0], 1); /* error P080 */
        OUTER(); /* error P080 */
        HIDDEN_SYNC(); /* error P080 */
        (void)STR(__syncthreads());
    }
    EACH_THREAD {
        __syncthreads(); /* error P080 */
    }
}
/*
 * check-name: collectives, ids and constructs behind user macros
 * check-exit-value: 1
 *
 * check-error-start
pp_macro_collectives.cu:27:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:8:9: note: in expansion of macro 'BARRIER' defined here
pp_macro_collectives.cu:27:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:27:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_macro_collectives.cu:27:9: note: see: prism-check --explain P080
pp_macro_collectives.cu:28:21: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
pp_macro_collectives.cu:9:9: note: in expansion of macro 'TID' defined here
pp_macro_collectives.cu:28:21: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
pp_macro_collectives.cu:28:21: note: see: prism-check --explain P081
pp_macro_collectives.cu:29:13: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:10:9: note: in expansion of macro 'CAT' defined here
pp_macro_collectives.cu:29:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:29:13: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_macro_collectives.cu:30:16: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:11:9: note: in expansion of macro 'SHFL' defined here
pp_macro_collectives.cu:30:16: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:30:16: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
pp_macro_collectives.cu:31:16: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:11:9: note: in expansion of macro 'SHFL' defined here
pp_macro_collectives.cu:12:9: note: in expansion of macro 'LOG_SHFL' defined here
pp_macro_collectives.cu:31:16: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:31:16: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
pp_macro_collectives.cu:32:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:8:9: note: in expansion of macro 'BARRIER' defined here
pp_macro_collectives.cu:14:9: note: in expansion of macro 'INNER' defined here
pp_macro_collectives.cu:13:9: note: in expansion of macro 'OUTER' defined here
pp_macro_collectives.cu:32:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:32:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_macro_collectives.cu:33:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:18:9: note: in expansion of macro 'HIDDEN_SYNC' defined here
pp_macro_collectives.cu:33:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:33:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_macro_collectives.cu:37:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_macro_collectives.cu:37:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_macro_collectives.cu:37:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
 * check-error-end
 */
