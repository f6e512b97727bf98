/*
 * adv_port_last_block_reduction.cu - the CUDA sample threadFenceReduction
 * ported without its __threadfence(): each block writes its partial sum
 * to global memory, thread 0 takes a ticket with atomicInc, and the block
 * that draws the last ticket sums the partials in the same kernel.
 * Without the fence the last block may see a partial whose store has not
 * reached memory (the ticket's atomic is not ordered after the other
 * blocks' plain stores), and the total is wrong.  Prism has no fence: a
 * use of memory written by a grid-level scope later in the same kernel is
 * P066 ("write the dependent part as a second kernel").
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(last_block_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, partial, GRID(1)),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(float *, total, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(GRID(1)) const int nb = (int)PRISM_NBLOCKS();
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = in[g];
    PRISM_AT(THREAD(1)) unsigned ticket = 0u;
    PRISM_PARTITION(pb, partial, BLOCK(1), b) {
        PRISM_GROUP(BLOCK(1)) {
            v = PRISM_CALL(prism_block_reduce_sum_f32, &v, 1);
            PRISM_ONE_CLAIM(p1, pb) { p1[0] = v; }
        }
    }
    PRISM_PARTITION(tb, total, BLOCK(1), 0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_ONE { ticket = atomicInc(&count[0], (unsigned)nb); }
            PRISM_AT(BLOCK(1)) const int last = __syncthreads_or(ticket == (unsigned)nb - 1u);
            if (last) {
                PRISM_ONE_CLAIM(t1, tb) {
                    float s = 0.0f;
                    for (int k = 0; k < nb; k++)
                        s += partial[k]; /* error P066 */
                    t1[0] = s;
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: threadFenceReduction's last block reading the other blocks' partials in the same kernel
 * check-exit-value: 1
 *
 * check-error-start
adv_port_last_block_reduction.cu:38:30: error: 'partial' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_port_last_block_reduction.cu:24:5: note: written through this PRISM_PARTITION
adv_port_last_block_reduction.cu:38:30: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_port_last_block_reduction.cu:38:30: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_port_last_block_reduction.cu:38:30: note: see: prism-check --explain P066
 * check-error-end
 */
