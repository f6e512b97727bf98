/* Legal look-alikes of pp_sysheader_any_if and pp_ifndef_fallback_other_value:
 * a fallback that is the header's own definition (M_PI's digits, as glibc
 * writes them), a program's own switch no system header defines
 * (MY_KERNEL_DEBUG, tested in a kernel's body after <stdio.h>), a name the
 * program #undefs after the header, and a program macro tested after
 * <sys/socket.h>: the compilers read each as prism-check does. */
#include <math.h>
#include <stdio.h>
#include <sys/socket.h>
#include "prism.h"
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
#undef AF_INET
#ifdef AF_INET
enum { K1 = 1 };
#else
enum { K1 = 0 };
#endif
#ifndef DEPTH
#define DEPTH 2
#endif
enum { K2 = DEPTH - 2, K3 = 0 };
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(80 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
#ifdef MY_KERNEL_DEBUG
                printf("%d\n", t);
#endif
                z[0] = t + (int)(M_PI * 0.0) + (DEPTH > 1 ? 0 : 1);
            }
            PRISM_GROUP(THREAD(1)) { acc = z[K1] + z[K2] + z[K3]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: fallbacks and switches that read alike after unread system headers
 *
 * check-error-start
 * check-error-end
 */
