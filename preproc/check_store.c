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
#include "check_internal.h"

/* x := v where x (named `name`) has perspective tp; `at` is the assignment. */
static void flow_into(Pv tp, Val v, Token *at, const char *name)
{
    if (pv_le(tp, v.p))
        return;
    diag(DIAG_ERROR, at, "P030", "'%s' at %s cannot receive a %s value (from %s): values flow only from broader to narrower",
         name, pv_str(tp), pv_str(v.p), val_what(v));
    note_source(v);
}

/*
 * A pointer to writable memory changes owner only through a memory scope:
 * copying a block[1] pointer (plus a per-thread offset) into a thread[1]
 * variable would let every thread store into the block's memory with no
 * scope, and so no barrier, around it.  Reported as P040 at the copy.
 */
static void pointer_narrowing(Ctx *c, Symbol *target, Pv tp, Node *value, Token *at)
{
    if (!target || !target->ty || target->ty->kind != TY_PTR || type_points_to_const(target->ty))
        return;
    Symbol *src = base_symbol(value);
    if (!src || !src->ty || is_local_array(src) || src == target)
        return;
    if (!(type_is_pointer(src->ty) && !type_points_to_const(src->ty)) ||
        (src->ty->kind == TY_ARRAY && src->ty->base && src->ty->base->is_const))
        return;
    Pv sp = sym_persp(c, src);
    if (pv_le(sp, tp))
        return;
    diag(DIAG_ERROR, at, "P040",
         "'%s' at %s takes a pointer into '%s' (%s): writable memory changes owner through "
         "PRISM_PARTITION or PRISM_CLAIM, not by assignment",
         sym_name(target), pv_str(tp), sym_name(src), pv_str(sp));
}

/* `what` is "write to '%s'" or "declaration of '%s'", for s. */
static void write_down(Ctx *c, Pv tp, Token *at, const char *what, Symbol *s, bool is_decl)
{
    Pv cp = ctx_persp(c);
    if (c->poisoned || pv_le(tp, cp))
        return;
    diag(DIAG_ERROR, at, "P031",
         "%s at %s in code at %s: only part of the %s runs here, so it would stop being uniform",
         arena_printf(what, sym_name(s)), pv_str(tp), pv_str(cp), pv_str(tp));
    if (!is_decl && s->tok)
        note(s->tok, "'%s' is declared %s here", sym_name(s), pv_str(tp));
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
 * A field of a local struct is taken as part of the variable, arrays and
 * pointers alike: pointers kept inside local structs are not tracked.
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

static bool stores_through(Node *lv)
{
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
        case ND_INDEX:
            if (!e->lhs)
                return false;
            if (e->lhs->kind == ND_VAR)
                return !is_value_array(e->lhs->sym);
            if ((e->lhs->kind == ND_MEMBER && !e->lhs->arrow) || e->lhs->kind == ND_INDEX) {
                e = e->lhs;
                break;
            }
            return true;
        case ND_CAST:
            e = e->lhs;
            break;
        default:
            return false;
        }
    }
    return false;
}

/* An assignment, compound assignment or ++/-- of `lv` with value v. */
Val check_assign(Ctx *c, Node *at, Node *lv, Val v)
{
    if (!lv)
        return v;
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
            check_var_use(c, base, 0);
        }
        Pv tp = sym_persp(c, s);
        if (!s->poisoned) {
            write_down(c, tp, at->tok, "write to '%s'", s, false);
            flow_into(tp, vmeet(v, idx), at->tok, sym_name(s));
            if (at->kind == ND_ASSIGN && at->op == ND_ASSIGN && base == lv)
                pointer_narrowing(c, s, tp, at->rhs, at->tok);
        }
        return mkval_named(tp, at->tok, "'%s'", sym_name(s));
    }

    /* A store through a pointer: the pointer must be this thread's alone. */
    eval(c, base, 0);
    bool base_bad = base->kind == ND_VAR && base->poisoned; /* P061/P064/P065 said it */
    if (s && !s->poisoned && !base_bad) {
        Pv own = sym_persp(c, s);
        Pv cp = ctx_persp(c);
        if (!pv_eq(own, PV_THREAD1))
            diag(DIAG_ERROR, at->tok, "P040",
                 "store through '%s', which is %s data: only a thread[1] pointer (from a partition) may be written",
                 sym_name(s), pv_str(own));
        else if (!c->poisoned && !pv_eq(cp, PV_THREAD1))
            diag(DIAG_ERROR, at->tok, "P040",
                 "store through '%s' in code at %s: stores are made from thread[1] code (PRISM_GROUP(THREAD(1)))",
                 sym_name(s), pv_str(cp));
    }
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
    } else if (is_local_array(s) && !(s->ty->base && s->ty->base->is_const)) {
        tp = PV_THREAD1;
    } else {
        tp = c->poisoned ? PV_THREAD1 : cp;
    }
    SymInfo *si = sym_info(s);
    si->persp = tp;
    si->known = true;
    if (d->init && !s->is_cuda_shared) {
        Val v = eval(c, d->init, 0);
        if (!s->poisoned) {
            flow_into(tp, v, s->tok, sym_name(s));
            pointer_narrowing(c, s, tp, d->init, s->tok);
        }
    }
}
