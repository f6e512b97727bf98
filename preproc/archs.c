/*
 * archs.c - one check per configuration the build compiles.
 *
 * nvcc compiles a .cu file once for the host and once per target
 * architecture, with __CUDA_ARCH__ undefined, then set to 800, 900, ...; the
 * emulator build (gcc -x c) sees it undefined too.  Code under
 * `#if __CUDA_ARCH__ ...` is what the GPU runs, so a file whose own
 * conditionals test __CUDA_ARCH__ (include.c notes the first) is checked
 * again for each device pass, and its checked output must be the same
 * text in every configuration: one emitted file serves them all, so
 * barriers that only one configuration needs cannot be written (P106).
 * Files that do not test __CUDA_ARCH__ read the same in every pass and are
 * checked once.  The architectures are --cuda-arch's list, by default the
 * Makefile's CUDA_ARCHS (PRISM_CUDA_ARCHS, "sm_80 sm_90a").
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

#ifndef PRISM_CUDA_ARCHS
#define PRISM_CUDA_ARCHS "sm_80 sm_90a"
#endif

/* The __CUDA_ARCH__ value of "sm_90a", "90a", "compute_80", "80": 900, 800. */
static int arch_value(const char *s, size_t n)
{
    int v = 0, digits = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] >= '0' && s[i] <= '9' && digits < 4) {
            v = v * 10 + (s[i] - '0');
            digits++;
        }
    return digits >= 2 && digits <= 3 ? v * 10 : 0;
}

int parse_cuda_archs(const char *list, int *out, int max)
{
    int n = 0;
    if (!list)
        list = PRISM_CUDA_ARCHS;
    if (strcmp(list, "none") == 0)
        return 0;
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ", ");
        if (len) {
            int v = arch_value(p, len);
            if (!v || n == max)
                return -1;
            out[n++] = v;
        }
        p += len;
        p += strspn(p, ", ");
    }
    return n;
}

/* The checked output of prog as a string (malloc'd), or NULL. */
static char *render(Program *prog, void (*emit)(Program *, FILE *))
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    emit(prog, f);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

bool check_device_passes(const char *path, const FrontendOptions *fe, const int *archs, int narchs, Program *host,
                         void (*emit)(Program *, FILE *))
{
    char *want = emit ? render(host, emit) : NULL;
    bool same = true;
    for (int i = 0; i < narchs; i++) {
        FrontendOptions dev = *fe;
        const char **defs = NEW_ARRAY(const char *, fe->n_defines + 1);
        for (int k = 0; k < fe->n_defines; k++)
            defs[k] = fe->defines[k];
        defs[fe->n_defines] = arena_printf("__CUDA_ARCH__=%d", archs[i]);
        dev.defines = defs;
        dev.n_defines = fe->n_defines + 1;
        int before = diag_error_count();
        include_reset();
        parse_reset();
        Program *prog = parse_program(path, &dev);
        if (prog && diag_error_count() == before)
            check_program(prog);
        if (diag_error_count() > before) {
            if (prog && prog->cuda_arch_test)
                note(prog->cuda_arch_test, "in the device pass with __CUDA_ARCH__=%d (--cuda-arch)", archs[i]);
            same = false;
            continue;
        }
        if (!want)
            continue;
        char *got = render(prog, emit);
        if (got && strcmp(got, want) != 0) {
            diag(DIAG_ERROR, prog->cuda_arch_test, "P106",
                 "the checked output for __CUDA_ARCH__=%d differs from the host view's: one emitted file cannot "
                 "hold barriers that only some passes need", archs[i]);
            same = false;
        }
        free(got);
    }
    free(want);
    return same;
}
