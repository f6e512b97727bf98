/*
 * adv_run_lang_goto_warp_rounds.cu - a round loop made of a label and a
 * backward goto (block-uniform counter) around a warp group: each warp
 * writes its 32-slot slice through a lane partition and reads the next
 * lane's slot.  Nothing at block level separates the rounds, so the
 * warp's region runs again every round: lane l's read of round r must be
 * over before lane l+1 writes round r+1 (WAR, a __syncwarp at the
 * region's head; docs/SYNC.md 2, "Regions inside loops"), although the
 * loop is no `for`.  Legal: the goto and label are in block code
 * (SPEC 6.6), every condition is block[1] (SPEC 5.1).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_goto_warp_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_AT(BLOCK(1)) int r = 0;
        PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
        again:
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(l, ws, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { l[0] = in[base + warp * 32 + (lane + r) % 32] + acc; }
                }
                PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32]; }
            }
            r++;
            if (r < 4)
                goto again;
        }
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
    for (int w = 0; w * 32 < n; w++) {
        int32_t s[32], a[32] = {0};
        for (int r = 0; r < 4; r++) {
            for (int l = 0; l < 32; l++)
                s[l] = in[w * 32 + (l + r) % 32] + a[l];
            for (int l = 0; l < 32; l++)
                a[l] += s[(l + 1) % 32];
        }
        for (int l = 0; l < 32; l++)
            out[w * 32 + l] = a[l];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_goto_warp_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a goto loop around a warp group whose lanes read their neighbours' slots
 *
 * check-error-start
 * check-error-end
 */
