/*
 * adv_run_rt9_case_entry.cu - a loop and an if that a switch enters past
 * their start: Duff's device (`case 1:` inside a do-while), and `case 1:`
 * inside an else arm.  Both only read the tile written before the switch,
 * so refinement 2 (docs/SYNC.md 2) would hoist one point in front of the
 * loop or the if; that place is inside `case 0:`, and `case 1:` skips it.
 *
 * Were holes (red team rt9, hole_duff_hoist, hole_case_into_if_hoist: a
 * wrong result in the checked build and a race): the hoisted point was
 * skipped.  A statement that control may enter past its start (a case or
 * default label of a switch outside it, or any label) gets no hoisted
 * point now (sync_loop.c, place_entered_inside); its points stay inside.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(case_entry, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0, acc2 = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z0, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z0[0] = in[t] + 1000; }
        }
        int k = (n / 16 + 1) / 2;
        switch ((n / 16) % 2) {
        case 0:
            do {
                PRISM_GROUP(THREAD(1)) { acc = acc * 3 + 1; }
                /* fall through */
        case 1:
                PRISM_GROUP(THREAD(1)) { acc = acc * 3 + tile[(t + 1) % 64]; }
            } while (--k > 0);
        }
        switch (n % 3) {
        case 0:
            if (n > 1000) {
                PRISM_GROUP(THREAD(1)) { acc2 = tile[(t + 1) % 64]; }
            } else {
                /* fall through */
        case 1:
                PRISM_GROUP(THREAD(1)) { acc2 = tile[(t + 2) % 64] * 2; }
            }
            break;
        default:
            break;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc + acc2;
        }
    }
}

/* n = 112: (112 / 16) % 2 = 1 enters the do-while at case 1 with k = 4,
 * and 112 % 3 = 1 the else arm at case 1. */
static void ref(const int32_t *in, int32_t *out, int n)
{
    int m = n / 16, k = (m + 1) / 2;
    for (int b = 0; b * 64 < n; b++)
        for (int t = 0; t < 64 && b * 64 + t < n; t++) {
            int32_t a = 0, a2 = 0, first = m % 2 == 1;
            do {
                if (!first)
                    a = a * 3 + 1;
                first = 0;
                a = a * 3 + in[(t + 1) % 64] + 1000;
            } while (--k > 0);
            k = (m + 1) / 2;
            if (n % 3 == 0 && n > 1000)
                a2 = in[(t + 1) % 64] + 1000;
            else if (n % 3 == 0 || n % 3 == 1)
                a2 = (in[(t + 2) % 64] + 1000) * 2;
            out[b * 64 + t] = a + a2;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(case_entry, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 112, 112);
}
/*
 * check-name: adversarial legal (runnable): a switch entering a do-while (Duff's device) and an else arm past a hoisted point
 *
 * check-error-start
 * check-error-end
 */
