/*
 * hist_atomic.cu - a block histogram the way CUDA code builds one: shared
 * bins zeroed through a partition, every thread adds its value's bin with
 * a shared atomicAdd in a thread[1] group, then the next thread[1] group
 * merges the bins into the global histogram.  No memory scope lies between
 * the atomics and the merge, so the unchecked build needs the barrier at
 * the group boundary (SPEC §7); without it the merge reads bins that
 * other threads are still adding to.
 */
#include "prism.h"

#define HIST_BINS 16
#define HIST_BLOCK 128
#define HIST_GRID 4

PRISM_KERNEL(hist_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(HIST_BLOCK), THREAD(1)), PRISM_SMEM(HIST_BINS * 4),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, hist, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * HIST_BLOCK;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, bins, HIST_BINS);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(b, bins, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t < HIST_BINS)
                    b[0] = 0;
            }
        }
        PRISM_GROUP(THREAD(1)) {
            atomicAdd(&bins[in[base + t] % HIST_BINS], 1);
        }
        PRISM_GROUP(THREAD(1)) {
            if (t < HIST_BINS)
                atomicAdd(&hist[t], bins[t]);
        }
    }
}

PRISM_HOST_API int unchecked_case_run(void)
{
    int n = HIST_GRID * HIST_BLOCK, want[HIST_BINS] = {0}, got[HIST_BINS];
    int *in = (int *)prism_dev_alloc(sizeof(int) * (size_t)n);
    int *hist = (int *)prism_dev_alloc(sizeof(int) * HIST_BINS);
    int st = in && hist ? 0 : 1;
    for (int i = 0; st == 0 && i < n; i++) {
        int v = (i * 7 + i / 5) % 23;
        in[i] = v;
        want[v % HIST_BINS]++;
    }
    if (st == 0)
        st = prism_dev_memset(hist, 0, sizeof(int) * HIST_BINS);
    if (st == 0)
        st = PRISM_LAUNCH(hist_atomic, HIST_GRID, HIST_BLOCK, in, hist);
    if (st == 0)
        st = prism_dev_sync();
    for (int i = 0; st == 0 && i < HIST_BINS; i++) {
        got[i] = hist[i];
        if (got[i] != want[i])
            st = 100 + i;
    }
    prism_dev_free(in);
    prism_dev_free(hist);
    return st;
}
