/*
 * extern_c_misuse.cu - the extern "C" forms the emitted file cannot spell
 * for both compilers (SPEC 13, "Linkage specifications"): each is one P100
 * at the specification, never a gcc error in prism-cc's build.
 */
#include "prism.h"

#define C_API extern "C"

extern "C++" int cxx_api(void); /* error P100 */

C_API int macro_api(void); /* error P100 */

extern "C" /* error P100 */
PRISM_DEVICE(int, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return 2 * v;
}

extern "C" static int hidden(void); /* error P100 */

extern "C" typedef int api_fn(void); /* error P100 */

static extern "C" int late(void); /* error P100 */

PRISM_HOST_API int body_linkage(void)
{
    extern "C" int inner(void); /* error P100 */
    return inner();
}

extern "C" int fine_api(void); /* fine */
/*
 * check-name: extern "C" the C build cannot get: another language, from a macro, before PRISM_DEVICE, static, typedef, late, in a body
 * check-exit-value: 1
 *
 * check-error-start
extern_c_misuse.cu:10:8: error: linkage specification 'extern "C++"': only extern "C" is in the kernels' common subset of C and CUDA C++ [P100]
extern_c_misuse.cu:10:8: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:10:8: note: see: prism-check --explain P100
extern_c_misuse.cu:12:1: error: 'extern "C"' comes from macro 'C_API': the emitted file must drop it for the C build, and cannot inside a macro; write it in the file, or define the macro under #ifdef __cplusplus [P100]
extern_c_misuse.cu:8:9: note: in expansion of macro 'C_API' defined here
extern_c_misuse.cu:12:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:14:1: error: 'extern "C"' before PRISM_DEVICE: a Prism device function is static (internal linkage), it has no symbol to unmangle; only a PRISM_KERNEL's entry can have C linkage [P100]
extern_c_misuse.cu:14:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:20:1: error: 'extern "C"' before a static declaration: write it without the linkage specification [P100]
extern_c_misuse.cu:20:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:22:1: error: 'extern "C"' before a typedef declaration: write it without the linkage specification [P100]
extern_c_misuse.cu:22:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:24:8: error: a linkage specification ('extern "C"') must begin a declaration at file scope [P100]
extern_c_misuse.cu:24:8: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
extern_c_misuse.cu:28:5: error: a linkage specification ('extern "C"') must begin a declaration at file scope [P100]
extern_c_misuse.cu:28:5: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
