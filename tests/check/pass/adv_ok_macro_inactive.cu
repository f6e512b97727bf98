/*
 * adv_ok_macro_inactive.cu - look-alikes of the redefinition and macro
 * misuses that are legal: an #undef of a DSL name and a redefinition of
 * warpSize in branches the compilers never read (#if 0, an #ifdef of a
 * name nobody defines), a user barrier macro redefined from the block
 * barrier to the warp barrier before its use in warp code, DSL names
 * built by pasting where they are right, a __VA_OPT__ call wrapper with
 * every argument, and a mask split by a line splice into the full mask.
 */
#include "prism.h"

#if 0
#undef PRISM_GROUP
#define PRISM_FULL_MASK 0xffffu
#endif
#ifdef PRISM_APP_NEVER_DEFINED
#define warpSize 16
#endif

#define CAT(a, b) a##b
#define CALL(f, ...) PRISM_CALL(f __VA_OPT__(, ) __VA_ARGS__)
#define SYNC() __syncthreads()

PRISM_DEVICE(int, add2, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)), PRISM_PARAM(int, y, THREAD(1)))
{
    return x + y;
}

PRISM_DEVICE(int, uses, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = (int)CAT(PRISM_, ID)(THREAD(1));
    SYNC();
#undef SYNC
#define SYNC() __syncwarp(0xffffffffu)
    CAT(PRISM_, GROUP)(THREAD(32)) {
        SYNC();
        r += __shfl_sync(0xffff\
ffffu, r, 0);
        PRISM_GROUP(THREAD(1)) {
            r += CALL(add2, p, r);
        }
    }
    return r;
}
/*
 * check-name: adversarial legal: inactive #undef/#define of checker names, redefined user macros, pasted DSL names
 *
 * check-error-start
 * check-error-end
 */
