/*
 * adv_run_port_transpose_rows.cu - Harris's tiled transpose ("An
 * Efficient Matrix Transpose in CUDA C/C++"): 32x8 threads move a 32x32
 * tile, each thread loading and storing four rows (j = 0, 8, 16, 24),
 * through a 32x33 shared tile (+1 padding).  A 64x64 matrix, two blocks,
 * block b transposing the tiles of column b (its output rows are
 * contiguous): the tile is reused, so the second tile's loads must wait
 * for the first tile's transposed reads, and each tile's reads for the
 * other warps' loads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define TD 32
#define BR 8
#define PAD (TD + 1)
#define M 64

PRISM_KERNEL(port_transpose, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TD * BR), WARP(1)), PRISM_SMEM(TD * PAD * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * TD * M) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, TD * PAD);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const int ty = t / TD;
            PRISM_AT(THREAD(1)) const int tx = t % TD;
            for (int r = 0; r < M / TD; r++) {
                PRISM_PARTITION(w, tile, THREAD(1), ty * PAD + tx) {
                    PRISM_GROUP(THREAD(1)) {
                        for (int j = 0; j < TD; j += BR) {
                            const int src = (r * TD + ty + j) * M + b * TD + tx;
                            w[j * PAD] = src < n ? in[src] : 0;
                        }
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), ty * M + r * TD + tx) {
                    PRISM_GROUP(THREAD(1)) {
                        for (int j = 0; j < TD; j += BR)
                            o[j * M] = tile[tx * PAD + ty + j];
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int r = 0; r < M; r++)
        for (int c = 0; c < M; c++)
            out[c * M + r] = in[r * M + c];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_transpose, M / TD, TD * BR, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, M * M, M * M);
}
/*
 * check-name: adversarial port legal (runnable): Harris's 32x8 tiled transpose with +1 padding, tile reused
 *
 * check-error-start
 * check-error-end
 */
