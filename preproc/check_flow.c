/*
 * check_flow.c - the perspective of every expression, which the three
 * rules of the information-flow reading (SPEC "Data perspectives") compare:
 *
 *   flow (P030)       x = e: everything e reads is at least as broad as x;
 *   write down (P031) x is no broader than the code that assigns it;
 *   read up (P032)    a condition is at least as broad as the code it
 *                     steers, or the group could take different paths.
 *
 * Read up and raw CUDA builtins (P081) are checked here; assignments,
 * stores and declarations (flow, write down, P040) in check_store.c.
 *
 * Values read from memory: through a pointer to const, the meet of the
 * pointer's and the index's perspectives (the memory is not written while
 * it is readable, so equal addresses give equal values); through a pointer
 * to non-const, thread[1], since another thread may have written it.
 * Local arrays are per-thread storage: an unannotated non-const one holds
 * thread[1] values, whatever code declared it (the paper writes them
 * @ thread[1] in Figs. 2 and 5).
 */
#include "check_internal.h"
#include "sync.h"

#include <string.h>

Val top_val(void)
{
    return mkval(PV(PV_TOP, 0), NULL, NULL);
}

const char *val_what(Val v)
{
    if (!v.what)
        return "the expression";
    return v.whatarg ? arena_printf(v.what, v.whatarg) : v.what;
}

void note_source(Val v)
{
    if (v.sym && v.sym->tok && v.p.lvl != PV_TOP)
        note(v.sym->tok, "'%s' is declared %s here", sym_name(v.sym), pv_str(sym_persp(NULL, v.sym)));
}

Token *val_caret(Val v, Node *e)
{
    if (v.why && v.why->kind == TK_IDENT)
        return v.why;
    Token *t = e ? expr_first_token(e) : NULL;
    return t ? t : e ? e->tok : v.why;
}

/* The ND_VAR of sym in e (depth-first), for its token. */
static Node *find_var(Node *e, Symbol *sym, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return NULL;
    if (e->kind == ND_VAR && e->sym == sym)
        return e;
    Node *r = find_var(NODE_GET(e, lhs), sym, depth + 1);
    return r ? r : find_var(NODE_GET(e, rhs), sym, depth + 1);
}

Token *name_token(Node *e)
{
    Node *v = find_var(e, base_symbol(e), 0);
    if (v && v->tok)
        return v->tok;
    Token *t = e ? expr_first_token(e) : NULL;
    return t ? t : e ? e->tok : NULL;
}

Val vmeet(Val a, Val b)
{
    Pv m = pv_meet(a.p, b.p);
    /* A side is narrow if the other is not narrower (incomparable: both are). */
    bool a_narrow = pv_le(a.p, b.p) || !pv_le(b.p, a.p), b_narrow = pv_le(b.p, a.p) || !pv_le(a.p, b.p);
    /* The read a message names: the narrowest, an unreported one first. */
    Val r = a_narrow && !(a.reported && b_narrow && !b.reported) ? a : b;
    r.p = m;
    r.floor = pv_meet(a.floor_set ? a.floor : a.p, b.floor_set ? b.floor : b.p);
    r.floor_set = true;
    r.deps = a.deps | b.deps;
    /* Reported only if every narrow side was. */
    r.reported = (!a_narrow || a.reported) && (!b_narrow || b.reported);
    return r;
}

const char *sym_name(Symbol *s)
{
    return s && s->name ? s->name : "?";
}

bool is_local_array(Symbol *s)
{
    return s && (s->kind == SYM_VAR) && !s->is_global && !s->is_cuda_shared && s->ty &&
           s->ty->kind == TY_ARRAY;
}

static bool tok_is(Token *t, const char *s)
{
    return t && t->len == (int)strlen(s) && !memcmp(t->loc, s, (size_t)t->len);
}

Symbol *base_symbol(Node *e)
{
    while (e) {
        switch (e->kind) {
        case ND_VAR:
            return e->sym;
        case ND_INDEX:
        case ND_DEREF:
        case ND_MEMBER:
        case ND_CAST:
        case ND_ADDR:
        case ND_PREINC:
        case ND_PREDEC:
        case ND_POSTINC:
        case ND_POSTDEC:
            e = e->lhs;
            break;
        case ND_ADD: {
            /* ptr + i or i + ptr: the pointer is the side with a pointer symbol. */
            Symbol *l = base_symbol(e->lhs);
            if (l && l->ty && type_is_pointer(l->ty))
                return l;
            Symbol *r = base_symbol(e->rhs);
            if (r && r->ty && type_is_pointer(r->ty))
                return r;
            return l;
        }
        case ND_SUB:
            e = e->lhs;
            break;
        case ND_COMMA:
            e = e->rhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

Pv sym_persp(Ctx *c, Symbol *sym)
{
    (void)c;
    if (!sym)
        return PV(PV_TOP, 0);
    SymInfo *si = sym->aux;
    if (si && si->known)
        return si->persp;
    switch (sym->kind) {
    case SYM_VAR:
        if (sym->persp.level != PL_NONE && sym->persp.size > 0 && sym->persp.level != PL_BLOCKDIM)
            return pv_of(&sym->persp);
        if (sym->is_cuda_shared)
            return PV(PL_BLOCK, 1);
        if (sym->is_global) {
            /* Constant data is the same for everyone.  A global array names
             * memory the grid owns (stores need a partition of it); another
             * global's value may change under any thread. */
            if (sym->is_cuda_constant || (sym->ty && sym->ty->is_const))
                return PV(PV_TOP, 0);
            return sym->ty && sym->ty->kind == TY_ARRAY ? PV(PL_GRID, 1) : PV_THREAD1;
        }
        return PV_THREAD1; /* declared where the walker did not look (unsafe code) */
    case SYM_PARAM:
        if (sym->persp.level != PL_NONE && sym->persp.size > 0 && sym->persp.level != PL_BLOCKDIM)
            return pv_of(&sym->persp);
        return PV(PV_TOP, 0);
    case SYM_SHARED:
        return PV(PL_BLOCK, 1);
    case SYM_ALIAS:
        return PV_THREAD1;
    default:
        return PV(PV_TOP, 0); /* functions, enumerators, types, labels */
    }
}

static const char *const raw_builtin_names[] = {"threadIdx", "blockIdx", "blockDim", "gridDim"};

bool is_raw_builtin(const Token *t)
{
    for (int i = 0; i < 4; i++)
        if (tok_is((Token *)t, raw_builtin_names[i]))
            return true;
    return false;
}

/* threadIdx & co: the checker's job is to make them unnecessary. */
Val raw_builtin(Ctx *c, Node *e)
{
    (void)c;
    const char *const *names = raw_builtin_names;
    /* One error per line: `blockIdx.x * blockDim.x + threadIdx.x` is one
     * mistake with one fix (red team d1, c19). */
    static const File *last_file;
    static int last_line;
    for (int i = 0; i < 4; i++) {
        if (!tok_is(e->tok, names[i]))
            continue;
        const File *f = token_file(e->tok);
        int line = token_line(e->tok);
        bool again = f && f == last_file && line == last_line;
        last_file = f;
        last_line = line;
        if (again)
            ;
        else if (i == 3)
            diag(DIAG_ERROR, e->tok, "P081",
                 "raw 'gridDim' outside PRISM_UNSAFE: use PRISM_NBLOCKS(), the grid's block count at grid[1]");
        else
            diag(DIAG_ERROR, e->tok, "P081",
                 "raw '%s' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective",
                 names[i]);
        e->poisoned = true;
        Val v = top_val();
        if (i == 0)
            v = mkval(PV_THREAD1, e->tok, "'threadIdx'");
        else if (i == 1)
            v = mkval(PV(PL_BLOCK, 1), e->tok, "'blockIdx'");
        v.reported = true; /* its P081 says what to write instead; P030/P032 on it would repeat it */
        return v;
    }
    return top_val();
}

/*
 * `extern __shared__`: the block's dynamic shared memory, which is the
 * arena PRISM_SHARED allocates from, so it aliases every allocation and
 * no scope hides it (SPEC 6.2).  Unsafe code only, as threadIdx.
 */
bool raw_dynamic_shared(Node *e)
{
    Symbol *s = e->sym;
    if (!s || s->kind != SYM_VAR || !s->is_cuda_shared || !s->is_extern || e->poisoned)
        return false;
    diag(DIAG_ERROR, e->tok, "P081",
         "raw 'extern __shared__' array '%s' outside PRISM_UNSAFE: it is the dynamic shared memory PRISM_SHARED "
         "allocates from, the same bytes as every allocation; use PRISM_SHARED",
         sym_name(s));
    e->poisoned = true;
    return true;
}

/* A member of a local struct reached with `.` (and indexes): the local's own storage. */
static bool local_member(const Node *l)
{
    while (l && ((l->kind == ND_MEMBER && !l->arrow) || l->kind == ND_INDEX))
        l = l->lhs;
    const Symbol *s = l && l->kind == ND_VAR ? l->sym : NULL;
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_cuda_shared && !s->is_static && s->ty &&
           s->ty->kind != TY_PTR;
}

static Val var_val(Ctx *c, Node *e, int flags)
{
    Symbol *s = e->sym;
    if (!s)
        return raw_builtin(c, e);
    if (raw_dynamic_shared(e))
        return mkval_named(PV(PL_BLOCK, 1), e->tok, "'%s'", sym_name(s));
    if (s->kind == SYM_FUNC && s->func && s->func->kind != FN_PLAIN && !e->poisoned) {
        /* A pointer to it would call it with no bound to check (SPEC 3.2). */
        diag(DIAG_ERROR, e->tok, "P070",
             "'%s' is a Prism function used as a value: only PRISM_CALL (or PRISM_LAUNCH) may call it, where its "
             "bound is checked against the caller's; a pointer to it would call it unchecked",
             sym_name(s));
        e->poisoned = true;
        return top_val();
    }
    check_var_use(c, e, flags);
    /* A local array used as a value is its address: each thread's own. */
    if (is_local_array(s))
        return mkval_named(PV_THREAD1, e->tok, "the address of local array '%s'", sym_name(s));
    /* A __shared__ scalar is one location of the block, which other
     * threads may change between two reads (SPEC 5.2, 6.2), as a
     * __device__ one is for the grid: its value is each thread's own. */
    if (s->is_cuda_shared && s->ty && s->ty->kind != TY_ARRAY)
        return mkval_named(PV_THREAD1, e->tok, "the __shared__ variable '%s', which other threads may change",
                           sym_name(s));
    Pv p = sym_persp(c, s);
    Val v = mkval_named(p, e->tok, "'%s'", sym_name(s));
    v.sym = s;
    SymInfo *si = s->kind == SYM_VAR ? s->aux : NULL;
    if (si && si->init_known) {
        /* its initializer's value: what the function's result is made of (p stays the local's own) */
        v.deps = si->init_deps;
        v.floor = si->init_floor;
        v.floor_set = true;
    }
    if (s->kind == SYM_PARAM && c->fn) {
        /* A parameter read by value: the caller's argument decides. */
        int i = 0;
        for (Param *pa = c->fn->params; pa && i < 64; pa = pa->next, i++)
            if (pa->sym == s) {
                v.deps = (uint64_t)1 << i;
                v.floor = PV(PV_TOP, 0);
                v.floor_set = true;
                break;
            }
    }
    return v;
}

/* Does a pointer-valued expression point to const data? */
static bool points_to_const(Node *base)
{
    for (Node *e = base; e;) {
        if (e->kind == ND_CAST && e->ty)
            return type_points_to_const(e->ty);
        if (e->kind == ND_CAST || e->kind == ND_COMMA) {
            e = e->kind == ND_CAST ? e->lhs : e->rhs;
            continue;
        }
        break;
    }
    Symbol *s = base_symbol(base);
    if (!s || !s->ty)
        return false;
    if (base->kind == ND_INDEX && is_local_array(s))
        return s->ty->base && s->ty->base->is_const;
    /* Device code cannot write __constant__ memory: within a kernel an
     * array there is as fixed as a const one. */
    if (s->is_cuda_constant && s->ty->kind == TY_ARRAY)
        return true;
    return type_points_to_const(s->ty) || (s->ty->kind == TY_ARRAY && s->ty->base && s->ty->base->is_const);
}

/* Does base point to volatile data (another agent may write it: no read is uniform)? */
static bool points_to_volatile(Node *base)
{
    const Type *t = type_unalias(acc_expr_type(base));
    if (!t) {
        Symbol *s = base_symbol(base);
        t = s ? type_unalias(s->ty) : NULL;
    }
    return t && (t->kind == TY_PTR || t->kind == TY_ARRAY) && t->base && t->base->is_volatile;
}

/* Is e an array (a row t2[1] of `int t2[2][128]`), which decays to its address? */
static bool names_array(Node *e)
{
    const Type *t = type_unalias(acc_expr_type(e));
    return t && t->kind == TY_ARRAY;
}

/*
 * e names storage inside a __shared__ aggregate through '.' members and
 * subscripts of arrays (s, s.x, s.rows[i], s.rows[i][j]): when its address
 * is taken or an array there decays, nothing is loaded.  The address is the
 * variable's, the same in every thread of the block, as an array's name is
 * (var_val), met with each subscript's value.  False for any other lvalue
 * (a pointer in the path, another kind of variable), left to eval.
 */
static bool shared_storage_address(Ctx *c, Node *e, int flags, Val *out)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_VAR: {
        Symbol *s = e->sym;
        if (!s || s->kind != SYM_VAR || !s->is_cuda_shared || !s->ty || s->ty->kind == TY_ARRAY)
            return false;
        check_var_use(c, e, flags);
        *out = mkval_named(sym_persp(c, s), e->tok, "the address of __shared__ '%s'", sym_name(s));
        out->sym = s;
        return true;
    }
    case ND_MEMBER:
        return !e->arrow && shared_storage_address(c, e->lhs, flags, out);
    case ND_INDEX:
        if (!names_array(e->lhs) || !shared_storage_address(c, e->lhs, flags, out))
            return false;
        *out = vmeet(*out, eval(c, e->rhs, 0));
        return true;
    default:
        return false;
    }
}

static Val eval_pair(Ctx *c, Node *l, int lflags, Node *r, int rflags);

/*
 * &lv for a member lv of a struct reached through a pointer (s->f, (*s).f,
 * s[i].f, s->in.f): the pointer's value and the subscripts, nothing loaded.
 */
static Val member_address(Ctx *c, Node *lv, int flags)
{
    switch (lv->kind) {
    case ND_MEMBER:
        return lv->arrow ? eval(c, lv->lhs, flags) : member_address(c, lv->lhs, flags);
    case ND_INDEX:
        return eval_pair(c, lv->lhs, flags, lv->rhs, 0);
    case ND_DEREF:
        return eval(c, lv->lhs, flags);
    default:
        return eval(c, lv, flags);
    }
}

/* The value of *(base + idx), where idx has perspective `idx`. */
static Val read_through(Ctx *c, Node *base, Val idx, int flags, Token *at)
{
    Symbol *s = base_symbol(base);
    /* *&x, (&x)[0], (&s)->f: x itself, no load through a pointer (red team A3 7). */
    if (base && base->kind == ND_ADDR && base->lhs)
        return vmeet(eval(c, base->lhs, flags), idx);
    if (array_in_value(base))
        return vmeet(eval(c, base, flags), idx);
    /* An element of a compound literal (`(int[]){4, 8, 16}[k]`): the
     * thread's own unnamed object, just made from its initializer, as a
     * struct literal's field is (red team A3). */
    Node *lit = NULL;
    if (local_object_type(base, &lit) && lit && lit->kind == ND_COMPOUND_LIT) {
        Node *b = base;
        while (b->kind == ND_INDEX) {
            idx = vmeet(idx, eval(c, b->rhs, 0));
            b = b->lhs;
        }
        return vmeet(b->kind == ND_COMPOUND_LIT ? eval(c, b->init, 0) : eval(c, b, flags), idx);
    }
    if (is_local_array(s)) {
        /* Walk to the array through inner subscripts (a[i][j]). */
        Node *b = base;
        while (b->kind == ND_INDEX) {
            idx = vmeet(idx, eval(c, b->rhs, 0));
            b = b->lhs;
        }
        if (b->kind == ND_VAR) {
            check_var_use(c, b, flags);
            Val arr = mkval_named(sym_persp(c, s), b->tok, "'%s'", sym_name(s));
            arr.sym = s;
            return vmeet(arr, idx);
        }
    }
    Val p = eval(c, base, flags);
    if (points_to_const(base) && !atomic_may_update(base) && !points_to_volatile(base))
        return vmeet(p, idx);
    if (points_to_const(base) && points_to_volatile(base))
        return mkval_named(PV_THREAD1, at, "memory read through '%s', a pointer to const volatile data another agent may write",
                           s ? sym_name(s) : "a pointer");
    if (points_to_const(base))
        return mkval_named(PV_THREAD1, at, "memory read through '%s', which an atomic of this function may update",
                           s ? sym_name(s) : "a pointer to const");
    return mkval_named(PV_THREAD1, at, "memory read through non-const '%s'", s ? sym_name(s) : "pointer");
}

bool has_effect(Node *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
    case ND_PRISM_CALL:
    case ND_PRISM_SYNC:
    case ND_STMT_EXPR:
        return true;
    case ND_CALL:
        if (call_target(e))
            return true;
        if (e->lhs && e->lhs->kind == ND_VAR && e->lhs->tok &&
            (intrinsic_find(e->lhs->tok->loc, e->lhs->tok->len) || call_ends_thread(e)))
            return true;
        break;
    default:
        break;
    }
    if (has_effect(NODE_GET(e, lhs)) || has_effect(NODE_GET(e, rhs)) || has_effect(NODE_GET(e, cond)) || has_effect(NODE_GET(e, then)) ||
        has_effect(NODE_GET(e, els)))
        return true;
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        if (has_effect(a))
            return true;
    return false;
}

/* The first barrier or collective in e, in source order (depth-first), or NULL. */
static Node *first_meeting(Node *e, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return NULL;
    switch (e->kind) {
    case ND_CALL:
        if (e->lhs && e->lhs->kind == ND_VAR && e->lhs->tok) {
            /* thread[1] intrinsics (__activemask, cp.async) need no other thread: no meeting. */
            const Intrinsic *in = intrinsic_find(e->lhs->tok->loc, e->lhs->tok->len);
            if (in && !(in->lvl == PL_THREAD && in->n == 1))
                return e;
        }
        break;
    case ND_PRISM_CALL:
    case ND_PRISM_SYNC:
        return e;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        if (!e->nosync)
            return e;
        break;
    default:
        break;
    }
    /* Lists (arguments, a block's statements) go on through next; a then or
     * else branch's next is the statement after the if, not part of it. */
    Node *one[] = {NODE_GET(e, init), NODE_GET(e, cond), NODE_GET(e, lhs), NODE_GET(e, rhs), NODE_GET(e, then), NODE_GET(e, els), NODE_GET(e, inc)};
    Node *lists[] = {NODE_GET(e, args), NODE_GET(e, body)};
    for (size_t i = 0; i < sizeof one / sizeof one[0]; i++) {
        Node *m = first_meeting(one[i], depth + 1);
        if (m)
            return m;
    }
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        for (Node *k = lists[i]; k; k = k->next) {
            Node *m = first_meeting(k, depth + 1);
            if (m)
                return m;
        }
    return NULL;
}

/* The P032 just reported steers `steered`: name the barrier or collective it would split. */
static void stake_of_divergence(Node *steered, Pv cp)
{
    Node *m = first_meeting(steered, 0);
    if (!m)
        return;
    const char *unit = pv_str(cp);
    if (m->kind == ND_CALL)
        diag_stake(m->lhs->tok, "this '%s' would run on only some threads of each %s: the others never reach it",
                   tok_str(m->lhs->tok), unit);
    else if (m->kind == ND_PRISM_CALL)
        diag_stake(m->name ? m->name : m->tok,
                   "'%s' would be called by only some threads of each %s: its barriers and collectives need all of them",
                   m->name ? tok_str(m->name) : "?", unit);
    else if (m->kind == ND_PRISM_SYNC)
        diag_stake(m->tok, "this PRISM_SYNC() would run on only some threads of each %s: the others never reach it",
                   unit);
    else
        diag_stake(m->tok, "the barriers of this scope would be reached by only some threads of each %s", unit);
}

/* `if (i >= n) return;`: a then-branch that only returns (or breaks, continues). */
static bool exits_early(Node *then)
{
    while (then && then->kind == ND_BLOCK && then->body && !then->body->next)
        then = then->body;
    return then && (then->kind == ND_RETURN || then->kind == ND_BREAK || then->kind == ND_CONTINUE);
}

/* `what` is a format with one %s for `arg`: built only for a message. */
bool read_up(Ctx *c, Val v, Token *at, const char *what, const char *arg)
{
    Pv cp = ctx_persp(c);
    if (c->poisoned || pv_le(cp, v.p) || v.reported)
        return false;
    diag(DIAG_ERROR, at, "P032",
         "%s reads %s at %s in code at %s: threads of one %s could take different paths",
         arena_printf(what, arg), val_what(v), pv_str(v.p), pv_str(cp), pv_str(cp));
    note_source(v);
    return true;
}

/*
 * Do all the threads that reach this point see one value of v?  A value
 * as broad as the block is the same in each block; one as broad as the
 * code only where one unit runs the point (a group repeats its code for
 * units that may see different values).
 */
bool shared_by_point(const Ctx *c, Val v)
{
    if (v.p.lvl == PV_TOP || pv_le(PV(PL_BLOCK, 1), v.p))
        return true;
    return c->units == 1 && pv_le(ctx_persp(c), v.p);
}

Val check_cond(Ctx *c, Node *stmt, const char *what)
{
    Node *cond = stmt->cond;
    if (!cond)
        return top_val();
    Val v = eval(c, cond, 0);
    if (read_up(c, v, val_caret(v, cond), "the condition of '%s'", what)) {
        stake_of_divergence(stmt, ctx_persp(c));
        if (stmt->kind == ND_IF && exits_early(stmt->then))
            diag_fix("threads cannot leave a unit's code early (the others would wait for them at its next barrier "
                     "or collective); keep the work under the opposite condition in thread code instead: "
                     "PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')");
    }
    /* Control decides which return runs, so the result depends on it too. */
    c->fs->conds = c->fs->has_cond ? vmeet(c->fs->conds, v) : v;
    c->fs->has_cond = true;
    return v;
}

/* The meet of two operands, evaluated left to right: their diagnostics come in source order. */
static Val eval_pair(Ctx *c, Node *l, int lflags, Node *r, int rflags)
{
    Val a = eval(c, l, lflags);
    return vmeet(a, eval(c, r, rflags));
}

Val eval(Ctx *c, Node *e, int flags)
{
    if (!e)
        return top_val();
    switch (e->kind) {
    case ND_NUM:
    case ND_FNUM:
    case ND_STR:
    case ND_SIZEOF:
    case ND_ALIGNOF:
        return top_val();
    case ND_VAR:
        return var_val(c, e, flags);
    case ND_ADD:
    case ND_SUB:
    case ND_CAST:
        /* Pointer arithmetic keeps an async name an async-copy argument. */
        if (e->kind == ND_CAST) {
            check_int_to_ptr(c, e);
            return eval(c, e->lhs, flags);
        }
        return eval_pair(c, e->lhs, flags, e->rhs, flags);
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
    case ND_EQ:
    case ND_NE:
    case ND_LT:
    case ND_LE:
    case ND_GT:
    case ND_GE:
        return eval_pair(c, e->lhs, 0, e->rhs, 0);
    case ND_LOGAND:
    case ND_LOGOR: {
        Val l = eval(c, e->lhs, 0);
        int unsure = !shared_by_point(c, l);
        c->count_unsure += unsure;
        ctx_side(c, e->rhs, 1);
        Val r = eval(c, e->rhs, 0);
        ctx_side(c, e->rhs, -1);
        c->count_unsure -= unsure;
        if (has_effect(e->rhs) && read_up(c, l, val_caret(l, e->lhs), "'%s' guarding a call or side effect",
                                          e->kind == ND_LOGAND ? "&&" : "||"))
            stake_of_divergence(e->rhs, ctx_persp(c));
        return vmeet(l, r);
    }
    case ND_NEG:
    case ND_POS:
    case ND_NOT:
    case ND_BITNOT:
        return eval(c, e->lhs, 0);
    case ND_COND: {
        Val k = eval(c, e->cond, 0);
        int unsure = !shared_by_point(c, k);
        c->count_unsure += unsure;
        ctx_side(c, e->then, 1);
        Val t = eval(c, e->then, flags);
        ctx_side(c, e->then, -1);
        ctx_side(c, e->els, 1);
        Val f = eval(c, e->els, flags);
        ctx_side(c, e->els, -1);
        c->count_unsure -= unsure;
        if ((has_effect(e->then) || has_effect(e->els)) &&
            read_up(c, k, val_caret(k, e->cond), "'%s' guarding a call or side effect", "?:")) {
            /* A kind that has lhs and rhs (node_size()), so that walks read both arms. */
            Node arms = {.kind = ND_COMMA, .lhs = e->then, .rhs = e->els};
            stake_of_divergence(&arms, ctx_persp(c));
        }
        return vmeet(k, vmeet(t, f));
    }
    case ND_COMMA:
        eval(c, e->lhs, 0);
        return eval(c, e->rhs, flags);
    case ND_ASSIGN: {
        Val v = eval(c, e->rhs, 0);
        return check_assign(c, e, e->lhs, v);
    }
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return check_assign(c, e, e->lhs, top_val());
    case ND_INDEX: {
        /* A row of a 2-D array is address arithmetic: nothing is loaded,
         * as for &t1[i] (red team A3 7). */
        if (names_array(e)) {
            Val a;
            if (shared_storage_address(c, e, flags, &a))
                return a;
            return eval_pair(c, e->lhs, flags, e->rhs, 0);
        }
        Val idx = eval(c, e->rhs, 0);
        return read_through(c, e->lhs, idx, alias_member_is_number(e) ? flags | EV_NUMBER_FIELD : flags, e->tok);
    }
    case ND_DEREF:
        if (names_array(e))
            return eval(c, e->lhs, flags);
        return read_through(c, e->lhs, top_val(), flags, e->tok);
    case ND_MEMBER: {
        Val a;
        /* An array member decays to its address: of a __shared__ struct
         * (s.rows), or of a struct reached through a pointer (s->val,
         * (*s).val, s[0].val), which reads nothing (SPEC 5.2). */
        if (names_array(e) && shared_storage_address(c, e, flags, &a))
            return a;
        if (names_array(e) && !alias_holder(e))
            return member_address(c, e, flags);
        if (e->arrow)
            return read_through(c, e->lhs, top_val(), flags, e->tok);
        /* `p.out` of a kernel's argument struct: the field is a root of its
         * own (alias_graph.c), so its uses are checked as that name's. */
        Symbol *fr = alias_field_root(e);
        if (fr) {
            Node *v = new_node(ND_VAR, e->lhs && e->lhs->tok ? e->lhs->tok : e->tok);
            v->sym = fr;
            Val r = var_val(c, v, flags);
            if (v->poisoned && e->lhs)
                e->lhs->poisoned = true;
            return r;
        }
        return eval(c, e->lhs, alias_member_is_number(e) ? flags | EV_NUMBER_FIELD : flags);
    }
    case ND_ADDR: {
        Node *l = e->lhs;
        Symbol *s = base_symbol(l);
        Val a;
        if (shared_storage_address(c, l, flags, &a))
            return a;
        Node *lit = l;
        while (lit && (lit->kind == ND_INDEX || (lit->kind == ND_MEMBER && !lit->arrow)))
            lit = lit->lhs;
        if (lit && lit->kind == ND_COMPOUND_LIT) {
            /* &(int){0}: an unnamed object of each thread's own, as a local's (red team rt29) */
            eval(c, l, flags);
            return mkval(PV_THREAD1, e->tok, "the address of a compound literal");
        }
        if (l && l->kind == ND_VAR && s && !s->is_global && s->kind == SYM_VAR && !s->is_cuda_shared) {
            /* The address of a local: each thread's own storage. */
            check_var_use(c, l, flags);
            return mkval_named(PV_THREAD1, e->tok, "the address of local '%s'", sym_name(s));
        }
        if (l && l->kind == ND_INDEX) {
            if (is_local_array(s)) {
                eval(c, l, flags);
                return mkval_named(PV_THREAD1, e->tok, "the address of local '%s'", sym_name(s));
            }
            return eval_pair(c, l->lhs, flags, l->rhs, 0);
        }
        if (l && l->kind == ND_DEREF)
            return eval(c, l->lhs, flags);
        if (l && l->kind == ND_MEMBER && local_member(l)) {
            /* &sv.a, &sv.arr[i] of a local struct: each thread's own storage too (red team rt22). */
            eval(c, l, flags);
            return mkval_named(PV_THREAD1, e->tok, "the address of local '%s'", sym_name(s));
        }
        if (l && l->kind == ND_MEMBER)
            return alias_holder(l) ? eval(c, l->lhs, flags) : member_address(c, l, flags);
        return eval(c, l, flags);
    }
    case ND_CALL:
    case ND_PRISM_CALL:
        return check_call(c, e);
    case ND_PRISM_ID:
        return check_id(c, e);
    case ND_PRISM_NTHREADS:
        return mkval(ctx_persp(c), e->tok, "PRISM_NTHREADS()");
    case ND_PRISM_STRIDE_FIRST:
        return mkval(PV_THREAD1, e->tok, "PRISM_FOR_STRIDED's index");
    case ND_PRISM_STRIDE_STEP:
        return mkval(ctx_persp(c), e->tok, "PRISM_FOR_STRIDED's step");
    case ND_PRISM_NBLOCKS:
        /* gridDim.x is the same in every thread of the grid, whoever reads it. */
        return mkval(PV(PL_GRID, 1), e->tok, "PRISM_NBLOCKS()");
    case ND_PRISM_LANEMASK:
        return mkval(ctx_persp(c), e->tok, "PRISM_LANEMASK()");
    case ND_PRISM_SYNC:
        return top_val();
    case ND_COMPOUND_LIT: {
        /* (T){ init }: what the initializer reads; (int[]){0} as a value is its address, each thread's own
         * (red team rt30; an element read through it is read_through's) */
        Val v = eval(c, e->init, 0);
        const Type *t = type_unalias(e->ty);
        return t && t->kind == TY_ARRAY ? mkval(PV_THREAD1, e->tok, "the address of a compound literal") : v;
    }
    case ND_INIT_LIST: {
        Val v = top_val();
        for (Node *a = e->args; a; a = a->next)
            v = vmeet(v, eval(c, a, 0));
        return v;
    }
    case ND_DESIG:
        if (e->lhs)
            eval(c, e->lhs, 0);
        return eval(c, e->rhs, 0);
    case ND_STMT_EXPR:
        /* Statements inside an expression run in the same code; the value
         * is whatever they computed, so assume it varies per thread. */
        for (Node *st = e->body; st; st = st->next)
            walk_stmt(c, st);
        return mkval(PV_THREAD1, e->tok, "a statement expression");
    case ND_PRISM_LAUNCH:
    case ND_CUDA_LAUNCH:
        /* Host code; a launch from device code is not Prism's business. */
        return top_val();
    default:
        return top_val();
    }
}
