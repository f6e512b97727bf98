/*
 * adv_run_port_callee_early_return.cu - a block-level helper that returns
 * early for a whole block (odd blocks have no scratch work; legal: the
 * block is uniform), and otherwise stages a scratch tile behind its own
 * barrier.  The caller stores its tile, calls the helper, then reads a
 * neighbour's slot of its tile.  For the even blocks the helper's barrier
 * happens to order the caller's store and read; for the odd ones nothing
 * in the helper does: the caller needs its own barrier (SYNC.md 2,
 * refinement 4 counts a call as a barrier only when the callee meets on
 * every path).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, scratch_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)), PRISM_PARAM(int, skip, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    if (skip)
        return r;
    PRISM_SHARED(int32_t, scratch, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, scratch, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = src[t] * 2; }
    }
    PRISM_GROUP(THREAD(1)) { r = scratch[t ^ 1]; }
    return r;
}

PRISM_KERNEL(port_callee_return, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        v = PRISM_CALL(scratch_sum, in + b * 128, b & 1);
        PRISM_GROUP(THREAD(1)) { v += 1000 * tile[(t + 32) % 128]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        int32_t r = (b & 1) ? 0 : in[b * 128 + (t ^ 1)] * 2;
        out[i] = r + 1000 * in[b * 128 + (t + 32) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_callee_return, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial port legal (runnable): a block helper returning early for whole blocks between the caller's store and read
 *
 * check-error-start
 * check-error-end
 */
