/*
 * adv_ok_lang_goto_switch_scopes.cu - the legal side of P053 through a
 * goto loop and of P090 for case labels (SPEC 6.2, 6.6): a backward goto
 * whose allocation sits in a PRISM_GROUP inside the loop (freed every
 * round), a forward goto past an allocation (no loop), an allocation
 * before the label, and a switch wholly inside a PRISM_GROUP (its case
 * labels are in the scope the switch is in).
 */
#include "prism.h"

PRISM_DEVICE(void, rounds_ok, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(int32_t *, out, THREAD(1)), PRISM_PARAM(int, nrounds, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int r = 0;
    PRISM_SHARED(int32_t, before, 128);
    (void)before;
again:
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, scratch, 128); /* freed when the group ends, every round */
        PRISM_PARTITION(s, scratch, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 128)
                    s[0] = r + t;
            }
        }
        PRISM_GROUP(THREAD(1)) { out[0] += scratch[(t + 1) % 128]; }
    }
    r++;
    if (r < nrounds)
        goto again;
    if (mode == 7)
        goto done;
    {
        PRISM_SHARED(int32_t, once, 64);
        (void)once;
    }
done:
    PRISM_GROUP(THREAD(32)) {
        switch (mode) {
        case 0:
            prism_syncwarp();
            break;
        case 1:
        default:
            break;
        }
    }
}
/*
 * check-name: adversarial legal lang: allocations under goto loops freed each round, forward gotos, a switch inside a group
 */
