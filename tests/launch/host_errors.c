/*
 * tests/launch/host_errors.c - every host API failure returns its status
 * and prints one line.  One case per run (`host_errors CASE`): the
 * program checks the status and exits 0 if it is right; the suite
 * (tests/suites/12-launch.sh) checks that stderr is exactly one line and
 * says what went wrong.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"

static int want(int got, int status)
{
    if (got == status)
        return 0;
    printf("status %d, want %d\n", got, status);
    return 1;
}

int main(int argc, char **argv)
{
    char host[256] = {0};
    const char *c = argc == 2 ? argv[1] : "";
    if (!strcmp(c, "alloc-huge"))
        return prism_dev_alloc((size_t)1 << 46) != NULL; /* 64 TiB */
    if (!strcmp(c, "alloc-over-capacity")) { /* the emulator, run with PRISM_EMU_DEVICE_MEMORY=1048576 */
        void *a = prism_dev_alloc(768 * 1024), *b = prism_dev_alloc(512 * 1024);
        if (!a || b)
            return 1;
        prism_dev_free(a); /* freed bytes count no more */
        b = prism_dev_alloc(512 * 1024);
        prism_dev_free(b);
        return b == NULL;
    }
    if (!strcmp(c, "copy-to-dev-null"))
        return want(prism_copy_to_dev(NULL, host, 4), PRISM_ERR_MEMORY);
    if (!strcmp(c, "copy-to-host-null"))
        return want(prism_copy_to_host(host, NULL, 4), PRISM_ERR_MEMORY);
    if (!strcmp(c, "memset-null"))
        return want(prism_dev_memset(NULL, 0, 4), PRISM_ERR_MEMORY);
    /* The emulator's device-buffer tracking: */
    char *d = prism_dev_alloc(64);
    if (!d)
        return 2;
    if (!strcmp(c, "copy-past-end"))
        return want(prism_copy_to_dev(d + 32, host, 64), PRISM_ERR_MEMORY);
    if (!strcmp(c, "copy-from-past-end"))
        return want(prism_copy_to_host(host, d, 65), PRISM_ERR_MEMORY);
    if (!strcmp(c, "memset-past-end"))
        return want(prism_dev_memset(d, 0, 100), PRISM_ERR_MEMORY);
    prism_dev_free(d);
    if (!strcmp(c, "copy-after-free"))
        return want(prism_copy_to_dev(d, host, 4), PRISM_ERR_MEMORY);
    if (!strcmp(c, "double-free")) {
        prism_dev_free(d);
        return 0;
    }
    if (!strcmp(c, "free-not-device")) {
        prism_dev_free(host + 8);
        return 0;
    }
    fprintf(stderr, "host_errors: unknown case '%s'\n", c);
    return 2;
}
