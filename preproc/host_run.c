/*
 * host_run.c - running the host compilers the checker asks about the
 * system headers it skips (sys_macros.c): their output, with a time limit,
 * dying with the checker; and where they find a header the checker does
 * not (their default include directories, nvcc's own).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "prism_check.h"

/* Run argv with `text` on its stdin; its stdout (malloc'd), NULL if it did not exit 0 (*hung: it was
 * killed, or never ran). */
char *host_run_capture(const char *const *argv, const char *text, bool *hung, bool with_stderr)
{
    int in[2], out[2];
    if (pipe(in) < 0)
        return NULL;
    if (pipe(out) < 0) {
        close(in[0]);
        close(in[1]);
        return NULL;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return NULL;
    }
    if (pid == 0) {
        /* dies with prism-check (a driver stopped by a signal leaves no compiler running) */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        int devnull = open("/dev/null", O_WRONLY);
        if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || devnull < 0 || dup2(with_stderr ? out[1] : devnull, 2) < 0)
            _exit(127);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]), close(devnull);
        execvp(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    /* All of it before reading: -dM prints only once its input has ended.  A compiler that exits
     * first (a bad flag, a specs file) closes the pipe: SIGPIPE would end prism-check. */
    size_t n = strlen(text), done = 0;
    struct sigaction ignore = {.sa_handler = SIG_IGN}, old;
    sigemptyset(&ignore.sa_mask);
    bool restore = sigaction(SIGPIPE, &ignore, &old) == 0;
    while (done < n) {
        ssize_t w = write(in[1], text + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    bool wrote = done == n;
    if (restore)
        sigaction(SIGPIPE, &old, NULL);
    close(in[1]);
    size_t cap = 1 << 16, len = 0;
    int waited = 0;
    bool timed_out = false;
    char *buf = malloc(cap);
    for (ssize_t r; buf;) {
        if (len + 1 >= cap) {
            char *bigger = cap < (64u << 20) ? realloc(buf, cap * 2) : NULL;
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
        /* A compiler that hangs is given 10 seconds in all, then killed: nothing is known of its header. */
        struct pollfd pf = {.fd = out[0], .events = POLLIN};
        int ready = poll(&pf, 1, 1000);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0 && ++waited < 10)
            continue;
        if (ready <= 0) {
            kill(pid, SIGKILL);
            timed_out = true;
            break;
        }
        r = read(out[0], buf + len, cap - len - 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        len += (size_t)r;
    }
    close(out[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    *hung = timed_out || (WIFEXITED(status) && WEXITSTATUS(status) == 127);
    /* A compiler that stops at an #error or a header it lacks (<cstdio> in C) has still printed what
     * it read up to there. */
    if (!buf || !wrote || timed_out || !WIFEXITED(status) || WEXITSTATUS(status) == 127) {
        free(buf);
        return NULL;
    }
    buf[len] = 0;
    return buf;
}

/* The directories `argv` (a compiler's -E -v) says it searches for "..." and <...>, appended to *dirs
 * (malloc'd: kept for the run). */
void host_search_dirs(const char *const *argv, const char ***dirs, int *n)
{
    bool hung = false;
    char *out = host_run_capture(argv, "", &hung, true); /* (-v prints on stderr) */
    if (!out)
        return;
    bool in = false;
    for (char *line = out; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = 0;
        if (!strncmp(line, "#include ", 9) && strstr(line, " search starts here:"))
            in = true;
        else if (!strncmp(line, "End of search list.", 19))
            in = false;
        else if (in && line[0] == ' ') {
            const char *d = strdup(line + 1);
            const char **more = d ? realloc(*dirs, sizeof **dirs * (size_t)(*n + 1)) : NULL;
            if (more) {
                *dirs = more;
                (*dirs)[(*n)++] = d;
            } else {
                free((void *)d);
            }
        }
        line = end ? end + 1 : NULL;
    }
    free(out);
}

bool host_system_header(const char *name, bool cuda)
{
    static const char **dirs;
    static int ndirs;
    static bool asked[2];
    if (!asked[0]) {
        asked[0] = true;
        const char *cc = getenv("PRISM_HOST_CC");
        const char *argv[] = {cc && *cc ? cc : "cc", "-E", "-v", "-x", "c", "/dev/null", NULL};
        host_search_dirs(argv, &dirs, &ndirs);
    }
    if (cuda && !asked[1]) {
        asked[1] = true;
        const char *cxx = getenv("PRISM_HOST_CXX");
        const char *argv[] = {cxx && *cxx ? cxx : "c++", "-E", "-v", "-x", "c++", "/dev/null", NULL};
        host_search_dirs(argv, &dirs, &ndirs);
        const char **nv = NULL;
        int nnv = sysmac_nvcc_dirs(&nv);
        for (int i = 0; i < nnv; i++) {
            const char *d = strdup(nv[i]);
            const char **more = d ? realloc(dirs, sizeof *dirs * (size_t)(ndirs + 1)) : NULL;
            if (more) {
                dirs = more;
                dirs[ndirs++] = d;
            } else {
                free((void *)d);
            }
        }
    }
    struct stat st;
    for (int i = 0; i < ndirs; i++) {
        char path[4096];
        if (snprintf(path, sizeof path, "%s/%s", dirs[i], name) < (int)sizeof path && stat(path, &st) == 0 &&
            S_ISREG(st.st_mode))
            return true;
    }
    return false;
}
