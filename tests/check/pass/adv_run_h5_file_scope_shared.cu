/*
 * adv_run_h5_file_scope_shared.cu - a file-scope __shared__ array (block[1] memory, SPEC 6.1) that
 * the kernel writes through a partition of a block[1] copy (tp = g_tile),
 * and a thread-level helper reads by its global name (a neighbour's
 * slot).  The read after the partition needs the RAW barrier, and the next
 * round's write the WAR one; the checked build has neither (0 sync
 * points): the helper's access to the global is not charged to the
 * kernel's memory, so the race detector reports a race and the result is
 * wrong.  Passing the tile as a parameter instead
 * (adv_run_h5_file_scope_shared_param) is clean.  Legal: a hole of the
 * inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
__shared__ int32_t g_tile[128];
PRISM_DEVICE(int32_t, peek, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, i, THREAD(1)))
{
    return g_tile[(i + 1) % 128];
}
PRISM_KERNEL(h5_file_shared, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int32_t *tp = g_tile;
        for (int k = 0; k < 2; k++) {
            PRISM_PARTITION(w, tp, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] + k; }
            }
            PRISM_GROUP(THREAD(1)) { v += PRISM_CALL(peek, t); }
        }
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
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++) bout[t] = 2 * bin[(t + 1) % 128] + 1;

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_file_shared, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a file-scope __shared__ tile read by a helper by its name
 *
 * check-error-start
 * check-error-end
 */
