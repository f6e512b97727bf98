/*
 * shared_in_loop.cu - shared allocation inside a loop of the same frame
 */
#include "prism.h"
PRISM_DEVICE(void, leak, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(int, rounds, GRID(1)))
{
    for (int r = 0; r < rounds; r++) {
        PRISM_SHARED(float, scratch, 64); /* error P053 */
        (void)scratch;
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, fresh, 64);      /* a new frame each round: fine */
            (void)fresh;
        }
    }
}
/*
 * check-name: shared allocation inside a loop of the same frame
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
shared_in_loop.cu:9:9: error: shared allocation 'scratch' in a loop of the same Prism scope takes new memory every iteration; allocate it before the loop [P053]
shared_in_loop.cu:9:9: note: at stake: each iteration would allocate again, past the budget
shared_in_loop.cu:9:9: note: fix: allocate once before the loop and reuse the buffer inside it
shared_in_loop.cu:9:9: note: see: prism-check --explain P053
 * check-error-end
 */
