/*
 * adv_port_stencil_view_hidden.cu - a 1D 7-point stencil (radius 3) with
 * halo loads: each of the 128 threads loads its element and the first 6
 * threads also load one halo element each, then every thread sums its 7
 * neighbours.  The port keeps a `const float *c = tile + R;` view for the
 * compute and reads it in the same scope as the loads, i.e. without the
 * barrier: thread t reads c[t + 3], which thread t + 3 (another warp at
 * the warp edges) may not have loaded yet.  The view is derived from the
 * partitioned tile and used inside the partition: P061.
 */
#include "prism.h"

#define B 128
#define R 3

PRISM_KERNEL(stencil1d, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(((B + 2 * R) * 4 + 15) / 16 * 16),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * B;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, B + 2 * R);
        const float *c = tile + R;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t + R) {
            PRISM_GROUP(THREAD(1)) {
                const int g = base + t;
                w[0] = g < n ? in[g] : 0.0f;
                if (t < R) {
                    w[-R] = g - R >= 0 ? in[g - R] : 0.0f;
                    w[B] = g + B < n ? in[g + B] : 0.0f;
                }
                for (int k = -R; k <= R; k++)
                    acc += c[t + k]; /* error P061 */
            }
        }
    }
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}
/*
 * check-name: adversarial port: 1D stencil reading its halo through a view inside the loading partition
 * check-exit-value: 1
 *
 * check-error-start
adv_port_stencil_view_hidden.cu:35:28: error: 'c' may point into the memory of 'tile', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'w' [P061]
adv_port_stencil_view_hidden.cu:24:22: note: 'c' is derived from 'tile' here
adv_port_stencil_view_hidden.cu:26:9: note: 'tile' is narrowed to 'w' here
adv_port_stencil_view_hidden.cu:35:28: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_port_stencil_view_hidden.cu:35:28: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_port_stencil_view_hidden.cu:35:28: note: see: prism-check --explain P061
 * check-error-end
 */
