/*
 * adv_run_async2_helper_own_scope.cu - the legal twin of
 * adv_run_async2_prism_helper_copy: the thread[1] helper opens its own
 * PRISM_ASYNC of the slot it is given, so the copies are complete when
 * the helper returns (SPEC 6.5; SYNC.md: copies in flight at a
 * function's end are waited for there), and the caller's block barrier
 * makes them visible to the neighbours that read them.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, fill_chunk, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int32_t *, dst, THREAD(1)),
             PRISM_PARAM(const int32_t *, src, THREAD(1)))
{
    PRISM_ASYNC(d, dst) { prism_cp_async16(d, src); }
}

PRISM_KERNEL(helper_own_scope, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
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
                PRISM_GROUP(THREAD(1)) { PRISM_CALL(fill_chunk, w, in + base + 4 * t); }
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
    return PRISM_LAUNCH(helper_own_scope, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): a thread[1] helper copies into its caller's slot inside its own async scope
 *
 * check-error-start
 * check-error-end
 */
