/*
 * pp_sysheader_two_archs.cu - fail/pp_sysheader_two_archs.cu built for sm_90a
 * alone: the skipped header's sm_80-only name is undefined in every pass of
 * this build, as in the checker's reading (red team rt28).
 */
#include "prism.h"
#include <arch80.h>
#ifdef ARCH80_ONLY
enum { K = 1 };
#else
enum { K = 0 };
#endif
PRISM_KERNEL(k_pc, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(64 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 64;
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, s, 64);
        PRISM_PARTITION(mine, s, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mine[0] = t; }
        }
        PRISM_GROUP(THREAD(1)) { v = s[(t + K) % 64]; } 
    }
    PRISM_PARTITION(o, out, THREAD(1), (int)PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: a skipped header that only an sm_80 pass reads differently, built for sm_90a alone
 * check-command: prism-check -Ipp_arch_inc --cuda-arch=90a $file
 *
 * check-error-start
 * check-error-end
 */
