/*
 * sync_arena.c - where a function's shared allocations and its callees'
 * scratch lie in the block's arena, so that the placement decides
 * conflicts on bytes rather than on names (docs/SYNC.md, "The arena").
 *
 * The model is the run-time one (include/prism/ctx.h, prism_smem_take):
 * the offset lives in prism_ctx, PRISM_SHARED takes its 16-byte-rounded
 * size from it, and PRISM_GROUP, PRISM_SPLIT's arms and every call start
 * from a copy that they drop when they end.  So two sibling groups carve
 * the same bytes, and a callee's scratch starts where its caller's
 * current frame ends - on top of whatever an ended group had used.
 *
 * Offsets are relative to the function's own base (what its caller
 * passed), kept as an interval: after an if whose arms allocate different
 * sizes the next allocation may start at either end.  A region is the
 * bytes [lo, end) it may touch; unknown sizes and budgets reach to the
 * end of the arena, and so does everything in a function with goto (a
 * jump can skip an allocation).  Two regions of one function conflict
 * when they may overlap.
 */
#include <string.h>

#include "sync.h"

#define ARENA_END INT64_MAX

/* The running offset of a frame: somewhere in [lo, hi]. */
typedef struct {
    int64_t lo, hi;
} Off;

typedef struct ArenaSpan ArenaSpan;
struct ArenaSpan {
    Function *fn;
    int64_t lo, end; /* may touch bytes [lo, end) of the function's frame */
    ArenaSpan *next;
};

static HashMap span_map; /* Symbol * -> ArenaSpan * */
static HashMap call_map; /* call Node * -> Symbol * (its scratch) */
static ArenaSpan *spans;
static Program *cur_prog;

static int64_t add_sat(int64_t a, int64_t b)
{
    return a >= ARENA_END - b ? ARENA_END : a + b;
}

static Off join(Off a, Off b)
{
    return (Off){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

/* Record that `sym` may touch [off.lo, off.hi + size); a second visit widens it. */
static void record(Symbol *sym, Function *fn, Off off, int64_t size)
{
    int64_t end = add_sat(off.hi, size);
    ArenaSpan *s = pget(&span_map, sym);
    if (s) {
        s->lo = off.lo < s->lo ? off.lo : s->lo;
        s->end = end > s->end ? end : s->end;
        return;
    }
    s = NEW(ArenaSpan);
    *s = (ArenaSpan){fn, off.lo, end, spans};
    spans = s;
    pput(&span_map, sym, s);
}

/* The definition (the Function with a body) of a callee named like fn. */
static Function *definition(Function *fn)
{
    if (fn->body || !cur_prog || !fn->name)
        return fn;
    for (Function *f = cur_prog->funcs; f; f = f->next)
        if (f->body && f->name && f->name->len == fn->name->len &&
            !memcmp(f->name->loc, fn->name->loc, (size_t)fn->name->len))
            return f;
    return fn;
}

static Function *callee(Node *call)
{
    if (call->kind == ND_PRISM_CALL)
        return call->sym && call->sym->kind == SYM_FUNC ? call->sym->func : NULL;
    if (call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR && call->lhs->sym &&
        call->lhs->sym->kind == SYM_FUNC)
        return call->lhs->sym->func;
    return NULL;
}

/* Bytes a callee may carve from its base: its budget; ARENA_END unknown; 0 none. */
static int64_t scratch_of(Function *fn)
{
    if (!fn || (fn->kind != FN_DEVICE && fn->kind != FN_KERNEL))
        return 0;
    Function *def = definition(fn);
    if (!def->smem_ok || def->smem < 0)
        return ARENA_END;
    return def->smem;
}

static void lay_stmt(Function *fn, Node *s, Off *off, int depth);

/* Calls inside an expression run at the frame's current offset. */
static void lay_expr(Function *fn, Node *e, Off *off, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH * 2)
        return;
    if (e->kind == ND_STMT_EXPR) {
        for (Node *b = e->body; b; b = b->next)
            lay_stmt(fn, b, off, depth + 1);
        return;
    }
    if (e->kind == ND_CALL || e->kind == ND_PRISM_CALL) {
        Function *f = callee(e);
        int64_t bytes = scratch_of(f);
        if (bytes > 0) {
            Symbol *root = pget(&call_map, e);
            if (!root) {
                root = NEW(Symbol);
                root->kind = SYM_SHARED;
                root->tok = e->tok;
                root->name = arena_printf("<shared scratch of %s>", f->name ? tok_str(f->name) : "?");
                pput(&call_map, e, root);
            }
            record(root, fn, *off, bytes);
        }
    }
    if (e->kind == ND_CUDA_LAUNCH || e->kind == ND_PRISM_LAUNCH)
        return; /* a launch runs in other blocks, with arenas of its own */
    Node *kids[7];
    node_children(e, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        lay_expr(fn, kids[i], off, depth + 1);
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        lay_expr(fn, a, off, depth + 1);
}

/* A loop body: if it moves the offset, every iteration starts higher (P053). */
static void lay_loop_body(Function *fn, Node *body, Off *off, int depth)
{
    Off b = *off;
    lay_stmt(fn, body, &b, depth + 1);
    if (b.lo != off->lo || b.hi != off->hi) {
        Off wide = {off->lo, ARENA_END};
        lay_stmt(fn, body, &wide, depth + 1);
        *off = wide;
    }
}

static void lay_stmt(Function *fn, Node *s, Off *off, int depth)
{
    if (!s || depth > LIMIT_NEST_DEPTH * 2)
        return;
    switch (s->kind) {
    case ND_BLOCK:
        for (Node *b = s->body; b; b = b->next)
            lay_stmt(fn, b, off, depth + 1);
        return;
    case ND_SHARED: {
        int64_t size = 0, align = 0, bytes = ARENA_END;
        if (s->val_ok && s->val >= 0 && type_size_align(s->ty, &size, &align) && size > 0 &&
            s->val <= (ARENA_END / 4) / size)
            bytes = (s->val * size + 15) & ~(int64_t)15;
        if (s->sym)
            record(s->sym, fn, *off, bytes);
        off->lo = add_sat(off->lo, bytes);
        off->hi = add_sat(off->hi, bytes);
        return;
    }
    case ND_GROUP:
    case ND_SPLIT:
    case ND_SPLIT_CASE: {
        /* A fresh context: the body's allocations end with it. */
        Off inner = *off;
        for (Node *b = s->body; b; b = b->next)
            lay_stmt(fn, b, &inner, depth + 1);
        return;
    }
    case ND_IF: {
        lay_expr(fn, s->cond, off, depth + 1);
        Off a = *off, b = *off;
        lay_stmt(fn, s->then, &a, depth + 1);
        lay_stmt(fn, s->els, &b, depth + 1);
        *off = join(a, b);
        return;
    }
    case ND_FOR:
    case ND_WHILE:
    case ND_DO: {
        if (s->kind == ND_FOR)
            lay_stmt(fn, s->init, off, depth + 1);
        Node *body = s->then ? s->then : s->body;
        lay_loop_body(fn, body, off, depth);
        lay_expr(fn, s->cond, off, depth + 1);
        lay_expr(fn, s->inc, off, depth + 1);
        return;
    }
    case ND_SWITCH: {
        lay_expr(fn, s->cond, off, depth + 1);
        Node *b = s->then ? s->then : s->body;
        Off entry = *off, cur = *off;
        if (b && b->kind == ND_BLOCK) {
            for (Node *c = b->body; c; c = c->next) {
                if (c->kind == ND_CASE || c->kind == ND_DEFAULT)
                    cur = join(cur, entry); /* entered from the switch or by falling through */
                lay_stmt(fn, c, &cur, depth + 1);
            }
        } else {
            lay_stmt(fn, b, &cur, depth + 1);
        }
        *off = join(cur, entry);
        return;
    }
    case ND_CASE:
    case ND_DEFAULT:
    case ND_LABEL:
        lay_stmt(fn, s->body, off, depth + 1);
        return;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        /* A memory scope shares its code's context (and frame). */
        lay_expr(fn, s->lhs, off, depth + 1);
        lay_expr(fn, s->rhs, off, depth + 1);
        for (Node *b = s->body; b; b = b->next)
            lay_stmt(fn, b, off, depth + 1);
        return;
    case ND_DECL:
        for (Node *d = s->body; d; d = d->next)
            lay_stmt(fn, d, off, depth + 1);
        return;
    case ND_DECLARATOR:
        if (s->init)
            lay_expr(fn, s->init, off, depth + 1);
        return;
    case ND_EXPR_STMT:
    case ND_RETURN:
        lay_expr(fn, s->lhs, off, depth + 1);
        return;
    case ND_UNSAFE:
    case ND_ASM:
        return;
    default:
        if (s->kind < ND_BLOCK)
            lay_expr(fn, s, off, depth + 1);
        return;
    }
}

bool sync_has_goto(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n->kind == ND_GOTO)
        return true;
    Node *kids[] = {NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (sync_has_goto(kids[i], depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (sync_has_goto(b, depth + 1))
            return true;
    return false;
}

void layout_arena(Program *prog)
{
    cur_prog = prog;
    for (Function *fn = prog ? prog->funcs : NULL; fn; fn = fn->next) {
        if (!fn->body)
            continue;
        ArenaSpan *before = spans;
        Off off = {0, 0};
        lay_stmt(fn, fn->body, &off, 0);
        if (sync_has_goto(fn->body, 0))
            for (ArenaSpan *s = spans; s != before; s = s->next)
                s->lo = 0, s->end = ARENA_END;
    }
}

Symbol *layout_call_root(Node *call)
{
    return pget(&call_map, call);
}

int layout_overlap(Symbol *a, Symbol *b)
{
    ArenaSpan *sa = pget(&span_map, a), *sb = pget(&span_map, b);
    if (!sa || !sb)
        return -1;
    if (sa->fn != sb->fn)
        return 1; /* frames of different functions: no common base to compare */
    return sa->lo < sb->end && sb->lo < sa->end;
}

void layout_reset(void)
{
    span_map = (HashMap){0};
    call_map = (HashMap){0};
    spans = NULL;
    cur_prog = NULL;
}
