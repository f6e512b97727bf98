/*
 * adv_run_port_maybe_sync.cu - barriers that may not run: between a
 * block-wide store of a shared tile and reads of other warps' slots, the
 * port keeps CUDA's optional barriers, a block-uniform
 * `if (extra) __syncthreads();` and a block-uniform loop
 * `for (k = 0; k < extra; k++) __syncthreads();`, with extra = 0 at run
 * time.  A barrier on some paths orders nothing on the others: the
 * checked build must place its own (adv_run_port_grid_level_sync is the
 * same shape with PRISM_SYNC() at grid[1]).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_maybe_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(B * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(GRID(1)) const int extra = n / 100000;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, B);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        if (extra)
            prism_syncthreads();
        PRISM_GROUP(THREAD(1)) { v += tile[(t + 32) % B]; }
        for (int k = 0; k < extra; k++)
            prism_syncthreads();
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 2 * in[g]; }
        }
        for (int k = 0; k < extra; k++)
            prism_syncthreads();
        PRISM_GROUP(THREAD(1)) { v += 10 * tile[(t + 64) % B]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        const int b = i / B * B, t = i % B;
        out[i] = in[b + (t + 32) % B] + 20 * in[b + (t + 64) % B];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_maybe_sync, 4, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4 * B);
}
/*
 * check-name: adversarial port legal (runnable): block-uniform barriers on some paths only between a tile's stores and reads
 *
 * check-error-start
 * check-error-end
 */
