/*
 * pp_arch_include_device_only.cu - a header only nvcc's device passes
 * read (#include under #ifdef __CUDA_ARCH__), a common way to pull in
 * device-side configuration.  The host view leaves the directive as
 * written; the device passes inline the header.  The one emitted file keeps
 * the directive (nvcc reads it as written in its device pass), so the
 * device passes' output is compared with the directive in place, not with
 * the header's text: no P106 (SPEC 13.1).  The kernel's barriers are the
 * same in every pass, which is what P106 guards.
 */
#include "prism.h"
#ifdef __CUDA_ARCH__
#include "pp_arch_include_device_only.h"
#else
#define DEVICE_ROUNDS 2
#endif

PRISM_DEVICE(int, rounds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_SHARED(int, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    for (int k = 0; k < DEVICE_ROUNDS; k++) {
        PRISM_PARTITION(w, tile, THREAD(1), t % 128) {
            PRISM_GROUP(THREAD(1)) { w[0] = v + k; }
        }
        PRISM_GROUP(THREAD(1)) { r += tile[(t + 1) % 128]; }
    }
    return r;
}
/*
 * check-name: an #include only the device passes read (under #ifdef __CUDA_ARCH__) is no P106
 * check-command: prism-check --cuda-arch=80,90a -o /dev/null $file
 */
