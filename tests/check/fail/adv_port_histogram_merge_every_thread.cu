/*
 * adv_port_histogram_merge_every_thread.cu - the privatized histogram's
 * merge written as `for (k = 0; k < 16; k++) atomicAdd(&hist[k],
 * bins[k]);` at block level, without CUDA's `if (threadIdx.x < 16)` /
 * per-thread bin: every thread of the block adds every bin, and the global
 * histogram is blockDim.x times too large.  An atomic in block[1] code is
 * P108.
 */
#include "prism.h"

PRISM_KERNEL(hist, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)))
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
        for (int k = 0; k < 16; k++)
            atomicAdd(&hist[k], bins[k]); /* error P108 */
    }
}
/*
 * check-name: adversarial port: histogram merge loop run by every thread of the block
 * check-exit-value: 1
 *
 * check-error-start
adv_port_histogram_merge_every_thread.cu:27:13: error: 'atomicAdd' in code at block[1]: every thread of each block[1] unit would apply it, once per thread; an atomic is one thread's operation: write it in thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED) [P108]
adv_port_histogram_merge_every_thread.cu:27:13: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_port_histogram_merge_every_thread.cu:27:13: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_port_histogram_merge_every_thread.cu:27:13: note: see: prism-check --explain P108
 * check-error-end
 */
