/*
 * adv_run_h5_switch_arena.cu - a switch in a loop whose case 0 group allocates and reads a tile
 * and falls through into case 1's group, which allocates another tile on
 * the same arena bytes (a sibling frame, shifted by a small pad) and
 * writes it: the fall-through edge needs the WAR barrier; default's group
 * reuses the bytes again.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_switch_arena, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        for (int mode = 0; mode < 3; mode++) {
            switch (mode) {
            case 0:
                PRISM_GROUP(BLOCK(1)) {
                    PRISM_SHARED(int32_t, a, 128);
                    const int32_t *ca = a;
                    PRISM_PARTITION(w, a, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
                    }
                    PRISM_GROUP(THREAD(1)) { v += ca[(t + 1) % 128]; }
                }
                /* fall through */
            case 1:
                PRISM_GROUP(BLOCK(1)) {
                    PRISM_SHARED(int32_t, pad, 4);
                    PRISM_SHARED(int32_t, b, 128);
                    const int32_t *cb = b;
                    (void)pad;
                    PRISM_PARTITION(w, b, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] = in[g] * 3 + mode; }
                    }
                    PRISM_GROUP(THREAD(1)) { v += cb[(t + 2) % 128]; }
                }
                break;
            default:
                PRISM_GROUP(BLOCK(1)) {
                    PRISM_SHARED(int32_t, c, 132);
                    PRISM_PARTITION(w, c, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] = 1; }
                    }
                }
                break;
            }
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
        for (int t = 0; t < 128; t++)
            bout[t] = bin[(t + 1) % 128] + (bin[(t + 2) % 128] * 3) + (bin[(t + 2) % 128] * 3 + 1);

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_switch_arena, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): sibling group tiles across switch fall-through
 *
 * check-error-start
 * check-error-end
 */
