/*
 * check_inject_scan.c - what one unit of a write partition writes and
 * reads through its slot (P067, SPEC 6.3): the facts check_inject.c's
 * proofs stand on.
 *
 * The scan keeps, for each index, the set of values it takes in one unit
 * and whether that set is the same in every unit; a write counts only
 * when its element set is, and its window only when it is also exact and
 * written unconditionally: a write that may not happen proves no overlap.
 * The proofs need nothing else from the body, so nothing here asks them.
 */
#include "check_inject.h"

static const Set NOT_SAME = {false, false, 0, 0, 1};

static Set point(int64_t v)
{
    return (Set){true, true, v, v, 1};
}

static Known *known_find(Inj *in, Symbol *s)
{
    for (int i = in->nknown - 1; i >= 0; i--)
        if (in->known[i].sym == s)
            return &in->known[i];
    return NULL;
}

static void known_add(Inj *in, Symbol *s, Set set, bool alias)
{
    if (s && in->nknown < MAX_KNOWN)
        in->known[in->nknown++] = (Known){s, set, alias};
}

static bool add_ok(int64_t a, int64_t b, int64_t *out)
{
    return !__builtin_add_overflow(a, b, out);
}

/* a + b (or a - b when neg): exact when both are and one is a single value. */
static Set set_sum(Set a, Set b, bool neg)
{
    if (!a.same || !b.same)
        return NOT_SAME;
    Set r = {true, false, 0, 0, 1};
    if (a.exact && b.exact && (a.lo == a.hi || b.lo == b.hi) && !(neg && b.lo == INT64_MIN)) {
        int64_t blo = neg ? -b.hi : b.lo, bhi = neg ? -b.lo : b.hi;
        r.exact = add_ok(a.lo, blo, &r.lo) && add_ok(a.hi, bhi, &r.hi);
        r.step = a.lo == a.hi ? b.step : a.step;
    }
    return r;
}

/* a * m, m a constant: a scaled counter `k * 512` takes every 512th value (p8). */
static Set set_scale(Set a, int64_t m)
{
    Set r = {a.same, false, 0, 0, 1};
    if (!a.same || !a.exact || m == 0 || m == INT64_MIN)
        return r;
    int64_t lo, hi, step;
    if (__builtin_mul_overflow(a.lo, m, &lo) || __builtin_mul_overflow(a.hi, m, &hi) ||
        __builtin_mul_overflow(a.step, m < 0 ? -m : m, &step))
        return r;
    return (Set){true, true, m < 0 ? hi : lo, m < 0 ? lo : hi, a.lo == a.hi ? 1 : step};
}

/* The perspective a walk inside the body is at: PRISM_GROUP narrows it. */
static Set value_set(Inj *in, Node *e, Pv here, int depth);

static Set id_set(Inj *in, Node *e, Pv here)
{
    Pv q = pv_of(&e->persp);
    /* An id relative to code inside one unit is the same set in every unit. */
    if (e->persp.level == PL_NONE || !pv_le(here, in->unit))
        return NOT_SAME;
    if (here.lvl == PL_THREAD && q.lvl == PL_THREAD && q.n > 0 && here.n % q.n == 0)
        return (Set){true, true, 0, here.n / q.n - 1, 1};
    return (Set){true, false, 0, 0, 1};
}

static Set value_set(Inj *in, Node *e, Pv here, int depth)
{
    int64_t v;
    if (!e || depth > 64)
        return NOT_SAME;
    if (const_eval(e, &v))
        return point(v);
    switch (e->kind) {
    case ND_VAR: {
        Known *k = known_find(in, e->sym);
        if (k && !k->alias)
            return k->set;
        if (e->sym && (e->sym->kind == SYM_VAR || e->sym->kind == SYM_PARAM) &&
            pv_le(in->owner, sym_persp(in->c, e->sym)))
            return (Set){true, false, 0, 0, 1}; /* uniform over the owner: one value for all units */
        return NOT_SAME;
    }
    case ND_PRISM_ID:
        return id_set(in, e, here);
    case ND_CAST:
        if (!e->ty || !type_is_integer(e->ty))
            return NOT_SAME;
        return value_set(in, e->lhs, here, depth + 1);
    case ND_ADD:
    case ND_SUB:
        /* A window shifted by a constant stays exact; two ranges added do not. */
        return set_sum(value_set(in, e->lhs, here, depth + 1), value_set(in, e->rhs, here, depth + 1),
                       e->kind == ND_SUB);
    case ND_MUL:
        if (const_eval(e->rhs, &v))
            return set_scale(value_set(in, e->lhs, here, depth + 1), v);
        if (const_eval(e->lhs, &v))
            return set_scale(value_set(in, e->rhs, here, depth + 1), v);
        /* fall through */
    case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
    case ND_LOGAND: case ND_LOGOR: {
        Set a = value_set(in, e->lhs, here, depth + 1), b = value_set(in, e->rhs, here, depth + 1);
        return a.same && b.same ? (Set){true, false, 0, 0, 1} : NOT_SAME;
    }
    case ND_NEG: case ND_NOT: case ND_BITNOT: case ND_POS: {
        Set a = value_set(in, e->lhs, here, depth + 1);
        return a.same ? (Set){true, false, 0, 0, 1} : NOT_SAME;
    }
    default:
        return NOT_SAME;
    }
}

/*
 * Is e an address into the slot: the slot, a nested partition or async
 * name of it, a local copy of one (`float *dst = o + 2`), moved by integer
 * arithmetic or `&p[i]`?  *out: its offset from the slot's start, in
 * elements.  Casts are not followed: they change the element size.
 */
static bool derived(Inj *in, Node *e, Pv here, Set *out, int depth)
{
    Set b;
    if (!e || depth > 32)
        return false;
    switch (e->kind) {
    case ND_VAR: {
        Known *k = e->sym ? known_find(in, e->sym) : NULL;
        if (e->sym && e->sym == in->slot)
            *out = point(0);
        else if (k && k->alias)
            *out = k->set;
        else
            return false;
        return true;
    }
    case ND_ADD:
        if (derived(in, e->lhs, here, &b, depth + 1)) {
            *out = set_sum(b, value_set(in, e->rhs, here, 0), false);
            return true;
        }
        if (derived(in, e->rhs, here, &b, depth + 1)) {
            *out = set_sum(b, value_set(in, e->lhs, here, 0), false);
            return true;
        }
        return false;
    case ND_SUB:
        if (!derived(in, e->lhs, here, &b, depth + 1))
            return false;
        *out = set_sum(b, value_set(in, e->rhs, here, 0), true);
        return true;
    case ND_ADDR:
        if (!e->lhs || e->lhs->kind != ND_INDEX || !derived(in, e->lhs->lhs, here, &b, depth + 1))
            return false;
        *out = set_sum(b, value_set(in, e->lhs->rhs, here, 0), false);
        return true;
    default:
        return false;
    }
}

/* lv writes through the slot or a name derived from it: the element's index set. */
static bool write_target(Inj *in, Node *lv, Pv here, Set *out)
{
    while (lv && lv->kind == ND_MEMBER && !lv->arrow)
        lv = lv->lhs; /* o[i].x writes element i */
    Set base;
    if (lv && lv->kind == ND_INDEX && derived(in, lv->lhs, here, &base, 0)) {
        *out = set_sum(base, value_set(in, lv->rhs, here, 0), false);
        return true;
    }
    if (lv && (lv->kind == ND_DEREF || (lv->kind == ND_MEMBER && lv->arrow)) && derived(in, lv->lhs, here, out, 0))
        return true;
    return false;
}

/* Element size of a pointer type's pointee, 0 when unknown. */
static int64_t elem_size(const Type *ty)
{
    int64_t size, align;
    return ty && ty->kind == TY_PTR && type_size_align(ty->base, &size, &align) ? size : 0;
}

/* A local pointer whose value the walk can follow: one thread's, never
 * reached through memory, counting the slot's elements. */
static bool local_copy(Inj *in, Symbol *s)
{
    int64_t e = s && s->ty ? elem_size(s->ty) : 0;
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_static && !s->addr_taken && e > 0 &&
           e == elem_size(in->slot->ty);
}

/*
 * `dst = o + c` into a local copy declared in the body without an
 * initializer and assigned nowhere else: every write through it uses this
 * value.  A loop variable's range is not kept exact: the value left after
 * the loop is one of it, not all.
 */
static void note_copy_assign(Inj *in, Node *n, Pv here)
{
    Symbol *s = n->lhs->sym;
    Known *k = s ? known_find(in, s) : NULL;
    Set at;
    if (!k || !k->alias || !local_copy(in, s) || !s->decl || s->decl->kind != ND_DECLARATOR ||
        NODE_GET(s->decl, init) || count_mods(in->body, s, 0) != 1 || !derived(in, n->rhs, here, &at, 0))
        return;
    if (at.exact && at.lo != at.hi)
        at.exact = false;
    known_add(in, s, at, true);
}

/* The elements a copy of w bytes at offset set `at` writes. */
static Set copy_span(Inj *in, Set at, int64_t w)
{
    int64_t e = elem_size(in->slot->ty);
    if (!at.same)
        return NOT_SAME;
    Set r = {true, false, 0, 0, 1};
    /* A copy covering part of an element is not a whole-element write; copies
     * at offsets further apart than their width leave gaps. */
    if (e > 0 && w % e == 0 && at.exact && at.step <= w / e) {
        r.lo = at.lo;
        r.exact = add_ok(at.hi, w / e - 1, &r.hi);
    }
    return r;
}

static void note_write_set(Inj *in, Token *at, Set s)
{
    if (!s.same || in->unproven)
        return;
    if (!in->same_write) {
        in->same_write = true;
        in->write_at = at;
    }
    if (s.exact && !in->guarded && in->nwindows < 16)
        in->windows[in->nwindows++] = s;
}

/* An element read through the slot, every time the partition body runs. */
static void note_read(Inj *in, Node *n, Pv here)
{
    Set s;
    if (n == in->not_read || in->unproven || in->guarded || in->nrwindows == 16 || !write_target(in, n, here, &s) ||
        !s.same || !s.exact)
        return;
    if (!in->read_at)
        in->read_at = n->tok;
    in->rwindows[in->nrwindows++] = s;
}

static void scan(Inj *in, Node *n, Pv here, int depth);

static void scan_list(Inj *in, Node *n, Pv here, int depth)
{
    for (; n; n = n->next)
        scan(in, n, here, depth);
}

/* for (int k = A; k < B; k++) with A, B the same in every unit: k's set. */
static bool loop_var(Inj *in, Node *f, Pv here, Symbol **sym, Set *set)
{
    Node *init = f->init;
    if (!init || init->kind != ND_DECL || !init->body || init->body->next)
        return false;
    Node *d = init->body;
    if (d->kind != ND_DECLARATOR || !d->sym || !d->init)
        return false;
    Node *cond = f->cond, *inc = f->inc;
    if (!cond || (cond->kind != ND_LT && cond->kind != ND_LE) || !cond->lhs || cond->lhs->kind != ND_VAR ||
        cond->lhs->sym != d->sym)
        return false;
    /* k++ or k += C, C a positive constant */
    int64_t by = 1;
    bool plus = inc && inc->kind == ND_ASSIGN && inc->rhs &&
                ((inc->op == ND_ADD && const_eval(inc->rhs, &by)) ||
                 (inc->op == ND_ASSIGN && inc->rhs->kind == ND_ADD && inc->rhs->lhs && inc->rhs->lhs->kind == ND_VAR &&
                  inc->rhs->lhs->sym == d->sym && const_eval(inc->rhs->rhs, &by))) &&
                by > 0;
    if (!inc || !(plus || inc->kind == ND_PREINC || inc->kind == ND_POSTINC) || !inc->lhs ||
        inc->lhs->kind != ND_VAR || inc->lhs->sym != d->sym)
        return false;
    Set a = value_set(in, d->init, here, 0), b = value_set(in, cond->rhs, here, 0);
    if (!a.same || !b.same)
        return false;
    *sym = d->sym;
    *set = (Set){true, false, 0, 0, 1};
    /* Exact only with constant bounds, a non-empty range, and no way out of the loop. */
    if (a.exact && b.exact && a.lo == a.hi && b.lo == b.hi) {
        int64_t hi = cond->kind == ND_LT ? b.lo - 1 : b.lo;
        if (hi >= a.lo && hi - a.lo < INT64_MAX / 2) {
            set->exact = true;
            set->lo = a.lo;
            set->hi = a.lo + (hi - a.lo) / by * by;
            set->step = by;
        }
    }
    return true;
}

static bool assigns(Node *n, Symbol *s, int depth)
{
    if (!n || depth > 200)
        return false;
    if ((n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
         n->kind == ND_POSTDEC || n->kind == ND_ADDR) &&
        n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == s)
        return true;
    if (n->kind == ND_BREAK || n->kind == ND_GOTO || n->kind == ND_RETURN)
        return true; /* the loop may end early: its range is not certain */
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (assigns(a, s, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (assigns(b, s, depth + 1))
            return true;
    return assigns(NODE_GET(n, lhs), s, depth + 1) || assigns(NODE_GET(n, rhs), s, depth + 1) || assigns(NODE_GET(n, cond), s, depth + 1) ||
           assigns(NODE_GET(n, then), s, depth + 1) || assigns(NODE_GET(n, els), s, depth + 1) || assigns(NODE_GET(n, init), s, depth + 1) ||
           assigns(NODE_GET(n, inc), s, depth + 1);
}

static void scan_cond_body(Inj *in, Node *cond, Node *a, Node *b, Pv here, int depth)
{
    scan(in, cond, here, depth + 1);
    bool same = value_set(in, cond, here, 0).same;
    if (same)
        in->guarded++;
    else
        in->unproven++;
    scan(in, a, here, depth + 1);
    scan(in, b, here, depth + 1);
    if (same)
        in->guarded--;
    else
        in->unproven--;
}

static void scan(Inj *in, Node *n, Pv here, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH)
        return;
    switch (n->kind) {
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC: {
        Set s;
        if (write_target(in, n->lhs, here, &s))
            note_write_set(in, n->tok, s);
        if (n->kind == ND_ASSIGN && n->op == ND_ASSIGN && n->lhs && n->lhs->kind == ND_VAR)
            note_copy_assign(in, n, here);
        if (n->kind == ND_ASSIGN && n->op == ND_ASSIGN)
            in->not_read = n->lhs;
        scan(in, n->lhs, here, depth + 1);
        scan(in, n->rhs, here, depth + 1);
        return;
    }
    case ND_GROUP:
        if (n->persp.level != PL_NONE)
            scan(in, NODE_GET(n, body), pv_of(&n->persp), depth + 1);
        return;
    case ND_SPLIT:
        /* PRISM_ONE runs its one arm in every unit, on the unit's first thread:
         * what it writes, the unit writes (red team p7: lane 0 storing the
         * warp's two partials through PRISM_ONE_CLAIM). */
        if (n->tok && (equal(n->tok, "PRISM_ONE") || equal(n->tok, "PRISM_ONE_CLAIM")) && NODE_GET(n, body) &&
            n->body->kind == ND_SPLIT_CASE && !n->body->next) {
            scan(in, NODE_GET(n->body, body), PV_THREAD1, depth + 1);
            return;
        }
        /* fall through */
    case ND_SPLIT_CASE:
        /* Which units run an arm is decided by position: nothing is the same for all. */
        in->unproven++;
        scan(in, NODE_GET(n, body), here, depth + 1);
        in->unproven--;
        return;
    case ND_IF:
    case ND_COND:
        scan_cond_body(in, NODE_GET(n, cond), NODE_GET(n, then), NODE_GET(n, els), here, depth);
        return;
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH:
        scan_cond_body(in, NODE_GET(n, cond), NODE_GET(n, body), NULL, here, depth);
        return;
    case ND_LOGAND:
    case ND_LOGOR:
        scan(in, n->lhs, here, depth + 1);
        scan_cond_body(in, n->lhs, n->rhs, NULL, here, depth);
        return;
    case ND_FOR: {
        Symbol *k;
        Set ks;
        scan(in, NODE_GET(n, init), here, depth + 1);
        if (loop_var(in, n, here, &k, &ks)) {
            if (assigns(NODE_GET(n, body), k, 0))
                ks.exact = false;
            known_add(in, k, ks, false);
            if (!ks.exact)
                in->guarded++;
            scan(in, NODE_GET(n, body), here, depth + 1);
            if (!ks.exact)
                in->guarded--;
            return;
        }
        scan_cond_body(in, NODE_GET(n, cond), NODE_GET(n, body), NODE_GET(n, inc), here, depth);
        return;
    }
    case ND_DECLARATOR:
        /* A const local keeps the set of its initializer. */
        if (n->sym && n->sym->ty && n->sym->ty->is_const && NODE_GET(n, init) && NODE_GET(n, init)->kind != ND_INIT_LIST &&
            type_is_integer(n->sym->ty)) {
            Set s = value_set(in, NODE_GET(n, init), here, 0);
            if (s.same)
                known_add(in, n->sym, s, false);
        }
        if (local_copy(in, n->sym)) {
            /* Initialized and never changed: the value it writes through, wherever.
             * Without an initializer: one assignment may give it one (ND_ASSIGN below). */
            Set at;
            Node *init = NODE_GET(n, init);
            if (!init)
                known_add(in, n->sym, NOT_SAME, true);
            else if (derived(in, init, here, &at, 0) && count_mods(in->body, n->sym, 0) == 0)
                known_add(in, n->sym, at, true);
        }
        scan(in, NODE_GET(n, init), here, depth + 1);
        return;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC: {
        /* A partition of the slot (or of a name derived from it) at an offset
         * the same in every unit; a claim's or an async scope's name is its
         * target at offset 0 (red team p7: lane 0 writing the warp's slot
         * through PRISM_ONE_CLAIM went unread). */
        Set base;
        if (n->sym && derived(in, n->lhs, here, &base, 0))
            known_add(in, n->sym, n->kind != ND_PARTITION ? base : set_sum(base, value_set(in, n->rhs, here, 0), false),
                      true);
        scan(in, NODE_GET(n, body), here, depth + 1);
        return;
    }
    case ND_INDEX:
    case ND_DEREF:
    case ND_MEMBER:
        note_read(in, n, here);
        break;
    case ND_ADDR:
        in->not_read = n->lhs;
        break;
    case ND_CALL: {
        int64_t w = async_copy_width(n);
        Set at;
        if (w > 0 && n->args && derived(in, n->args, here, &at, 0))
            note_write_set(in, n->tok, copy_span(in, at, w));
        break;
    }
    default:
        break;
    }
    scan(in, NODE_GET(n, lhs), here, depth + 1);
    scan(in, NODE_GET(n, rhs), here, depth + 1);
    scan(in, NODE_GET(n, cond), here, depth + 1);
    scan(in, NODE_GET(n, then), here, depth + 1);
    scan(in, NODE_GET(n, els), here, depth + 1);
    scan(in, NODE_GET(n, init), here, depth + 1);
    scan(in, NODE_GET(n, inc), here, depth + 1);
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_list(in, NODE_GET(n, body), here, depth + 1);
    else
        scan(in, NODE_GET(n, body), here, depth + 1);
    if (n->kind != ND_CALL && n->kind != ND_PRISM_CALL)
        scan_list(in, NODE_GET(n, args), here, depth + 1);
}

void inject_scan(Inj *in, Node *body, Pv here)
{
    scan(in, body, here, 0);
}
