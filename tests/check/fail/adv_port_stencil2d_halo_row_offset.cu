/*
 * adv_port_stencil2d_halo_row_offset.cu - a 2D 5-point stencil on a 16x16
 * tile with a one-cell halo.  The port hands each warp (two rows of 16
 * threads) a halo column segment to load, computing the segment's start
 * from the thread: `PRISM_PARTITION(h, tile, WARP(1), lane / 16 * PITCH)`.
 * The threads of one warp disagree on where the warp's piece starts, so
 * two warps' pieces overlap and the halo cells are written by lanes of
 * two warps with no order between them.  A partition offset narrower than
 * its target is P062.
 */
#include "prism.h"

#define T 16
#define PITCH (T + 2)

PRISM_KERNEL(stencil2d, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(T * T), WARP(1)),
             PRISM_SMEM(PITCH * PITCH * 4),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int tiles = n / T;
    PRISM_AT(BLOCK(1)) const int r0 = (int)PRISM_ID(BLOCK(1)) / tiles * T;
    PRISM_AT(BLOCK(1)) const int c0 = (int)PRISM_ID(BLOCK(1)) % tiles * T;
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) % (T * T) / T;
    PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % T;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, PITCH * PITCH);
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_PARTITION(w, tile, THREAD(1), (ty + 1) * PITCH + tx + 1) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[(r0 + ty) * n + c0 + tx]; }
        }
        PRISM_PARTITION(h, tile, WARP(1), lane / 16 * PITCH) { /* error P062 */
            PRISM_GROUP(WARP(1)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(hc, h, THREAD(1), (l % 16 + 1) * PITCH + l / 16 * (T + 1)) {
                    PRISM_GROUP(THREAD(1)) {
                        const int r = r0 + l % 16;
                        const int c = l < 16 ? c0 - 1 : c0 + T;
                        hc[0] = c >= 0 && c < n ? in[r * n + c] : 0.0f;
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) {
            v = tile[(ty + 1) * PITCH + tx + 1] * 4.0f - tile[ty * PITCH + tx + 1] - tile[(ty + 2) * PITCH + tx + 1] -
                tile[(ty + 1) * PITCH + tx] - tile[(ty + 1) * PITCH + tx + 2];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), (r0 + ty) * n + c0 + tx) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: 2D stencil handing each warp a halo piece whose offset differs between its lanes
 * check-exit-value: 1
 *
 * check-error-start
adv_port_stencil2d_halo_row_offset.cu:33:43: error: partition offset reads 'lane' at thread[1], narrower than the target thread[32]: each thread[32] unit needs one offset [P062]
adv_port_stencil2d_halo_row_offset.cu:29:39: note: 'lane' is declared thread[1] here
adv_port_stencil2d_halo_row_offset.cu:33:43: note: at stake: units with the same offset would write the same elements
adv_port_stencil2d_halo_row_offset.cu:33:43: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
adv_port_stencil2d_halo_row_offset.cu:33:43: note: see: prism-check --explain P062
 * check-error-end
 */
