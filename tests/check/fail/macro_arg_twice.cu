/*
 * macro_arg_twice.cu - a point in front of statements that reach the
 * emitted file through a macro's argument.  The text went into the
 * argument as written, and the macro puts its argument wherever its
 * replacement names it: `TWICE(stmt)` names it twice, so both uses'
 * points stacked in front of the argument and the barrier between the
 * write and the read inside each copy was gone (a race the checked build
 * had and the conservative one did not).  An argument the macro uses
 * once, without # or ##, still takes the point as written
 * (pass/pp_macro_arg_once.cu); this one is P106.
 */
#include "prism.h"

#define FILL_READ(tile, t, v, acc)                                             \
    PRISM_PARTITION(w_, tile, THREAD(1), t) {                                  \
        PRISM_GROUP(THREAD(1)) { w_[0] = (v); }                                \
    }                                                                          \
    PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }

#define TWICE(stmt) stmt stmt

PRISM_DEVICE(void, twice, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SHARED(int, a, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    TWICE(FILL_READ(a, t, t + 100, acc);) /* error P106 */
    PRISM_GROUP(THREAD(1)) { out[0] = acc; }
}

/*
 * check-name: P106: a point in statements a macro's argument repeats
 * check-exit-value: 1
 * check-command: prism-check $file -o /dev/null
 *
 * check-error-start
macro_arg_twice.cu:28:11: error: a barrier the checker places falls inside the expansion of macro 'FILL_READ', in statements that came through a macro's argument used more than once or with # or ##: the emitted file cannot hold it; write those statements out at the use, or the barrier in the macro [P106]
macro_arg_twice.cu:20:9: note: in expansion of macro 'TWICE' defined here
macro_arg_twice.cu:14:9: note: in expansion of macro 'FILL_READ' defined here
macro_arg_twice.cu:18:5: note: written here, in the body of 'FILL_READ'
macro_arg_twice.cu:28:11: note: at stake: a barrier written anywhere else would order the wrong accesses
macro_arg_twice.cu:28:11: note: fix: write the statements out at the macro's use (or pass them to a macro that uses its argument once, without # or ##), or end the macro's first part with PRISM_SYNC(); keep #if __CUDA_ARCH__ to code that needs no barrier
macro_arg_twice.cu:28:11: note: see: prism-check --explain P106
 * check-error-end
 */
