/*
 * adv_port_histogram_plain_increment.cu - privatized shared bins with the
 * atomic forgotten: bins[v & 15]++.  Two threads of the block that see the
 * same digit read the same old count and both write count + 1: one
 * increment is lost (a read-modify-write race, no barrier helps).  The
 * store through the block's tile from thread[1] code is P040.
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
                bins[in[base + i] & 15]++; /* error P040 */
        }
        PRISM_FOR_STRIDED(k, 16) { atomicAdd(&hist[k], bins[k]); }
    }
}
/*
 * check-name: adversarial port: shared histogram bins incremented without an atomic
 * check-exit-value: 1
 *
 * check-error-start
adv_port_histogram_plain_increment.cu:23:17: error: store through 'bins', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_histogram_plain_increment.cu:23:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_histogram_plain_increment.cu:23:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_histogram_plain_increment.cu:23:17: note: see: prism-check --explain P040
 * check-error-end
 */
