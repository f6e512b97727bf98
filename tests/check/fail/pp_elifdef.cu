/*
 * pp_elifdef.cu - #elifdef and #elifndef are C23 and C++23: gcc reads them
 * in its C modes (the emulator build) and nvcc's default GNU C++ does, but
 * nvcc -std=c++17 skips the line as an unknown directive and reads #else.
 * The builds would compile different branches, so the checker refuses them
 * (`#elif defined(X)` says the same in every mode).
 */
#include "prism.h"
#define XX 1
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if 0
        (void)i;
#elifdef XX /* error P100 */
        (void)i;
#else
        (void)i;
#endif
#if 1
        (void)i;
#elifndef XX /* error P100 */
#endif
#if 0
#if 1
#elifdef XX
#endif
#endif
    }
}
/*
 * check-name: #elifdef and #elifndef are refused: gcc's C takes them, nvcc -std=c++17 skips them
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=none -o /dev/null $file
 *
 * check-error-start
pp_elifdef.cu:16:2: error: #elifdef is C23 and C++23: gcc's C and nvcc's default GNU C++ take its branch, nvcc -std=c++17 or -std=c++20 skips the line as an unknown directive, so the builds read different code; write #elif defined(NAME) [P100]
pp_elifdef.cu:16:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
pp_elifdef.cu:16:2: note: see: prism-check --explain P100
pp_elifdef.cu:23:2: error: #elifndef is C23 and C++23: gcc's C and nvcc's default GNU C++ take its branch, nvcc -std=c++17 or -std=c++20 skips the line as an unknown directive, so the builds read different code; write #elif !defined(NAME) [P100]
pp_elifdef.cu:23:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
