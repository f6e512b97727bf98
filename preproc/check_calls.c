/*
 * check_calls.c - calls of Prism functions: bounds and arguments.
 *
 * A call is legal where the caller's bound derives every perspective of
 * the callee's bound: a broader caller runs the callee once per aligned
 * unit (the implicit group of PRISM_CALL).  Arguments: a scalar may be
 * broader than its parameter; a pointer to const may be broader (it is
 * only read); a pointer to non-const must match exactly, since the callee
 * may write through it as the group its signature names.
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h"

Function *call_target(Node *call)
{
    Symbol *s = NULL;
    if (call->kind == ND_PRISM_CALL)
        s = call->sym;
    else if (call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR)
        s = call->lhs->sym;
    if (!s || s->kind != SYM_FUNC || !s->func)
        return NULL;
    Function *f = s->func;
    return f->kind == FN_PLAIN ? NULL : f;
}

/* Names without allocating: the symbol's own string when there is one. */
static const char *fn_name(Function *f)
{
    if (f->sym && f->sym->name)
        return f->sym->name;
    return f->name ? tok_str(f->name) : "?";
}

static const char *param_name(Param *pa)
{
    if (pa->sym && pa->sym->name)
        return pa->sym->name;
    return pa->name ? tok_str(pa->name) : "?";
}

static void note_param(Param *pa, Pv pp)
{
    if (pa->tok)
        note(pa->tok, "parameter '%s' is declared %s here", param_name(pa), pv_str(pp));
}

Symbol *out_receiver(Node *arg)
{
    Node *e = arg;
    while (e && (e->kind == ND_CAST || e->kind == ND_COMMA))
        e = e->kind == ND_CAST ? e->lhs : e->rhs;
    if (!e)
        return NULL;
    if (e->kind != ND_ADDR) {
        Symbol *s = base_symbol(e);
        return is_local_array(s) ? s : NULL;
    }
    /* &x, &x.f, &a[i], &a[i].f: the storage of a local variable. */
    Node *l = e->lhs;
    while (l) {
        if (l->kind == ND_CAST || (l->kind == ND_MEMBER && !l->arrow))
            l = l->lhs;
        else if (l->kind == ND_INDEX && is_local_array(base_symbol(l->lhs)))
            l = l->lhs;
        else
            break;
    }
    Symbol *s = l && l->kind == ND_VAR ? l->sym : NULL;
    if (!s || s->is_global || s->is_cuda_shared || (s->kind != SYM_VAR && s->kind != SYM_PARAM))
        return NULL;
    return s;
}

void check_array_receiver(Ctx *c, Node *arg, Pv pp, const char *callee, const char *what)
{
    Symbol *s = out_receiver(arg);
    if (!s || c->poisoned || s->poisoned)
        return;
    Pv ap = sym_persp(c, s);
    if (ap.lvl == PV_TOP)
        return;
    bool array = is_local_array(s);
    Token *at = val_caret(mkval(ap, NULL, NULL), arg);
    /* An assignment at the call: the local must be no broader than what
     * is written into it (P030) and, that said, than the code (P031). */
    if (pv_le(ap, pp)) {
        write_down(c, ap, at, array ? "write into local array '%s' by a callee" : "write through the address of '%s'",
                   s, false);
        return;
    }
    if (array)
        diag(DIAG_ERROR, at, "P030",
             "local array '%s' at %s receives %s at %s from '%s' through this pointer: values flow only from broader "
             "to narrower",
             sym_name(s), pv_str(ap), what, pv_str(pp), callee);
    else
        diag(DIAG_ERROR, at, "P030",
             "local '%s' at %s receives %s at %s, written by '%s' through its address: values flow only from "
             "broader to narrower",
             sym_name(s), pv_str(ap), what, pv_str(pp), callee);
    if (s->tok)
        note(s->tok, "'%s' is declared %s here", sym_name(s), pv_str(ap));
}

/*
 * A writable pointer argument whose memory is owned by a group broader
 * than `want`: `tile + t * 2` is thread[1] by its value (the meet of the
 * pointer and the offset), yet it points into the block's tile with no
 * memory scope around it, exactly as `int *p = tile + t * 2;` would
 * (SPEC 6.1, P040 there).  Returns the first such name; a partition's,
 * claim's or async's narrowed name, and a local pointer variable (its own
 * copy was checked where it was made), are at their own perspective.
 */
typedef struct {
    Pv want;
    Symbol *found;
    bool any_ptr; /* pointers to const count too: the value was cast to writable */
} BroadRoot;

static void broad_root_cb(Symbol *src, void *arg)
{
    BroadRoot *b = arg;
    if (b->found || is_local_value_array(src))
        return;
    /* A struct parameter or a __device__ variable holds or is memory too
     * (`kb.p` of a grid[1] `Box kb`, `&g_counter`): memory_owner says whose. */
    const Type *t = src->ty ? type_unalias(src->ty) : NULL;
    bool holder = t && t->kind == TY_STRUCT && src->kind == SYM_PARAM && !readonly_holder(t);
    bool grid_var = file_scalar_var(src) && !src->is_cuda_constant && t->kind != TY_ARRAY && !t->is_const;
    if (!alias_writable_root(src) && !holder && !grid_var &&
        !(b->any_ptr && alias_is_ptr_sym(src) && !is_local_array(src)))
        return;
    /* want at the top: any writable memory at all */
    if (b->want.lvl == PV_TOP || !pv_le(memory_owner(NULL, src), b->want))
        b->found = src;
}

/* Did an error at a name of e (P061, P064, P065: a hidden or in-flight name) already say it? */
static bool names_poisoned(Node *e, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return false;
    if (e->kind == ND_VAR)
        return e->poisoned;
    if (e->kind == ND_CALL || e->kind == ND_PRISM_CALL || e->kind == ND_STMT_EXPR)
        return false;
    return names_poisoned(NODE_GET(e, lhs), depth + 1) || names_poisoned(NODE_GET(e, rhs), depth + 1) ||
           names_poisoned(NODE_GET(e, then), depth + 1) || names_poisoned(NODE_GET(e, els), depth + 1);
}

Symbol *broad_root(Node *arg, Pv want, bool loose)
{
    BroadRoot b = {want, NULL, false};
    alias_sources(arg, loose, broad_root_cb, &b);
    if (b.found && (b.found->poisoned || names_poisoned(arg, 0)))
        return NULL;
    return b.found;
}

/*
 * A pointer to const broader than `want` behind an argument a callee
 * writes through: C let the const be cast away, and the callee writes
 * memory no unit owns (SPEC 6.1: no known owner, P041).  `(int *)in +
 * base` given to a block store (adv_lib_store_into_const_input).
 */
static Symbol *const_cast_root(Node *arg, Pv want)
{
    BroadRoot b = {want, NULL, true};
    alias_sources(arg, false, broad_root_cb, &b);
    if (b.found && (b.found->poisoned || names_poisoned(arg, 0)))
        return NULL;
    return b.found;
}

static void const_cast_diag(Node *a, Symbol *src, Pv want, const char *callee, const char *param)
{
    diag(DIAG_ERROR, expr_first_token(a) ? expr_first_token(a) : a->tok, "P041",
         "'%s' may write through %s, a pointer into '%s' (%s) cast from const: a pointer made writable by "
         "casting away const from a broader one has no owner at %s",
         callee, param, sym_name(src), pv_str(sym_persp(NULL, src)), pv_str(want));
}

/*
 * What a function without a perspective signature can read from an
 * argument (SPEC 3.2, 5.2): a value's own perspective; through the address
 * of a local, that local's perspective; through a pointer to writable
 * memory, thread[1] (another thread may write it between two reads).
 */
typedef struct {
    Val *v;
    Token *at;
} ReadArg;

static void writable_read_cb(Symbol *src, void *arg)
{
    ReadArg *r = arg;
    Symbol *root = alias_writable_root(src);
    if (!root || is_local_array(root))
        return;
    if (pv_le(PV_THREAD1, r->v->p) && !pv_eq(r->v->p, PV_THREAD1))
        *r->v = mkval_named(PV_THREAD1, r->at, "the writable memory '%s' points to", sym_name(src));
}

static Val opaque_read(Ctx *c, Node *a, Val v)
{
    Symbol *s = out_receiver(a);
    if (s) {
        Val r = mkval_named(sym_persp(c, s), a->tok, "'%s'", sym_name(s));
        r.sym = s;
        return r;
    }
    ReadArg ra = {&v, a->tok};
    alias_sources(a, false, writable_read_cb, &ra);
    /* Const memory the caller's atomics may update is not fixed either (SPEC 5.2). */
    Symbol *b = base_symbol(a);
    if (b && alias_is_ptr_sym(b) && !pv_eq(v.p, PV_THREAD1) && atomic_may_update(a))
        v = mkval_named(PV_THREAD1, a->tok, "the memory '%s' points to, which an atomic of this function may update",
                        sym_name(b));
    return v;
}

/*
 * A function without a perspective signature that may write through a
 * pointer argument stores through it (SPEC 3.2, 6.1): the pointer must be
 * thread[1] memory (a partition's, not the group's: `put(buf + lane, v)`
 * is `int *p = buf + lane; *p = v;`) and the code thread[1], as for a store
 * written out (P040).  Locals (out_receiver) are assignments instead.
 */
static void check_opaque_stores(Ctx *c, Node *call, Function *fn, bool math, unsigned mout)
{
    if (c->poisoned)
        return;
    const char *name = call->lhs && call->lhs->kind == ND_VAR ? tok_str(call->lhs->tok) : "the called function";
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        bool w = math ? i < 32 && (mout >> i & 1u) : !fn || acc_param_written(fn, i);
        if (!w || out_receiver(a))
            continue;
        if (!math && fn && acc_param_atomic_only(fn, i)) {
            check_atomic_arg(c, a, call, name);
            continue;
        }
        note_write(c, a); /* a store through it: its partition is a write partition (SPEC 6.6) */
        Token *at = val_caret(mkval(PV_THREAD1, NULL, NULL), a);
        Symbol *root = broad_root(a, PV_THREAD1, false);
        if (root) {
            if (!root->poisoned)
                diag(DIAG_ERROR, at, "P040",
                     "'%s' may store through '%s', which is %s data: only a thread[1] pointer (from a partition) "
                     "may be written",
                     name, sym_name(root), pv_str(sym_persp(c, root)));
            continue;
        }
        Symbol *cst = const_cast_root(a, PV_THREAD1);
        if (cst) {
            const_cast_diag(a, cst, PV_THREAD1, name, arena_printf("argument %d", i + 1));
            continue;
        }
        Pv cp = ctx_persp(c);
        Symbol *own = pv_eq(cp, PV_THREAD1) ? NULL : broad_root(a, PV(PV_TOP, 0), false);
        if (own && !own->poisoned)
            diag(DIAG_ERROR, at, "P040",
                 "'%s' may store through '%s' in code at %s: stores are made from thread[1] code "
                 "(PRISM_GROUP(THREAD(1)))",
                 name, sym_name(own), pv_str(cp));
    }
}

/*
 * A call of a function without a perspective signature (plain C, a math
 * function): a pure computation on its arguments as far as perspectives go
 * (P076 is deliberately not a rule: math and helper functions are
 * everywhere).  Its result is the meet of the arguments it reads; a local
 * whose address (or array) it is given for a parameter it may write
 * through receives the meet of what it reads from all its arguments
 * (SPEC 3.2, 5.1), checked as an assignment at the call.
 */

/*
 * A __device__ function declared in the user's files whose body
 * prism-check never reads (defined in another translation unit, -rdc):
 * whatever it does, barriers and shuffles included, is not checked at
 * its calls (P077, a warning: SPEC 3.2).
 */
static void unseen_body(Ctx *c, Node *call, Function *fn)
{
    Function *def = acc_definition_of(fn);
    if (c->poisoned || !call_body_unseen(fn) || def->unseen_said)
        return;
    def->unseen_said = true;
    diag(DIAG_WARNING, call->lhs->tok, "P077",
         "'%s' is declared but its body is not in what prism-check reads (another translation unit?): barriers, "
         "shuffles, votes and stores inside it are not checked at this call or any other",
         tok_str(fn->name));
    note(fn->name, "'%s' is declared here", tok_str(fn->name));
}

/*
 * A plain helper that may end the thread (its body calls __trap, assert,
 * or holds an asm `exit`): what decides it is what it reads, a condition
 * at the call (SPEC 5.1, P032).  `decides` is the meet of its arguments'
 * reads, or thread[1] when it reads per-thread state.
 */
static void ending_call(Ctx *c, Node *call, Val decides)
{
    const char *name = tok_str(call->lhs->tok);
    if (read_up(c, decides, val_caret(decides, call), "the call of '%s', which may end the thread,", name))
        diag_fix("threads cannot leave a unit's code early (the others would wait for them at its next barrier or "
                 "collective): call '%s' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole "
                 "unit shares",
                 name);
}

/*
 * assert(e) ends the threads for which e is false: e is a condition of
 * the code it is in, as `if (!e) __trap();` (SPEC 5.1).
 */
static Val check_assert(Ctx *c, Node *call)
{
    Val v = top_val();
    for (Node *a = call->args; a; a = a->next)
        v = vmeet(v, eval(c, a, 0));
    if (read_up(c, v, val_caret(v, call->args), "the condition of '%s'", "assert"))
        diag_fix("assert at the perspective of the values it tests: in thread code, PRISM_GROUP(THREAD(1)) { "
                 "assert(...); }, or on values the whole unit shares");
    return top_val();
}

static Val check_opaque_call(Ctx *c, Node *call)
{
    if (call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR && call->lhs->tok &&
        equal(call->lhs->tok, "assert") && call->args && call_ends_thread(call) && !acc_callee_of(call))
        return check_assert(c, call);
    if (call->kind == ND_CALL && call->lhs && call->lhs->kind != ND_VAR)
        eval(c, call->lhs, 0);
    unsigned mout = 0, min = 0;
    bool math = acc_math_call(call, &mout, &min);
    Function *fn = call->kind == ND_CALL ? acc_callee_of(call) : NULL;
    if (fn && !math)
        unseen_body(c, call, fn);
    if (fn && !c->poisoned && !call->poisoned)
        shfl_width_args(call);
    /* A result that is a value, not an address, is made of what the
     * callee reads through its pointer arguments, not of the pointers. */
    const Type *rt = math ? NULL : fn ? type_unalias(fn->ret) : NULL;
    /* memcpy's, memchr's result is an address in their first argument (PTR, FIND in sync_math.def). */
    bool math_ptr = math && acc_math_fn(call)->ptr, math_found = math_ptr && acc_math_fn(call)->found;
    bool by_value = (math && !math_ptr) || (rt && (rt->kind == TY_VOID || acc_type_is_value(rt)));
    Val r = mkval(PV(PV_TOP, 0), NULL, NULL);
    Function *stack[32];
    if (!math && call->kind == ND_CALL && call_through_pointer(call))
        r = mkval_named(PV_THREAD1, call->tok, "%s", "the result of a call through a function pointer (any function)");
    else if (!math && call->kind == ND_CALL && call_body_unseen(fn))
        r = mkval_named(PV_THREAD1, call->tok, "the result of '%s', whose body prism-check does not read (it may "
                        "read threadIdx)", tok_str(call->lhs->tok));
    else if (!math && call_declared_unread(call))
        r = mkval_named(PV_THREAD1, call->tok, "the result of '%s', a function declared in no file prism-check reads "
                        "(it may return another value in each thread)", tok_str(call->lhs->tok));
    else if (!math && call->kind == ND_CALL && call_reads_machine_state(call))
        r = mkval_named(PV_THREAD1, call->tok, "the result of '%s', which reads the running thread's machine state",
                        tok_str(call->lhs->tok));
    else if (!math && call->kind == ND_CALL && fn && fn_reads_thread_state(fn, stack, 0))
        r = mkval_named(PV_THREAD1, call->tok, "the result of '%s', which reads per-thread state (threadIdx, an "
                        "atomic, a shuffle, a shared or __device__ variable, a function it does not read)",
                        tok_str(call->lhs->tok));
    Val src = r;
    bool written = false;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        /* An address a helper only applies atomics through is not a plain access (check_atomics.c). */
        Val v = eval(c, a, !math && fn && acc_param_atomic_only(fn, i) ? EV_ATOMIC : 0);
        bool out_only = math && i < 32 && (mout >> i & 1u); /* written, never read: not what the result is made of */
        if (out_only) {
            written = true;
            if (math_ptr && i == 0)
                r = vmeet(r, v);
            continue;
        }
        Val rv = opaque_read(c, a, v);
        if (!math && helper_uses_address(fn, i))
            rv = vmeet(rv, v);
        /* memchr's match is where the bytes it read say: the pointer and what it read. */
        r = vmeet(r, by_value ? rv : math_found ? vmeet(v, rv) : v);
        src = vmeet(src, rv);
        if (!math && out_receiver(a))
            written = true;
    }
    if (!math && fn && call_ends_thread(call))
        ending_call(c, call,
                    fn_reads_thread_state(fn, stack, 0)
                        ? mkval_named(PV_THREAD1, call->tok, "the per-thread state '%s' reads (threadIdx, an asm, an "
                                      "atomic, a shuffle, a shared or __device__ variable, a function it does not read)",
                                      tok_str(call->lhs->tok))
                        : src);
    check_opaque_stores(c, call, fn, math, mout);
    check_copied_pointers(c, call, fn);
    check_named_uses(c, call);
    if (!written || c->poisoned)
        return r;
    const char *name = call->lhs && call->lhs->kind == ND_VAR ? tok_str(call->lhs->tok) : "the called function";
    const char *what = src.p.lvl == PV_TOP ? "constants" : arena_printf("a value computed from %s", val_what(src));
    i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        bool w = math ? i < 32 && (mout >> i & 1u) : !fn || acc_param_written(fn, i);
        if (w && out_receiver(a)) {
            check_array_receiver(c, a, src.p.lvl == PV_TOP ? PV(PV_TOP, 0) : src.p, name, what);
            check_pointer_receiver(c, out_receiver(a), call, a, name);
        }
    }
    return r;
}

static void mark_reuse(Symbol *src, void *arg)
{
    alias_mark_written(src, arg);
}

/*
 * A callee that writes memory it gets at grid[1] (or block[m], m > 1) wrote
 * it through a write scope of that level, which no barrier orders: the
 * memory behind the argument cannot be used again in this kernel (P066,
 * SPEC 6.6), as after the caller's own such scope
 * (adv_own_grid_callee_partition, adv_own_grid_helper_twice).
 */
static void grid_writes(Node *call, Function *f)
{
    Param *pa = f->params;
    int i = 0;
    for (Node *a = call->args; a && pa; a = a->next, pa = pa->next, i++) {
        bool grid = pa->persp.level == PL_GRID || (pa->persp.level == PL_BLOCK && pa->persp.size > 1);
        /* Only atomics (check_args marked them): further atomics are fine, plain uses P108. */
        if (grid && pa->ty && type_is_pointer(pa->ty) && acc_param_written(f, i) && !acc_param_atomic_only(f, i))
            alias_sources(a, false, mark_reuse, call);
    }
}


/* P073's fix in this call's names (red team d2: it always said THREAD(32) and 'w', which clashed with a warp id). */
static void partition_fix(Node *a, Pv pp, const char *fname, Param *pa)
{
    Symbol *root = base_symbol(a);
    const char *lvl = pp.lvl == PL_THREAD ? "THREAD" : pp.lvl == PL_BLOCK ? "BLOCK" : "GRID";
    const char *rn = root ? sym_name(root) : "the memory";
    diag_fix("hand '%s' its part with a partition around the call, in the code that owns '%s': "
             "PRISM_PARTITION(%s_part, %s, %s(%lld), offset) { PRISM_CALL(%s, ..., %s_part, ...); } (the offset from ids "
             "at least as broad as %s)",
             fname, rn, param_name(pa), rn, lvl, (long long)pp.n, fname, param_name(pa), pv_str(pp));
}

static void check_args(Ctx *c, Node *call, Function *f, Val *vals, int maxvals, bool quiet)
{
    const char *fname = fn_name(f);
    int nargs = 0;
    for (Node *a = call->args; a; a = a->next)
        nargs++;
    if (nargs != f->nparams && !(f->variadic && nargs > f->nparams)) {
        diag(DIAG_ERROR, call->tok, "P075", "'%s' takes %d argument%s, %d given", fname, f->nparams,
             f->nparams == 1 ? "" : "s", nargs);
        if (f->tok)
            note(f->tok, "'%s' is declared here", fname);
    }
    Param *pa = f->params;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, pa = pa ? pa->next : NULL, i++) {
        /* A pointer the callee only applies atomics through: the atomic's grid rule at the call (SPEC 6.7). */
        bool atomic_arg = pa && pa->ty && type_is_pointer(pa->ty) && acc_param_atomic_only(f, i);
        Val v = eval(c, a, atomic_arg ? EV_ATOMIC : 0);
        if (atomic_arg)
            check_atomic_marks(c, a, call);
        if (i < maxvals)
            vals[i] = v;
        if (!pa || pa->persp.level == PL_NONE || pa->persp.level == PL_BLOCKDIM || pa->persp.size <= 0 ||
            f->poisoned || quiet)
            continue;
        Pv pp = pv_of(&pa->persp);
        /* A wrong argument is reported once: the result takes the parameter's perspective. */
        if (i < maxvals && !pv_le(pp, v.p) && v.p.lvl != PV_TOP)
            vals[i] = mkval_named(pp, a->tok, v.what, v.whatarg);
        const char *rule = NULL;
        Symbol *root_arg = NULL;
        Token *at = val_caret(v, a); /* the caret: on the argument's narrow name, not its operator */
        /* A const parameter is read-only unless the body casts the const away and writes. */
        if (pa->ty && type_is_pointer(pa->ty) && type_points_to_const(pa->ty) && !acc_param_written(f, i)) {
            if (!pv_le(pp, v.p)) {
                rule = "P074";
                diag(DIAG_ERROR, at, rule,
                     "const pointer argument %s at %s is narrower than parameter '%s' at %s of '%s'", val_what(v),
                     pv_str(v.p), param_name(pa), pv_str(pp), fname);
            }
        } else if (pa->ty && type_is_pointer(pa->ty)) {
            note_write(c, a);
            if (v.p.lvl != PV_TOP && !pv_eq(v.p, pp)) {
                rule = "P073";
                diag(DIAG_ERROR, at, rule,
                     "pointer argument %s at %s must match parameter '%s' at %s of '%s' exactly: '%s' may write "
                     "through it",
                     val_what(v), pv_str(v.p), param_name(pa), pv_str(pp), fname, fname);
                partition_fix(a, pp, fname, pa);
            } else if (acc_param_written(f, i)) {
                Symbol *root = out_receiver(a) ? NULL : broad_root(a, pp, false);
                if (root && !root->poisoned) {
                    rule = "P073";
                    Pv rp = sym_persp(c, root);
                    Token *rt = expr_first_token(a);
                    diag(DIAG_ERROR, rt ? rt : at, rule,
                         "pointer argument into '%s' (%s) given to parameter '%s' at %s of '%s', which may write "
                         "through it: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by "
                         "pointer arithmetic",
                         sym_name(root), pv_str(rp), param_name(pa), pv_str(pp), fname);
                    partition_fix(a, pp, fname, pa);
                } else if ((root = out_receiver(a) ? NULL : const_cast_root(a, pp))) {
                    rule = "P041";
                    const_cast_diag(a, root, pp, fname, arena_printf("parameter '%s'", param_name(pa)));
                } else {
                    check_array_receiver(c, a, pp, fname,
                                         arena_printf("the values of parameter '%s'", param_name(pa)));
                }
            }
        } else if (pa->ty && type_unalias(pa->ty)->kind == TY_STRUCT && !readonly_holder(pa->ty) &&
                   (root_arg = broad_root(a, pp, true)) && !root_arg->poisoned) {
            /* A struct passed by value carries its pointers: one into memory
             * broader than the parameter hands that memory to each unit of
             * the callee, as the bare pointer would (SPEC 3.2). */
            rule = "P073";
            Token *rt = expr_first_token(a);
            diag(DIAG_ERROR, rt ? rt : at, rule,
                 "argument holding a pointer into '%s' (%s) given to parameter '%s' at %s of '%s': a struct keeps the "
                 "owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or "
                 "PRISM_CLAIM",
                 sym_name(alias_writable_root(root_arg) ? alias_writable_root(root_arg) : root_arg),
                 pv_str(sym_persp(c, root_arg)), param_name(pa), pv_str(pp), fname);
        } else if (!pv_le(pp, v.p) && !v.reported) {
            rule = "P072";
            diag(DIAG_ERROR, at, rule, "argument %s at %s is narrower than parameter '%s' at %s of '%s'",
                 val_what(v), pv_str(v.p), param_name(pa), pv_str(pp), fname);
        }
        if (rule)
            note_param(pa, pp);
    }
    grid_writes(call, f);
}

Val check_call(Ctx *c, Node *call)
{
    Function *f = call_target(call);
    if (!f) {
        Token *nt = call->kind == ND_PRISM_CALL ? call->name
                    : call->lhs && call->lhs->kind == ND_VAR ? call->lhs->tok
                                                              : NULL;
        if (call->kind == ND_CALL && nt && is_atomic_name(nt))
            return check_atomic(c, call, nt);
        const Intrinsic *in = call->kind == ND_CALL && nt ? intrinsic_find(nt->loc, nt->len) : NULL;
        if (in && !c->poisoned)
            mbar_site(c, call, nt);
        if (in)
            return check_intrinsic(c, call, in);
        if (call->kind == ND_PRISM_CALL && nt && !c->poisoned)
            diag(DIAG_ERROR, nt, "P076",
                 "PRISM_CALL of '%s', which prism-check has not read: its bound, budget and parameters cannot be "
                 "checked, nor the barriers around the call (a header included with <...> from a system directory is not read)",
                 tok_str(nt));
        return check_opaque_call(c, call);
    }
    const char *fname = fn_name(f);
    if (!c->poisoned && !call->poisoned)
        shfl_width_args(call);
    if (!c->poisoned && f->kind != FN_PLAIN && !acc_definition_of(f)->body && !f->def_said) {
        /* PRISM_DEVICE is static: a prototype whose body is in another
         * file compiles, then never links (SPEC 3.1). */
        f->def_said = true;
        diag(DIAG_ERROR, call->kind == ND_PRISM_CALL && call->name ? call->name : call->tok, "P076",
             "PRISM_CALL of '%s', which is declared but not defined in this translation unit: a Prism function "
             "is static, so its definition must be in the file or in a header it includes with quotes",
             fname);
        if (f->name)
            note(f->name, "'%s' is declared here", fname);
    }
    bool bound_bad = false;
    if (!c->poisoned && !f->poisoned) {
        Bound fb;
        if (fn_bound(f, &fb) && fb.blockdim && fb.blockdim != c->bound.blockdim) {
            /*
             * A per-shape function (a library _BxI exchange) sizes its
             * shared tile and its indexing for exactly that many threads;
             * more threads index past its tile.  Only a kernel's BLOCKDIM,
             * checked at launch, makes the block size a fact.
             */
            if (c->bound.blockdim)
                diag(DIAG_ERROR, call->tok, "P070",
                     "'%s' requires a block of exactly %lld threads, but this code runs in blocks of exactly %lld "
                     "(BLOCKDIM(%lld))",
                     fname, (long long)fb.blockdim, (long long)c->bound.blockdim, (long long)c->bound.blockdim);
            else
                diag(DIAG_ERROR, call->tok, "P070",
                     "'%s' requires a block of exactly %lld threads (BLOCKDIM(%lld)); nothing here pins the block "
                     "size: add BLOCKDIM(%lld) to the PRISM_REQUIRES of '%s'",
                     fname, (long long)fb.blockdim, (long long)fb.blockdim, (long long)fb.blockdim, fn_name(c->fn));
            if (f->bound_tok)
                note(f->bound_tok, "'%s' declares its bound here", fname);
            bound_bad = true;
        } else if (fn_bound(f, &fb)) {
            for (int i = 0; i < fb.n; i++) {
                if (bound_derives(&c->bound, fb.p[i]))
                    continue;
                diag(DIAG_ERROR, call->tok, "P070",
                     "'%s' requires %s; code here is %s, which does not derive %s", fname, bound_str(&fb),
                     bound_str(&c->bound), pv_str(fb.p[i]));
                /* Inside a group narrower than the level the callee needs,
                 * no further group helps: the call belongs outside it. */
                Bound own;
                if (c->fn && fn_bound(c->fn, &own) && bound_derives(&own, fb.p[i]) && !pv_le(fb.p[i], c->bound.p[0]))
                    diag_fix("call '%s' outside the group that narrowed the code, from code at %s (the group's "
                             "units are parts of it; a %s collective needs all of them)",
                             fname, pv_str(fb.p[i]), pv_str(fb.p[i]));
                if (f->bound_tok)
                    note(f->bound_tok, "'%s' declares its bound here", fname);
                bound_bad = true; /* its parameters' perspectives mean nothing here */
                break;
            }
        }
        smem_call(c, call, f);
    }
    Val vals[64];
    int nvals = 0;
    for (Node *a = call->args; a && nvals < 64; a = a->next)
        vals[nvals++] = mkval(PV(PV_TOP, 0), NULL, NULL);
    check_args(c, call, f, vals, nvals, bound_bad);
    check_named_uses(c, call);
    if (!c->poisoned)
        alias_check_call(c, call, f);
    if (f->ret && f->ret->kind == TY_VOID)
        return mkval(PV(PV_TOP, 0), NULL, NULL);
    /*
     * A result is what the callee computed from its arguments and its own
     * reads (its summary, SymInfo.ret_*).  Without a checked body (unsafe,
     * declared only) it may vary per thread.
     */
    SymInfo *si = f->sym ? f->sym->aux : NULL;
    if (!si || !si->has_ret)
        return mkval_named(PV_THREAD1, call->tok, "the result of '%s'", fname);
    Val r = mkval_named(si->ret_floor, call->tok, "the result of '%s'", fname);
    int i = 0;
    for (Node *a = call->args; a && i < nvals; a = a->next, i++) {
        if (!(si->ret_deps & ((uint64_t)1 << i)))
            continue;
        /* A result read through a pointer argument whose memory the
         * caller's atomics may update varies per thread (SPEC 5.2). */
        Symbol *b = base_symbol(a);
        if (b && alias_is_ptr_sym(b) && atomic_may_update(a))
            return mkval_named(PV_THREAD1, call->tok, "%s",
                               arena_printf("the result of '%s', read through '%s', which an atomic of this "
                                            "function may update",
                                            fname, sym_name(b)));
        r = vmeet(r, vals[i]);
    }
    r.why = call->tok;
    r.what = "the result of '%s'";
    r.whatarg = fname;
    return r;
}
