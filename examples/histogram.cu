/*
 * histogram.cu - a shared-memory histogram: each block counts its chunk into
 * shared bins with atomics, then adds them to the global bins.  No
 * __syncthreads(): prism-check places the barriers between clearing,
 * counting and merging.
 */
#include "prism.h"
#include "examples.h"

#define HIST_CHUNK 4096 /* elements per block */

PRISM_KERNEL(histogram, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(HIST_BINS * 4),
             PRISM_PARAM(const unsigned *, in, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * HIST_CHUNK;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, HIST_BINS);
        PRISM_ONE_CLAIM(z, bins) {
            for (int k = 0; k < HIST_BINS; k++)
                z[k] = 0u;
        }
        PRISM_FOR_STRIDED(i, HIST_CHUNK) {
            if (base + i < n)
                atomicAdd(&bins[in[base + i] % HIST_BINS], 1u);
        }
        PRISM_FOR_STRIDED(k, HIST_BINS) { atomicAdd(&hist[k], bins[k]); }
    }
}

PRISM_HOST_API int histogram_launch(const unsigned *in, int n, unsigned *hist)
{
    return PRISM_LAUNCH(histogram, (n + HIST_CHUNK - 1) / HIST_CHUNK, 128, in, n, hist);
}
