/*
 * adv_async2_stage_alloc_in_loop.cu - a "fresh stage per k-step": the
 * stage is allocated inside the k loop, filled by cp.async and read.
 * Each iteration takes a new slice of the arena (PRISM_SHARED advances
 * the block's offset and nothing frees it in a loop), so the ring walks
 * off the end of the block's shared memory after a few steps: on the GPU
 * the copies land past the allocation, in whatever the next block on the
 * SM owns.  SPEC 6.2: no PRISM_SHARED inside a loop (P053).
 */
#include "prism.h"

PRISM_DEVICE(float, fresh_stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int k = 0; k < nk; k++) {
        PRISM_SHARED(float, stage, 128); /* error P053 */
        PRISM_ASYNC(s, stage) {
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s + i, src + k * 128 + i); }
        }
        PRISM_GROUP(THREAD(1)) { acc += stage[(i + 4) % 128]; }
    }
    return acc;
}
/*
 * check-name: adversarial: a cp.async stage allocated inside the k loop
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_stage_alloc_in_loop.cu:18:9: error: shared allocation 'stage' in a loop of the same Prism scope takes new memory every iteration; allocate it before the loop [P053]
adv_async2_stage_alloc_in_loop.cu:18:9: note: at stake: each iteration would allocate again, past the budget
adv_async2_stage_alloc_in_loop.cu:18:9: note: fix: allocate once before the loop and reuse the buffer inside it
adv_async2_stage_alloc_in_loop.cu:18:9: note: see: prism-check --explain P053
 * check-error-end
 */
