/*
 * adv_run_async_own_slice.cu - cp.async into a thread's own slice.  Each of
 * the first 32 threads owns 4 slots of the tile through a thread[1] partition (offset
 * 4 (t mod 32); the other threads do not touch theirs) and,
 * inside it, marks its slice with PRISM_ASYNC (its code perspective,
 * SPEC 6.5) and copies 16 bytes into it; right after that async scope
 * the thread reads its own slots back (SPEC 6.5: "The transfer is
 * complete and visible to the owning group when the scope ends": the
 * owning group is the thread, which needs a cp.async wait and no
 * barrier).  After the partition the block reads other threads' slots
 * (wait and __syncthreads), and the next round copies into the slices
 * again (WAR against those reads).
 *
 * On the emulator the copies complete when issued, so a missing cp.async
 * wait cannot show here.  It was missing: inside the thread's own
 * thread[1] scope its reads through the alias were no event at all, so the
 * checked build read the slice before the copy landed.  Such a read now
 * waits for the thread's own copies (prism_sync_async_wait, no barrier);
 * tests/sync/async_own.cu pins the emitted wait.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(async_own_slice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int cbase = (int)PRISM_ID(BLOCK(1)) * 3 * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), 4 * (t % 32)) {
                PRISM_GROUP(THREAD(1)) {
                    if (t < 32) {
                        PRISM_ASYNC(a, w) {
                            prism_cp_async16(a, in + cbase + r * 128 + 4 * t);
                        }
                        acc += w[1] - w[2];
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += 3 * tile[(t + 5 + r) % 128]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        int32_t a = 0;
        for (int r = 0; r < 3; r++) {
            const int32_t *v = in + (b * 3 + r) * 128;
            if (t < 32)
                a += v[4 * t + 1] - v[4 * t + 2];
            a += 3 * v[(t + 5 + r) % 128];
        }
        out[i] = a;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_own_slice, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 3 * 128, 256);
}
/*
 * check-name: adversarial legal (runnable): cp.async into a thread's own partition slice, read back by the thread, then by the block
 *
 * check-error-start
 * check-error-end
 */
