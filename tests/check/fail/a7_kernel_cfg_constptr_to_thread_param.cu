/*
 * a7_kernel_cfg_constptr_to_thread_param.cu - red team A7 (pointer provenance, from the SPEC alone): kernel param const Box *cfg (grid[1]) to a THREAD(1) PRISM_PARAM(const Box *) whose body stores b->p[0]: every thread writes cfg->p[0].
 * Expected P073; rejected before stop 35 only by a misread of const (or, for pp[g % 2], as a store through
 * the grid[1] table), kept so that the fix of that misread stays sound.
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;
PRISM_DEVICE(void, thread_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const Box *, b, THREAD(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    b->p[0] = v;
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)),
             PRISM_PARAM(const Box *, cfg, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));

        PRISM_GROUP(THREAD(1)) { PRISM_CALL(thread_put, cfg, g); } /* error P073 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: kernel param const Box *cfg (grid[1]) to a THREAD(1) PRISM_PARAM(const Box *) whose body stores b->p[0]: every thread writes cfg->p[0]
 * check-exit-value: 1
 *
 * check-error-start
a7_kernel_cfg_constptr_to_thread_param.cu:29:57: error: pointer argument 'cfg' at grid[1] must match parameter 'b' at thread[1] of 'thread_put' exactly: 'thread_put' may write through it [P073]
a7_kernel_cfg_constptr_to_thread_param.cu:14:14: note: parameter 'b' is declared thread[1] here
a7_kernel_cfg_constptr_to_thread_param.cu:29:57: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
a7_kernel_cfg_constptr_to_thread_param.cu:29:57: note: fix: hand 'thread_put' its part with a partition around the call, in the code that owns 'cfg': PRISM_PARTITION(b_part, cfg, THREAD(1), offset) { PRISM_CALL(thread_put, ..., b_part, ...); } (the offset from ids at least as broad as thread[1])
a7_kernel_cfg_constptr_to_thread_param.cu:29:57: note: see: prism-check --explain P073
 * check-error-end
 */
