/*
 * sync_use.c - a macro use written out expanded, so that a point the
 * synchronization pass places between two statements of its replacement
 * can stand there (docs/SPEC.md 13.1).
 *
 * The emitted file keeps macro uses as written wherever it can: a point
 * before the first statement of a use or after its last goes around the
 * use.  A point inside one has no place in the use's text, so the use is
 * replaced by the tokens the checker read from it, which are the tokens
 * the compilers get from it (the checker's view is theirs), with every
 * edit on them in its place.  The DSL's own constructs among them stay
 * macros the compilers expand.
 */
#include <string.h>

#include "sync.h"

/* Is tok part of the use of file f at bytes [us, ue)? */
static bool in_use(const Token *tok, const File *f, size_t us, size_t ue)
{
    if (tok->kind == TK_EOF || token_file(tok_written(tok, false)) != f)
        return false;
    size_t a, b;
    tok_source_span(tok, &a, &b);
    return a >= us && b <= ue && a < ue;
}

typedef struct {
    char *buf;
    size_t n, cap;
} Buf;

static void put(Buf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = (b->n + n + 1) * 2;
        char *v = arena_alloc(cap);
        if (b->n)
            memcpy(v, b->buf, b->n);
        b->buf = v;
        b->cap = cap;
    }
    memcpy(b->buf + b->n, s, n);
    b->n += n;
    b->buf[b->n] = '\0';
}

/* The edits of kind k on tok, in the order they were made. */
static void put_edits(Buf *b, const SyncEdit *edits, const Token *tok, EditKind k)
{
    for (const SyncEdit *e = edits; e; e = e->next)
        if (e->tok == tok && e->kind == k) {
            put(b, e->text, strlen(e->text));
            put(b, " ", 1);
        }
}

bool sync_expand_use(Program *prog, const SyncEdit *edits, const Token *at, SyncUse *use)
{
    /* Through a macro's argument the use written out would be the inner
     * one, inside the outer use's parentheses, which may repeat it. */
    for (const Token *t = at; tok_expansion(t); t = tok_expansion(t)->from)
        if (tok_expansion(t)->is_arg)
            return false;
    File *f = token_file(tok_written(at, false));
    if (!f)
        return false;
    tok_source_span(at, &use->start, &use->end);
    Token *first = NULL, *last = NULL;
    for (Token *t = prog->tokens; t && t->kind != TK_EOF; t = t->next) {
        if (in_use(t, f, use->start, use->end)) {
            if (!first)
                first = t;
            last = t;
        } else if (first) {
            break;
        }
    }
    bool found = false;
    for (Token *t = first; t && !found; t = t == last ? NULL : t->next)
        found = t == at;
    if (!found)
        return false;
    Buf b = {0};
    put(&b, "", 0);
    for (Token *t = first;; t = t->next) {
        /* A token spelled across lines (a splice inside it) has no one-line spelling here. */
        if (memchr(t->loc, '\n', (size_t)t->len) || memchr(t->loc, '\r', (size_t)t->len))
            return false;
        put_edits(&b, edits, t, EDIT_BEFORE);
        put(&b, t->loc, (size_t)t->len);
        put(&b, " ", 1);
        put_edits(&b, edits, t, EDIT_AFTER);
        if (t == last)
            break;
    }
    use->file = f;
    use->text = b.buf;
    return true;
}

bool sync_in_use(const SyncUse *use, const Token *tok)
{
    return in_use(tok, use->file, use->start, use->end);
}
