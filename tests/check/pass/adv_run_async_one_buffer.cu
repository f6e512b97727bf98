/*
 * adv_run_async_one_buffer.cu - double buffering with one buffer: each
 * round copies the next chunk (cp.async, 8 bytes per copy, 64 threads)
 * into the tile the block read last round.  The copies must wait for
 * every thread's last reads (WAR through the back edge: a thread reads
 * slot t + 3 + r, which another thread's copy overwrites), and the reads
 * for the copies (RAW).  After the loop the block writes the tile
 * through a partition (a plain write after reads of another slot) and
 * reads it back.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define NCH 4
PRISM_KERNEL(async_one_buffer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int cbase = (int)PRISM_ID(BLOCK(1)) * NCH * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, buf, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < NCH; r++) {
            PRISM_ASYNC(a, buf) {
                PRISM_GROUP(THREAD(1)) {
                    if (t < 64)
                        prism_cp_async8(a + 2 * t, in + cbase + r * 128 + 2 * t);
                    prism_cp_async_commit();
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += buf[(t + 3 + r) % 128] * (r + 1); }
        }
        PRISM_PARTITION(w, buf, THREAD(1), (t + 64) % 128) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc; }
        }
        PRISM_GROUP(THREAD(1)) { acc = buf[t] - acc; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
    (void)n;
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    int32_t a[256];
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        a[i] = 0;
        for (int r = 0; r < NCH; r++)
            a[i] += in[(b * NCH + r) * 128 + (t + 3 + r) % 128] * (r + 1);
    }
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        out[i] = a[b * 128 + (t + 64) % 128] - a[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_one_buffer, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * NCH * 128, 256);
}
/*
 * check-name: adversarial legal (runnable): one cp.async buffer refilled every round while last round's readers may lag
 *
 * check-error-start
 * check-error-end
 */
