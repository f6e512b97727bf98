/*
 * a3_static_shared_macro.cu - `static __shared__` whose __shared__ comes
 * from a macro's expansion.  The emulator's build spells __shared__ as
 * `static _Thread_local`; the checker respells a `static __shared__`
 * written in the file, but a macro's expansion has no token of the file
 * to respell, and gcc said "duplicate 'static'" on the emitted file.  Now
 * P100 at the declaration, naming the macro and the cure (red team A3's
 * leftover).  pass/a3_static_shared_macro_ok has the forms that build.
 */
#include "prism.h"
#define TILE_DECL(name) static __shared__ int name[128]
#define SMEM __shared__
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        TILE_DECL(tile); /* error P100 */
        static SMEM int tile2[128]; /* error P100 */
        PRISM_PARTITION(w, tile, THREAD(1), g % 128) {
            PRISM_GROUP(THREAD(1)) { w[0] = g; }
        }
        PRISM_GROUP(THREAD(1)) { r = tile[127 - g % 128] + tile2[0]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3: static __shared__ with __shared__ from a macro is P100, not a gcc error on the emulator build
 * check-exit-value: 1
 *
 * check-error-start
a3_static_shared_macro.cu:19:9: error: 'static __shared__' with __shared__ from macro 'TILE_DECL': the emulator's build spells __shared__ with its own static and cannot respell it inside a macro; drop the 'static' (a __shared__ variable of a function lives for the block without it) [P100]
a3_static_shared_macro.cu:11:9: note: in expansion of macro 'TILE_DECL' defined here
a3_static_shared_macro.cu:19:9: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
a3_static_shared_macro.cu:19:9: note: see: prism-check --explain P100
a3_static_shared_macro.cu:20:16: error: 'static __shared__' with __shared__ from macro 'SMEM': the emulator's build spells __shared__ with its own static and cannot respell it inside a macro; drop the 'static' (a __shared__ variable of a function lives for the block without it) [P100]
a3_static_shared_macro.cu:12:9: note: in expansion of macro 'SMEM' defined here
a3_static_shared_macro.cu:20:16: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
