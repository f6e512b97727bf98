/*
 * reset.c - drop every phase's state between two inputs.
 *
 * The arena is the lowest layer and knows nothing of the phases that
 * allocate from it; whoever runs the phases (main.c between translation
 * units, the fuzz harness, the unit tests, the benchmark) also knows which
 * tables point into the arena and must go with it: the macro and file
 * tables, the parser's scopes, the diagnostics' repeat filter, the files'
 * positions and the expansions that tokens refer to by number.
 */
#include "prism_check.h"

void prism_reset(void)
{
    include_reset();
    parse_reset();
    diag_reset();
    expansions_reset();
    tokenize_reset();
    arena_reset();
}
