/*
 * check_atomics.c - CUDA's atomics (SPEC 6.7).
 *
 * An atomic is one thread's indivisible read-modify-write of shared or
 * global memory.  It is how many threads update one location without
 * owning it, so it needs no partition; what it still needs is a thread to
 * apply it (code at thread[1], as a store does: in broader code every
 * thread of the unit would apply it, which is CUDA's classic "forgot the
 * if (threadIdx.x == 0)" counter), memory other threads can reach (not a
 * local variable), and, for memory of the whole grid, no plain access
 * after it in the same kernel: other blocks may still be applying theirs,
 * and only a kernel boundary orders blocks.  Between atomics and plain
 * accesses of a block's memory the synchronization pass places the
 * barrier, as for any write (sync_access.c counts an atomic as one); two
 * blind atomics of one commuting class need none (atomic_names.c).
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h"

/* A variable of the function's own frame: registers or local memory, which no other thread sees. */
static bool is_local_storage(Symbol *s)
{
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_static && !s->is_extern && !s->is_cuda_shared &&
           !(s->ty && type_is_pointer(s->ty));
}

static void mark_atomic_roots(Ctx *c, Symbol *b, Node *call);
static bool grid_level_pointer(Ctx *c, Symbol *s);

/*
 * A _block atomic (atom.cta) is atomic only against the threads of its
 * own block: on memory other blocks reach as well (a grid[1] or
 * block[m > 1] pointer, a __device__ variable) two blocks' updates are
 * two plain read-modify-writes of one word, and increments are lost.
 * The name the memory is reached by, or the name it derives from.
 */
static Symbol *block_atomic_on_grid(Ctx *c, Symbol *b)
{
    if (b->kind == SYM_VAR && b->is_global && !b->is_cuda_shared && !b->is_cuda_constant)
        return b;
    if (grid_level_pointer(c, b))
        return b;
    int n;
    Symbol **rs = alias_roots(b, &n);
    for (int i = 0; i < n; i++)
        if (grid_level_pointer(c, rs[i]))
            return rs[i];
    return NULL;
}

static bool block_scoped(const Token *at)
{
    return at->len > 6 && !memcmp(at->loc + at->len - 6, "_block", 6);
}

Val check_atomic(Ctx *c, Node *call, Token *at)
{
    Pv cp = ctx_persp(c);
    Node *addr = call->args;
    Symbol *b = addr ? base_symbol(addr) : NULL;
    if (!c->poisoned && !pv_eq(cp, PV_THREAD1))
        diag(DIAG_ERROR, at, "P108",
             "'%.*s' in code at %s: every thread of each %s unit would apply it, once per thread; an atomic is one "
             "thread's operation: write it in thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED)",
             at->len, at->loc, pv_str(cp), pv_str(cp));
    else if (b && b->kind == SYM_VAR && (b->is_cuda_constant || (b->is_global && b->ty && b->ty->is_const) ||
                                         (b->is_global && b->ty && b->ty->kind == TY_ARRAY && b->ty->base &&
                                          b->ty->base->is_const)))
        /* Read-only to the device: its value is taken as the same for
         * every thread (SPEC 5.2), so a write would break that too. */
        diag(DIAG_ERROR, addr->tok, "P108",
             "'%.*s' on '%s', %s: device code cannot write it; atomics apply to shared or global memory",
             at->len, at->loc, sym_name(b), b->is_cuda_constant ? "__constant__ memory" : "a const variable");
    else if (is_local_storage(b))
        diag(DIAG_ERROR, addr->tok, "P108",
             "'%.*s' on '%s', a local variable: no other thread can reach it; atomics apply to shared or global "
             "memory (a PRISM_SHARED tile, a pointer parameter)",
             at->len, at->loc, sym_name(b));
    Symbol *wide = b && !c->poisoned && block_scoped(at) ? block_atomic_on_grid(c, b) : NULL;
    if (wide)
        diag(DIAG_ERROR, addr->tok, "P108",
             "'%.*s' on '%s', memory %s: a _block atomic is atomic only against the threads of its own block, "
             "so two blocks' updates race (increments are lost); use the device-wide '%.*s', or a _block atomic on "
             "the block's memory (shared, or a block[1] view)",
             at->len, at->loc, sym_name(b),
             wide == b && !type_is_pointer(b->ty) ? "of the whole grid (a __device__ variable)"
                                                   : arena_printf("that other blocks reach ('%s' is %s)", sym_name(wide),
                                                                  pv_str(sym_persp(c, wide))),
             at->len - 6, at->loc);
    int n = 0;
    for (Node *a = call->args; a; a = a->next, n++)
        eval(c, a, n == 0 ? EV_ATOMIC : 0);
    if (!addr || !b)
        return mkval_named(PV_THREAD1, at, "the result of '%s'", tok_str(at));
    /* Through a scope's view the scope becomes a write scope (P066 after
     * a grid-level one); on grid-level memory itself, remember the atomic. */
    note_write(c, addr);
    if (!c->poisoned)
        mark_atomic_roots(c, b, call);
    return mkval_named(PV_THREAD1, at, "the result of '%s'", tok_str(at));
}

/*
 * A plain helper whose only writes through this argument are atomics
 * (`bump(bins, k)` around atomicAdd): the call applies them, so it is
 * checked as the atomic written inline, not as a store (SPEC 6.7, 3.2).
 * The argument was evaluated with EV_ATOMIC by the caller.
 */
void check_atomic_arg(Ctx *c, Node *arg, Node *call, const char *callee)
{
    Pv cp = ctx_persp(c);
    Symbol *b = base_symbol(arg);
    if (!c->poisoned && !pv_eq(cp, PV_THREAD1)) {
        Token *at = expr_first_token(arg) ? expr_first_token(arg) : arg->tok;
        diag(DIAG_ERROR, at, "P108",
             "'%s' applies an atomic through %s in code at %s: every thread of each %s unit would apply it, once "
             "per thread; an atomic is one thread's operation: call it from thread[1] code (PRISM_GROUP(THREAD(1)), "
             "PRISM_ONE, PRISM_FOR_STRIDED)",
             callee, b ? arena_printf("'%s'", sym_name(b)) : "its argument", pv_str(cp), pv_str(cp));
    }
    if (!b)
        return;
    note_write(c, arg);
    check_atomic_marks(c, arg, call);
    int i = 0;
    for (Node *a = call->args; a && a != arg; a = a->next)
        i++;
    /* The same buffer given again in another argument is the same memory (M2: `f(counts, counts)`). */
    if (!c->poisoned && acc_call_late(call, i))
        check_atomic_late(c, b, call, callee);
}

/*
 * A plain helper that reads or stores memory after applying an atomic to
 * it (`atomicAdd(p, 1); return *p;`), on memory other blocks reach: the
 * plain use is the one P108 forbids after an inline atomic, as other
 * blocks may still be applying theirs.  A read before its atomic (an
 * atomicCAS loop's first load) is not one.  True when it said so.
 */
bool check_atomic_late(Ctx *c, Symbol *s, Node *call, const char *callee)
{
    Symbol *wide = s ? block_atomic_on_grid(c, s) : NULL;
    if (!wide)
        return false;
    diag(DIAG_ERROR, call->tok, "P108",
         "'%s' uses '%s' plainly after applying an atomic to it: other blocks may still be applying theirs, and no "
         "barrier orders blocks; read the result in a later kernel",
         callee, sym_name(wide));
    return true;
}

/* A grid pointer an atomic (here, or in a callee through this argument) updated: later plain uses are P108. */
void check_atomic_marks(Ctx *c, Node *arg, Node *call)
{
    Symbol *b = base_symbol(arg);
    if (b && !c->poisoned)
        mark_atomic_roots(c, b, call);
}

/* The same for grid memory a callee updates by its own name (check_named_uses). */
void check_atomic_marks_sym(Ctx *c, Symbol *s, Node *call)
{
    if (!c->poisoned)
        mark_atomic_roots(c, s, call);
}

/*
 * A pointer other blocks reach, or a by-value struct holding one (`p.cnt`
 * of an argument struct, SPEC 6.7): its pointers are one name, as for P066.
 */
static bool grid_level_pointer(Ctx *c, Symbol *s)
{
    Pv p = sym_persp(c, s);
    const Type *t = type_unalias(s->ty);
    bool holder = s->kind == SYM_PARAM && t && t->kind == TY_STRUCT;
    return s->ty && (type_is_pointer(s->ty) || holder) && (p.lvl == PL_GRID || (p.lvl == PL_BLOCK && p.n > 1));
}

/*
 * The atomic's memory is reached by every name its pointer derives from,
 * not only the one spelt (c2 = count + 1; atomicAdd(&c2[0], 1u)): each
 * grid-level one is marked, so a later plain access through the parameter
 * or through another view of it is P108 too (adv_grid_atomic_alias).
 */
static void mark_atomic_roots(Ctx *c, Symbol *b, Node *call)
{
    int n;
    Symbol **rs = alias_roots(b, &n);
    bool b_seen = false;
    for (int i = 0; i < n; i++) {
        b_seen |= rs[i] == b;
        if (grid_level_pointer(c, rs[i]) && !sym_info(rs[i])->atomic_after)
            sym_info(rs[i])->atomic_after = call;
    }
    if (!b_seen && grid_level_pointer(c, b) && !sym_info(b)->atomic_after)
        sym_info(b)->atomic_after = call;
}

/* A name s may point into (not s) that an atomic at grid level updated before this use, or NULL. */
Symbol *alias_atomic_root(Symbol *s)
{
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        if (rs[i] != s && rs[i]->aux && ((SymInfo *)rs[i]->aux)->atomic_after)
            return rs[i];
    return NULL;
}
