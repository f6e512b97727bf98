/*
 * tests/sync/mutant.h - what tests/sync/mutate.sh compiles a checked
 * translation unit with (gcc -include), when prism-check emitted it with
 * --mutable-barriers: barrier k runs unless the environment variable
 * PRISM_DROP_BARRIER is k.  One build then serves every mutant.
 */
#include <stdlib.h>

static int prism_mutant_drop;

/* Read once, before any thread (fiber or worker) exists: no race on it. */
__attribute__((constructor)) static void prism_mutant_init(void)
{
    const char *v = getenv("PRISM_DROP_BARRIER");
    prism_mutant_drop = v ? atoi(v) : 0;
}

/*
 * tests/sync/mutate.sh runs several mutants of a sync_case_run() program
 * in one process (tests/tools/runs.sh): each entry sets the deletion before
 * it launches, while no worker exists, so again no race on it.
 */
void prism_mutant_set_drop(int k)
{
    prism_mutant_drop = k;
}

#define PRISM_MUTANT_KEEP(k) (prism_mutant_drop != (k))
