/*
 * tests/tools/san_canary.c - a deliberate bug, to prove that the sanitizer
 * pass notices one (tests/suites/05-sanitizers.sh).
 *
 *   san-canary heap|ub|leak
 *
 * Linked against the checker's objects and run on a source with a syntax
 * error, like a tag-block test that expects exit 1: the checker reports
 * its diagnostic, then the bug happens on that error path.  Under the
 * sanitizer pass's options (tests/tools/sanitizers.env) the status must be
 * the sanitizer's (86 or 87), never the 1 the test would have accepted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

/* Volatile so that the compiler can neither fold nor drop the bugs. */
static volatile int one = 1;
static volatile int big = 0x7fffffff;
static void *volatile lost;

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    static const char src[] = "int f(void) { return 1 +; }\n";
    parse_program_text("canary.cu", src, sizeof src - 1, NULL);
    int errors = diag_error_count();
    if (strcmp(argv[1], "heap") == 0) {
        /* A size the compiler cannot see, so that ASan reports the read
         * and not UBSan's object-size check. */
        char *p = calloc((size_t)(15 + one), 1);
        printf("%d\n", p[15 + one]); /* one byte past the end */
        free(p);
    } else if (strcmp(argv[1], "ub") == 0) {
        int x = big + one; /* signed overflow */
        printf("%d\n", x);
    } else if (strcmp(argv[1], "leak") == 0) {
        lost = malloc(64);
        lost = NULL; /* the only pointer is gone */
    } else {
        return 2;
    }
    return errors ? 1 : 0;
}
