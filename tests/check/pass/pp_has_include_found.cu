/*
 * pp_has_include_found.cu - __has_include of a file the checker finds
 * where the compilers search first answers 1 for both: the header is read,
 * its definitions count, and the #if reads alike in every build (no P107).
 * `defined __has_include` is 1 for the checker as for gcc.
 */
#include "prism.h"
#if defined(__has_include)
#if __has_include("pp_has_include_found.h")
#include "pp_has_include_found.h"
#endif
#endif
#ifndef SCALE
#define SCALE 1.0f
#endif

PRISM_DEVICE(void, scaled, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
#if __has_include("pp_has_include_found.h") && SCALE_FROM_HEADER
        out[0] = SCALE;
#else
        out[0] = not_declared_anywhere;
#endif
    }
}
/*
 * check-name: __has_include of a file found in the directories both search: 1, read, no P107
 *
 * check-error-start
 * check-error-end
 */
