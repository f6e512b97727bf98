/*
 * cc_main.c - prism-cc: prism-check, then gcc on the checked source as C,
 * for the host emulator (link with libprism_emu.a, libprism_host.a,
 * -lpthread -lm).
 *
 * The flags are those the project builds its checked kernels with
 * (kernels/kernels.mk, preproc/sync.mk): C17, -fstack-clash-protection so
 * that no frame jumps a fiber stack's guard (docs/EMULATOR.md), and
 * -fno-strict-aliasing for the checked translation unit.  The user's
 * flags come after them and win.  The checker reads the host view only
 * (--cuda-arch=none): gcc never defines __CUDA_ARCH__.
 */
#include "driver.h"

int main(int argc, char **argv)
{
    static const char *const compilers[] = {"cc", "gcc", 0};
    static const char *const flags[] = {"-std=c17", "-D_GNU_SOURCE", "-fstack-clash-protection",
                                        "-fno-strict-aliasing", 0};
    const Backend cc = {
        .name = "prism-cc",
        .compiler_env = "CC",
        .compilers = compilers,
        .flags = flags,
        .quote_dir_flag = "-iquote",
        .cuda_arch = "--cuda-arch=none",
    };
    return driver_main(&cc, argc, argv);
}
