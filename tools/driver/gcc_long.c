/*
 * gcc_long.c - gcc's long options, as gcc reads them: an unambiguous
 * beginning of a long name is the name, and any other `--x` is `-fx`.
 * The drivers read the short spellings (args.c's table); the long ones
 * they do not list in full are refused here, naming what gcc reads.
 */
#include <stdio.h>
#include <string.h>

#include "driver.h"

/* gcc takes an unambiguous beginning of a long option for the whole
 * (--write-dep is --write-dependencies): of the long options the driver
 * handles itself, only the full spellings are read. */
bool gcc_abbreviation(const Backend *b, const char *a)
{
    static const char *const longs[] = {"--output", "--write-dependencies", "--write-user-dependencies",
                                        "--dependencies", "--user-dependencies",
                                        "--print-missing-file-dependencies"};
    size_t n = strcspn(a, "=");
    for (size_t i = 0; !b->nvcc && n > 2 && i < sizeof longs / sizeof *longs; i++)
        if (n < strlen(longs[i]) && strncmp(a, longs[i], n) == 0) {
            fprintf(stderr, "%s: %.*s: gcc reads it as %s; write that in full\n", b->name, (int)n, a, longs[i]);
            return true;
        }
    return false;
}

/*
 * gcc reads a long option `--name` as a short one (its option map: an
 * unambiguous beginning of a name is the name, and any other `--x` is
 * `-fx`): `--trigraphs`, `--trig`, `--unsigned-char`, `--optimize`,
 * `--for-linker` are -trigraphs, -funsigned-char, -O, -Xlinker (red team
 * rt31: `--trigraphs` went unrefused, and a trigraph's `??/` swallowed a
 * barrier).  The driver reads the short spellings, the long ones of its
 * own table written in full, and a few that change nothing it reads; any
 * other is refused, naming the short form to write.
 */
bool gcc_long_refused(const Backend *b, const char *a)
{
    static const char *const harmless[] = {"--coverage", "--save-temps", "--param", "--verbose", "--version",
                                           "--all-warnings", "--extra-warnings", "--no-warnings", "--debug",
                                           "--pipe", "--static", "--shared", "--pie", "--pass-exit-codes",
                                           "--no-canonical-prefixes", NULL};
    static const struct {
        const char *name, *as;
    } map[] = {{"--ansi", "-ansi"}, {"--assemble", "-S"}, {"--comments", "-C"}, {"--comments-in-macros", "-CC"},
               {"--compile", "-c"}, {"--dump", "-d"}, {"--dumpbase", "-dumpbase"}, {"--dumpdir", "-dumpdir"},
               {"--entry", "-e"}, {"--for-assembler", "-Wa"}, {"--for-linker", "-Xlinker"},
               {"--force-link", "-u"}, {"--include-barrier", "-I-"}, {"--include-prefix", "-iprefix"},
               {"--include-with-prefix-before", "-iwithprefixbefore"},
               {"--include-with-prefix-after", "-iwithprefix"}, {"--language", "-x"},
               {"--library-directory", "-L"}, {"--machine-", "-m"}, {"--machine", "-m"},
               {"--no-integrated-cpp", "-no-integrated-cpp"}, {"--no-line-commands", "-P"},
               {"--no-standard-includes", "-nostdinc"}, {"--no-standard-libraries", "-nostdlib"},
               {"--optimize", "-O"}, {"--pedantic", "-pedantic"}, {"--pedantic-errors", "-pedantic-errors"},
               {"--preprocess", "-E"}, {"--profile", "-p"}, {"--trace-includes", "-H"},
               {"--traditional", "-traditional"}, {"--traditional-cpp", "-traditional-cpp"},
               {"--trigraphs", "-trigraphs"}, {"--warn-", "-W"}, {"--time", "-time"}};
    if (strncmp(a, "--", 2) != 0 || !a[2])
        return false;
    size_t n = strcspn(a, "=");
    for (int i = 0; harmless[i]; i++)
        if (n == strlen(harmless[i]) && !strncmp(a, harmless[i], n))
            return false;
    const char *as = "-f", *rest = a + 2; /* `--x`: -fx */
    for (size_t i = 0; i < sizeof map / sizeof *map; i++) {
        size_t len = strlen(map[i].name);
        bool joined = map[i].name[len - 1] == '-'; /* --machine-avx2: -mavx2 */
        if (joined ? n > len && !strncmp(a, map[i].name, len) : n <= len && !strncmp(a, map[i].name, n)) {
            as = map[i].as;
            rest = joined ? a + len : "";
            break;
        }
    }
    fprintf(stderr, "%s: %.*s: gcc reads it as %s%.*s; write that (the driver reads gcc's short spellings)\n",
            b->name, (int)n, a, as, (int)(a + n - rest > 0 ? a + n - rest : 0), rest);
    return true;
}
