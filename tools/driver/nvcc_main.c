/*
 * nvcc_main.c - prism-nvcc: prism-check, then nvcc on the checked source.
 * nvcc is looked for where the build looks (Makefile: $NVCC, PATH,
 * /usr/local/cuda/bin).
 */
#include "driver.h"

int main(int argc, char **argv)
{
    static const char *const compilers[] = {"nvcc", "/usr/local/cuda/bin/nvcc", 0};
    static const char *const flags[] = {0};
    const Backend nvcc = {
        .name = "prism-nvcc",
        .compiler_env = "NVCC",
        .compilers = compilers,
        .flags = flags,
        .nvcc = true,
    };
    return driver_main(&nvcc, argc, argv);
}
