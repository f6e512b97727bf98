/*
 * check_launch.c - a PRISM_LAUNCH whose constant shape the kernel's bound
 * refuses (P112, SPEC 10).
 *
 * prism_launch_check refuses such a launch at run time, with the line;
 * where the grid and block sizes are constants the checker says so first,
 * in the order of SPEC 10's table, so a build that is never run on the
 * shape (a test, a GPU binary shipped) does not carry a launch that can
 * only fail (red team d2: PRISM_LAUNCH(k, 4, 192, ...) of a BLOCKDIM(256)
 * kernel was accepted).
 */
#include <string.h>

#include "check_internal.h"

/* how: the launch as written ("PRISM_LAUNCH of 'k'", "prism_launch_k(...)"). */
static void refuse(Token *at, const char *how, const char *why)
{
    diag(DIAG_ERROR, at, "P112", "%s is refused at run time: %s", how, why);
}

/* The launch at `at`, written `how`, of kernel f with grid g and block t (argument nodes). */
static void check_launch_shape(Token *at, const char *how, Function *f, Node *g, Node *t)
{
    Bound b;
    if (!f || f->kind != FN_KERNEL || f->poisoned || !fn_bound(f, &b))
        return;
    int64_t grid = 0, block = 0;
    bool grid_ok = g && const_eval(g, &grid), block_ok = t && const_eval(t, &block);
    if (block_ok && (block < 1 || block > 1024)) {
        refuse(at, how,
               arena_printf("block size %lld is outside 1..1024 (CUDA's limit of threads per block)",
                            (long long)block));
        return;
    }
    if (grid_ok && (grid < 1 || grid > 2147483647)) {
        refuse(at, how,
               arena_printf("grid size %lld is outside 1..2147483647 (CUDA's gridDim.x limit)", (long long)grid));
        return;
    }
    for (int i = 0; i < b.n; i++) {
        Pv p = b.p[i];
        if (p.lvl == PL_THREAD && p.n == b.blockdim)
            continue; /* BLOCKDIM(n)'s own entry: said below, as the run-time check says it */
        if (p.lvl == PL_THREAD && block_ok && block % p.n != 0) {
            refuse(at, how, arena_printf("block size %lld cannot be cut into thread[%lld] units",
                                                   (long long)block, (long long)p.n));
            return;
        }
        if (p.lvl == PL_THREAD && block_ok && p.n > 32 && p.n < block && block / p.n > 15) {
            refuse(at, how,
                   arena_printf("block size %lld has %lld thread[%lld] units; at most 15 named barriers exist",
                                (long long)block, (long long)(block / p.n), (long long)p.n));
            return;
        }
        if (p.lvl == PL_BLOCK && grid_ok && grid % p.n != 0) {
            refuse(at, how, arena_printf("grid size %lld cannot be cut into block[%lld] units",
                                                   (long long)grid, (long long)p.n));
            return;
        }
    }
    if (b.blockdim && block_ok && block != b.blockdim)
        refuse(at, how,
               arena_printf("block size %lld, but the kernel requires exactly %lld threads (BLOCKDIM(%lld))",
                            (long long)block, (long long)b.blockdim, (long long)b.blockdim));
}

static Function *kernel_named(Program *prog, const char *p, size_t len)
{
    for (Function *f = prog->funcs; f; f = f->next)
        if (f->kind == FN_KERNEL && f->name && (size_t)f->name->len == len && !memcmp(f->name->loc, p, len))
            return f;
    return NULL;
}

static Node *arg_at(Node *args, int i)
{
    while (args && i-- > 0)
        args = args->next;
    return args;
}

/*
 * The other spellings of a launch (red team rt16): PRISM_LAUNCH_ON(k,
 * stream, grid, block, ...) and the wrappers every kernel defines,
 * prism_launch_k(grid, block, ...), _on(stream, ...), _at(file, line,
 * ...), _on_at(file, line, stream, ...), also called as (prism_launch_k)(...).
 * A kernel whose own name ends in _on or _at is tried first as written.
 */
static void launch_call(Program *prog, Node *call)
{
    Node *callee = call->lhs;
    while (callee && (callee->kind == ND_ADDR || callee->kind == ND_DEREF)) /* (&f)(...), (*f)(...) */
        callee = callee->lhs;
    if (!callee || callee->kind != ND_VAR || !callee->tok)
        return;
    Token *name = callee->tok;
    if (equal(name, "PRISM_LAUNCH_ON")) {
        Node *k = call->args;
        if (k && k->kind == ND_VAR && k->tok)
            check_launch_shape(name, arena_printf("PRISM_LAUNCH_ON of '%.*s'", k->tok->len, k->tok->loc),
                               kernel_named(prog, k->tok->loc, (size_t)k->tok->len),
                               arg_at(call->args, 2), arg_at(call->args, 3));
        return;
    }
    static const char prefix[] = "prism_launch_";
    size_t plen = sizeof(prefix) - 1;
    if ((size_t)name->len <= plen || memcmp(name->loc, prefix, plen) != 0)
        return;
    static const struct {
        const char *suffix;
        int grid;
    } forms[] = {{"", 0}, {"_on_at", 3}, {"_at", 2}, {"_on", 1}};
    const char *rest = name->loc + plen;
    size_t rlen = (size_t)name->len - plen;
    for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
        size_t slen = strlen(forms[i].suffix);
        if (rlen <= slen || memcmp(rest + rlen - slen, forms[i].suffix, slen) != 0)
            continue;
        Function *f = kernel_named(prog, rest, rlen - slen);
        if (f) {
            const char *how = arena_printf("%.*s(...)", name->len, name->loc);
            check_launch_shape(name, how, f, arg_at(call->args, forms[i].grid),
                               arg_at(call->args, forms[i].grid + 1));
            return;
        }
    }
}

static void visit(Node *n, void *arg)
{
    if (n->kind == ND_PRISM_LAUNCH) {
        Symbol *s = n->sym;
        Node *g = n->args;
        Function *f = s && s->kind == SYM_FUNC ? s->func : NULL;
        if (f && f->name)
            check_launch_shape(n->tok, arena_printf("PRISM_LAUNCH of '%.*s'", f->name->len, f->name->loc), f, g,
                               g ? g->next : NULL);
    } else if (n->kind == ND_CALL) {
        launch_call(arg, n);
    }
}

/* Host code is not walked by the type system: its launches are looked for here. */
void check_launches(Program *prog, Function *fn)
{
    if (fn->body)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, visit, prog);
}
