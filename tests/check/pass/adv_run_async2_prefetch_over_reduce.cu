/*
 * adv_run_async2_prefetch_over_reduce.cu - the textbook overlap: start the
 * cp.async prefetch of the next tile, do a block reduction of this step's
 * register values (the library's prism_block_reduce_sum_i32, whose body
 * makes the whole block meet), then read the prefetched tile.
 *
 * The copies must still be waited for before the read: the reduction's
 * barriers wait for no cp.async copy (SYNC.md §2, refinement 4).  The
 * checked build has the wait (compare adv_run_async2_call_barrier_drops_copies,
 * where a hand-written helper's barrier is taken to cover the copies).
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(prefetch_reduce, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, next, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 4; j++)
                    items[j] = in[base + 512 + 4 * t + j];
            }
            PRISM_ASYNC(nx, next) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(nx + 4 * t, in + base + 4 * t); }
            }
            PRISM_AT(THREAD(1)) const int32_t total = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
            PRISM_GROUP(THREAD(1)) { o[0] = total + next[(4 * t + 37) % 512] * 3; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t total = 0;
        for (int e = 0; e < 512; e++)
            total += in[b * 1024 + 512 + e];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = total + in[b * 1024 + (4 * t + 37) % 512] * 3;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(prefetch_reduce, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 256);
}
/*
 * check-name: adversarial legal (runnable): a cp.async prefetch overlapped with a library block reduction, then read
 *
 * check-error-start
 * check-error-end
 */
