/*
 * adv_run_async2_zfill_partial.cu - a row of n ints, n not a multiple of
 * 4, copied with 16-byte zero-filling copies: each thread's chunk gets a
 * source size of 16, 12, 8, 4 or 0 bytes (prism_cp_async16z: the bytes
 * past the source size are zeros, none read), so the tail is zeroed by
 * the copies themselves and no plain store enters the stage in flight
 * (the buggy form is adv_async2_zfill_plain_tail).  Each block has its
 * own n (253, 254, 255, 256 of a 512-int tile); the block sums a window
 * that straddles the end.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(zfill_partial, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int len = 253 + b;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, row, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const int e = 4 * t;
            PRISM_AT(THREAD(1)) const int left = len - e;
            PRISM_ASYNC(r, row) {
                PRISM_GROUP(THREAD(1)) {
                    const unsigned bytes = left >= 4 ? 16u : left > 0 ? 4u * (unsigned)left : 0u;
                    prism_cp_async16z(r + e, bytes ? in + b * 256 + e : in, bytes);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                int32_t s = 0;
                for (int j = 0; j < 8; j++)
                    s += row[(248 + t + j) % 512] * (j + 1);
                o[0] = s;
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 4 * 128; i++) {
        int b = i / 128, t = i % 128, len = 253 + b;
        int32_t s = 0;
        for (int j = 0; j < 8; j++) {
            int x = (248 + t + j) % 512;
            s += (x < len ? in[b * 256 + x] : 0) * (j + 1);
        }
        out[i] = s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(zfill_partial, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * 256 + 256, 4 * 128);
}
/*
 * check-name: adversarial legal (runnable): zero-filling 16-byte copies with source sizes 16, 12, 8, 4 and 0 at the tail
 *
 * check-error-start
 * check-error-end
 */
