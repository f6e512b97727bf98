/*
 * adv_lang_goto_loop_smem.cu - a round loop written as a label and a
 * backward goto on a block-uniform counter, whose body allocates a
 * scratch tile with PRISM_SHARED.  PRISM_SHARED advances the context's
 * arena offset, and nothing between the label and the goto frees it (no
 * PRISM_GROUP or PRISM_CASE frame around the allocation), so every round
 * takes a fresh 512 bytes: the third round's tile lies past the 1024-byte
 * budget the launch sized the arena from, and its stores land outside the
 * block's shared memory.  SPEC 6.2: an allocation inside a loop is P053;
 * a label with a backward goto is a loop (the compilers see the same
 * control flow as for a `for`).
 */
#include "prism.h"

PRISM_DEVICE(void, rounds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int32_t *, out, THREAD(1)), PRISM_PARAM(int, nrounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int r = 0;
again:
    {
        PRISM_SHARED(int32_t, scratch, 128); /* error P053 */
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
}
/*
 * check-name: adversarial lang: PRISM_SHARED inside a loop made of a label and a backward goto
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_goto_loop_smem.cu:22:9: error: shared allocation 'scratch' in a loop made by 'goto again' takes new memory every round; allocate it before the label [P053]
adv_lang_goto_loop_smem.cu:33:9: note: the loop goes back from here
adv_lang_goto_loop_smem.cu:22:9: note: at stake: each iteration would allocate again, past the budget
adv_lang_goto_loop_smem.cu:22:9: note: fix: allocate once before the loop and reuse the buffer inside it
adv_lang_goto_loop_smem.cu:22:9: note: see: prism-check --explain P053
 * check-error-end
 */
