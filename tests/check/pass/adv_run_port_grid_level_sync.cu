/*
 * adv_run_port_grid_level_sync.cu - a kernel of two phases, each a
 * block group with its own shared tile (the second tile lands on the
 * first one's bytes: sibling groups share the arena, SPEC 6.2), ported
 * from CUDA with the `__syncthreads()` between the phases written as
 * PRISM_SYNC() at the kernel's top level.  At grid[1] PRISM_SYNC() does
 * nothing (SPEC 7: "at grid[1] and block[m > 1] it does nothing"), so
 * the second phase's stores must still wait for the first phase's reads
 * of other warps' slots; without the PRISM_SYNC() the checker places
 * that barrier (docs/SYNC.md 3: grid, shared memory: __syncthreads()).
 * The first phase also keeps the optional barriers of
 * adv_run_port_maybe_sync.  (A hole when written: the grid[1] PRISM_SYNC()
 * was taken for a user barrier and the sibling groups' barrier dropped;
 * a PRISM_SYNC() is now a barrier to the inference only where it lowers
 * to one, docs/SYNC.md 2, refinement 4.)
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_grid_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(B * 4),
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
    PRISM_SYNC();
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile2, B);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 3 * in[g]; }
        }
        PRISM_GROUP(THREAD(1)) { v += 100 * tile2[(t + 96) % B]; }
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
        out[i] = in[b + (t + 32) % B] + 20 * in[b + (t + 64) % B] + 300 * in[b + (t + 96) % B];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_grid_sync, 4, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4 * B);
}
/*
 * check-name: adversarial port legal (runnable): PRISM_SYNC() at grid[1] between two sibling block groups sharing the arena
 *
 * check-error-start
 * check-error-end
 */
