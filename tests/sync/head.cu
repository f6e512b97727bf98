/*
 * head.cu - a loop condition that reads memory the body writes for the
 * whole block: the point goes to the loop's head, so it runs after every
 * iteration (continue included) before the condition is evaluated again.
 */
#include "prism.h"

PRISM_KERNEL(head, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(64),
             PRISM_PARAM(int *, out, GRID(1)),
             PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, count, 1);
            const int *seen = count;
            PRISM_CLAIM(one, count, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { one[0] = 0; }
                }
            }
            while (seen[0] < steps) {
                PRISM_CLAIM(one, count, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) { one[0] += 1; }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = seen[0];
            }
        }
    }
}

/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    int *out = (int *)prism_dev_alloc(sizeof(int) * 2 * 64);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(head, 2, 64, out, 5);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: a point at a loop's head for a condition that reads what the body wrote
 *
 * check-output-start
 * head.cu:22:13: sync 1 in head: at the head of the loop, after every iteration: RAW count (claim one of count (line 23) -> statement (line 22), back edge); RAW count (claim one of count (line 17) -> statement (line 22)); group block[1]: __syncthreads() (the owning group is the whole block)
 * head.cu:23:17: sync 2 in head: before claim: WAR count (statement (line 22) -> claim one of count (line 23), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * head: 3 scopes, 2 sync points (2 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
