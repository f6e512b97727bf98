/*
 * adv_async2_prefetch_to_global.cu - "prefetch the next tile into the
 * output buffer": the block opens an async scope on the kernel's global
 * output and issues cp.async into it.  cp.async writes only shared memory
 * (a global address as the destination is reinterpreted as a shared
 * one), and the output belongs to the whole grid: other blocks' copies
 * into it are ordered by nothing.  SPEC 6.5: x must be at the code
 * perspective that owns it (P060); a grid[1] pointer in block[1] code is
 * not the block's to hand out.
 */
#include "prism.h"

PRISM_KERNEL(to_global, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, src, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ASYNC(o_a, out) { /* error P060 */
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(o_a + b * 512 + 4 * t, src + b * 512 + 4 * t); }
        }
    }
}
/*
 * check-name: adversarial: an async scope on the grid's output opened by each block
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_prefetch_to_global.cu:19:26: error: async of 'out' at grid[1] in code at block[1]: only the group that owns memory can hand it out [P060]
adv_async2_prefetch_to_global.cu:19:26: note: at stake: a partition from narrower code would split memory that not all of its owners see
adv_async2_prefetch_to_global.cu:19:26: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
adv_async2_prefetch_to_global.cu:19:26: note: see: prism-check --explain P060
 * check-error-end
 */
