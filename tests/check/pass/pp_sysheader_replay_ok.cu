/*
 * pp_sysheader_replay_ok.cu - system headers the checker skips, read alike
 * (SPEC 13.1): a macro the program defines after <sys/param.h> is the
 * program's, a constant of the header (NBBY) reads the same to all, and
 * `-include stdio.h`, found in the compilers' system directories, is a
 * skipped system header (red team rt25: it was refused).  The refused
 * look-alikes are fail/pp_sysheader_replay.cu.
 */
#include "prism.h"
#include <sys/param.h>
#undef MAX
#define MAX(a, b) ((a) < (b) ? (a) : (b))
enum { K = MAX(1, 2) };

PRISM_KERNEL(sysheader_replay_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = K + NBBY; }
    }
}
/*
 * check-name: system headers the checker skips that read alike, and -include of one
 * check-command: prism-check -include stdio.h $file
 *
 * check-error-start
 * check-error-end
 */
