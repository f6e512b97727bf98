/*
 * adv_lang_switch_fallthrough_budget.cu - a switch on a block-uniform
 * mode allocates a 512-byte tile in `case 0:` and falls through into
 * `case 1:`, which allocates another.  With mode 0 both are live (a
 * switch is no frame: SPEC 6.2, only groups, cases of a PRISM_SPLIT and
 * functions free), 1024 bytes against a budget of 512: the second tile
 * lies past the arena the launch sized.  SPEC 6.2: the peak along a path
 * must fit the budget, P052; the maximum over a switch's cases is right
 * only for cases that end in break, and the fallthrough path sums them.
 */
#include "prism.h"

PRISM_DEVICE(void, modes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t *, out, THREAD(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    switch (mode) {
    case 0: {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 128)
                    w[0] = t;
            }
        }
        PRISM_GROUP(THREAD(1)) { out[0] = a[(t + 1) % 128]; }
    }
        /* fallthrough */
    case 1: {
        PRISM_SHARED(int32_t, b, 128); /* error P052 */
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 128)
                    w[0] = 2 * t;
            }
        }
        PRISM_GROUP(THREAD(1)) { out[0] += b[(t + 1) % 128]; }
        break;
    }
    default:
        break;
    }
}
/*
 * check-name: adversarial lang: two shared tiles live together through a switch fallthrough, over the budget
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_switch_fallthrough_budget.cu:30:9: error: shared allocations reach 1024 bytes at 'b', above the 512 bytes 'modes' declares [P052]
adv_lang_switch_fallthrough_budget.cu:13:76: note: budget declared here
adv_lang_switch_fallthrough_budget.cu:30:9: note: at stake: a launch would fail or overrun the shared memory of the block
adv_lang_switch_fallthrough_budget.cu:30:9: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
adv_lang_switch_fallthrough_budget.cu:30:9: note: see: prism-check --explain P052
 * check-error-end
 */
