/*
 * pp_walk.c - what the preprocessor's walk over a file keeps as it reads
 * the live tokens (include.c's process): where the braces stand, and a
 * macro use whose arguments hold directives, gathered until its ')'.
 */
#include "pp_internal.h"

void pp_track_braces(Braces *b, const Token *t)
{
    /* A plain __device__ or __global__ function's body is checked code too (red team rt20). */
    if (b->depth == 0 && (equal(t, "PRISM_KERNEL") || equal(t, "PRISM_DEVICE") || equal(t, "__device__") ||
                          equal(t, "__global__")))
        b->pending = true;
    else if (b->depth == 0 && equal(t, ";"))
        b->pending = false; /* a declaration, no body */
    if (equal(t, "{")) {
        if (b->depth++ == 0) {
            b->in_checked = b->pending;
            b->pending = false;
        }
    } else if (equal(t, "}") && b->depth > 0 && --b->depth == 0) {
        b->in_checked = false;
    }
}

/* Do the tokens [t, end) hold a device function's body: a device word, then a '{'? */
bool pp_writes_device_body(Token *t, const Token *end)
{
    bool device = false;
    for (; t && t != end && t->kind != TK_EOF; t = t->next) {
        device |= pp_device_word(t);
        if (device && equal(t, "{"))
            return true;
    }
    return false;
}

bool pp_args_hold_directive(Token *tok)
{
    int depth = 0;
    for (Token *t = tok->next; t->kind != TK_EOF; t = t->next) {
        if (t->kind == TK_HASH)
            return depth > 0;
        depth += equal(t, "(") - equal(t, ")");
        if (depth == 0)
            return false;
    }
    return false;
}

Token *pp_gather(Gather *g, Token *t, bool diverges)
{
    if (diverges)
        t->diverges = true;
    g->tail = g->tail->next = t; /* t->next stays what follows, until the next token is gathered */
    g->depth += equal(t, "(") - equal(t, ")");
    return g->depth > 0 ? NULL : g->head.next;
}
