/*
 * install_dir.c - an installed Prism's header directories (install_dir.h),
 * shared by prism-check and the drivers so that they agree on what an
 * install is.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "install_dir.h"

char *install_include_dir(const char *sub)
{
    char exe[PATH_MAX + 1];
    ssize_t n = readlink("/proc/self/exe", exe, PATH_MAX);
    if (n <= 0)
        return NULL;
    exe[n] = 0;
    for (int up = 0; up < 2; up++) { /* PREFIX/bin/prism-check -> PREFIX */
        char *slash = strrchr(exe, '/');
        if (!slash)
            return NULL;
        *slash = 0;
    }
    char probe[PATH_MAX + 64];
    if (snprintf(probe, sizeof probe, "%s/include/prism.h", exe) >= (int)sizeof probe || access(probe, R_OK) != 0)
        return NULL;
    size_t len = strlen(exe) + strlen("/include") + strlen(sub) + 1;
    char *dir = malloc(len);
    if (dir)
        snprintf(dir, len, "%s/include%s", exe, sub);
    return dir;
}
