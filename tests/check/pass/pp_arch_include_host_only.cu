/*
 * pp_arch_include_host_only.cu - a header only the host pass reads
 * (#include under #ifndef __CUDA_ARCH__: host-side wrappers and
 * configuration), the mirror image of pp_arch_include_device_only.cu.  The
 * host view reads and checks it; the one emitted file keeps the directive,
 * naming the header by its absolute path, so that each pass reads what the
 * checker read for it: no P106, since no barrier differs (SPEC 13.1).
 */
#include "prism.h"
#ifndef __CUDA_ARCH__
#include "pp_arch_include_host_only.h"
#endif

PRISM_KERNEL(scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) xi[0] *= 2.0f; }
    }
}
/*
 * check-name: an #include only the host pass reads (under #ifndef __CUDA_ARCH__) is no P106
 * check-command: prism-check --cuda-arch=80,90a -o /dev/null $file
 */
