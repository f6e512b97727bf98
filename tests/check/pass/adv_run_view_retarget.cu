/*
 * adv_run_view_retarget.cu - a read-only view declared at one tile and
 * later pointed at another (plain C assignment in block[1] code, before
 * any scope).  The first tile is written and read through the view; then
 * `src = tb;`, the second tile is written through a partition of its own
 * name and read through the view.  SPEC 6.3 collects derivations "over
 * the whole function ... whatever their order", and SYNC.md charges an
 * access to the memory the pointer may hold: the second read is of `tb`,
 * and must wait for its partition's stores (RAW).
 *
 * Was a hole (tagged adv-known-race): a local pointer was taken for what
 * its initializer points at only; the inference now follows every
 * `name = value` it is given (sync_access.c, resolve_reassigned).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(view_retarget, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 128);
        PRISM_SHARED(int32_t, tb, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        const int32_t *src = ta;
        PRISM_PARTITION(w, ta, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * 2; }
        }
        PRISM_GROUP(THREAD(1)) { acc += src[(t + 1) % 128]; }
        src = tb;
        PRISM_PARTITION(w, tb, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + 127 - t] + acc; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * src[(t + 3) % 128]; }
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
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *v = in + b * 128;
        int32_t a[128], tb[128];
        for (int t = 0; t < 128; t++)
            a[t] = v[(t + 1) % 128] * 2;
        for (int t = 0; t < 128; t++)
            tb[t] = v[127 - t] + a[t];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * tb[(t + 3) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(view_retarget, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a read-only view pointed at a second tile, read after that tile's partition
 *
 * check-error-start
 * check-error-end
 */
