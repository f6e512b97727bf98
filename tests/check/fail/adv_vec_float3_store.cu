/*
 * adv_vec_float3_store.cu - particles staged as float3 in shared memory,
 * stored with the CUDA idiom pos[tid] = p from block code: ownership never
 * handed down.  (The float3 allocation itself is legal: 12 bytes each.)
 */
#include "prism.h"

PRISM_DEVICE(void, stage_pos, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(3072),
             PRISM_PARAM(const float3 *, in, BLOCK(1)))
{
    PRISM_SHARED(float3, pos, 256);
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    pos[tid] = in[tid]; /* error P040 */
}
/*
 * check-name: adversarial: a shared float3 array stored by the whole block
 * check-exit-value: 1
 *
 * check-error-start
adv_vec_float3_store.cu:13:5: error: store through 'pos', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_vec_float3_store.cu:13:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_vec_float3_store.cu:13:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_vec_float3_store.cu:13:5: note: see: prism-check --explain P040
 * check-error-end
 */
