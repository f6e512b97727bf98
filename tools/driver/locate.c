/*
 * locate.c - which prism-check and which compiler the driver runs.
 *
 * prism-check is looked for beside the driver's own executable first, so
 * an installed or built tree uses its own checker whatever PATH says.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

static char checker[PATH_MAX + 16];
static char found[PATH_MAX + 256];

/* name itself if it contains a slash and is executable, else its first
 * executable match in PATH (into found); NULL if none. */
static const char *which(const char *name)
{
    if (strchr(name, '/'))
        return access(name, X_OK) == 0 ? name : NULL;
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *end = strchr(path, ':');
        size_t len = end ? (size_t)(end - path) : strlen(path);
        int n = snprintf(found, sizeof found, "%.*s/%s", (int)len, len ? path : ".", name);
        if (n > 0 && (size_t)n < sizeof found && access(found, X_OK) == 0)
            return found;
        path = end ? end + 1 : NULL;
    }
    return NULL;
}

const char *locate_checker(void)
{
    const char *env = getenv("PRISM_CHECK");
    if (env && *env)
        return env;
    ssize_t n = readlink("/proc/self/exe", checker, PATH_MAX);
    if (n > 0) {
        checker[n] = 0;
        char *slash = strrchr(checker, '/');
        if (slash) {
            strcpy(slash + 1, "prism-check");
            if (access(checker, X_OK) == 0)
                return checker;
        }
    }
    return "prism-check"; /* execvp searches PATH and says so if it fails */
}

/*
 * $CC / $NVCC is a command, as make and CMake read it: whitespace-separated
 * words, the first the program ("ccache gcc", "gcc -m64", "nvcc -ccbin
 * gcc").  No shell evaluates it, so quotes are not read: a program whose
 * path holds a space goes in PATH instead.
 */
static bool split_words(const char *s, Vec *words)
{
    static char buf[8192];
    if (strlen(s) >= sizeof buf)
        return false;
    strcpy(buf, s);
    char *save;
    for (char *w = strtok_r(buf, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
        vec_push(words, w);
    return words->n > 0;
}

bool locate_compiler(const Backend *b, Vec *words)
{
    const char *env = getenv(b->compiler_env);
    if (env && strspn(env, " \t\n") < strlen(env))
        return split_words(env, words);
    for (int i = 0; b->compilers[i]; i++) {
        const char *c = which(b->compilers[i]);
        if (c) {
            vec_push(words, c);
            return true;
        }
    }
    return false;
}
