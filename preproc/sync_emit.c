/*
 * sync_emit.c - the checked translation unit: the user's text with the
 * inferred barriers in it (docs/SYNC.md, "Emission").
 *
 * The rewrite is an edit list over tokens - insert before, insert after,
 * replace - so the output is the input byte for byte except where a
 * barrier goes.  Inserted text never contains a newline, and a replaced
 * token's line splices are written after its replacement, so every line
 * keeps its number and one #line directive per file is enough for nvcc's
 * and gcc's messages to name the user's file and line.
 *
 *   PRISM_PARTITION / PRISM_CLAIM / PRISM_ASYNC   -> their _NOSYNC forms
 *   extern "C" (parse.c)             PRISM__LINKAGE_C*, emit.c's macros
 *   a point before statement s       { prism_sync_block(); s }
 *   a split point                    arrive after the last access, wait
 *                                    before s, the mbarrier declared at
 *                                    the start of the region
 *   an async scope a                 { a prism_cp_async_commit(); }
 *   #include "project header"        the header's text, between #line
 *                                    directives, once
 *
 * Braces make each insertion one statement, so a barrier in front of a
 * loop body or an if arm without braces stays inside it; declarations are
 * never wrapped (their names must stay visible), and cannot be such a
 * body anyway.
 */
#include <stdlib.h>
#include <string.h>

#include "sync.h"

/* ---- token spans of statements ------------------------------------------------ */

static bool same_file_after(const Token *a, const Token *b)
{
    return a && b && token_file(a) == token_file(b) && a->pos > b->pos;
}

/* The rightmost token of a subtree that lies in the file of `ref`. */
static Token *max_tok(Node *n, Token *best, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return best;
    Token *ts[] = {n->tok, NODE_GET(n, name)};
    for (size_t i = 0; i < 2; i++)
        if (ts[i] && (!best || same_file_after(ts[i], best)))
            best = ts[i];
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        best = max_tok(kids[i], best, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        best = max_tok(b, best, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        best = max_tok(a, best, depth + 1);
    return best;
}

/* The ';' that ends the statement containing t. */
static Token *scan_semicolon(Token *t)
{
    int depth = 0;
    for (; t && t->kind != TK_EOF; t = t->next) {
        if (equal(t, "(") || equal(t, "[") || equal(t, "{"))
            depth++;
        else if (equal(t, ")") || equal(t, "]") || equal(t, "}"))
            depth--;
        else if (depth <= 0 && equal(t, ";"))
            return t;
    }
    return NULL;
}

static Token *match_brace(Token *open)
{
    int depth = 0;
    for (Token *t = open; t && t->kind != TK_EOF; t = t->next) {
        if (equal(t, "{"))
            depth++;
        else if (equal(t, "}") && --depth == 0)
            return t;
    }
    return NULL;
}

Token *stmt_first_token(Node *s)
{
    return s ? s->tok : NULL;
}

Token *stmt_last_token(Node *s)
{
    if (!s)
        return NULL;
    switch (s->kind) {
    case ND_BLOCK: {
        Token *open = s->tok;
        while (open && open->kind != TK_EOF && !equal(open, "{"))
            open = open->next;
        return match_brace(open);
    }
    case ND_IF:
        return stmt_last_token(s->els ? s->els : s->then);
    case ND_FOR:
    case ND_WHILE:
        return stmt_last_token(s->then ? s->then : s->body);
    case ND_DO:
        return scan_semicolon(max_tok(s->cond, s->tok, 0));
    case ND_SWITCH:
    case ND_GROUP:
    case ND_SPLIT:
    case ND_SPLIT_CASE:
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
    case ND_UNSAFE:
    case ND_LABEL:
    case ND_CASE:
    case ND_DEFAULT:
        if (s->kind == ND_SWITCH && s->then)
            return stmt_last_token(s->then);
        return s->body ? stmt_last_token(s->body) : scan_semicolon(s->tok);
    case ND_ASM:
        return scan_semicolon(s->tok);
    default:
        return scan_semicolon(max_tok(s, s->tok, 0));
    }
}

/* ---- the edit list ---------------------------------------------------------------- */

typedef struct {
    SyncEdit *head, **tail;
    int seq;
} Edits;

static void add(Edits *e, Token *tok, EditKind kind, const char *text, Node *span)
{
    if (!tok)
        return;
    SyncEdit *x = NEW(SyncEdit);
    x->tok = tok;
    x->kind = kind;
    x->text = text;
    x->seq = e->seq++;
    if (span) {
        Token *lo = stmt_first_token(span), *hi = stmt_last_token(span);
        x->span_lo = lo ? lo->loc : NULL;
        x->span_hi = hi ? hi->loc : NULL;
    }
    *e->tail = x;
    e->tail = &x->next;
}

/* Put `text` in front of s as its own statement. */
static void before_stmt(Edits *e, Node *s, const char *text)
{
    Token *first = stmt_first_token(s), *last = stmt_last_token(s);
    if (!first || !last)
        return;
    if (s->kind == ND_DECL) {
        add(e, first, EDIT_BEFORE, arena_printf("%s ", text), s);
        return;
    }
    add(e, first, EDIT_BEFORE, arena_printf("{ %s ", text), s);
    add(e, last, EDIT_AFTER, " }", s);
}

static const char *barrier_call(SyncPoint *pt)
{
    SyncRegion *r = pt->region;
    switch (pt->bar) {
    case BAR_SYNCTHREADS:
        return "prism_sync_block();";
    case BAR_SYNCWARP:
        return r->n == 32 ? "prism_sync_warp();" : arena_printf("prism_sync_lanes(prism_ctx, %lld);", (long long)r->n);
    case BAR_NAMED:
        if (r->bar_ids == 1)
            return arena_printf("prism_sync_named_id(%d, %lld);", r->bar_base, (long long)r->n);
        return arena_printf("prism_sync_named(prism_ctx, %d, %lld);", r->bar_base, (long long)r->n);
    case BAR_CTX:
        return "prism_ctx_barrier(prism_ctx);";
    case BAR_SPLIT:
        return arena_printf("prism_sync_split_wait(&prism__sync_bar_%d, prism__sync_tok_%d);", pt->id, pt->id);
    case BAR_NONE:
    case BAR_SINGLE:
        return "";
    }
    return "";
}

/* The `{` a region's statements start after. */
static Token *region_open(SyncRegion *r)
{
    Node *body = r->scope ? r->scope->body : r->fn->fn->body;
    return body && body->kind == ND_BLOCK && equal(body->tok, "{") ? body->tok : NULL;
}

static Node *loop_body_of(Node *loop)
{
    return loop->then ? loop->then : loop->body;
}

/* The n-th ';' at parenthesis depth 1 after `open` (a for header's), or NULL. */
static Token *header_semicolon(Token *open, int nth)
{
    int depth = 0;
    for (Token *t = open; t && t->kind != TK_EOF; t = t->next) {
        if (equal(t, "("))
            depth++;
        else if (equal(t, ")") && --depth == 0)
            return NULL;
        else if (depth == 1 && equal(t, ";") && --nth == 0)
            return t;
    }
    return NULL;
}

/*
 * A point at a loop's head runs before every re-evaluation of the
 * condition: it becomes the first operand of a comma expression in the
 * for's increment, or in the while's (do-while's) condition, so that
 * continue takes it too.
 */
static void head_edits(Edits *e, SyncPoint *pt)
{
    Node *loop = pt->at_head;
    const char *bar = barrier_call(pt);
    size_t len = strlen(bar);
    char *expr = arena_printf("%s%s%.*s", point_needs_proxy_fence(pt) ? "prism_fence_proxy_async(), " : "",
                              pt->async_wait >= 0 ? "prism_async_wait_all(), " : "",
                              (int)(len && bar[len - 1] == ';' ? len - 1 : len), bar);
    if (!*bar)
        return;
    if (sync_mutable && pt->mut_id)
        expr = arena_printf("(PRISM_MUTANT_KEEP(%d) ? (void)(%s) : (void)0)", pt->mut_id, expr);
    Token *open = NULL;
    if (loop->kind == ND_FOR || loop->kind == ND_WHILE) {
        open = loop->tok ? loop->tok->next : NULL;
    } else if (loop->kind == ND_DO) {
        Token *t = stmt_last_token(loop_body_of(loop));
        open = t && t->next && equal(t->next, "while") ? t->next->next : NULL;
    }
    if (!open || !equal(open, "("))
        return;
    if (loop->kind == ND_FOR) {
        Token *semi = header_semicolon(open, 2);
        if (semi)
            add(e, semi, EDIT_AFTER, arena_printf(loop->inc ? " %s," : " %s", expr), NULL);
        return;
    }
    add(e, open, EDIT_AFTER, arena_printf("%s, ", expr), NULL);
}

static void point_edits(Edits *e, SyncFunc *sf, SyncPoint *pt)
{
    if (pt->at_head) {
        head_edits(e, pt);
        return;
    }
    const char *wait = pt->async_wait >= 0 ? arena_printf("prism_sync_async_wait(%d);", pt->async_wait) : "";
    /* The writers fence before they arrive (a split point) or meet (sync_proxy.c). */
    const char *fence = *barrier_call(pt) && point_needs_proxy_fence(pt) ? "prism_fence_proxy_async(); " : "";
    bool fence_done = false;
    if (pt->bar == BAR_SPLIT) {
        Token *open = region_open(pt->region);
        if (!open) {
            pt->bar = BAR_SYNCTHREADS; /* no place for the mbarrier: one barrier */
            pt->arrive_after = NULL;
        } else {
            add(e, open, EDIT_AFTER, arena_printf(" PRISM_SYNC_SPLIT_BARRIER(prism__sync_bar_%d);", pt->id), NULL);
            fence_done = true;
            const char *keep = sync_mutable && pt->mut_id ? arena_printf("PRISM_MUTANT_KEEP(%d) ? ", pt->mut_id) : "";
            add(e, stmt_last_token(pt->arrive_after), EDIT_AFTER,
                arena_printf(" %sprism_sync_token_t prism__sync_tok_%d = %sprism_sync_split_arrive(&prism__sync_bar_%d)%s;",
                             fence, pt->id, keep, pt->id, *keep ? " : 0" : ""),
                NULL);
        }
    }
    (void)sf;
    const char *bar = barrier_call(pt);
    if (!*wait && !*bar)
        return;
    const char *text = arena_printf("%s%s%s%s", fence_done ? "" : fence, wait, *wait && *bar ? " " : "", bar);
    if (sync_mutable && pt->mut_id)
        text = arena_printf("if (PRISM_MUTANT_KEEP(%d)) { %s }", pt->mut_id, text);
    before_stmt(e, pt->before, text);
}

static const char *nosync_name(Node *s)
{
    switch (s->kind) {
    case ND_PARTITION:
        return "PRISM_PARTITION_NOSYNC";
    case ND_CLAIM:
        return "PRISM_CLAIM_NOSYNC";
    default:
        return "PRISM_ASYNC_NOSYNC";
    }
}

static void scope_edits(Edits *e, Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return;
    if ((n->kind == ND_PARTITION || n->kind == ND_CLAIM || n->kind == ND_ASYNC) && n->tok) {
        if (!n->nosync)
            add(e, n->tok, EDIT_REPLACE, nosync_name(n), NULL);
        if (n->kind == ND_ASYNC) {
            /* The copies of one async scope form one cp.async group. */
            add(e, n->tok, EDIT_BEFORE, "{ ", n);
            add(e, stmt_last_token(n), EDIT_AFTER, " prism_cp_async_commit(); }", n);
        }
    }
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        scope_edits(e, kids[i], depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        scope_edits(e, b, depth + 1);
}

SyncEdit *sync_edits(Program *prog)
{
    SyncPlan *plan = sync_plan(prog);
    if (!plan)
        return NULL;
    Edits e = {NULL, NULL, 0};
    e.tail = &e.head;
    for (struct Rewrite *r = prog->rewrites; r; r = r->next)
        add(&e, r->tok, EDIT_REPLACE, r->text, NULL);
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next) {
        /*
         * A checked function says so in its body (prism__checked, prism/
         * scopes.h), which turns its conservative barriers off there and
         * nowhere else.  Over budget, or with a body whose brace is inside
         * a macro's expansion, it keeps them and gets no edits at all.
         */
        Token *open = sf->fn->body ? sf->fn->body->tok : NULL;
        if (sf->gave_up || !open || !equal(open, "{") || !tok_edit_fits(open, true))
            continue;
        /* Where units meet at the run-time ids (or may: a function no kernel
         * here runs), two units of consecutive constructs can share an id
         * without sharing a warp, so the multi-warp constructs keep their
         * end barrier (prism__checked 2, prism/scopes.h). */
        bool runtime = !sf->kernels || (sf->kernels & plan->runtime_kernels) || sf->runtime_ids;
        add(&e, open, EDIT_AFTER, runtime ? " enum { prism__checked = 2 };" : " enum { prism__checked = 1 };", NULL);
        scope_edits(&e, sf->fn->body, 0);
        for (SyncPoint *pt = sf->points; pt; pt = pt->next)
            point_edits(&e, sf, pt);
        if (sf->async_at_end)
            add(&e, stmt_last_token(sf->fn->body), EDIT_BEFORE, "prism_sync_async_wait(0); ", NULL);
        for (int i = 0; i < sf->nasync_rets; i++)
            before_stmt(&e, sf->async_rets[i], "prism_sync_async_wait(0);");
    }
    return e.head;
}

/* ---- writing a file with its edits ---------------------------------------------- */

typedef struct {
    size_t start, end; /* bytes of the file replaced (start == end: an insertion) */
    const char *text;
    File *inline_file; /* an #include "..." replaced by the file itself */
    int line;          /* the include's line, for the #line after it */
    int order;         /* AFTER 0, BEFORE 1, REPLACE 2 at one offset */
    const char *span_lo, *span_hi;
    int seq;
} Item;

static int item_cmp(const void *pa, const void *pb)
{
    const Item *a = pa, *b = pb;
    if (a->start != b->start)
        return a->start < b->start ? -1 : 1;
    if (a->order != b->order)
        return a->order - b->order;
    if (a->order == 0) {
        /* closing: the inner (later-starting) statement closes first */
        if (a->span_lo != b->span_lo)
            return a->span_lo > b->span_lo ? -1 : 1;
        return b->seq - a->seq;
    }
    if (a->order == 1) {
        /* opening: the outer (later-ending) statement opens first */
        if (a->span_hi != b->span_hi)
            return a->span_hi > b->span_hi ? -1 : 1;
        return a->seq - b->seq;
    }
    return a->seq - b->seq;
}

static void put_quoted(const char *s, FILE *out)
{
    for (; *s; s++) {
        if (*s == '\\' || *s == '"')
            fputc('\\', out);
        fputc(*s, out);
    }
}

/*
 * Where the text that follows comes from.  A system header's text (found
 * through -isystem or next to such a file) goes under GNU's marker with the
 * system-header flag, `# N "FILE" 3`, which gcc and nvcc honour as they
 * honour their own headers: the user's -W flags pass it by.  #line keeps
 * the flag in force, so the user's text after such a header comes back
 * under a marker without it; elsewhere the user's text keeps #line.
 */
bool sync_plain_markers;

/*
 * `# N "FILE" 3` marks a system header's text (gcc and nvcc then keep the
 * user's warning flags off it); gcc -Wpedantic calls that spelling an
 * extension, a warning no pragma silences, so --plain-line-markers writes
 * #line only (prism-cc under -Wpedantic).
 */
static void line_marker(FILE *out, int line, const char *name, bool system, bool after_system)
{
    if (sync_plain_markers)
        system = after_system = false;
    fprintf(out, system || after_system ? "# %d \"" : "#line %d \"", line);
    put_quoted(name, out);
    fputs(system ? "\" 3" : "\"", out);
}

/*
 * Each #include in f that the checker acted on (Program.includes, in the
 * order read): the directive's lines are replaced by the file that reading
 * it made, or by nothing where the file was not read again (#pragma once,
 * or its guard defined: the compilers skip it there too, the first copy's
 * guard being in the output).  A directive the checker skipped (a system
 * header, an inactive #if branch) stays as written.
 */
/*
 * The directive an #include that stays one becomes: the file the checker
 * read, by its absolute path, for the compilers to read that file from
 * wherever they compile the emitted copy (archs.c).  A header name has no
 * escapes: a path with '"' is written <...>; NULL where neither spelling
 * can hold it (the directive then stays as written).
 */
static const char *directive_naming(const char *path, bool import)
{
    const char *d = import ? "import" : "include";
    if (!path || path[0] != '/' || strpbrk(path, "\n\r"))
        return NULL;
    if (!strchr(path, '"'))
        return arena_printf("#%s \"%s\"", d, path);
    return strchr(path, '>') ? NULL : arena_printf("#%s <%s>", d, path);
}

/*
 * Does the text from `from` to the end of its line `eol` leave a comment
 * open (a block comment, or a // comment whose line ends in a splice)?
 * Then the lines that comment takes after this one; 0 when none is open.
 */
static int comment_lines_after(const File *f, size_t from, size_t eol)
{
    const char *s = f->contents;
    size_t n = f->size, k = from;
    bool block = false, line = false;
    for (; k < eol; k++) {
        if (block) {
            if (s[k] == '*' && k + 1 < n && s[k + 1] == '/')
                block = false, k++;
        } else if (line) {
            continue;
        } else if (s[k] == '/' && k + 1 < n && s[k + 1] == '*') {
            block = true, k++;
        } else if (s[k] == '/' && k + 1 < n && s[k + 1] == '/') {
            line = true, k++;
        }
    }
    bool spliced = line && eol > from && (s[eol - 1] == '\\' || (s[eol - 1] == '\r' && eol > from + 1 && s[eol - 2] == '\\'));
    if (!block && !spliced)
        return 0;
    int lines = 0;
    for (k = eol; k < n; k++) {
        if (s[k] != '\n')
            continue;
        lines++;
        if (spliced && !(s[k - 1] == '\\' || (s[k - 1] == '\r' && k >= 2 && s[k - 2] == '\\')))
            return lines - 1; /* the // comment ended at this newline, which ends its last line */
        if (block) {
            const char *close = NULL;
            for (size_t j = k + 1; j + 1 < n && s[j] != '\n'; j++)
                if (s[j] == '*' && s[j + 1] == '/') {
                    close = s + j;
                    break;
                }
            if (close)
                return lines;
        }
    }
    return lines;
}

static void each_include(Program *prog, File *f, void (*fn)(void *, size_t, size_t, File *, int, const char *),
                         void *arg)
{
    for (int i = 0; i < prog->nincludes; i++) {
        const struct IncludeSite *site = &prog->includes[i];
        if (site->from != f || !f->base || site->pos < f->base || site->pos - f->base >= f->size)
            continue;
        if (site->lang)
            continue; /* the DSL's own headers stay #includes */
        if (site->as_written) {
            /* From its '#' to the end of the name: what follows on the line stays. */
            const char *text = site->path ? directive_naming(site->path, site->import) : site->spelled;
            size_t at = site->pos - f->base;
            if (text && site->name_end > at && site->name_end <= f->size)
                fn(arg, at, site->name_end, NULL, 0, text);
            continue;
        }
        size_t at = site->pos - f->base, start = at;
        while (start > 0 && f->contents[start - 1] != '\n')
            start--;
        /* From the '#' where a comment that an earlier line opened ends before it: the comment's
         * end stays (red team rt24: its end went with the directive, and it swallowed the header). */
        for (size_t k = start; k < at; k++)
            if (f->contents[k] != ' ' && f->contents[k] != '\t') {
                start = at;
                break;
            }
        /* To the end of the physical line holding the name's last byte (a
         * splice may have carried the directive, even the name, over lines). */
        size_t end = site->name_end > at && site->name_end <= f->size ? site->name_end : at;
        while (end < f->size && f->contents[end] != '\n')
            end++;
        int line = 1;
        for (size_t k = 0; k < end; k++)
            line += f->contents[k] == '\n';
        /* A comment the directive's line opens and a later line closes stays open in the output: what
         * follows the name goes after the line marker, which numbers the line after the comment (red
         * team rt24: a block comment opened after `#include "h.h"` around the `#define KV 1` below it
         * lost its opening, and the #define went live). */
        size_t from = site->name_end > at && site->name_end <= end ? site->name_end : end;
        int more = comment_lines_after(f, from, end);
        fn(arg, start, end, site->to, line + more, more ? arena_strndup(f->contents + from, end - from) : NULL);
    }
}

typedef struct {
    Item *v;
    int n, cap;
    Program *prog;
    SyncEdit *edits;
    int depth;
} Items;

static void push(Items *it, Item x)
{
    if (it->n == it->cap) {
        int cap = it->cap ? it->cap * 2 : 16;
        Item *v = NEW_ARRAY(Item, cap);
        if (it->n)
            memcpy(v, it->v, sizeof(Item) * (size_t)it->n);
        it->v = v;
        it->cap = cap;
    }
    it->v[it->n++] = x;
}

/* Stands for an include site whose file was not read again (IncludeSite.to NULL). */
static File not_read;

static void include_cb(void *arg, size_t start, size_t end, File *h, int line, const char *text)
{
    Items *it = arg;
    if (text && !h)
        push(it, (Item){start, end, text, NULL, 0, 2, NULL, NULL, 0});
    else if (it->depth < LIMIT_INCLUDE_DEPTH)
        push(it, (Item){start, end, text, h ? h : &not_read, line, 2, NULL, NULL, 0}); /* text: an open comment */
}

/* Skip blanks from p to at most end. */
static const char *skip_blanks(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    return p;
}

/* Does [p, end) start with the word w?  Then *after is past it. */
static bool starts_with(const char *p, const char *end, const char *w, const char **after)
{
    size_t n = strlen(w);
    if ((size_t)(end - p) < n || memcmp(p, w, n))
        return false;
    *after = p + n;
    return true;
}

/*
 * An inlined header's `#pragma once` or `_Pragma("once")` at the start of
 * a line would now sit in the main file (a warning, an error under
 * -Werror); the checker read it once there, and the output has it once.
 * So would its `#pragma GCC system_header`, which the line markers carry
 * instead (# N "FILE" 3: pp_pragma.c).
 */
static void drop_pragma_once(File *f, Items *it)
{
    const char *s = f->contents, *end = s + f->size;
    for (const char *p = s; p < end;) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol)
            eol = end;
        const char *q = skip_blanks(p, eol), *r;
        bool hash = q < eol && (*q == '#' || (eol - q > 1 && q[0] == '%' && q[1] == ':')); /* %: is # */
        const char *w;
        if (hash && starts_with(skip_blanks(q + 1 + (*q == '%'), eol), eol, "pragma", &r) &&
            (starts_with(w = skip_blanks(r, eol), eol, "once", &r) ||
             (starts_with(w, eol, "GCC", &r) && starts_with(skip_blanks(r, eol), eol, "system_header", &r))))
            push(it, (Item){(size_t)(p - s), (size_t)(eol - s), "", NULL, 0, 2, NULL, NULL, 0});
        else if (starts_with(q, eol, "_Pragma", &r) && starts_with(skip_blanks(r, eol), eol, "(", &r) &&
                 starts_with(skip_blanks(r, eol), eol, "\"once\"", &r) &&
                 starts_with(skip_blanks(r, eol), eol, ")", &r))
            push(it, (Item){(size_t)(p - s), (size_t)(r - s), "", NULL, 0, 2, NULL, NULL, 0});
        p = eol < end ? eol + 1 : end;
    }
}

/* Does f's last line end in a backslash (blanks may follow it: gcc splices that too)? */
static bool ends_in_splice(const File *f)
{
    size_t n = f->size;
    n -= n > 0 && f->contents[n - 1] == '\n';
    n -= n > 0 && f->contents[n - 1] == '\r';
    while (n > 0 && (f->contents[n - 1] == ' ' || f->contents[n - 1] == '\t' || f->contents[n - 1] == '\f' ||
                     f->contents[n - 1] == '\v'))
        n--;
    return n > 0 && f->contents[n - 1] == '\\';
}

static void emit_file(Program *prog, SyncEdit *edits, File *f, FILE *out, int depth)
{
    Items it = {0};
    it.prog = prog;
    it.edits = edits;
    it.depth = depth;
    /* A UTF-8 byte-order mark is not text, and after the #line it would be stray bytes. */
    if (f->size >= 3 && !memcmp(f->contents, "\xEF\xBB\xBF", 3))
        push(&it, (Item){0, 3, "", NULL, 0, 2, NULL, NULL, 0});
    /*
     * An edit on a macro's expansion goes around the macro's use.  A
     * _NOSYNC rename inside one is left out: under PRISM_CHECKED both
     * spellings have no conservative barriers.  One that falls inside a
     * use writes the use out expanded, with every edit on it (sync_use.c).
     */
    SyncUse uses[64];
    int nuses = 0;
    for (SyncEdit *e = edits; e; e = e->next) {
        if (token_file(tok_written(e->tok, false)) != f || (e->tok->exp && e->kind == EDIT_REPLACE) ||
            tok_edit_fits(e->tok, e->kind == EDIT_AFTER))
            continue;
        bool done = false;
        for (int i = 0; i < nuses && !done; i++)
            done = sync_in_use(&uses[i], e->tok);
        if (done)
            continue;
        if (nuses < 64 && sync_expand_use(prog, edits, e->tok, &uses[nuses])) {
            push(&it, (Item){uses[nuses].start, uses[nuses].end, uses[nuses].text, NULL, 0, 2, NULL, NULL, e->seq});
            nuses++;
            continue;
        }
        Macro *m = tok_macro(e->tok);
        diag(DIAG_ERROR, e->tok, "P106",
             "a barrier the checker places falls inside the expansion of macro '%s', in statements that came "
             "through a macro's argument used more than once or with # or ##: the emitted file cannot hold it; "
             "write those statements out at the use, or the barrier in the macro",
             m ? m->name : "?");
    }
    for (SyncEdit *e = edits; e; e = e->next) {
        if (token_file(tok_written(e->tok, false)) != f)
            continue;
        if (e->tok->exp && e->kind == EDIT_REPLACE)
            continue;
        bool inside = false;
        for (int i = 0; i < nuses && !inside; i++)
            inside = sync_in_use(&uses[i], e->tok);
        if (inside || !tok_edit_fits(e->tok, e->kind == EDIT_AFTER))
            continue;
        size_t at, at_end; /* where the token was written (splices, macro uses: macro.c) */
        tok_source_span(e->tok, &at, &at_end);
        Item x = {at, at, e->text, NULL, 0, 1, e->span_lo, e->span_hi, e->seq};
        if (e->kind == EDIT_AFTER)
            x.start = x.end = at_end, x.order = 0;
        else if (e->kind == EDIT_REPLACE)
            x.end = at_end, x.order = 2;
        push(&it, x);
    }
    each_include(prog, f, include_cb, &it);
    if (depth > 0)
        drop_pragma_once(f, &it);
    if (it.n > 1)
        qsort(it.v, (size_t)it.n, sizeof(Item), item_cmp);

    size_t pos = 0;
    for (int i = 0; i < it.n; i++) {
        Item *x = &it.v[i];
        if (x->start < pos)
            continue; /* overlaps what was already written: cannot happen for well-formed edits */
        fwrite(f->contents + pos, 1, x->start - pos, out);
        pos = x->end;
        if (!x->inline_file) {
            fputs(x->text, out);
            /* A replaced span's line splices stay, so that every later line keeps its number. */
            for (size_t k = x->start; k < x->end; k++)
                if (f->contents[k] == '\n' || (f->contents[k] == '\r' && (k + 1 == f->size || f->contents[k + 1] != '\n')))
                    fputs("\\\n", out);
            continue;
        }
        File *h = x->inline_file;
        if (h != &not_read) {
            line_marker(out, 1, h->name, h->is_system, false);
            fputc('\n', out);
            emit_file(prog, edits, h, out, depth + 1);
        }
        if (h == &not_read && !x->text)
            continue; /* read before and not again: nothing here, as for the compilers */
        int line = x->line + 1; /* back where the include was, as the file's own #line numbers it */
        const char *name = file_display(f, &line);
        line_marker(out, line, name, f->is_system, h != &not_read && h->is_system);
        if (x->text)
            fprintf(out, " %s", x->text); /* the comment the directive's line opened */
    }
    fwrite(f->contents + pos, 1, f->size - pos, out);
    if (f->size > 0 && f->contents[f->size - 1] != '\n')
        fputc('\n', out);
    /* A splice ends with its file (C17 5.1.1.2), not in the emitted one: an
     * empty line takes it there, and the #line after stays a directive. */
    if (ends_in_splice(f))
        fputc('\n', out);
}

void sync_emit_file(Program *prog, File *f, FILE *out)
{
    emit_file(prog, sync_edits(prog), f, out, 0);
}
