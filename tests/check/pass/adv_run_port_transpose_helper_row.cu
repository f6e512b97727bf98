/*
 * adv_run_port_transpose_helper_row.cu - adv_run_port_transpose_rows
 * with the transposed reads going through CUDA's small plain-C helper
 * `row_of(tile, tx)`, which returns a pointer into the tile (SPEC 6.1:
 * only a pointer an opaque function returns from elsewhere than its
 * arguments is not seen; this one has a body and returns its argument
 * plus an offset).  The reads through the returned pointer must still
 * wait for the other warps' stores, and the next tile's stores for them.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define TD 32
#define BR 8
#define PAD (TD + 1)
#define M 64

/* CUDA's little row helper, kept as plain C. */
static inline const int32_t *row_of(const int32_t *base, int r)
{
    return base + r * PAD;
}

PRISM_KERNEL(port_transpose_row, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(TD * BR), WARP(1)), PRISM_SMEM(TD * PAD * 4),
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
                        const int32_t *row = row_of(tile, tx);
                        for (int j = 0; j < TD; j += BR)
                            o[j * M] = row[ty + j];
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
    return PRISM_LAUNCH(port_transpose_row, M / TD, TD * BR, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, M * M, M * M);
}
/*
 * check-name: adversarial port legal (runnable): tiled transpose reading the tile through a plain-C row helper's returned pointer
 *
 * check-error-start
 * check-error-end
 */
