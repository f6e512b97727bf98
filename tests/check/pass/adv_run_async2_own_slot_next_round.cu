/*
 * adv_run_async2_own_slot_next_round.cu - a per-thread prefetch: in
 * every round each thread copies its next 4 ints by cp.async into its own
 * slot (a thread[1] partition, PRISM_ASYNC at the thread's perspective)
 * and, in the following round, reads what it prefetched before issuing
 * the next copy.  Only the thread itself touches its slot, so no barrier
 * is needed, but its read must wait for its own copy.
 *
 * The checker accepts it and its checked build has no cp.async wait in
 * the loop at all (0 sync points): the read of round k + 1 is not
 * ordered after the copy of round k.  The same read right after the
 * scope in the same round gets its wait (adv_run_async_own_slice,
 * tests/sync/async_own.cu), and so does a read at an index that changes
 * with the round (w[k % 4]), or a fixed one in acc = acc * 3 + w[1]
 * (then a block barrier, more than needed); with acc += w[1] and a
 * fixed index the partition is "the
 * same in every round" (SYNC.md §2, refinement 1), which orders units,
 * not a unit's own copies.  On the GPU each thread reads its slot before
 * its previous round's copy has landed.  SPEC 6.5: the transfer is
 * complete when the scope ends.  The emulator completes copies at issue,
 * so the runs are clean; the check-output holds the wait the read needs
 * (GPU-only hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define NR 4

PRISM_KERNEL(own_next_round, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * NR * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, s0, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            for (int k = 0; k < NR; k++) {
                PRISM_PARTITION(w, s0, THREAD(1), 4 * t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (k > 0)
                            acc += w[1];
                        PRISM_ASYNC(a, w) { prism_cp_async16(a, in + base + 512 * k + 4 * t); }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        int32_t acc = 0;
        for (int k = 1; k < NR; k++)
            acc += in[b * NR * 512 + 512 * (k - 1) + 4 * t + 1];
        out[i] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(own_next_round, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * NR * 512, 256);
}
/*
 * check-name: adversarial legal (runnable): a thread reads in round k + 1 the slot its own cp.async filled in round k; the read needs a cp.async wait
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_own_slot_next_round.cu:44:17: sync 1 in own_next_round: before partition: RAW s0 (partition w of s0 (line 44) -> partition w of s0 (line 44), back edge); waits for async copies (cp.async.wait_group 0); group block[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
own_next_round: 3 scopes, 1 sync point (1 none (one thread)); conservative: 2 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
