/*
 * adv_run_reuse_split_window.cu - work inside a split barrier's window
 * that touches other memory.  The block writes tile m (thread t writes
 * m[t]), then writes tile b (thread t writes b[t]), then reads m at a
 * neighbour's slot, then reads b at another neighbour's slot.
 *
 * Legal: every store is through a thread[1] partition's name in
 * thread[1] code (SPEC 6.1, 6.3); the reads are plain reads of block[1]
 * shared memory (SPEC 6.2).  SPEC 7: the read of m needs a point after
 * m's partition (RAW), the read of b one after b's partition (RAW).
 * docs/SYNC.md 2, refinement 5 may make the first point a split barrier
 * (arrive after m's partition, wait before the read of m, b's partition
 * in between as "real work"); then b's stores are *after* the arrive and
 * that point does not order them: the read of b still needs its own
 * ordering.  The second round reuses both tiles with the roles swapped
 * (b's partition first, m's partition in the window), and the third
 * round writes m again (WAR against the neighbours' reads of m).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_split_window, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, m, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t x = 0, y = 0;
        /* round 1: m, then b in the window */
        PRISM_PARTITION(mw, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw[0] = in[base + t]; }
        }
        PRISM_PARTITION(bw, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { bw[0] = in[base + t] * 3 + 1; }
        }
        PRISM_GROUP(THREAD(1)) { x = m[(t + 1) % 128]; }
        PRISM_GROUP(THREAD(1)) { y = b[(t + 37) % 128]; }
        PRISM_GROUP(THREAD(1)) { acc += x * 7 + y; }
        /* round 2: b first, then m in the window */
        PRISM_PARTITION(bw2, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { bw2[0] = x - y; }
        }
        PRISM_PARTITION(mw2, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw2[0] = x + 2 * y; }
        }
        PRISM_GROUP(THREAD(1)) { x = b[(t + 64) % 128]; }
        PRISM_GROUP(THREAD(1)) { y = m[(t + 99) % 128]; }
        PRISM_GROUP(THREAD(1)) { acc += x * 11 + y * 13; }
        /* round 3: m again */
        PRISM_PARTITION(mw3, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw3[0] = acc; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 5 * m[127 - t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t m[128], b[128], x[128], y[128], acc[128];
        for (int t = 0; t < 128; t++) {
            m[t] = v[t];
            b[t] = v[t] * 3 + 1;
        }
        for (int t = 0; t < 128; t++) {
            x[t] = m[(t + 1) % 128];
            y[t] = b[(t + 37) % 128];
            acc[t] = x[t] * 7 + y[t];
        }
        for (int t = 0; t < 128; t++) {
            b[t] = x[t] - y[t];
            m[t] = x[t] + 2 * y[t];
        }
        for (int t = 0; t < 128; t++) {
            x[t] = b[(t + 64) % 128];
            y[t] = m[(t + 99) % 128];
            acc[t] += x[t] * 11 + y[t] * 13;
        }
        for (int t = 0; t < 128; t++)
            m[t] = acc[t];
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t] + 5 * m[127 - t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_split_window, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a split barrier's window holds a second tile's writes
 *
 * check-error-start
 * check-error-end
 */
