/*
 * adv_ok_undef_user_macro.cu - #undef TILE / #define TILE 128 and a
 * redefined WARPS: the user's own names, not PRISM_* nor CUDA built-ins,
 * so nothing the checker relies on changes.
 */
#include "prism.h"

#define TILE 64
#define WARPS 2
#undef TILE
#define TILE 128
#undef WARPS
#define WARPS (TILE / 32)

PRISM_DEVICE(void, tiled, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(TILE * 4 + WARPS * 16))
{
    PRISM_SHARED(float, tile, TILE);
    PRISM_SHARED(int, per_warp, WARPS * 4);
    (void)tile; (void)per_warp;
}
/*
 * check-name: adversarial legal: #undef and redefinition of the user's own macros
 *
 * check-error-start
 * check-error-end
 */
