/* Legal look-alikes of pp_paste_count_sysheader_name: a paste of the name
 * as written (CAT(K_, CHAR_BIT) pastes K_CHAR_BIT for the compilers too:
 * ## does not expand its operands), a wrapper given the program's own
 * macro, and arguments counted that hold no such name. */
#include <limits.h>
#include "prism.h"
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define NARG_(_1, _2, _3, N, ...) N
#define NARG(...) NARG_(__VA_ARGS__, 3, 2, 1, 0)
#define K_CHAR_BIT 0
#define K_8 1
#define EIGHT 8
enum { K1 = CAT(K_, CHAR_BIT) };
enum { K2 = XCAT(K_, EIGHT) - 1 };
#define K3 (NARG(x, y) - 2)
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(80 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t; }
            PRISM_GROUP(THREAD(1)) { acc = z[K1] + z[K2] + z[K3]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: pastes and counts that read alike next to a system header's name
 *
 * check-error-start
 * check-error-end
 */
