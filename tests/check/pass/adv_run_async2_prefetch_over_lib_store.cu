/*
 * adv_run_async2_prefetch_over_lib_store.cu - a pipelined epilogue: the
 * block starts the cp.async prefetch of its next input tile, stores this
 * step's results with the library's transposing store
 * (prism_block_store_transpose_i32_128x4: blocked items through its own
 * shared tile, one block barrier, striped global writes), then reads the
 * prefetched tile.
 *
 * The checker accepts it, and the checked build's only point after the
 * call is a __syncthreads for the output it writes: the copies into
 * `next` are no longer pending after the call, whose body makes the block
 * meet (SYNC.md §2, refinement 4), yet that barrier waits for no cp.async
 * copy ("No user barrier waits for cp.async copies: those stay pending").
 * On the GPU the block reads `next` before the copies land.  SPEC 6.5:
 * the transfer is complete when the scope ends; the read needs
 * cp.async.wait_group 0 before its barrier.  The same program with the
 * library's block reduction in place of the store gets its wait
 * (adv_run_async2_prefetch_over_reduce).  The emulator completes copies
 * at issue, so the runs are clean; the check-output holds the wait the
 * read needs (GPU-only hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(prefetch_store, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2048 + 2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    (void)n;
    PRISM_PARTITION(blk, out, BLOCK(1), b * 640) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, next, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 4; j++)
                    items[j] = in[b * 1024 + 512 + 4 * t + j] * 2;
            }
            PRISM_ASYNC(nx, next) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(nx + 4 * t, in + b * 1024 + 4 * t); }
            }
            PRISM_CALL(prism_block_store_transpose_i32_128x4, blk, items);
            PRISM_PARTITION(r, blk, THREAD(1), 512 + t) {
                PRISM_GROUP(THREAD(1)) { r[0] = next[(4 * t + 37) % 512] * 3; }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        for (int x = 0; x < 512; x++)
            out[b * 640 + x] = in[b * 1024 + 512 + x] * 2;
        for (int t = 0; t < 128; t++)
            out[b * 640 + 512 + t] = in[b * 1024 + (4 * t + 37) % 512] * 3;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(prefetch_store, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 1280);
}
/*
 * check-name: adversarial legal (runnable): a cp.async prefetch across the library's transposing store; the read after it needs a cp.async wait
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_prefetch_over_lib_store.cu:47:13: sync 1 in prefetch_store: before partition: RAW next (async nx of next (line 43) -> partition r of out (line 47)); WAW+WAR out (call prism_block_store_transpose_i32_128x4 (line 46) -> partition r of out (line 47)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
prefetch_store: 3 scopes, 1 sync point (1 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
