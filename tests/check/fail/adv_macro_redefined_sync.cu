/*
 * adv_macro_redefined_sync.cu - SYNC() starts as a warp barrier and is
 * redefined half-way down the file (a merge of two helpers' headers) as
 * __syncthreads(): the warp code below the redefinition now waits at a
 * block barrier that the other warps reach at a different point, or never
 * (a hang, or two different barriers matched).  VOTE(...) passes its
 * whole argument list on, so the half-warp mask of the call site reaches
 * __ballot_sync in whole-warp code: lanes 16-31 vote without being named.
 */
#include "prism.h"

#define SYNC() __syncwarp(0xffffffffu)
#define VOTE(...) __ballot_sync(__VA_ARGS__)

PRISM_DEVICE(unsigned, warp_votes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) unsigned r = 0u;
    PRISM_GROUP(THREAD(32)) {
        SYNC();
    }
#undef SYNC
#define SYNC() __syncthreads()
    PRISM_GROUP(THREAD(32)) {
        SYNC(); /* error P080 */
        r = VOTE(0xffffu, p); /* error P083 */
    }
    return r;
}
/*
 * check-name: adversarial: a barrier macro redefined between uses, a mask through __VA_ARGS__
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_redefined_sync.cu:25:9: error: '__syncthreads' is a block[1] collective; code here is {thread[32]}, which cannot run it as whole aligned units [P080]
adv_macro_redefined_sync.cu:23:9: note: in expansion of macro 'SYNC' defined here
adv_macro_redefined_sync.cu:25:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_redefined_sync.cu:25:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[32]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
adv_macro_redefined_sync.cu:25:9: note: see: prism-check --explain P080
adv_macro_redefined_sync.cu:26:18: error: mask 0x0000ffff of '__ballot_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_macro_redefined_sync.cu:13:9: note: in expansion of macro 'VOTE' defined here
adv_macro_redefined_sync.cu:26:18: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_macro_redefined_sync.cu:26:18: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_macro_redefined_sync.cu:26:18: note: see: prism-check --explain P083
 * check-error-end
 */
