/*
 * partition_not_owner.cu - partition by code that does not own the pointer, to a target not narrower
 */
#include "prism.h"
PRISM_DEVICE(void, not_owner, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)))
{
    PRISM_GROUP(THREAD(32)) {
        PRISM_PARTITION(b, buf, THREAD(1), PRISM_ID(THREAD(1))) { /* error P060 */
            PRISM_GROUP(THREAD(1)) { b[0] = 0.0f; }
        }
    }
    PRISM_PARTITION(w, buf, BLOCK(1), 0) { /* error P060 */
    }
    PRISM_PARTITION(p, buf, THREAD(64), 0) { /* error P060 */
    }
}
/*
 * check-name: partition by code that does not own the pointer, to a target not narrower
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
partition_not_owner.cu:9:28: error: partition of 'buf' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P060]
partition_not_owner.cu:9:28: note: at stake: a partition from narrower code would split memory that not all of its owners see
partition_not_owner.cu:9:28: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
partition_not_owner.cu:9:28: note: see: prism-check --explain P060
partition_not_owner.cu:13:29: error: partition target block[1] is not narrower than the code perspective block[1] [P060]
partition_not_owner.cu:13:29: note: at stake: a partition from narrower code would split memory that not all of its owners see
partition_not_owner.cu:13:29: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
partition_not_owner.cu:15:29: error: partition target thread[64] cannot be derived from the perspective bound {block[1], thread[32]} [P060]
partition_not_owner.cu:15:29: note: at stake: a partition from narrower code would split memory that not all of its owners see
partition_not_owner.cu:15:29: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
 * check-error-end
 */
