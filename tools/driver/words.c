/*
 * words.c - the words nvcc's host compiler gets from an -Xcompiler value,
 * and the words nvcc takes from $NVCC_PREPEND_FLAGS / $NVCC_APPEND_FLAGS.
 *
 * nvcc cuts an -Xcompiler value at commas (not inside double quotes) and
 * writes the pieces into the sh -c command lines of its host compiler,
 * device passes' preprocessing included: the shell then splits them at
 * blanks and removes quotes.  The checker must read the words the shell
 * makes, so they are made here the same way for the plain cases (blanks,
 * double quotes), and a value whose reading depends on more of nvcc or
 * the shell (single quotes and backslashes, which nvcc reads itself;
 * expansions, redirections, globs) is refused rather than guessed at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

static void emit(Vec *out, Vec *owned, const char *word, size_t n)
{
    char *w = strndup(word, n);
    if (!w) {
        perror("prism");
        exit(2);
    }
    vec_push(owned, w);
    vec_push(out, w);
}

const char *xcompiler_words(const char *value, Vec *out, Vec *owned)
{
    size_t len = strlen(value);
    char *buf = malloc(len + 1);
    if (!buf) {
        perror("prism");
        exit(2);
    }
    size_t n = 0;
    bool word = false, dq = false;
    const char *why = NULL;
    for (const char *c = value; !why; c++) {
        if (dq) {
            if (!*c)
                why = "an unclosed double quote";
            else if (*c == '"')
                dq = false;
            else if (strchr("$`\\", *c))
                why = "$, ` or \\ inside double quotes";
            else
                buf[n++] = *c;
            continue;
        }
        if (!*c || *c == ',' || *c == ' ' || *c == '\t' || *c == '\n') {
            if (word)
                emit(out, owned, buf, n);
            n = 0;
            word = false;
            if (!*c)
                break;
            continue;
        }
        if (*c == '"') {
            dq = word = true;
        } else if (strchr("'\\|&;<>()$`*?[]{}", *c) || (!word && strchr("#~", *c))) {
            why = "a shell or nvcc quoting character";
        } else {
            buf[n++] = *c;
            word = true;
        }
    }
    free(buf);
    return why;
}

const char *env_words(const char *value, Vec *out, Vec *owned)
{
    const char *c = value;
    while (*c) {
        c += strspn(c, " \t\n");
        if (!*c)
            break;
        const char *start = c;
        bool dq = false;
        for (; *c && (dq || !strchr(" \t\n", *c)); c++) {
            if (*c == '"')
                dq = !dq;
            else if (*c == '\\' || *c == '\'')
                return "a backslash or single quote";
        }
        if (dq)
            return "an unclosed double quote";
        emit(out, owned, start, (size_t)(c - start));
    }
    return NULL;
}
