/*
 * adv_run_port_grid_stride_count.cu - a grid-stride loop written the
 * Prism way (the block's first element steps by the grid's threads, a
 * block[1] trip count, the thread's element guarded inside), with a
 * shared tile staged every round and __syncthreads_count counting the
 * round's positive elements.  Each thread adds two neighbours'
 * elements (t ^ 1 in its own warp, t ^ 32 in the other warp), so the
 * tile's reads need the round's stores, and the next round's stores
 * need this round's reads.  The block's count goes out
 * through one thread.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 64

PRISM_KERNEL(port_grid_stride, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(B * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(GRID(1)) const int stride = (int)(PRISM_NBLOCKS() * PRISM_NTHREADS());
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * (B + 1)) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, B);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_AT(BLOCK(1)) int count = 0;
            for (int first = b * B; first < n; first += stride) {
                PRISM_AT(THREAD(1)) const int32_t v = first + t < n ? in[first + t] : 0;
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = v; }
                }
                count += __syncthreads_count(v > 0);
                PRISM_GROUP(THREAD(1)) { acc += tile[t ^ 1] + 3 * tile[t ^ 32]; }
            }
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = acc; }
            }
            PRISM_ONE_CLAIM(o1, ob) { o1[B] = count; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    const int nb = 2, stride = nb * B;
    for (int b = 0; b < nb; b++) {
        int count = 0;
        for (int t = 0; t < B; t++) {
            int32_t acc = 0;
            for (int first = b * B; first < n; first += stride) {
                const int i1 = first + (t ^ 1), i2 = first + (t ^ 32);
                acc += (i1 < n ? in[i1] : 0) + 3 * (i2 < n ? in[i2] : 0);
                if (first + t < n && in[first + t] > 0)
                    count++;
            }
            out[b * (B + 1) + t] = acc;
        }
        out[b * (B + 1) + B] = count;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_grid_stride, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 5 * B + 17, 2 * (B + 1));
}
/*
 * check-name: adversarial port legal (runnable): grid-stride loop with a block[1] trip count, a staged tile and __syncthreads_count
 *
 * check-error-start
 * check-error-end
 */
