/*
 * adv_run_h5_device_array_two_kernels.cu - the legal form of
 * adv_h5_device_array_reread: two kernels in one file share a
 * `__device__` array and a helper that reads it by name; the first
 * writes it through a grid-level partition, the second (a later launch,
 * which orders the blocks) reads another block's element through the
 * helper and through the name.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

__device__ int32_t g_buf2[512];

PRISM_DEVICE(int32_t, peek2, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, i, THREAD(1)))
{
    return g_buf2[(i + 128) % 512];
}

PRISM_KERNEL(h5_dev_fill, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *gb = g_buf2;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < 512) w[0] = in[g]; }
    }
}

PRISM_KERNEL(h5_dev_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = PRISM_CALL(peek2, g) * 2 + g_buf2[(g + 256) % 512]; }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[(i + 128) % 512] * 2 + in[(i + 256) % 512];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    int rc = PRISM_LAUNCH(h5_dev_fill, n / 128, 128, in);
    if (rc)
        return rc;
    return PRISM_LAUNCH(h5_dev_read, n / 128, 128, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): two kernels share a __device__ array and a helper reading it
 *
 * check-error-start
 * check-error-end
 */
