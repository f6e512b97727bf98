/*
 * adv_ok_builtin_const_source.cu - the __builtin_ forms of the C library's
 * string functions take the library functions' parameters (one table,
 * preproc/sync_math.def): __builtin_memcmp, __builtin_bcmp and
 * __builtin_strlen only read, memchr reads its const source, and a const
 * input copied by __builtin_memcpy is not written (red team A3 5: each was
 * P040/P041 "may write through ... cast from const").
 */
#include "prism.h"
#include <string.h>

PRISM_KERNEL(builtin_reads, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_ONE_CLAIM(z, tile) { __builtin_memcpy(z, in, 512); }
        PRISM_GROUP(THREAD(1)) {
            r = __builtin_memcmp(tile, in, 4) + __builtin_bcmp(tile + g, in, 4);
            r += (int)__builtin_strlen((const char *)tile);
            r += *(const int *)memchr(tile, 5, 4);
            __builtin_memcpy(&r, in + g, 4);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: __builtin_memcmp/bcmp/strlen and memchr read a tile, __builtin_memcpy reads a const input
 *
 * check-error-start
 * check-error-end
 */
