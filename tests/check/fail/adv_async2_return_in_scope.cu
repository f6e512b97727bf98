/*
 * adv_async2_return_in_scope.cu - a helper that prefetches the next tile
 * returns from inside its async scope when the tile is empty.  Returning
 * skips the scope's exit: the copies of the threads that did issue them
 * (none here, but the caller's earlier groups too) are not waited for and
 * the block does not meet, yet the caller reads the tile.  SPEC 6.6 (P090).
 */
#include "prism.h"

PRISM_DEVICE(void, prefetch, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, tile, BLOCK(1)), PRISM_PARAM(const float *, src, BLOCK(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_ASYNC(t_a, tile) {
        if (n == 0)
            return; /* error P090 */
        PRISM_GROUP(THREAD(1)) {
            if (i < n)
                prism_cp_async16(t_a + i, src + i);
        }
    }
}

PRISM_DEVICE(float, consume, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_CALL(prefetch, tile, src, n);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) const float r = tile[(i + 4) % 128];
    return r;
}
/*
 * check-name: adversarial: a return from inside a prefetch helper's async scope
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_return_in_scope.cu:17:13: error: 'return' leaves the PRISM_ASYNC scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_async2_return_in_scope.cu:15:5: note: the PRISM_ASYNC begins here
adv_async2_return_in_scope.cu:17:13: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_async2_return_in_scope.cu:17:13: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_async2_return_in_scope.cu:17:13: note: see: prism-check --explain P090
 * check-error-end
 */
