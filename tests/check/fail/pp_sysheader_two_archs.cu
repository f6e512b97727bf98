/*
 * pp_sysheader_two_archs.cu - a skipped system header defines a name only in
 * the sm_80 device pass, and the program, which never tests __CUDA_ARCH__
 * itself, sizes its kernel's offset by it (red team rt28: with sm_80 and
 * sm_90a, the checker asked one device pass, sm_90a's, where the name is
 * undefined as on the host; the sm_80 build had no barrier).  Each pass is
 * a reading of its own.  The look-alike built for sm_90a alone is
 * pass/pp_sysheader_two_archs.cu.
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
        PRISM_GROUP(THREAD(1)) { v = s[(t + K) % 64]; } /* error P107 */
    }
    PRISM_PARTITION(o, out, THREAD(1), (int)PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: a skipped header that one of two device passes reads differently
 * check-exit-value: 1
 * check-command: prism-check -Ipp_arch_inc --cuda-arch=80,90a $file
 *
 * check-error-start
pp_sysheader_two_archs.cu:27:45: error: 'K' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_sysheader_two_archs.cu:15:8: note: 'K' is declared here
pp_sysheader_two_archs.cu:27:45: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_sysheader_two_archs.cu:27:45: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_sysheader_two_archs.cu:27:45: note: see: prism-check --explain P107
 * check-error-end
 */
