/*
 * runtime/emu/env.c - the emulator's environment settings (docs/EMULATOR.md,
 * "Environment"), read one way: a value that is not one the table allows
 * is named on stderr once, with what is allowed, and the default is kept.
 * A typo (PRISM_EMU_SMEM=ZERO, PRISM_EMU_THREADS=abc) was silently the
 * default, and 4g meant "no limit" where 4096m worked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static void bad(const char *name, const char *v, const char *want)
{
    fprintf(stderr, "prism-emu: ignoring %s=%s (want %s)\n", name, v, want);
}

unsigned long long emu_env_size(const char *name, unsigned long long dflt, unsigned long long lo,
                                unsigned long long hi, const char *want)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return dflt;
    char *end;
    unsigned long long n = strtoull(v, &end, 10);
    int shift = 0;
    if (end != v && (*end == 'k' || *end == 'K'))
        shift = 10, end++;
    else if (end != v && (*end == 'm' || *end == 'M'))
        shift = 20, end++;
    else if (end != v && (*end == 'g' || *end == 'G'))
        shift = 30, end++;
    if (end == v || *end || v[0] == '-' || (shift && n > (~0ull >> shift)) || (n << shift) < lo ||
        (n << shift) > hi) {
        bad(name, v, want);
        return dflt;
    }
    return n << shift;
}

double emu_env_seconds(const char *name, double dflt)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return dflt;
    char *end;
    double s = strtod(v, &end);
    if (end == v || *end || !(s > 0) || s > 1e6) {
        bad(name, v, "a number of seconds above 0");
        return dflt;
    }
    return s;
}

int emu_env_word(const char *name, const char *const *words, int n)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return -1;
    for (int i = 0; i < n; i++)
        if (!strcmp(v, words[i]))
            return i;
    char want[128] = "";
    for (int i = 0; i < n; i++)
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", i ? " or " : "", words[i]);
    bad(name, v, want);
    return -1;
}
