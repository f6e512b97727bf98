/*
 * alias_escape.cu - a partition's or claim's view kept in an outer
 * variable and used after the scope has ended.  The scope's barrier hands
 * the memory back to the block; a thread still storing through its old
 * piece races with whoever owns it now (here, the next partition).
 */
#include "prism.h"

PRISM_DEVICE(void, kept, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float *last = 0;
    PRISM_PARTITION(mine, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            mine[0] = 1.0f;
            last = mine;                                   /* fine: inside */
        }
    }
    PRISM_GROUP(THREAD(1)) {
        last[0] = 2.0f; /* error P041 */
    }
    PRISM_AT(THREAD(1)) float *prev = 0;
    for (int r = 0; r < rounds; r++) {
        PRISM_GROUP(THREAD(1)) {
            if (r > 0)
                prev[0] += 1.0f; /* error P041 */
        }
        PRISM_PARTITION(m2, buf, THREAD(1), (t + 1) % 32) {
            PRISM_GROUP(THREAD(1)) {
                float *inner = m2 + 0;                     /* fine: derived and used inside */
                inner[0] = 3.0f;
                prev = m2;
            }
        }
    }
}
/*
 * check-name: a scope's view kept in an outer variable and used outside the scope (P041)
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
alias_escape.cu:21:9: error: 'last' may point into 'mine' outside its PRISM_PARTITION: there the memory is its owner's; derive the pointer inside the scope and use it there [P041]
alias_escape.cu:17:18: note: 'last' is derived from 'mine' here
alias_escape.cu:14:5: note: 'buf' is narrowed to 'mine' here
alias_escape.cu:21:9: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
alias_escape.cu:21:9: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
alias_escape.cu:21:9: note: see: prism-check --explain P041
alias_escape.cu:27:17: error: 'prev' may point into 'm2' outside its PRISM_PARTITION: there the memory is its owner's; derive the pointer inside the scope and use it there [P041]
alias_escape.cu:33:22: note: 'prev' is derived from 'm2' here
alias_escape.cu:29:9: note: 'buf' is narrowed to 'm2' here
alias_escape.cu:27:17: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
alias_escape.cu:27:17: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
