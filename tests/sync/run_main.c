/*
 * tests/sync/run_main.c - runs one tests/sync case as a program: each case
 * defines sync_case_run(), which allocates its buffers and launches its
 * kernel once.  tests/sync/race.sh links it with the checked case under
 * the emulator's race detector.
 *
 * With arguments, it runs entries of a table linked beside it (the table
 * and the renamed entries come from tests/tools/runs.sh), each after a
 * line "== run NAME ==" on stderr, where the race detector's reports go
 * too: a report belongs to the run above it.  Many programs then share one
 * process and the TSan fibers the emulator pools for it.
 */
#include <stdio.h>
#include <string.h>

struct sync_case {
    const char *name;
    int (*run)(void);
};

int sync_case_run(void) __attribute__((weak));
extern const struct sync_case sync_cases[] __attribute__((weak));
extern const unsigned sync_ncases __attribute__((weak));

static int run(const char *name, int (*fn)(void))
{
    if (!fn) {
        fprintf(stderr, "sync case: no entry %s linked\n", name);
        return 1;
    }
    int st = fn();
    if (st != 0)
        fprintf(stderr, "sync case: launch status %d\n", st);
    return st != 0;
}

static int (*lookup(const char *name))(void)
{
    unsigned n = &sync_ncases ? sync_ncases : 0;
    for (unsigned i = 0; i < n; i++)
        if (strcmp(sync_cases[i].name, name) == 0)
            return sync_cases[i].run;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return run("sync_case_run", sync_case_run);
    /* Unbuffered: what a kernel prints stays above the next run's line. */
    setvbuf(stdout, 0, _IONBF, 0);
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        fprintf(stderr, "== run %s ==\n", argv[i]);
        bad |= run(argv[i], lookup(argv[i]));
    }
    return bad;
}
