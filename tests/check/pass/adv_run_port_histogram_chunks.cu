/*
 * adv_run_port_histogram_chunks.cu - a privatized shared-memory histogram
 * (16 bins) per 256-element chunk, each block walking its chunks in a
 * loop with the bins reused: zero the bins (one thread per bin), add
 * with shared atomics from every thread, copy the chunk's histogram out
 * (one thread per bin).  The atomics must wait for the zeroing, the copy
 * for the atomics, and the next chunk's zeroing and atomics for the copy
 * (other threads' bins: thread k reads bin k, every thread adds into
 * any bin).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define CH 256
#define BINS 16
#define PER 3

PRISM_KERNEL(port_hist, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * PER * BINS) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, bins, BINS);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int c = 0; c < PER; c++) {
                const int base = (b * PER + c) * CH;
                PRISM_PARTITION(z, bins, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < BINS)
                            z[0] = 0;
                    }
                }
                PRISM_FOR_STRIDED(i, CH) {
                    if (base + i < n)
                        atomicAdd(&bins[(in[base + i] + 64) & (BINS - 1)], 1);
                }
                PRISM_PARTITION(o, ob, THREAD(1), c * BINS + t) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < BINS)
                            o[0] = bins[t];
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i / CH * BINS + ((in[i] + 64) & (BINS - 1))]++;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_hist, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * PER * CH, 2 * PER * BINS);
}
/*
 * check-name: adversarial port legal (runnable): privatized shared histogram, bins reused chunk after chunk
 *
 * check-error-start
 * check-error-end
 */
