/*
 * adv_run_rt11_case_past_heads.cu - a switch entering a while loop and an
 * if past their conditions (`case 1:` inside their bodies, Duff's device):
 * the points placed for the condition, in front of the statement or at
 * the loop's head, are skipped by that entry, so the read after `case 1:`
 * of the tile written before the switch saw it unordered.
 *
 * Were holes (red team rt11, hole_duff_while_head, hole_duff_for_head,
 * hole_duff_while_cond_reads, hole_case_into_if_cond: a wrong result and
 * a race in the checked build).  A case label nested inside another
 * statement of its switch is now a point where anything may be pending,
 * as a goto's label is (sync_place.c); the switch's own labels still
 * join its entry state.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(case_past_heads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0, acc2 = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_SHARED(int32_t, cnt, 4);
        PRISM_SHARED(int32_t, tile2, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        const int32_t *cv = cnt;
        const int32_t *tv = tile;
        PRISM_ONE_CLAIM(c, cnt) { c[0] = 0; }
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[t] * 3 + 1; }
        }
        switch (n % 2) {
        case 0:
            while (cv[0] < 3) {
                PRISM_ONE_CLAIM(c, cnt) { c[0] = c[0] + 1; }
                /* fall through */
            case 1:
                PRISM_GROUP(THREAD(1)) { acc = acc * 3 + tile[(t + 1) % 64]; }
            }
        }
        PRISM_PARTITION(z2, tile2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z2[0] = in[t] * 5 + 2; }
        }
        switch (n % 3) {
        case 0:
            if (tv[0] == 7) {
                acc2 = 1;
                /* fall through */
            case 1:
                PRISM_GROUP(THREAD(1)) { acc2 = acc2 * 3 + tile2[(t + 2) % 64]; }
            }
            break;
        default:
            break;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc * 1000 + acc2;
        }
    }
}

/* n = 127: 127 % 2 = 1 enters the while at case 1 (a read, then three
 * rounds of bump and read); 127 % 3 = 1 enters the if's arm at case 1. */
static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int t = i % 64;
        int32_t v = in[(t + 1) % 64] * 3 + 1, acc = 0;
        for (int k = 0; k < 4; k++)
            acc = acc * 3 + v;
        out[i] = acc * 1000 + in[(t + 2) % 64] * 5 + 2;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(case_past_heads, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 127, 127);
}
/*
 * check-name: adversarial legal (runnable): a switch entering a while and an if past their conditions
 *
 * check-error-start
 * check-error-end
 */
