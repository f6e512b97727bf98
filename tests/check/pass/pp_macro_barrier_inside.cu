/*
 * pp_macro_barrier_inside.cu - the sync pass needs a barrier between the
 * two statements of one macro use.  The emitted file keeps macro uses as
 * written where it can; this one is written out expanded, with the
 * barrier in its place (sync_use.c).  It was P106, which users porting
 * CUDA code hit with their own staging macros (porters P5, P6).  The
 * macro with its own PRISM_SYNC() stays as written.
 * tests/sync/macro_inside.cu runs it.
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
    FILL_AND_READ(tile, t, acc);
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
 * check-name: a barrier needed between two statements of one macro use: the use is written out expanded
 * check-command: prism-check $file -o /dev/null
 *
 * check-error-start
 * check-error-end
 */
