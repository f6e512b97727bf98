/*
 * adv_run_h4_rotate_negated.cu - a write partition in a loop whose offset
 * rotates the other way each round, `(k - t) & 127` and `(-t + k) & 127`:
 * thread t owns slot k - t in round k, the slot thread t - 1 owned in
 * round k - 1, and adds to it (a read-modify-write of another thread's
 * earlier element).  The scope in one round must be ordered against the
 * last (SYNC.md 2, refinement 1: an offset that changes across rounds is
 * no fixed strided offset).  Legal: each round's offset is injective.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_rot_neg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g] * 3; }
        }
        for (int k = 0; k < 6; k++) {
            PRISM_PARTITION(w, a, THREAD(1), (k - t) & 127) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + t; }
            }
            PRISM_PARTITION(w, b, THREAD(1), (-t + k) & 127) {
                PRISM_GROUP(THREAD(1)) { w[0] = (w[0] & 0xffff) * 3 + t; }
            }
        }
        PRISM_GROUP(THREAD(1)) { v = (a[t] & 0xfffff) + b[t]; }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        int32_t a[128], b[128];
        for (int t = 0; t < 128; t++) {
            a[t] = in[blk * 128 + t];
            b[t] = in[blk * 128 + t] * 3;
        }
        for (int k = 0; k < 6; k++) {
            for (int t = 0; t < 128; t++) {
                int s = (k - t) & 127;
                a[s] = a[s] * 2 + t;
            }
            for (int t = 0; t < 128; t++) {
                int s = (-t + k) & 127;
                b[s] = (b[s] & 0xffff) * 3 + t;
            }
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = (a[t] & 0xfffff) + b[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_rot_neg, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): write partitions rotating by k - t across rounds
 *
 * check-error-start
 * check-error-end
 */
