/*
 * checker_flags.c - the words of a compile the checker's questions about
 * the system headers it skips need (SPEC 13.1): the flags that may define a
 * macro a header tests (--host-flag: -O2's __OPTIMIZE__, -ffast-math,
 * -Xcompiler's words), and nvcc's own options that change its passes'
 * macros (--nvcc-flag: -rdc, -G, -std=c++20), wherever the compiler takes
 * them from.  The checker keeps those it knows; these pass it every
 * candidate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* An nvcc option, one word (`-ccbin X`: `-ccbin=X`), for the checker's `nvcc --dryrun`, which shows the
 * macros it gives its passes (-rdc's __CUDACC_RDC__, -G's, -std=c++20's __cplusplus: red team rt28); the
 * checker keeps those that change them. */
void checker_nvcc_flag(Plan *p, char **words, int used)
{
    char *opt = malloc(strlen(words[0]) + (used > 1 ? strlen(words[1]) + 1 : 0) + 13);
    if (!opt)
        return;
    if (used > 1)
        sprintf(opt, "--nvcc-flag=%s=%s", words[0], words[1]);
    else
        sprintf(opt, "--nvcc-flag=%s", words[0]);
    vec_push(&p->owned, opt);
    vec_push(&p->check, opt);
}

/* A flag of the compile that may define a macro a system header tests (-O2's __OPTIMIZE__): the
 * checker gives it to the host compilers it asks about those headers (it leaves out what it must). */
static void host_flag(Plan *p, const char *f)
{
    if (f[0] == '-' && (f[1] == 'O' || f[1] == 'f' || f[1] == 'm' || !strncmp(f, "-std=", 5) || !strcmp(f, "-ansi") ||
                        !strcmp(f, "-pthread"))) {
        char *opt = malloc(strlen(f) + 13);
        if (!opt)
            return;
        sprintf(opt, "--host-flag=%s", f);
        vec_push(&p->owned, opt);
        vec_push(&p->check, opt);
    }
}

/* gcc's flags as given; nvcc's -O (its host compiler's too) and its -Xcompiler values, word by word:
 * wherever the compiler takes them from (red team rt27: `CC="gcc -O2"` and $NVCC_APPEND_FLAGS=-O3
 * reached the compile, not the checker's questions). */
void checker_host_flags(Plan *p, const Backend *b)
{
    for (int i = 0; i < p->read.n; i++) {
        const char *a = p->read.v[i];
        if (!b->nvcc || !strncmp(a, "-O", 2)) {
            host_flag(p, a);
            continue;
        }
        const char *v = !strcmp(a, "-Xcompiler") || !strcmp(a, "--compiler-options") ? (i + 1 < p->read.n ? p->read.v[++i] : NULL)
                        : !strncmp(a, "-Xcompiler=", 11)                              ? a + 11
                        : !strncmp(a, "--compiler-options=", 19)                      ? a + 19
                                                                                      : NULL;
        if (!v)
            continue;
        /* the words as nvcc's shell splits them (a value it cannot split was refused already) */
        Vec words = {0};
        if (!xcompiler_words(v, &words, &p->owned))
            for (int k = 0; k < words.n; k++)
                host_flag(p, words.v[k]);
        vec_free(&words);
    }
}
