/*
 * alias_partition.cu - names derived from a partitioned pointer before the
 * partition, used inside it.  On the GPU each of these reads or writes a
 * neighbour's slot while the neighbour writes it, with no barrier between:
 * the partition's barriers only cover accesses made through its own name.
 */
#include "prism.h"
#include <stdint.h>

typedef struct {
    float *p;
    int n;
} View;

PRISM_DEVICE(void, views, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, BLOCK(1)), PRISM_PARAM(float *, other, BLOCK(1)),
             PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    const float *v = x + k;                  /* a read-only view, the CUDA habit */
    float *p;
    p = x;                                   /* a plain copy */
    const float *third = &x[3];
    const float *cast = (const float *)(void *)x;
    const float *either = k > 0 ? x : other; /* may be x */
    View view = {x, k};                      /* a struct field holds it */
    uintptr_t bits = (uintptr_t)x;           /* an integer holds it */
    PRISM_PARTITION(mine, x, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            mine[0] = v[1]; /* error P061 */
            mine[0] += p[t + 1]; /* error P061 */
            mine[0] += third[0]; /* error P061 */
            mine[0] += cast[2]; /* error P061 */
            mine[0] += either[t]; /* error P061 */
            mine[0] += view.p[t + 1]; /* error P061 */
            mine[0] += ((const float *)bits)[t + 1]; /* error P061 */
        }
    }
}

/* A pointer the partitioned name was derived from reaches the same bytes. */
PRISM_DEVICE(void, parent, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    float *half = buf + 32;
    PRISM_PARTITION(mine, half, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            mine[0] = buf[32 + ((t + 1) % 32)]; /* error P061 */
        }
    }
}

/* A copy made after the partition, in a loop: the next iteration's partition sees it. */
PRISM_DEVICE(void, looped, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    const float *prev = buf;
    for (int r = 0; r < rounds; r++) {
        PRISM_PARTITION(mine, buf, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                mine[0] = prev[t + 1] + 1.0f; /* error P061 */
            }
        }
        prev = buf;
    }
}
/*
 * check-name: names derived from a partitioned pointer before the
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
alias_partition.cu:30:23: error: 'v' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:20:18: note: 'v' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:30:23: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:30:23: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:30:23: note: see: prism-check --explain P061
alias_partition.cu:31:24: error: 'p' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:22:7: note: 'p' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:31:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:31:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:32:24: error: 'third' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:23:18: note: 'third' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:32:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:32:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:33:24: error: 'cast' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:24:18: note: 'cast' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:33:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:33:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:34:24: error: 'either' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:25:18: note: 'either' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:34:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:34:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:35:24: error: 'view' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:26:10: note: 'view' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:35:24: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:35:24: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:36:40: error: 'bits' may point into the memory of 'x', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:27:15: note: 'bits' is derived from 'x' here
alias_partition.cu:28:5: note: 'x' is narrowed to 'mine' here
alias_partition.cu:36:40: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:36:40: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:49:23: error: 'buf' may point into the memory of 'half', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:46:12: note: 'half' is derived from 'buf' here
alias_partition.cu:47:5: note: 'half' is narrowed to 'mine' here
alias_partition.cu:49:23: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:49:23: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
alias_partition.cu:63:27: error: 'prev' may point into the memory of 'buf', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
alias_partition.cu:59:18: note: 'prev' is derived from 'buf' here
alias_partition.cu:61:9: note: 'buf' is narrowed to 'mine' here
alias_partition.cu:63:27: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_partition.cu:63:27: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
 * check-error-end
 */
