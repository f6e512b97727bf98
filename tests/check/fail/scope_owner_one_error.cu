/*
 * scope_owner_one_error.cu - a partition or claim of memory the code does
 * not own, whose target is also no narrower than the code: one error, the
 * owner's (P060, P064; red team d2 drew a second one on the target, whose
 * fix only makes sense once the first is fixed).
 */
#include "prism.h"

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, red, 128);
        PRISM_SHARED(int, flag, 1);
        PRISM_GROUP(THREAD(32)) {
            PRISM_PARTITION(rw, red, THREAD(32), 0) { /* error P060 */
                PRISM_GROUP(THREAD(32)) { (void)rw; }
            }
        }
        PRISM_ONE {
            PRISM_ONE_CLAIM(f, flag) { f[0] = 1; } /* error P064 */
        }
        PRISM_ONE_CLAIM(o, out) { o[0] = 1; } /* error P064 */
    }
}

/*
 * check-name: a scope of memory the code does not own draws one error, not a second on its target
 * check-exit-value: 1
 *
 * check-error-start
scope_owner_one_error.cu:16:33: error: partition of 'red' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P060]
scope_owner_one_error.cu:16:33: note: at stake: a partition from narrower code would split memory that not all of its owners see
scope_owner_one_error.cu:16:33: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
scope_owner_one_error.cu:16:33: note: see: prism-check --explain P060
scope_owner_one_error.cu:21:32: error: claim of 'flag' at block[1] in code at thread[1]: only the group that owns memory can hand it out [P064]
scope_owner_one_error.cu:21:32: note: at stake: the claimed memory would be used by units that do not own it
scope_owner_one_error.cu:21:32: note: fix: claim 'flag' in the code that owns it, at block[1] (outside the PRISM_GROUP, PRISM_ONE or arm that narrowed the code to thread[1]), and choose the owner inside the claim: PRISM_ONE_CLAIM(c, flag) { ... } in block[1] code, or a part this code owns
scope_owner_one_error.cu:21:32: note: see: prism-check --explain P064
scope_owner_one_error.cu:23:28: error: claim of 'out' at grid[1] in code at block[1]: only the group that owns memory can hand it out [P064]
scope_owner_one_error.cu:23:28: note: at stake: the claimed memory would be used by units that do not own it
scope_owner_one_error.cu:23:28: note: fix: claim 'out' in the code that owns it, at grid[1] (outside the PRISM_GROUP, PRISM_ONE or arm that narrowed the code to block[1]), and choose the owner inside the claim: PRISM_ONE_CLAIM(c, out) { ... } in grid[1] code, or a part this code owns
 * check-error-end
 */
