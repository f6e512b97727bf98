/*
 * split_once.cu - where a split point's window exists but its mbarrier
 * cannot be kept (docs/SYNC.md 3): initialised at every entry of its
 * region, it would be reset while a thread still waits on it from the last
 * entry (a device function called twice, a region in a loop: red-team
 * A5 2), and its 1 KiB of static shared memory must fit beside the budget
 * without the launch's opt-in (A5 3).  Each is one __syncthreads.
 */
#include "prism.h"

/* A device function: every call enters its body again. */
PRISM_DEVICE(float, step, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, xs, BLOCK(1)), PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_PARTITION(x, xs, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { x[0] = in[i]; } }
    PRISM_GROUP(THREAD(1)) {
        for (int k = 0; k < 64; k++)
            acc = acc * 0.99f + (float)k;
    }
    PRISM_GROUP(THREAD(1)) { acc += xs[255 - i]; }
    return acc;
}

/* A kernel's region inside a loop: entered once per round. */
PRISM_KERNEL(in_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float sum = 0.0f;
    for (int r = 0; r < 2; r++) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, xs, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
            PRISM_AT(THREAD(1)) float acc = 0.0f;
            PRISM_PARTITION(x, xs, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { x[0] = in[i]; } }
            PRISM_GROUP(THREAD(1)) {
                for (int k = 0; k < 64; k++)
                    acc = acc * 0.99f + (float)k;
            }
            PRISM_GROUP(THREAD(1)) { acc += xs[255 - i]; }
            sum += acc;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = sum; } }
}

/* Entered once, but its budget leaves no room beside 48 KiB for the mbarrier. */
PRISM_KERNEL(big_budget, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(47 * 1024 + 512),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float sum = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, xs, 256);
        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
        PRISM_AT(THREAD(1)) float acc = 0.0f;
        PRISM_PARTITION(x, xs, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { x[0] = in[i]; } }
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 64; k++)
                acc = acc * 0.99f + (float)k;
        }
        PRISM_GROUP(THREAD(1)) { acc += xs[255 - i]; }
        sum = acc + PRISM_CALL(step, xs + 0, in);
    }
    PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = sum; } }
}

/* The same kernel with 47 KiB: the split is kept. */
PRISM_KERNEL(fits, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(47 * 1024),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float sum = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, xs, 256);
        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
        PRISM_AT(THREAD(1)) float acc = 0.0f;
        PRISM_PARTITION(x, xs, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { x[0] = in[i]; } }
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 64; k++)
                acc = acc * 0.99f + (float)k;
        }
        PRISM_GROUP(THREAD(1)) { acc += xs[255 - i]; }
        sum = acc;
    }
    PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = sum; } }
}
/*
 * check-name: a split window whose mbarrier cannot be kept is one __syncthreads
 *
 * check-output-start
 * split_once.cu:22:5: sync 1 in step: before group: RAW xs (partition x of xs (line 17) -> group thread[1] (line 22)); group block[1]: __syncthreads() (the whole block meets; not split: a split barrier's mbarrier is only kept in a kernel's region entered once per block, with a budget of 47 KiB at most)
 * step: 1 scope, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
 * split_once.cu:33:9: sync 1 in in_loop: before group: RAW+WAR xs (group block[1] (line 33) -> group block[1] (line 33), back edge); group grid[1]: __syncthreads() (the bytes are each block's shared memory, and every thread of every block runs this code: each block meets on its own)
 * split_once.cu:42:13: sync 2 in in_loop: before group: RAW xs (partition x of xs (line 37) -> group thread[1] (line 42)); group block[1]: __syncthreads() (the whole block meets; not split: a split barrier's mbarrier is only kept in a kernel's region entered once per block, with a budget of 47 KiB at most)
 * in_loop: 2 scopes, 2 sync points (2 __syncthreads); conservative: 2 scope barriers
 * split_once.cu:64:9: sync 1 in big_budget: before group: RAW xs (partition x of xs (line 59) -> group thread[1] (line 64)); group block[1]: __syncthreads() (the whole block meets; not split: a split barrier's mbarrier is only kept in a kernel's region entered once per block, with a budget of 47 KiB at most)
 * split_once.cu:65:9: sync 2 in big_budget: before statement: WAR xs (group thread[1] (line 64) -> statement (line 65)); group block[1]: __syncthreads() (the owning group is the whole block)
 * big_budget: 2 scopes, 2 sync points (2 __syncthreads); conservative: 2 scope barriers
 * split_once.cu:85:9: sync 1 in fits: before group, arrive after partition (line 80): RAW xs (partition x of xs (line 80) -> group thread[1] (line 85)); group block[1]: mbarrier arrive / wait (block) (the whole block meets, and independent work separates the last access from the first use: arrive after the one, wait before the other)
 * fits: 2 scopes, 1 sync point (1 split); conservative: 2 scope barriers
 * check-output-end
 */
