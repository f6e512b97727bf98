/*
 * adv_run_port_stencil_halo.cu - a 1D 7-point stencil (radius 3) with
 * halo loads: each thread loads its element, the first R threads also
 * load one element on each side (three elements for them), then every
 * thread sums its 7 neighbours from shared memory.  Each block walks
 * three tiles with the shared tile reused: the halo slots are written by
 * threads 0..2 and read by the threads at both edges, so the next tile's
 * loads must wait for this tile's reads, and the reads for the loads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 64
#define R 3
#define PER 3

PRISM_KERNEL(port_stencil, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(((B + 2 * R) * 4 + 15) / 16 * 16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * PER * B) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, B + 2 * R);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int r = 0; r < PER; r++) {
                const int base = (b * PER + r) * B;
                PRISM_PARTITION(w, tile, THREAD(1), t + R) {
                    PRISM_GROUP(THREAD(1)) {
                        const int g = base + t;
                        w[0] = g < n ? in[g] : 0;
                        if (t < R) {
                            w[-R] = g - R >= 0 ? in[g - R] : 0;
                            w[B] = g + B < n ? in[g + B] : 0;
                        }
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), r * B + t) {
                    PRISM_GROUP(THREAD(1)) {
                        int32_t s = 0;
                        for (int k = -R; k <= R; k++)
                            s += (k + R + 1) * tile[t + R + k];
                        o[0] = s;
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t s = 0;
        for (int k = -R; k <= R; k++)
            if (i + k >= 0 && i + k < n)
                s += (k + R + 1) * in[i + k];
        out[i] = s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_stencil, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * PER * B, 2 * PER * B);
}
/*
 * check-name: adversarial port legal (runnable): 1D stencil with halo loads by the first R threads, tile reused
 *
 * check-error-start
 * check-error-end
 */
