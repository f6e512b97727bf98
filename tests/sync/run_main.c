/*
 * tests/sync/run_main.c - runs one tests/sync case as a program: each case
 * defines sync_case_run(), which allocates its buffers and launches its
 * kernel once.  tests/sync/race.sh links it with the checked case under
 * the emulator's race detector.
 */
#include <stdio.h>

int sync_case_run(void);

int main(void)
{
    int st = sync_case_run();
    if (st != 0)
        fprintf(stderr, "sync case: launch status %d\n", st);
    return st != 0;
}
