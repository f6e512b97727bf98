/*
 * adv_port_layernorm_stat_unclaimed.cu - block-per-row layernorm: the block
 * reduces the row's sum, thread 0 writes mean and rstd into shared
 * memory, every thread reads them back.  Ported as `if (threadIdx.x == 0)
 * { stat[0] = mean; stat[1] = rstd; }` with the __syncthreads() after it
 * dropped: the other warps read stat before thread 0 has written it (the
 * previous row's, or garbage).  PRISM_ONE picks the thread but hands it no
 * memory: the store through the block's tile is P040 (PRISM_ONE_CLAIM is
 * the spelling).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(layernorm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(256),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int row = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION_TILE(orow, out, BLOCK(1), 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, stat, 2);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) float x = in[row + t];
            PRISM_AT(THREAD(1)) float s = PRISM_CALL(prism_block_reduce_sum_f32, &x, 1);
            PRISM_AT(THREAD(1)) float sq = x * x;
            sq = PRISM_CALL(prism_block_reduce_sum_f32, &sq, 1);
            PRISM_ONE {
                const float mean = s / 128.0f;
                stat[0] = mean; /* error P040 */
                stat[1] = rsqrtf(sq / 128.0f - mean * mean + 1e-5f); /* error P040 */
            }
            PRISM_PARTITION(o, orow, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = (x - stat[0]) * stat[1]; }
            }
        }
    }
}
/*
 * check-name: adversarial port: layernorm statistics written by thread 0 through PRISM_ONE without a claim
 * check-exit-value: 1
 *
 * check-error-start
adv_port_layernorm_stat_unclaimed.cu:28:17: error: store through 'stat', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_layernorm_stat_unclaimed.cu:28:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_layernorm_stat_unclaimed.cu:28:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_layernorm_stat_unclaimed.cu:28:17: note: see: prism-check --explain P040
adv_port_layernorm_stat_unclaimed.cu:29:17: error: store through 'stat', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_layernorm_stat_unclaimed.cu:29:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_layernorm_stat_unclaimed.cu:29:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
