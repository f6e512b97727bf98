/*
 * adv_run_port_layernorm_rows.cu - block-per-row normalization, three
 * rows per block with the shared statistics reused: every thread adds
 * its element into two shared accumulators (blind atomics), thread 0
 * turns the sums into (mean, scale) in a claim, and every thread reads
 * them back, the reads going through a `const volatile` view of the
 * statistics kept from CUDA's warp-synchronous days.  Next row, thread
 * 0 zeroes the accumulators again: that must wait for every thread's
 * read of the previous row's statistics, and the atomics for the zeroing.
 * Integer arithmetic keeps the reference exact.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 64
#define ROWS 3

PRISM_KERNEL(port_layernorm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(32),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * ROWS * B) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, acc, 2);
            PRISM_SHARED(int32_t, stat, 2);
            const volatile int32_t *st = stat;
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int r = 0; r < ROWS; r++) {
                const int base = (b * ROWS + r) * B;
                PRISM_AT(THREAD(1)) const int32_t x = base + t < n ? in[base + t] : 0;
                PRISM_ONE_CLAIM(z, acc) {
                    z[0] = 0;
                    z[1] = 0;
                }
                PRISM_GROUP(THREAD(1)) {
                    atomicAdd(&acc[0], x);
                    atomicAdd(&acc[1], x * x);
                }
                PRISM_ONE_CLAIM(s, stat) {
                    const int32_t mean = acc[0] / B;
                    s[0] = mean;
                    s[1] = 1 + (acc[1] / B - mean * mean) / 64;
                }
                PRISM_PARTITION(o, ob, THREAD(1), r * B + t) {
                    PRISM_GROUP(THREAD(1)) { o[0] = (x - st[0]) * 100 / st[1]; }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int row = 0; row * B < n; row++) {
        int32_t s = 0, q = 0;
        for (int t = 0; t < B; t++) {
            s += in[row * B + t];
            q += in[row * B + t] * in[row * B + t];
        }
        const int32_t mean = s / B;
        const int32_t scale = 1 + (q / B - mean * mean) / 64;
        for (int t = 0; t < B; t++)
            out[row * B + t] = (in[row * B + t] - mean) * 100 / scale;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_layernorm, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * ROWS * B, 2 * ROWS * B);
}
/*
 * check-name: adversarial port legal (runnable): block-per-row statistics by shared atomics, read through a volatile view, rows reused
 *
 * check-error-start
 * check-error-end
 */
