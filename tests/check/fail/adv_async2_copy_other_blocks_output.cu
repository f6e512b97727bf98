/*
 * adv_async2_copy_other_blocks_output.cu - a split-K epilogue done in one
 * kernel: every block writes its partial sums to the grid's buffer, then
 * prefetches the neighbouring block's partials by cp.async to add them.
 * Nothing orders blocks inside a kernel: the neighbour may not have
 * written its partials yet (or even started), so the copies read stale
 * memory.  SPEC 6.6: once a write partition of a grid[1] pointer has
 * ended, any later use of the pointer in the same kernel is P066 (the
 * copy's source included); the reduction is a second kernel.
 */
#include "prism.h"

PRISM_KERNEL(split_k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, a, GRID(1)), PRISM_PARAM(float *, partial, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(p, partial, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { p[0] = a[g] * 2.0f; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, nb, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_ASYNC(nb_a, nb) {
                PRISM_GROUP(THREAD(1)) {
                    if (t < 32)
                        prism_cp_async16(nb_a + 4 * t, partial + (b + 1) * 128 + 4 * t); /* error P066 */
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = nb[t]; }
        }
    }
}
/*
 * check-name: adversarial: cp.async of another block's partial sums written earlier in the same kernel
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_copy_other_blocks_output.cu:29:56: error: 'partial' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_async2_copy_other_blocks_output.cu:19:5: note: written through this PRISM_PARTITION
adv_async2_copy_other_blocks_output.cu:29:56: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_async2_copy_other_blocks_output.cu:29:56: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_async2_copy_other_blocks_output.cu:29:56: note: see: prism-check --explain P066
 * check-error-end
 */
