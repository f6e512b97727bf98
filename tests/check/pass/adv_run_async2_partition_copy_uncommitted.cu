/*
 * adv_run_async2_partition_copy_uncommitted.cu - cp.async issued into a
 * thread[1] partition slot (no PRISM_ASYNC: SPEC 6.1 and 8 let a thread
 * copy into memory it owns), with no commit of its own, followed by a
 * PRISM_ASYNC that fills a second tile; then the block reads both tiles.
 *
 * The checker accepts it.  Its checked build waits with
 * cp.async.wait_group 1 before the read of `a`, counting the async scope
 * of `b` as one group committed after the partition's copies.  But the
 * partition's copies were never committed on their own: they belong to
 * the group that the checker's commit after the scope of `b` closes, the
 * newest one, which wait_group 1 leaves in flight.  On the GPU the block
 * reads `a` before those copies land.  SPEC 6.5/7: the transfer must be
 * complete before the owning group reads it; the point before the read
 * needs wait_group 0 (as the checker emits when no scope follows).  The
 * emulator completes copies at issue, so the run is clean there: the
 * check-output below holds the wait the read needs (GPU-only hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(part_uncommitted, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 512);
            PRISM_SHARED(int32_t, b, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, a, THREAD(1), 4 * t) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(w, in + base + 4 * t); }
            }
            PRISM_ASYNC(bb, b) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(bb + 4 * t, in + base + 512 + 4 * t); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = a[(4 * t + 37) % 512] * 3; }
            PRISM_GROUP(THREAD(1)) { o[0] += b[(4 * t + 91) % 512]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        const int32_t *v = in + (i / 128) * 1024;
        int t = i % 128;
        out[i] = v[(4 * t + 37) % 512] * 3 + v[512 + (4 * t + 91) % 512];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(part_uncommitted, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 256);
}
/*
 * check-name: adversarial legal (runnable): uncommitted cp.async into partition slots, then an async scope; the read of the slots needs wait_group 0
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_partition_copy_uncommitted.cu:43:13: sync 1 in part_uncommitted: before group: RAW a (partition w of a (line 37) -> group thread[1] (line 43)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
part_uncommitted: 3 scopes, 1 sync point (1 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
