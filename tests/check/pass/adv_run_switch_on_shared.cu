/*
 * adv_run_switch_on_shared.cu - a block-uniform `switch` on a value the
 * block just published in shared memory.  Each round thread 0 picks a
 * mode from the input and stores it (PRISM_ONE_CLAIM); every thread then
 * switches on it, read through a const view at a constant index (SPEC
 * 5.2: block[1], so the switch is uniform: every thread must see the
 * same, new, value).  The controlling expression reads the claim's
 * write (RAW: a barrier must precede the switch), and the next round's
 * claim overwrites what this round's switch read (WAR).  An `if` on the
 * same kind of value is the control.
 *
 * Was a hole: the switch's controlling expression was no event of the
 * inference (0 points for it); it is now one, as an if's condition is.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(switch_on_shared, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, mode, 4);
        const int32_t *mv = mode;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 6; r++) {
            PRISM_ONE_CLAIM(m, mode) {
                m[0] = ((in[base + 5 * r] % 4) + 4) % 4;
                m[1] = in[base + 5 * r + 1] > 0;
            }
            switch (mv[0]) {
            case 0:
                PRISM_GROUP(THREAD(1)) { acc += in[base + t]; }
                break;
            case 1:
                PRISM_GROUP(THREAD(1)) { acc -= 2 * in[base + (t + r) % 128]; }
                break;
            case 2:
                PRISM_GROUP(THREAD(1)) { acc ^= t + r; }
                break;
            default:
                PRISM_GROUP(THREAD(1)) { acc += 100 * (r + 1); }
                break;
            }
            if (mv[1]) {
                PRISM_GROUP(THREAD(1)) { acc += 7; }
            }
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
    for (int b = 0; b * 128 < n; b++)
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int r = 0; r < 6; r++) {
                switch (((in[b * 128 + 5 * r] % 4) + 4) % 4) {
                case 0: acc += in[b * 128 + t]; break;
                case 1: acc -= 2 * in[b * 128 + (t + r) % 128]; break;
                case 2: acc ^= t + r; break;
                default: acc += 100 * (r + 1); break;
                }
                if (in[b * 128 + 5 * r + 1] > 0)
                    acc += 7;
            }
            out[b * 128 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(switch_on_shared, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block-uniform switch on a mode thread 0 publishes in shared memory every round
 *
 * check-error-start
 * check-error-end
 */
