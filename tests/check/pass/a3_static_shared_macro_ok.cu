/*
 * a3_static_shared_macro_ok.cu - the forms of fail/a3_static_shared_macro
 * that build for both nvcc and the emulator: `static __shared__` written
 * in the file (respelled by the checker), a macro giving `static` alone,
 * and a macro declaring __shared__ without static.
 */
#include "prism.h"
#define TILE_DECL(name) __shared__ int name[128]
#define ST static
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        TILE_DECL(tile);
        static __shared__ int tile2[128];
        ST __shared__ int tile3[128];
        PRISM_PARTITION(w, tile, THREAD(1), g % 128) {
            PRISM_GROUP(THREAD(1)) { w[0] = g; }
        }
        PRISM_GROUP(THREAD(1)) { r = tile[127 - g % 128] + tile2[0] + tile3[0]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3: static __shared__ written in the file, static from a macro, __shared__ alone from a macro
 */
