/*
 * adv_port_histogram_normalize_same_kernel.cu - a histogram that also
 * normalizes in the same kernel: after the merge atomics, each block reads
 * the global bins back to write probabilities.  No barrier orders blocks:
 * the other blocks may still be adding, so the read sees a partial count
 * (a classic "it works on one block" bug).  Reading grid memory after an
 * atomic on it in the same kernel is P108.
 */
#include "prism.h"

PRISM_KERNEL(hist_norm, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)), PRISM_PARAM(float *, prob, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 16);
        PRISM_ONE_CLAIM(z, bins) {
            for (int k = 0; k < 16; k++)
                z[k] = 0u;
        }
        PRISM_FOR_STRIDED(i, 256) {
            if (base + i < n)
                atomicAdd(&bins[in[base + i] & 15], 1u);
        }
        PRISM_FOR_STRIDED(k, 16) { atomicAdd(&hist[k], bins[k]); }
    }
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(p, prob, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 16)
                p[0] = (float)hist[g] / (float)n; /* error P108 */
        }
    }
}
/*
 * check-name: adversarial port: histogram normalized in the kernel that is still adding into it
 * check-exit-value: 1
 *
 * check-error-start
adv_port_histogram_normalize_same_kernel.cu:32:31: error: 'hist' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_port_histogram_normalize_same_kernel.cu:26:45: note: atomic applied here
adv_port_histogram_normalize_same_kernel.cu:32:31: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_port_histogram_normalize_same_kernel.cu:32:31: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_port_histogram_normalize_same_kernel.cu:32:31: note: see: prism-check --explain P108
 * check-error-end
 */
