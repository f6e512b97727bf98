/*
 * spawn.c - run one program and wait for it.  Arguments go to execvp as
 * they are: no shell ever sees them, so spaces and quotes in file names
 * and flags need no escaping.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"

bool spawn_verbose;

int spawn_wait(const char *who, const char *const *argv)
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
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "%s: cannot run %s: %s\n", who, argv[0], strerror(errno));
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "%s: waiting for %s: %s\n", who, argv[0], strerror(errno));
            return 127;
        }
    }
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
