/*
 * adv_run_async2_partition_copy_unchecked.cu - cp.async issued straight
 * into a thread[1] partition slot (no PRISM_ASYNC; SPEC 6.1 and 8 let a
 * thread copy into memory it owns) and committed by the thread; after the
 * partition the block reads the neighbours' slots.
 *
 * The checked build is right: the point before the read waits
 * (cp.async.wait_group 0) and then meets the block.  The unchecked build
 * is not: a partition's conservative exit is a barrier with no cp.async
 * wait (only PRISM_ASYNC's exit waits, SPEC 6.5/7), so built without the
 * checker, which SPEC 1 and 7 promise is correct ("a kernel the checker
 * would accept gets a barrier at every construct boundary, which is
 * correct"), the block reads slots whose copies have not landed on the
 * GPU.  Either the unchecked partition exit must wait for copies, or a
 * cp.async outside PRISM_ASYNC must be an error; the SPEC says neither.
 * The emulator completes copies at issue, so every run is clean here
 * (GPU-only hole in the unchecked build).  Closed since: every scope's
 * conservative exit waits for copies in flight first (SPEC 7).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(part_copy_unchecked, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
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
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(w, in + base + 4 * t); prism_cp_async_commit(); }
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
    return PRISM_LAUNCH(part_copy_unchecked, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): cp.async into a thread's partition slot, read by the block after the partition
 *
 * check-error-start
 * check-error-end
 */
