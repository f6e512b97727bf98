/*
 * adv_run_async2_call_barrier_drops_copies.cu - the block starts the copy
 * of tile `a` (PRISM_ASYNC), then, while it is in flight, calls a block
 * helper that reverses another tile in place (its body makes the whole
 * block meet: a __syncthreads between its reads and its partition's
 * writes), and then reads `a`.
 *
 * The checker accepts it, and the checked build's only point before the
 * reads is a __syncthreads for the helper's tile `b`: the copies into `a`
 * are no longer pending after the call, as if the helper's barrier had
 * waited for them.  A barrier does not wait for cp.async copies (SYNC.md
 * §2, refinement 4: "No user barrier waits for cp.async copies: those
 * stay pending"; the helper's point has no cp.async wait since it reads
 * no copied memory).  On the GPU the block reads `a` before its copies
 * land.  SPEC 6.5: the transfer is complete and visible to the owning
 * group when the scope ends; the read of `a` needs cp.async.wait_group 0
 * before its barrier.  The emulator completes copies at issue, so the
 * run is clean; the check-output holds the wait the read needs (GPU-only
 * hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, reverse, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int32_t *, buf, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t v = buf[127 - t];
    PRISM_PARTITION(p, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { p[0] = v; }
    }
}

PRISM_KERNEL(call_barrier, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 640;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 512);
            PRISM_SHARED(int32_t, b, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(bp, b, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { bp[0] = in[base + 512 + t]; }
            }
            PRISM_ASYNC(aa, a) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(aa + 4 * t, in + base + 4 * t); }
            }
            PRISM_CALL(reverse, b);
            PRISM_GROUP(THREAD(1)) { o[0] = a[(4 * t + 37) % 512] * 3; }
            PRISM_GROUP(THREAD(1)) { o[0] += b[(t + 1) % 128]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        const int32_t *v = in + (i / 128) * 640;
        int t = i % 128;
        out[i] = v[(4 * t + 37) % 512] * 3 + v[512 + 127 - (t + 1) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(call_barrier, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1280, 256);
}
/*
 * check-name: adversarial legal (runnable): copies in flight across a call whose body meets the block; the read after it needs a cp.async wait
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_call_barrier_drops_copies.cu:31:5: sync 1 in reverse: before partition: WAR buf (declaration (line 30) -> partition p of buf (line 31)); group block[1]: __syncthreads() (the owning group is the whole block)
reverse: 1 scope, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
adv_run_async2_call_barrier_drops_copies.cu:54:13: sync 1 in call_barrier: before call reverse: RAW b (partition bp of b (line 48) -> call reverse (line 54)); group block[1]: __syncthreads() (the owning group is the whole block)
adv_run_async2_call_barrier_drops_copies.cu:55:13: sync 2 in call_barrier: before group: RAW a (async aa of a (line 51) -> group thread[1] (line 55)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
call_barrier: 3 scopes, 2 sync points (2 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
