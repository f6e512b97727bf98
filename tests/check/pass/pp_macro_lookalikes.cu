/*
 * pp_macro_lookalikes.cu - the same macros used where they are legal: the
 * barrier in block-level code, a construct from a macro, a collective in
 * a branch the preprocessor drops, a stringized barrier (a string, not a
 * call), a function-like macro's name without a call.
 */
#include "prism.h"

#define BARRIER() __syncthreads()
#define EACH_THREAD PRISM_GROUP(THREAD(1))
#define STORE(dst, v) do { (dst)[0] = (v); } while (0)
#define STR(x) #x
#define VERSION(a, b) ((a) * 100 + (b))
#define KEEP(x) x
#define EMPTY
#define PASTE(a, b) a##b

PRISM_DEVICE(void, legal, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    BARRIER();
    KEEP(BARRIER)();
    EACH_THREAD {
        STORE(p, 1);
        const char *s = STR(__syncthreads());
        (void)s;
#if VERSION(1, 2) < 100
        __syncthreads();
#endif
#ifdef UNDEFINED_THING
        __syncthreads();
#endif
        int PASTE(my, var) = 2 EMPTY;
        p[0] += myvar;
    }
}
/*
 * check-name: legal look-alikes of macro-hidden collectives
 *
 * check-error-start
 * check-error-end
 */
