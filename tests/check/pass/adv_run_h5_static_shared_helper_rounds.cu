/*
 * adv_run_h5_static_shared_helper_rounds.cu - a block-level PRISM_DEVICE helper that declares a static
 * __shared__ tile (block[1] memory, SPEC 6.1/6.2), writes it through a
 * partition of a block[1] copy and reads a neighbour's slot, called three
 * times in a loop.  The next call's write partition must wait for the
 * previous call's reads (WAR): the conservative build has the scope's
 * entry barrier; the checked build has only the RAW barrier inside the
 * helper, as the __shared__ variable outlives the call and nothing charges
 * it to the caller's loop.  The race detector reports the race, and the
 * result is wrong.  The same helper with a PRISM_SHARED tile
 * (adv_run_h5_arena_helper_rounds) is clean.  Legal: a hole of the
 * inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_DEVICE(int32_t, rot, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    __shared__ int32_t sbuf[128];
    int32_t *b = sbuf;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, b, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { w[0] = x; }
    }
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { r = b[(i + 1) % 128]; }
    return r;
}
PRISM_KERNEL(h5_static_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        v = in[g];
        for (int k = 0; k < 3; k++)
            v = PRISM_CALL(rot, v) + k;
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
        int32_t s[128], u[128];
        for (int t = 0; t < 128; t++) s[t] = bin[t];
        for (int k = 0; k < 3; k++) {
            for (int t = 0; t < 128; t++) u[t] = s[(t + 1) % 128] + k;
            for (int t = 0; t < 128; t++) s[t] = u[t];
        }
        for (int t = 0; t < 128; t++) bout[t] = s[t];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_static_helper, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a helper's static __shared__ tile across calls in a loop
 *
 * check-error-start
 * check-error-end
 */
