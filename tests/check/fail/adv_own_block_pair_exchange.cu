/*
 * adv_own_block_pair_exchange.cu - a partition to pairs of blocks (block[2]): each thread of
 * the pair stores its element, then reads the element 256 further on, which
 * the other block of the pair stored.  The pair's "barrier" cannot make two
 * blocks meet (SPEC 7: at block[m > 1] it does nothing), so the read races
 * the other block's store: SPEC 6.6, P066.
 */
#include "prism.h"

PRISM_KERNEL(pair_blocks, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(float *, res, GRID(1)))
{
    PRISM_AT(BLOCK(2)) const int p = (int)PRISM_ID(BLOCK(2));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float other = 0.0f;
    PRISM_PARTITION(pr, data, BLOCK(2), p * 512) {
        PRISM_GROUP(BLOCK(2)) {
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(c, pr, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) { c[0] = (float)i; }
            }
            PRISM_GROUP(THREAD(1)) { other = pr[(i + 256) % 512]; } /* error P066 */
        }
    }
    PRISM_PARTITION(r, res, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { r[0] = other; }
    }
}
/*
 * check-name: adversarial (ownership): a block-pair partition whose threads read the other block's half afterwards
 * check-exit-value: 1
 *
 * check-error-start
adv_own_block_pair_exchange.cu:22:46: error: 'pr' is used after a write partition at block[2]: no barrier orders blocks, only a kernel boundary does [P066]
adv_own_block_pair_exchange.cu:19:13: note: written through this PRISM_PARTITION
adv_own_block_pair_exchange.cu:22:46: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_own_block_pair_exchange.cu:22:46: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_own_block_pair_exchange.cu:22:46: note: see: prism-check --explain P066
 * check-error-end
 */
