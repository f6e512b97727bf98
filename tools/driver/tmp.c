/*
 * tmp.c - the driver's private temporary directory.
 *
 * The checked translation unit is written into a directory made by
 * mkdtemp (mode 0700, an unpredictable name), never to a fixed or guessable
 * path another user could plant a link at.  Inside it the file keeps the
 * source's base name, so a compiler that names its default output after
 * its input (gcc -c k.cu -> k.o) names it as the user expects.  Everything
 * is removed at exit and when a signal ends the driver; the step running
 * then (checker or compiler) gets the signal too, so that nothing goes on
 * writing into the directory.  The handler uses only kill, unlink and
 * rmdir, which are async-signal-safe.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

#define MAX_FILES 8

static char dir[4096];
static char files[MAX_FILES][4096 + 256];
static volatile sig_atomic_t nfiles;

static void cleanup(void)
{
    for (int i = 0; i < nfiles; i++)
        unlink(files[i]);
    if (dir[0])
        rmdir(dir);
}

static void on_signal(int sig)
{
    spawn_kill(sig);
    cleanup();
    signal(sig, SIG_DFL);
    raise(sig);
}

const char *tmp_dir(const char *who)
{
    if (dir[0])
        return dir;
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = "/tmp";
    int n = snprintf(dir, sizeof dir, "%s/prism-driver.XXXXXX", base);
    if (n < 0 || (size_t)n >= sizeof dir) {
        fprintf(stderr, "%s: TMPDIR is too long\n", who);
        dir[0] = 0;
        return NULL;
    }
    if (!mkdtemp(dir)) {
        fprintf(stderr, "%s: cannot make a temporary directory in %s: %s\n", who, base, strerror(errno));
        dir[0] = 0;
        return NULL;
    }
    atexit(cleanup);
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction sa = {.sa_handler = on_signal};
        sigemptyset(&sa.sa_mask);
        sigaction(sigs[i], &sa, NULL);
    }
    return dir;
}

const char *tmp_file(const char *name)
{
    if (!dir[0] || nfiles == MAX_FILES || strchr(name, '/'))
        abort(); /* the driver asks for a handful of plain names */
    char *f = files[nfiles];
    snprintf(f, sizeof files[0], "%s/%s", dir, name);
    nfiles++;
    return f;
}
