/*
 * tests/emu/unchecked/main.c - runs one unchecked-build case as a program:
 * each case defines unchecked_case_run(), which launches its kernel and
 * returns 0 when the result matches its CPU reference.
 * tests/suites/30-emu.sh builds every case straight from its source (no
 * prism-check: the conservative barriers) under the race detector.
 */
#include <stdio.h>

int unchecked_case_run(void);

int main(void)
{
    int st = unchecked_case_run();
    if (st != 0)
        fprintf(stderr, "unchecked case: status %d\n", st);
    return st != 0;
}
