/*
 * adv_port_raw_shared_bins.cu - a shared-memory histogram ported with its
 * CUDA declaration kept: __shared__ unsigned bins[16]; threads 0..15 zero
 * the bins, then every thread adds with atomicAdd.  Without the
 * __syncthreads() between the zeroing and the atomics (the port dropped
 * it, trusting Prism to place barriers), a fast warp's atomics land before
 * a slow thread's zero and are lost.  A raw __shared__ array is the
 * block's memory like a PRISM_SHARED tile: the plain store in thread[1]
 * code is P040.
 */
#include "prism.h"

PRISM_KERNEL(hist, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(unsigned *, hist, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_GROUP(BLOCK(1)) {
        __shared__ unsigned bins[16];
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) {
            if (t < 16)
                bins[t] = 0u; /* error P040 */
        }
        PRISM_FOR_STRIDED(i, 256) { atomicAdd(&bins[in[base + i] & 15], 1u); }
        PRISM_FOR_STRIDED(k, 16) { atomicAdd(&hist[k], bins[k]); }
    }
}
/*
 * check-name: adversarial port: raw __shared__ histogram bins zeroed by plain stores
 * check-exit-value: 1
 *
 * check-error-start
adv_port_raw_shared_bins.cu:22:17: error: store through 'bins', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_raw_shared_bins.cu:22:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_raw_shared_bins.cu:22:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_raw_shared_bins.cu:22:17: note: see: prism-check --explain P040
 * check-error-end
 */
