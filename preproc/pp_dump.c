/*
 * pp_dump.c - --dump-tokens: the token stream the parser gets, as text.
 *
 * For the differential test (tests/tools/ppdiff.sh), which compares it
 * with gcc -E and nvcc's device-side preprocessing: a "# FILE" heading,
 * then one token per line,
 * spelt as written (a pasted or stringized token as the preprocessor
 * builds it), only the tokens of the main file (a macro's expansion
 * counts where the macro is used, as in gcc's output).  --dump-tokens=all
 * also expands the DSL's own macros, which the checker otherwise keeps as
 * constructs: that is the text the compilers see.
 */
#include "prism_check.h"

bool dump_tokens(const char *path, const FrontendOptions *opt, FILE *out)
{
    Program *prog = NEW(Program);
    Token *tok = preprocess_file(prog, path, opt);
    if (!tok)
        return false;
    File *main = prog->files[0];
    fprintf(out, "# %s\n", path); /* a token never starts with '#': the file's heading */
    for (; tok->kind != TK_EOF; tok = tok->next) {
        if (token_file(tok_written(tok, false)) != main)
            continue;
        fwrite(tok->loc, 1, (size_t)tok->len, out);
        fputc('\n', out);
    }
    return true;
}
