/*
 * pp_macro_barrier_inside.cu - the sync pass needs a barrier between the
 * two statements of one macro use; the emitted file keeps the macro
 * unexpanded, so it cannot hold it: P106, and nothing is written.
 */
#include "prism.h"

#define FILL_AND_READ(tile, t, acc)                                            \
    PRISM_PARTITION(w, tile, THREAD(1), t) {                                   \
        PRISM_GROUP(THREAD(1)) { w[0] = t; }                                   \
    }                                                                          \
    PRISM_GROUP(THREAD(1)) { acc = tile[(t + 1) % 64]; }

#define FILL_SYNC_READ(tile, t, acc)                                           \
    PRISM_PARTITION(w, tile, THREAD(1), t) {                                   \
        PRISM_GROUP(THREAD(1)) { w[0] = t; }                                   \
    }                                                                          \
    PRISM_SYNC();                                                              \
    PRISM_GROUP(THREAD(1)) { acc = tile[(t + 1) % 64]; }

PRISM_DEVICE(void, inside, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SHARED(int, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    FILL_AND_READ(tile, t, acc); /* error P106 */
    PRISM_GROUP(THREAD(1)) { out[0] = acc; }
}

PRISM_DEVICE(void, explicit_sync, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SHARED(int, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    FILL_SYNC_READ(tile, t, acc); /* fine: the macro has its barrier */
    PRISM_GROUP(THREAD(1)) { out[0] = acc; }
}
/*
 * check-name: P106: a barrier needed between two statements of one macro use
 * check-exit-value: 1
 * check-command: prism-check $file -o /dev/null
 *
 * check-error-start
pp_macro_barrier_inside.cu:27:5: error: a barrier the checker places falls inside the expansion of macro 'FILL_AND_READ': the emitted file cannot hold it; write the barrier in the macro, or the macro's code out at its use [P106]
pp_macro_barrier_inside.cu:8:9: note: in expansion of macro 'FILL_AND_READ' defined here
pp_macro_barrier_inside.cu:12:5: note: written here, in the body of 'FILL_AND_READ'
pp_macro_barrier_inside.cu:27:5: note: at stake: a barrier written anywhere else would order the wrong accesses
pp_macro_barrier_inside.cu:27:5: note: fix: write the macro's statements at its use, or end the macro's first part with PRISM_SYNC(); keep #if __CUDA_ARCH__ to code that needs no barrier
pp_macro_barrier_inside.cu:27:5: note: see: prism-check --explain P106
 * check-error-end
 */
