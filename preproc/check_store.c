/*
 * check_store.c - assignments, stores and declarations: where values land.
 *
 * An assignment to a variable (or to an element or field of a local one)
 * is checked by flow (P030) and write down (P031); a store through a
 * pointer needs thread[1] ownership and thread[1] code (P040), and a
 * pointer to writable memory cannot be narrowed by plain assignment.
 * Declarations give each variable its perspective: the annotation, the
 * code perspective, or thread[1] for an unannotated non-const local array.
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h" /* acc_expr_type */

/* x := v where x (named `name`) has perspective tp; `at` is the assignment. */
static void flow_into(Pv tp, Val v, Token *at, const char *name)
{
    if (pv_le(tp, v.p) || v.reported)
        return;
    diag(DIAG_ERROR, at, "P030", "'%s' at %s cannot receive a %s value (from %s): values flow only from broader to narrower",
         name, pv_str(tp), pv_str(v.p), val_what(v));
    /* A __device__ pointer: no annotation helps (its memory is the grid's). */
    if (file_scalar_var(v.sym) && !v.sym->is_cuda_constant && v.sym->ty->kind == TY_PTR)
        diag_fix("'%s' is read as thread[1] (another thread may change a __device__ variable) and the memory it "
                 "points to is the grid's: pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead, "
                 "and partition it",
                 sym_name(v.sym));
    else if (v.p.lvl == PL_THREAD && v.p.n == 1 && v.what &&
             (!strncmp(v.what, "the result of", 13) || !strncmp(v.what, "memory read", 11))) {
        /* The generic fix offers "a reduction", whose result is a call's:
         * thread[1] to the checker (SPEC 5.1, LIBRARY.md's known limits). */
        bool warp = tp.lvl == PL_THREAD && tp.n <= 32;
        diag_fix("declare '%s' PRISM_AT(THREAD(1)): %s is per-thread to the checker (%s); for a decision all of "
                 "%s takes (a condition around a collective), compute it with a collective uniform over it: %s",
                 name, v.what[0] == 'm' ? "a read of memory" : "a call's result",
                 v.what[0] == 'm' ? "another thread may write it" : "a library reduction's too, which every thread "
                                                                    "receives",
                 pv_str(tp),
                 warp ? "__any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane"
                      : "__syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, "
                        "or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]");
    }
    else if (v.p.lvl != PL_THREAD || v.p.n != 1) {
        /* The generic fix names thread[1]; a block[1] or warp value (a
         * tile loop's counter from PRISM_ID(BLOCK(1)), porter P5) takes its own. */
        const char *lvl = v.p.lvl == PL_BLOCK ? "BLOCK" : v.p.lvl == PL_GRID ? "GRID" : "THREAD";
        diag_fix("declare '%s' at the value's perspective, PRISM_AT(%s(%lld)), in code at that perspective "
                 "(PRISM_GROUP(%s(%lld)) { ... } around its uses), or compute a value as broad as %s",
                 name, lvl, (long long)v.p.n, lvl, (long long)v.p.n, pv_str(tp));
    }
    note_source(v);
}

/* Whose memory a pointer was read from, for a message. */
static const char *owner_phrase(Symbol *whose)
{
    return whose ? arena_printf("that '%s' reaches", sym_name(whose)) : "whose owner is not known";
}

/*
 * A pointer to writable memory changes owner only through a memory scope:
 * copying a block[1] pointer (plus a per-thread offset) into a thread[1]
 * variable would let every thread store into the block's memory with no
 * scope, and so no barrier, around it.  Reported as P040 at the copy.
 *
 * The copy is seen through whatever holds the address (alias_graph.c): a
 * field of a local struct, an element of a local array of pointers, an
 * integer it was cast to.  Each holder keeps the perspective of the
 * pointers put in it, so storing through what comes back out is checked
 * against the pointer's owner.  A writable pointer target also takes any
 * address, const or not: a cast may drop the const.
 */
typedef struct {
    Ctx *c;
    Symbol *target;
    Pv tp;
    Token *at;
    bool writable_target;
    bool reported;
} Narrow;

/* `volatile float *v = sdata; v[tid] += v[tid + 16]`: the pre-Volta warp-synchronous tail. */
static void volatile_fix(Symbol *s)
{
    const Type *t = s ? type_unalias(s->ty) : NULL;
    if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY) && t->base && t->base->is_volatile)
        diag_fix("volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): "
                 "reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or "
                 "__shfl_xor_sync in warp code, and let each thread write its own result through a partition");
}

static void narrow_source(Symbol *src, void *arg)
{
    Narrow *n = arg;
    if (n->reported || src == n->target || is_local_value_array(src))
        return;
    Symbol *root = alias_writable_root(src);
    /* A file's (or the block's) variable that is no array is read as a
     * value any thread may see change (sym_persp), but its memory, and the
     * memory a pointer in it points to, is the grid's (the block's), as an
     * array's is (memory_owner): its address (a pointer taking it; a copy
     * of a number is no address), or the pointer read from it, is no
     * thread's own. */
    bool file_var = file_scalar_var(src);
    bool grid_var = file_var && n->target->ty && n->target->ty->kind == TY_PTR && !src->is_cuda_shared &&
                    !src->is_cuda_constant && !src->ty->is_const && src->ty->kind != TY_PTR;
    bool ptr_var = file_var && src->ty->kind == TY_PTR;
    if (!root && !grid_var && !(n->writable_target && alias_is_ptr_sym(src) && !is_local_array(src)))
        return;
    Pv sp = grid_var || ptr_var ? memory_owner(n->c, src) : sym_persp(n->c, src);
    if (pv_le(sp, n->tp))
        return;
    n->reported = true;
    bool held = root && root != src && !(src->ty && src->ty->kind == TY_PTR);
    if (ptr_var && n->target->ty->kind == TY_PTR && !type_points_to_const(src->ty)) {
        diag(DIAG_ERROR, n->at, "P040",
             "'%s' at %s takes a writable pointer read from '%s', one variable for the whole %s: every thread "
             "reads the same pointer, so its memory is owned as broadly; writable memory changes owner through "
             "PRISM_PARTITION or PRISM_CLAIM",
             sym_name(n->target), pv_str(n->tp), sym_name(src), src->is_cuda_shared ? "block" : "grid");
        if (!src->is_cuda_shared)
            diag_fix("pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead of '%s', and partition it",
                     sym_name(src));
        return;
    }
    if (!held && !(n->target->ty->kind != TY_PTR || type_points_to_const(src->ty))) {
        diag(DIAG_ERROR, n->at, "P040",
             "'%s' at %s takes a pointer into '%s' (%s): writable memory changes owner through "
             "PRISM_PARTITION or PRISM_CLAIM, not by assignment",
             sym_name(n->target), pv_str(n->tp), sym_name(src), pv_str(sp));
        volatile_fix(n->target);
        return;
    }
    /* Laundering (P041): the address goes into or comes out of something
     * that is not a pointer to writable memory, narrowing its owner. */
    if (!held) {
        if (n->target->ty->kind != TY_PTR)
            diag(DIAG_ERROR, n->at, "P041",
                 "'%s' at %s takes a pointer into '%s' (%s): a struct, array or integer holding an address keeps "
                 "its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM",
                 sym_name(n->target), pv_str(n->tp), sym_name(root ? root : src), pv_str(sp));
        else
            diag(DIAG_ERROR, n->at, "P041",
                 "'%s' at %s takes a writable pointer into '%s' (%s) by casting away const: writable memory "
                 "changes owner through PRISM_PARTITION or PRISM_CLAIM",
                 sym_name(n->target), pv_str(n->tp), sym_name(src), pv_str(sp));
        return;
    }
    diag(DIAG_ERROR, n->at, "P041",
         "'%s' at %s takes a pointer out of '%s' (%s): a holder keeps the owner of the pointers put in it; "
         "writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM",
         sym_name(n->target), pv_str(n->tp), sym_name(src), pv_str(sp));
    note(src->tok, "'%s' holds a pointer into '%s'", sym_name(src), sym_name(root));
}

/* A holder nothing can be written through: a struct (or array of them, or
 * of pointers) whose every address is a pointer to const. */
bool readonly_holder(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    for (int i = 0; t && i < 32 && t->kind == TY_NAMED && t->typedef_sym; i++)
        t = t->typedef_sym->ty;
    if (!t)
        return false;
    if (t->kind == TY_PTR)
        return t->base && t->base->is_const;
    return t->kind == TY_STRUCT && t->no_writable_ptr;
}

static void pointer_narrowing(Ctx *c, Symbol *target, Pv tp, Node *value, Token *at)
{
    if (!target || !target->ty || type_points_to_const(target->ty) || is_local_value_array(target) ||
        readonly_holder(target->ty))
        return;
    if (check_local_address(c, target, tp, value, at))
        return;
    Narrow n = {c, target, tp, at, target->ty->kind == TY_PTR, false};
    alias_sources(value, alias_holds_address(target), narrow_source, &n);
    Symbol *whose;
    Pv owner;
    if (!n.reported && loaded_broader(c, value, alias_holds_address(target), tp, &whose, &owner))
        diag(DIAG_ERROR, at, "P040",
             "'%s' at %s takes a writable pointer read from memory %s (%s): every unit that reads it there gets "
             "the same pointer, so its memory is owned as broadly; writable memory changes owner through "
             "PRISM_PARTITION or PRISM_CLAIM",
             sym_name(target), pv_str(tp), owner_phrase(whose), pv_str(owner));
}

/*
 * A pointer to writable memory stored into memory (P041) loses its owner:
 * whoever loads it back gets a pointer whose perspective is that of the
 * load, not of the memory it points to.  So is a store through a pointer
 * to const cast to writable.
 */
typedef struct {
    Token *at;
    bool reported;
} Escape;

static void escape_source(Symbol *src, void *arg)
{
    Escape *e = arg;
    Symbol *root = e->reported ? NULL : alias_writable_root(src);
    if (!root)
        return;
    e->reported = true;
    diag(DIAG_ERROR, e->at, "P041",
         "a pointer into '%s' is stored into memory: loaded back, it would have no owner; keep it in a "
         "variable or pass it as a parameter",
         sym_name(root));
    if (root != src)
        note(src->tok, "'%s' holds a pointer into '%s'", sym_name(src), sym_name(root));
}

/* value is stored into memory (P041 when it holds a writable pointer); true when reported. */
bool check_pointer_escape(Node *value, Token *at)
{
    Escape e = {at, false};
    alias_sources(value, false, escape_source, &e);
    return e.reported;
}

/* `what` is "write to '%s'" or "declaration of '%s'", for s. */
void write_down(Ctx *c, Pv tp, Token *at, const char *what, Symbol *s, bool is_decl)
{
    Pv cp = ctx_persp(c);
    if (c->poisoned || pv_le(tp, cp))
        return;
    diag(DIAG_ERROR, at, "P031",
         "%s at %s in code at %s: only part of the %s runs here, so it would stop being uniform",
         arena_printf(what, sym_name(s)), pv_str(tp), pv_str(cp), pv_str(tp));
    if (!is_decl && s->tok)
        note(s->tok, "'%s' is declared %s here", sym_name(s), pv_str(tp));
    if (is_decl)
        s->poisoned = true; /* one mistake: its writes and what flows into it are not errors again */
}

/* Subscripts of an lvalue down to its base: what they read, and the base. */
static Node *lvalue_base(Ctx *c, Node *lv, Val *idx)
{
    for (;;) {
        switch (lv->kind) {
        case ND_INDEX:
            *idx = vmeet(*idx, eval(c, lv->rhs, 0));
            lv = lv->lhs;
            continue;
        case ND_MEMBER:
            if (lv->arrow)
                return lv->lhs;
            lv = lv->lhs;
            continue;
        case ND_CAST:
            lv = lv->lhs;
            continue;
        default:
            return lv;
        }
    }
}

/*
 * Does assigning to lv store through a pointer (rather than into a
 * variable, an element of a local array, or a field of a local struct)?
 * A field of a local struct is part of the variable; an index of a pointer
 * the struct holds (`s.q[i]`, SPEC 6.1's launder-struct) goes through it.
 */
/* A local array of values (not of pointers): its elements are registers. */
static bool is_value_array(Symbol *s)
{
    if (!is_local_array(s))
        return false;
    Type *t = s->ty;
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    return t && t->kind != TY_PTR;
}

/* Array dimensions of a type: 2 for float a[4][4]. */
static int array_rank(const Type *t)
{
    int r = 0;
    for (; t && t->kind == TY_ARRAY; t = t->base)
        r++;
    return r;
}

static bool type_is_ptr_only(const Type *t)
{
    return t && t->kind == TY_PTR;
}

static bool stores_through(Node *lv)
{
    /* a[i][j] on a local array: an element while the subscripts do not
     * outnumber its dimensions; past them, through the pointer stored there. */
    int depth = 0;
    Node *b = lv;
    while (b && b->kind == ND_INDEX) {
        depth++;
        b = b->lhs;
    }
    if (depth > 0 && b && b->kind == ND_VAR && is_local_array(b->sym))
        return depth > array_rank(b->sym->ty);
    for (Node *e = lv; e;) {
        switch (e->kind) {
        case ND_DEREF:
            /* *a, *a[i], *(a + i) inside a local array of values stay in it. */
            return !is_value_array(base_symbol(e->lhs));
        case ND_MEMBER:
            if (e->arrow)
                return true;
            e = e->lhs;
            break;
        case ND_INDEX: {
            if (!e->lhs)
                return false;
            if (type_is_ptr_only(local_object_type(e->lhs, NULL)))
                return true; /* `s.q[i]`: through the pointer a local struct holds */
            if (e->lhs->kind == ND_VAR)
                return !is_value_array(e->lhs->sym);
            /* `mk(tile).p[i]`, `(c ? ba : bb).p[i]`: whatever the pointer's
             * operand is, a pointer indexed is a store through it. */
            const Type *lt = type_unalias(acc_expr_type(e->lhs));
            if (lt && lt->kind == TY_PTR)
                return true;
            if ((e->lhs->kind == ND_MEMBER && !e->lhs->arrow) || e->lhs->kind == ND_INDEX) {
                e = e->lhs;
                break;
            }
            return true;
        }
        case ND_CAST:
            e = e->lhs;
            break;
        case ND_COMPOUND_LIT:
            /* Not a variable: what is stored goes through the pointers it
             * was made with (a field of one's own struct is in the thread's
             * registers, a field of a temporary is nobody's). */
            return true;
        case ND_VAR:
            return false;
        default:
            /* No variable's storage (a call's or ?:'s struct, a statement
             * expression): memory, whatever the pointer is. */
            return true;
        }
    }
    return false;
}

/*
 * A local pointer (or holder of one) written through its address by a call
 * (memcpy(&mine, &view, n), a helper's out-parameter) receives what the
 * call's other arguments may hold: a pointer into memory broader than the
 * local is laundered, as by assignment (P041, SPEC 5.1, 6.1).
 */
void check_pointer_receiver(Ctx *c, Symbol *recv, Node *call, Node *recv_arg, const char *fname)
{
    if (!recv || recv->poisoned || !alias_holds_address(recv) || c->poisoned)
        return;
    Pv tp = sym_persp(c, recv);
    for (Node *a = call->args; a; a = a->next) {
        if (a == recv_arg)
            continue;
        Symbol *src = broad_root(a, tp, true);
        if (!src || src == recv)
            continue;
        Symbol *root = alias_writable_root(src);
        Pv sp = sym_persp(c, root ? root : src);
        if (pv_le(sp, tp))
            continue;
        diag(DIAG_ERROR, name_token(recv_arg), "P041",
             "'%s' at %s receives, through '%s', a pointer %s '%s' (%s): writable memory changes owner through "
             "PRISM_PARTITION or PRISM_CLAIM, not by copying its address",
             sym_name(recv), pv_str(tp), fname, root && root != src ? "out of" : "into", sym_name(src),
             pv_str(sp));
        return;
    }
}

/* The pointer a store through lv goes through (`p` of `p[i]`, `p->f`,
 * `*p`, `pp[0]` of `pp[0][i]`), or NULL: an array's element is no pointer. */
static Node *stored_pointer(Node *lv)
{
    for (Node *e = lv; e;) {
        const Type *t;
        switch (e->kind) {
        case ND_INDEX: {
            Node *p = alias_indexed(e);
            t = type_unalias(acc_expr_type(p));
            if (!t || t->kind != TY_ARRAY)
                return p;
            e = p;
            break;
        }
        case ND_MEMBER:
            if (e->arrow)
                return e->lhs;
            e = e->lhs;
            break;
        case ND_DEREF:
            t = type_unalias(acc_expr_type(e->lhs));
            if (!t || t->kind != TY_ARRAY)
                return e->lhs;
            e = e->lhs;
            break;
        case ND_CAST:
            e = e->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/*
 * A store through a pointer read from memory (`pp[0][i] = v`,
 * `(*pp)[i] = v`, `g_tab[k]->n = v`): the memory is owned as broadly as
 * the location the pointer was read from (check_loaded.c), whatever the
 * table's own type (`int *const *pp` is no pointer to const cast away).
 */
static bool store_through_load(Ctx *c, Node *p)
{
    while (p && p->kind == ND_CAST)
        p = p->lhs;
    if (!p || !is_memory_load(p))
        return false;
    Pv owner;
    Symbol *whose = NULL;
    Token *name = name_token(p);
    if (!c->poisoned && load_owner_broader(c, p, PV_THREAD1, &whose, &owner))
        diag(DIAG_ERROR, name, "P040",
             "store through a pointer read from memory %s (%s): every thread that reads it there gets the same "
             "pointer; take ownership of its memory with PRISM_PARTITION or PRISM_CLAIM",
             owner_phrase(whose), pv_str(owner));
    else if (!c->poisoned && !pv_eq(ctx_persp(c), PV_THREAD1))
        diag(DIAG_ERROR, name, "P040",
             "store through a pointer read from memory in code at %s: stores are made from thread[1] code "
             "(PRISM_GROUP(THREAD(1)))",
             pv_str(ctx_persp(c)));
    if (type_points_to_const(acc_expr_type(p)))
        diag(DIAG_ERROR, name, "P041",
             "store through a pointer to const read from memory, cast to writable: the memory's owner is not known");
    return true;
}

/* An assignment, compound assignment or ++/-- of `lv` with value v. */
/*
 * A union that holds a writable pointer given a value through another
 * member (`u.d = dd`, `u.bits = x`): the pointer it then reads is made of
 * bits no rule can trace, a writable pointer laundered through a number
 * (red team rt10, side_union_launder: a double carried the block's tile
 * into thread code).  P041, as a holder's laundering is.
 */
static void check_union_pun(Node *lv)
{
    if (!lv || lv->kind != ND_MEMBER || lv->arrow || !lv->lhs)
        return;
    const Type *u = type_unalias(acc_expr_type(lv->lhs));
    const Type *m = type_unalias(acc_expr_type(lv));
    if (!u || u->kind != TY_STRUCT || !u->is_union || !m || type_is_pointer(m) || !type_holds_pointer(u, true, 0))
        return;
    diag(DIAG_ERROR, lv->tok, "P041",
         "assignment to member '%.*s' of a union that holds a writable pointer: the pointer read from it afterwards is "
         "made of bits the checker cannot trace to its owner",
         lv->name ? lv->name->len : 1, lv->name ? lv->name->loc : "?");
    diag_fix("keep pointers and numbers in separate variables; a union may hold pointers to const, or be written "
             "through its pointer member");
}

Val check_assign(Ctx *c, Node *at, Node *lv, Val v)
{
    if (!lv)
        return v;
    if (!c->poisoned)
        check_union_pun(lv);
    Val idx = top_val();
    bool through = stores_through(lv);
    Node *base = lv->kind == ND_DEREF ? lv->lhs : lvalue_base(c, lv, &idx);
    Symbol *s = base_symbol(base);

    if (!through) {
        /* A variable (or a field or element of a local one). */
        if (base->kind != ND_VAR) {
            /* *(a + i), *a[i]: an element of local array s; what the
             * address reads counts like an index. */
            idx = vmeet(idx, eval(c, base, 0));
            if (!s)
                return v;
            base = NULL;
        } else if (!s) {
            raw_builtin(c, base);
            return v;
        } else {
            bool whole = base == lv && at->kind == ND_ASSIGN && at->op == ND_ASSIGN;
            check_var_use(c, base, whole ? EV_ASSIGN_TARGET : 0);
        }
        Pv tp = sym_persp(c, s);
        if (!s->poisoned && s->kind == SYM_VAR && s->is_global && !s->is_cuda_shared) {
            /* One word for the whole grid, owned by no thread: a plain write
             * races with every other thread's (SPEC 6.1); atomics are the
             * shared update (6.7). */
            Token *name = base ? base->tok : name_token(lv);
            diag(DIAG_ERROR, name, "P040",
                 "write to '%s', %s: one variable for the whole grid, which no thread owns; update it with an "
                 "atomic, or pass memory the kernel partitions",
                 sym_name(s), s->is_static && s->depth > 0 ? "a static local" : "a __device__ variable");
            return mkval_named(tp, at->tok, "'%s'", sym_name(s));
        }
        if (!s->poisoned && s->is_cuda_shared && s->ty && s->ty->kind != TY_ARRAY) {
            /* One location for the block: the same (SPEC 6.1, 6.2). */
            Token *name = base ? base->tok : name_token(lv);
            diag(DIAG_ERROR, name, "P040",
                 "write to '%s', a __shared__ variable: one location for the whole block, which no thread owns; "
                 "update it with an atomic, or allocate it with PRISM_SHARED and write it through a partition or "
                 "PRISM_ONE_CLAIM",
                 sym_name(s));
            return mkval_named(PV_THREAD1, at->tok, "'%s'", sym_name(s));
        }
        if (!s->poisoned) {
            Token *name = base ? base->tok : name_token(lv); /* the caret: on what is written */
            write_down(c, tp, name, "write to '%s'", s, false);
            flow_into(tp, vmeet(v, idx), name, sym_name(s));
            if (at->kind == ND_ASSIGN && at->op == ND_ASSIGN)
                pointer_narrowing(c, s, tp, at->rhs, at->tok);
        }
        return mkval_named(tp, at->tok, "'%s'", sym_name(s));
    }

    /* A store through a pointer: the pointer must be this thread's alone. */
    eval(c, base, 0);
    Node *ptr = stored_pointer(lv);
    if (store_through_load(c, ptr)) {
        if (at->kind == ND_ASSIGN && at->op == ND_ASSIGN)
            check_pointer_escape(at->rhs, name_token(at->rhs));
        note_write(c, base);
        return mkval(PV_THREAD1, at->tok, "a store");
    }
    if (!s && !c->poisoned) {
        /* No one pointer: a call's result, a ?: of two, a compound
         * literal's field.  Each pointer it may be must be the thread's. */
        Symbol *src = broad_root(base, PV_THREAD1, true);
        Symbol *local = src ? NULL : local_address_in(c, base, PV_THREAD1);
        if (src) {
            Symbol *root = alias_writable_root(src);
            diag(DIAG_ERROR, name_token(base), "P040",
                 "store through a pointer that may be '%s', which is %s data: only a thread[1] pointer (from a "
                 "partition) may be written",
                 sym_name(root ? root : src), pv_str(sym_persp(c, root ? root : src)));
        } else if (local) /* `*pick(&x, &rounds) = v`: one thread's copy of a uniform local (check_local_addr.c) */
            diag(DIAG_ERROR, name_token(base), "P040",
                 "store through a pointer that may be into '%s', a local at %s: a store by some threads would "
                 "change their copies only",
                 sym_name(local), pv_str(sym_persp(c, local)));
    }
    bool base_bad = base->kind == ND_VAR && base->poisoned; /* P061/P064/P065 said it */
    Token *name = name_token(base); /* the caret: on the pointer stored through */
    /* The pointer itself (`cb->p` of `cb->p[i]`, `*pa` of `(*pa)[i]`): its
     * type says whether a const was cast away, and what it may be read
     * from (a holder a local pointer points at) must be the thread's too. */
    Node *bare = ptr;
    while (bare && bare->kind == ND_CAST)
        bare = bare->lhs;
    const Type *pt = bare ? acc_expr_type(bare) : NULL;
    bool const_ptr = pt ? type_points_to_const(pt) : s && s->ty && type_points_to_const(s->ty);
    if (s && !s->poisoned && !base_bad) {
        Pv own = memory_owner(c, s); /* a __device__ pointer's memory is the grid's */
        Pv cp = ctx_persp(c);
        Symbol *held = NULL;
        if (!pv_eq(own, PV_THREAD1)) {
            diag(DIAG_ERROR, name, "P040",
                 "store through '%s', which is %s data: only a thread[1] pointer (from a partition) may be written",
                 sym_name(s), pv_str(own));
            volatile_fix(s);
        } else if (!c->poisoned && bare && (held = broad_root(bare, PV_THREAD1, true))) {
            Symbol *root = alias_writable_root(held);
            diag(DIAG_ERROR, name, "P040",
                 "store through a pointer that may be '%s', which is %s data: only a thread[1] pointer (from a "
                 "partition) may be written",
                 sym_name(root ? root : held), pv_str(memory_owner(c, held)));
        } else if (!c->poisoned && !pv_eq(cp, PV_THREAD1)) {
            diag(DIAG_ERROR, name, "P040",
                 "store through '%s' in code at %s: stores are made from thread[1] code (PRISM_GROUP(THREAD(1)))",
                 sym_name(s), pv_str(cp));
            /* The pointer is already a thread's part: only the code is too wide (red team d1, c27). */
            diag_fix("wrap the store in PRISM_GROUP(THREAD(1)) { ... } inside the scope that made '%s'", sym_name(s));
        }
    }
    if (s && !s->poisoned && !base_bad && const_ptr && s->kind != SYM_ALIAS)
        diag(DIAG_ERROR, name, "P041",
             "store through '%s', a pointer to const cast to writable: the memory's owner is not known", sym_name(s));
    else if (at->kind == ND_ASSIGN && at->op == ND_ASSIGN && !base_bad && !check_pointer_escape(at->rhs, name_token(at->rhs)) &&
             s && !s->poisoned)
        /* `*pp = &rounds`: what pp points at now holds a thread[1] pointer to the broader local. */
        check_local_address(c, s, PV_THREAD1, at->rhs, at->tok);
    note_write(c, base);
    return mkval(PV_THREAD1, at->tok, "a store");
}

void check_decl(Ctx *c, Node *d)
{
    Symbol *s = d->sym;
    if (!s)
        return;
    Pv cp = ctx_persp(c);
    Pv tp;
    bool annotated = s->persp.level != PL_NONE;
    if (annotated) {
        if (!persp_valid(&s->persp) || s->persp.level == PL_BLOCKDIM) {
            s->poisoned = true;
            tp = PV_THREAD1;
        } else {
            tp = pv_of(&s->persp);
            /* Declaring is writing: a broader variable here could not be kept uniform. */
            write_down(c, tp, s->persp.tok ? s->persp.tok : s->tok, "declaration of '%s'", s, true);
        }
    } else if (s->is_cuda_shared) {
        tp = PV(PL_BLOCK, 1);
        /* One copy per block: units narrower than the block running this
         * code would each take it for their own (SPEC 6.2, as in a plain
         * function: check_intrinsics.c). */
        if (!s->is_extern && !c->poisoned && cp.lvl == PL_THREAD)
            diag(DIAG_ERROR, s->tok, "P050",
                 "__shared__ variable '%s' declared in code at %s: shared memory is one copy per block, which "
                 "each %s unit here would take for its own; declare it (or PRISM_SHARED) in block[1] code and "
                 "give each unit its part with PRISM_PARTITION",
                 sym_name(s), pv_str(cp), pv_str(cp));
    } else if (s->is_global) {
        tp = sym_persp(c, s); /* a static or extern local: memory, as at file scope */
    } else if (is_local_value_array(s) && !(s->ty->base && s->ty->base->is_const)) {
        /* Registers of each thread; an array of pointers is addresses the
         * code shares, and takes the code perspective like a pointer. */
        tp = PV_THREAD1;
    } else {
        tp = c->poisoned ? PV_THREAD1 : cp;
    }
    SymInfo *si = sym_info(s);
    si->persp = tp;
    si->known = true;
    if (d->init && !s->is_cuda_shared) {
        Val v = eval(c, d->init, 0);
        if (c->values_known && !annotated && !s->is_global && !s->addr_taken && !si->reassigned && s->ty &&
            type_unalias(s->ty) && type_unalias(s->ty)->kind != TY_ARRAY &&
            d->init->kind != ND_INIT_LIST) {
            si->init_known = true;
            si->init_deps = v.floor_set ? v.deps : 0;
            si->init_floor = v.floor_set ? v.floor : v.p;
        }
        if (!s->poisoned) {
            flow_into(tp, v, s->tok, sym_name(s));
            pointer_narrowing(c, s, tp, d->init, s->tok);
        }
    }
}
