/*
 * adv_run_async2_prism_helper_copy.cu - a thread[1] helper issues the
 * cp.async into the slot its caller owns through a thread[1] partition
 * (SPEC 6.1: a thread may hand its own memory to a callee; SPEC 8: the
 * copy is a thread[1] intrinsic), and commits it.  The helper has no
 * PRISM_ASYNC of its own.  After the partition the block reads the
 * neighbours' slots.
 *
 * The checker accepts it, and the checked build places a __syncthreads()
 * before the read but no cp.async wait: the call is charged as a plain
 * write of the slot.  On the GPU the barrier does not wait for the copies,
 * so the block reads slots whose copies have not landed.  (The unchecked
 * build has the same gap: the partition's exit barrier waits for no
 * copy.)  SPEC 6.5/7: a read of memory filled by asynchronous copies
 * waits for them; with PRISM_ASYNC inside the helper (see
 * adv_ok_async2_helper_own_scope) the helper waits at its end.  The
 * emulator completes copies at issue, so the run is clean; the
 * check-output holds the wait the read needs (GPU-only hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, fill_chunk, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int32_t *, dst, THREAD(1)),
             PRISM_PARAM(const int32_t *, src, THREAD(1)))
{
    prism_cp_async16(dst, src); /* the thread copies into memory it owns */
    prism_cp_async_commit();
}

PRISM_KERNEL(helper_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, a, THREAD(1), 4 * t) {
                PRISM_GROUP(THREAD(1)) { PRISM_CALL(fill_chunk, w, in + base + 4 * t); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = a[(4 * t + 37) % 512] * 3 - a[(4 * t + 6) % 512]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        const int32_t *v = in + (i / 128) * 512;
        int t = i % 128;
        out[i] = v[(4 * t + 37) % 512] * 3 - v[(4 * t + 6) % 512];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(helper_copy, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): a thread[1] helper's cp.async into the caller's partition slot needs a wait before the block reads it
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_prism_helper_copy.cu:47:13: sync 1 in helper_copy: before group: RAW a (partition w of a (line 44) -> group thread[1] (line 47)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
helper_copy: 2 scopes, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
