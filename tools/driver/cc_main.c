/*
 * cc_main.c - prism-cc: prism-check, then gcc on the checked source as C,
 * for the host emulator (link with libprism_emu.a, libprism_host.a,
 * -lpthread -lm).
 *
 * The flags are those the project builds its checked kernels with:
 * EMU_KERNEL_FLAGS (GNU C17: ISO modes replace trigraphs; no warning for
 * CUDA's pragmas) plus -fno-strict-aliasing (kernels/kernels.mk,
 * preproc/sync.mk), which driver.mk hands over as PRISM_EMU_FLAGS so that
 * the two cannot drift apart (-fstack-clash-protection: no frame may jump a
 * fiber stack's guard, docs/EMULATOR.md).  The user's flags come after them
 * and win.  The checker reads the host view only (--cuda-arch=none): gcc
 * never defines __CUDA_ARCH__.  Nor __CUDACC__ and __NVCC__, which the
 * checker predefines as nvcc does: undefined, it reads the branch of an
 * `#ifdef __CUDACC__` that gcc compiles (SPEC 13.1).
 */
#include <string.h>

#include "driver.h"

#ifndef PRISM_EMU_FLAGS
#error "driver.mk defines PRISM_EMU_FLAGS (the emulator build's kernel flags)"
#endif

int main(int argc, char **argv)
{
    static const char *const compilers[] = {"cc", "gcc", 0};
    static char words[] = PRISM_EMU_FLAGS;
    static const char *flags[32] = {"-D_GNU_SOURCE"};
    static const char *const gcc_view[] = {"-U__CUDACC__", "-U__NVCC__", 0};
    int n = 1;
    for (char *save, *w = strtok_r(words, " ", &save); w && n < 31; w = strtok_r(NULL, " ", &save))
        flags[n++] = w;
    const Backend cc = {
        .name = "prism-cc",
        .compiler_env = "CC",
        .compilers = compilers,
        .flags = flags,
        .cuda_arch = "--cuda-arch=none",
        .check_view = gcc_view,
    };
    return driver_main(&cc, argc, argv);
}
