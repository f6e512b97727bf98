/*
 * tests/emu/check.h - what the emulator's test programs share.
 *
 * A test program runs several named checks and prints one line per check,
 * the suite protocol of tests/run.sh: "PASS name" or "FAIL name: why".
 * It exits 0 when it got to the end, so a crash or a hang (the suite runs
 * it under timeout) is a failure of the whole program.
 */
#ifndef TESTS_EMU_CHECK_H
#define TESTS_EMU_CHECK_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism.h"

static int check_failures;

/* Report one check; fmt explains a failure. */
__attribute__((format(printf, 3, 4), unused)) static void check(const char *name, int ok, const char *fmt, ...)
{
    if (ok) {
        printf("PASS %s\n", name);
    } else {
        va_list ap;
        va_start(ap, fmt);
        printf("FAIL %s: ", name);
        vprintf(fmt, ap);
        printf("\n");
        va_end(ap);
        check_failures++;
    }
    fflush(stdout);
}

/* Zeroed memory or exit: tests do not recover from allocation failure. */
__attribute__((unused)) static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

/* A kernel bound for raw-CUDA test kernels: any grid, any block size. */
#define ANY_SHAPE PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1))

#endif /* TESTS_EMU_CHECK_H */
