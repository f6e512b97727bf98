/*
 * spawn.c - run one program and wait for it.  Arguments go to execvp as
 * they are: no shell ever sees them, so spaces and quotes in file names
 * and flags need no escaping.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"

bool spawn_verbose;
static volatile sig_atomic_t running; /* the child's pid while we wait for it */

/* Waits for the child too: once it returns, nothing writes into the
 * temporary directory any more. */
void spawn_kill(int sig)
{
    pid_t pid = (pid_t)running;
    if (pid > 0 && kill(pid, sig) == 0)
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
            ;
}

int spawn_wait(const char *who, const char *const *argv)
{
    return spawn_wait_to(who, argv, NULL);
}

int spawn_wait_to(const char *who, const char *const *argv, const char *out)
{
    if (spawn_verbose) {
        /* One line per command, each argument in single quotes: a log to
         * read (and to paste into a shell when nothing inside needs quoting). */
        fprintf(stderr, "%s:", who);
        for (int i = 0; argv[i]; i++)
            fprintf(stderr, " '%s'", argv[i]);
        fputc('\n', stderr);
    }
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "%s: cannot start %s: %s\n", who, argv[0], strerror(errno));
        return 127;
    }
    if (pid == 0) {
        if (out) {
            /* O_EXCL: out is a new name in the driver's private directory. */
            int fd = open(out, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
            if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0) {
                fprintf(stderr, "%s: %s: %s\n", who, out, strerror(errno));
                _exit(127);
            }
            close(fd);
        }
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "%s: cannot run %s: %s\n", who, argv[0], strerror(errno));
        _exit(127);
    }
    running = pid;
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "%s: waiting for %s: %s\n", who, argv[0], strerror(errno));
            running = 0;
            return 127;
        }
    }
    running = 0;
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
