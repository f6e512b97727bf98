/*
 * pp_user_names.cu - look-alikes of P105 that are legal: a PRISM_* name the
 * DSL does not define, new names for built-ins, tests of DSL names, and
 * #undef of the user's own macros.
 */
#include "prism.h"

#define PRISM_APP_TILE 32
#define MY_SYNC __syncthreads
#define shfl_down(v, d) __shfl_down_sync(0xffffffffu, (v), (d))
#define TILE 64
#undef TILE
#define TILE 32
#ifndef PRISM_GROUP
#error prism.h defines PRISM_GROUP
#endif

PRISM_DEVICE(void, uses, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) { out[0] = PRISM_APP_TILE + TILE; }
}
/*
 * check-name: legal look-alikes of P105: new names, a user PRISM_* constant, #undef of own macros
 *
 * check-error-start
 * check-error-end
 */
