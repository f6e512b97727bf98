/*
 * check_inject.c - P067: a write partition that is provably not injective.
 *
 * The paper allows races inside a partition (last writer wins), but a
 * partition meant to hand every unit its own slots and giving two units
 * the same element is almost always a bug: a write-write race.  After the
 * walker has checked a write partition's body, this pass looks for a
 * proof that two distinct units write one element through it, and warns
 * only when it has one (SPEC 6.3):
 *
 *   same offset   the offset is the same for every unit (it reads nothing
 *                 narrower than the code perspective), or an affine
 *                 function of the unit id folded by % m, & k, / m, >> k or
 *                 a cast to a char or short type onto
 *                 fewer values than there are units; and some write through the
 *                 slot (directly or through nested partitions of it)
 *                 touches elements that are the same set in every unit;
 *   stride        the offset is s*id + (anything uniform), and the
 *                 elements one unit writes unconditionally, at constant
 *                 indices or over loops with constant bounds, reach from
 *                 one unit's slot into another's: a difference of two
 *                 written indices is a nonzero multiple of s smaller than
 *                 s times the number of units;
 *   read          the same for an element one unit reads unconditionally
 *                 and one it writes: the unit reads a neighbour's slot
 *                 while the neighbour writes it, with no barrier between.
 *
 * A unit's write set is "the same in every unit" when the index and every
 * condition around the write inside the partition are built from
 * constants, values uniform over the owning code, loop variables with such
 * bounds, and ids taken inside the unit (relative to it).  Anything else
 * (an id taken outside the unit, data read from memory, a call writing
 * through the slot) proves nothing and draws no warning.  The number of
 * units must be known to be at least two: thread units of warp or block
 * code (a block has at least the threads its bound cuts it into), blocks of
 * a block[m]; grids of blocks are never assumed to have two.
 */
#include "check_internal.h"

/* A set of integer values an expression takes in one unit. */
typedef struct {
    bool same;   /* the set is the same in every unit of the partition */
    bool exact;  /* ... and it is exactly [lo, hi], every value taken */
    int64_t lo, hi;
} Set;

/* A name whose value set the walk knows: a loop variable, a const local, an alias. */
typedef struct {
    Symbol *sym;
    Set set;
    bool alias;  /* a nested partition of the slot: set is its offset */
} Known;

#define MAX_KNOWN 64

typedef struct {
    Ctx *c;
    Pv owner;        /* the code perspective at the partition */
    Pv unit;         /* its target */
    Symbol *slot;
    Known known[MAX_KNOWN];
    int nknown;
    int unproven;    /* enclosing conditions/loops whose behaviour differs between units */
    int guarded;     /* enclosing conditions the same in every unit (execution not certain) */
    bool same_write; /* a write whose element set is the same in every unit */
    Token *write_at;
    Set windows[16]; /* unconditional exact windows written, for the stride proof */
    int nwindows;
    Set rwindows[16]; /* ... and read */
    int nrwindows;
    Token *read_at;
    Node *not_read;  /* the lvalue being scanned is written or has its address taken, not read */
    Node *body;      /* the partition's body */
} Inj;

static const Set NOT_SAME = {false, false, 0, 0};

static Set point(int64_t v)
{
    return (Set){true, true, v, v};
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
    Set r = {true, false, 0, 0};
    if (a.exact && b.exact && (a.lo == a.hi || b.lo == b.hi) && !(neg && b.lo == INT64_MIN)) {
        int64_t blo = neg ? -b.hi : b.lo, bhi = neg ? -b.lo : b.hi;
        r.exact = add_ok(a.lo, blo, &r.lo) && add_ok(a.hi, bhi, &r.hi);
    }
    return r;
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
        return (Set){true, true, 0, here.n / q.n - 1};
    return (Set){true, false, 0, 0};
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
            return (Set){true, false, 0, 0}; /* uniform over the owner: one value for all units */
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
    case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
    case ND_LOGAND: case ND_LOGOR: {
        Set a = value_set(in, e->lhs, here, depth + 1), b = value_set(in, e->rhs, here, depth + 1);
        return a.same && b.same ? (Set){true, false, 0, 0} : NOT_SAME;
    }
    case ND_NEG: case ND_NOT: case ND_BITNOT: case ND_POS: {
        Set a = value_set(in, e->lhs, here, depth + 1);
        return a.same ? (Set){true, false, 0, 0} : NOT_SAME;
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
    Set r = {true, false, 0, 0};
    /* A copy covering part of an element is not a whole-element write. */
    if (e > 0 && w % e == 0 && at.exact) {
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
    if (!inc || !((inc->kind == ND_PREINC || inc->kind == ND_POSTINC) && inc->lhs && inc->lhs->kind == ND_VAR &&
                  inc->lhs->sym == d->sym))
        return false;
    Set a = value_set(in, d->init, here, 0), b = value_set(in, cond->rhs, here, 0);
    if (!a.same || !b.same)
        return false;
    *sym = d->sym;
    *set = (Set){true, false, 0, 0};
    /* Exact only with constant bounds, a non-empty range, and no way out of the loop. */
    if (a.exact && b.exact && a.lo == a.hi && b.lo == b.hi) {
        int64_t hi = cond->kind == ND_LT ? b.lo - 1 : b.lo;
        if (hi >= a.lo) {
            set->exact = true;
            set->lo = a.lo;
            set->hi = hi;
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
    case ND_ASYNC: {
        /* A partition of the slot (or of a name derived from it) at an offset
         * the same in every unit; an async name is its target at offset 0. */
        Set base;
        if (n->sym && derived(in, n->lhs, here, &base, 0))
            known_add(in, n->sym, n->kind == ND_ASYNC ? base : set_sum(base, value_set(in, n->rhs, here, 0), false),
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

/*
 * How many target units the owner has, at least.  A kernel's BLOCKDIM
 * gives a block's threads exactly; otherwise a block has at least the
 * threads of the largest unit its bound cuts it into, and a block handing
 * its memory to thread units is taken to have two of them (with one, the
 * partition would be pointless).  Grids are not assumed to have two blocks.
 */
static int64_t unit_count(const Ctx *c, Pv owner, Pv unit)
{
    int64_t threads = 0;
    if (unit.lvl == PL_BLOCK && owner.lvl == PL_BLOCK)
        return unit.n > 0 ? owner.n / unit.n : 0;
    if (unit.lvl != PL_THREAD || unit.n <= 0)
        return 0;
    if (owner.lvl == PL_THREAD)
        return owner.n / unit.n;
    /* A grid[1] (or block[m]) owner has at least one block's units: a
     * kernel's write partition of its output is counted as a block's
     * (it was not counted at all). */
    if (owner.lvl != PL_BLOCK && owner.lvl != PL_GRID)
        return 0;
    for (int i = 0; i < c->fn->nbound; i++)
        if (c->fn->bound[i].level == PL_BLOCKDIM && c->fn->bound[i].size > 0)
            return c->fn->bound[i].size / unit.n;
    for (int i = 0; i < c->bound.n; i++)
        if (c->bound.p[i].lvl == PL_THREAD && c->bound.p[i].n > threads)
            threads = c->bound.p[i].n;
    return threads / unit.n > 2 ? threads / unit.n : 2;
}

/*
 * The offset as s * id + c: the id is PRISM_ID of the target or a const
 * variable holding it; c is constant (*ck) or only uniform over the owner.
 */
static bool affine(Inj *in, Node *e, int64_t *s, int64_t *c, bool *ck, int depth)
{
    int64_t v, a, b, ca, cb;
    bool ka, kb;
    if (!e || depth > 32)
        return false;
    if (const_eval(e, &v)) {
        *s = 0, *c = v, *ck = true;
        return true;
    }
    switch (e->kind) {
    case ND_PRISM_ID:
        if (e->persp.level == PL_NONE || !pv_eq(pv_of(&e->persp), in->unit))
            return false;
        *s = 1, *c = 0, *ck = true;
        return true;
    case ND_VAR: {
        Symbol *sym = e->sym;
        if (sym && sym->kind == SYM_VAR && sym->ty && sym->ty->is_const && type_is_integer(sym->ty) && sym->decl &&
            sym->decl->init && sym->decl->init->kind != ND_INIT_LIST && affine(in, sym->decl->init, s, c, ck, depth + 1))
            return true;
        if (sym && pv_le(in->owner, sym_persp(in->c, sym))) {
            *s = 0, *c = 0, *ck = false; /* uniform: the same in every unit */
            return true;
        }
        return false;
    }
    case ND_CAST:
        return e->ty && type_is_integer(e->ty) && affine(in, e->lhs, s, c, ck, depth + 1);
    case ND_POS:
        return affine(in, e->lhs, s, c, ck, depth + 1);
    case ND_NEG: /* -x is 0 - x: a mirrored index (-t) & 63 folds as (0 - t) & 63 does */
        return affine(in, e->lhs, &a, &ca, ck, depth + 1) && !__builtin_sub_overflow(0, a, s) &&
               !__builtin_sub_overflow(0, ca, c);
    case ND_ADD:
    case ND_SUB:
        if (!affine(in, e->lhs, &a, &ca, &ka, depth + 1) || !affine(in, e->rhs, &b, &cb, &kb, depth + 1))
            return false;
        *ck = ka && kb;
        if (e->kind == ND_ADD)
            return add_ok(a, b, s) && add_ok(ca, cb, c);
        return !__builtin_sub_overflow(a, b, s) && !__builtin_sub_overflow(ca, cb, c);
    case ND_MUL: {
        Node *k = const_eval(e->rhs, &v) ? e->rhs : const_eval(e->lhs, &v) ? e->lhs : NULL;
        if (!k || !affine(in, k == e->rhs ? e->lhs : e->rhs, &a, &ca, ck, depth + 1))
            return false;
        return !__builtin_mul_overflow(a, v, s) && !__builtin_mul_overflow(ca, v, c);
    }
    default:
        return false;
    }
}

/* A collision: an element of a window in as and one in bs a nonzero multiple of s apart, within the units. */
static bool windows_clash(const Set *as, int na, const Set *bs, int nb, int64_t s, int64_t units, int64_t *d_out)
{
    if (s == INT64_MIN || s == 0)
        return false;
    /* Built with gcc 12 and the sanitizers, the earlier form (s negated in
     * place, k * s through __builtin_mul_overflow) returned k * s = -2 for
     * k = 1, s = 2 once inlined here, and 163 corpus files drew a false
     * P067; the same function compiled alone did not.  This form uses
     * neither, and needs no overflow check. */
    const int64_t step = s < 0 ? -s : s;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            const Set *a = &as[i], *b = &bs[j];
            int64_t dmin, dmax;
            if (__builtin_sub_overflow(b->lo, a->hi, &dmin) || __builtin_sub_overflow(b->hi, a->lo, &dmax))
                continue;
            if (dmin < 1)
                dmin = 1;
            if (dmax < dmin)
                continue;
            /* The least multiple of step at or above dmin; k <= dmax / step keeps k * step in range. */
            const int64_t k = dmin / step + (dmin % step != 0);
            if (k < units && k <= dmax / step) {
                *d_out = k * step;
                return true;
            }
        }
    return false;
}

/* Two written windows a unit apart by a multiple of s. */
static bool stride_clash(const Inj *in, int64_t s, int64_t units, int64_t *d_out)
{
    return windows_clash(in->windows, in->nwindows, in->windows, in->nwindows, s, units, d_out);
}

/* A read window and a written one, either way round. */
static bool read_clash(const Inj *in, int64_t s, int64_t units, int64_t *d_out)
{
    return windows_clash(in->windows, in->nwindows, in->rwindows, in->nrwindows, s, units, d_out) ||
           windows_clash(in->rwindows, in->nrwindows, in->windows, in->nwindows, s, units, d_out);
}

static void span(const Set *w, int n, int64_t *lo, int64_t *hi)
{
    *lo = INT64_MAX, *hi = INT64_MIN;
    for (int i = 0; i < n; i++) {
        *lo = w[i].lo < *lo ? w[i].lo : *lo;
        *hi = w[i].hi > *hi ? w[i].hi : *hi;
    }
}

static void warn_read(const Inj *in, Node *at, const char *y, const char *x, int64_t s, int64_t d)
{
    int64_t rlo, rhi, wlo, whi;
    span(in->rwindows, in->nrwindows, &rlo, &rhi);
    span(in->windows, in->nwindows, &wlo, &whi);
    diag(DIAG_WARNING, expr_first_token(at), "P067",
         "write partition '%s' of '%s' reads another unit's slot: neighbouring %s units are %lld elements apart, "
         "but each reads elements %lld to %lld of its slot and writes %lld to %lld, so it reads what a unit %lld "
         "elements away writes, with no barrier between",
         y, x, pv_str(in->unit), (long long)(s < 0 ? -s : s), (long long)rlo, (long long)rhi, (long long)wlo,
         (long long)whi, (long long)d);
    diag_stake(expr_first_token(at), "a unit reads an element another unit writes: it sees the old or the new value "
                                     "at random");
    note(in->read_at, "read here");
    note(in->write_at, "written here");
}

/* A const local's initializer (what it holds wherever it is read), or NULL. */
static Node *const_init(Node *b)
{
    if (b && b->kind == ND_VAR && b->sym && b->sym->ty && b->sym->ty->is_const && !b->sym->addr_taken &&
        b->sym->decl && b->sym->decl->kind == ND_DECLARATOR && b->sym->decl->init &&
        b->sym->decl->init->kind != ND_INIT_LIST)
        return b->sym->decl->init;
    return NULL;
}

/* Is e a fold of an index (% m, & m, / m, >> k) that a constant then scales? */
static bool is_fold(Node *e)
{
    for (int i = 0; e && i < 8; i++) {
        while (e && e->kind == ND_CAST && e->ty && e->ty->kind != TY_CHAR && e->ty->kind != TY_SHORT)
            e = e->lhs;
        if (!const_init(e))
            break;
        e = const_init(e); /* `const int row = t % 32` then `4 * row` */
    }
    return e && (e->kind == ND_MOD || e->kind == ND_BITAND || e->kind == ND_DIV || e->kind == ND_SHR);
}

static void warn_stride(const Inj *in, Node *at, const char *y, const char *x, int64_t s, int64_t d)
{
    int64_t lo_ws, hi_ws;
    span(in->windows, in->nwindows, &lo_ws, &hi_ws);
    diag(DIAG_WARNING, expr_first_token(at), "P067",
         "write partition '%s' of '%s' is not injective: neighbouring %s units are %lld elements apart, but the "
         "elements each writes span %lld to %lld of its slot, so units %lld elements apart overlap",
         y, x, pv_str(in->unit), (long long)(s < 0 ? -s : s), (long long)lo_ws, (long long)hi_ws, (long long)d);
    note(in->write_at, "written here");
}

void check_injective(Ctx *c, Node *node, Pv off_p)
{
    Inj in = {.c = c, .owner = ctx_persp(c), .unit = pv_of(&node->persp), .slot = node->sym, .body = node->body};
    int64_t units = unit_count(c, in.owner, in.unit);
    if (!in.slot || units < 2 || !node->rhs)
        return;
    scan(&in, node->body, in.owner, 0);
    if (!in.same_write)
        return;
    const char *y = sym_name(in.slot), *x = node->lhs && node->lhs->sym ? sym_name(node->lhs->sym) : "?";
    const char *u = pv_str(in.unit);
    Node *off = node->rhs;
    int64_t s, c0, m;
    bool ck;
    if (pv_le(in.owner, off_p)) {
        diag(DIAG_WARNING, expr_first_token(off), "P067",
             "write partition '%s' of '%s' is not injective: its offset is the same for every %s unit, and each "
             "writes the same elements through it",
             y, x, u);
        note(in.write_at, "written here by every %s unit", u);
        return;
    }
    /*
     * A const local holding the offset (`const int bucket = t & 7`) is its
     * initializer, and a nonzero constant multiple of a fold (`(w & 1) *
     * 32`) takes as many values as the fold: both hid folds from the count
     * below (adv_own_fold_in_const_local, adv_own_warp_parity).
     */
    int64_t scale = 1; /* the constant the fold is multiplied by */
    for (int i = 0; i < 8; i++) {
        Node *b = off;
        while (b && b->kind == ND_CAST && b->ty && b->ty->kind != TY_CHAR && b->ty->kind != TY_SHORT)
            b = b->lhs;
        if (const_init(b))
            off = const_init(b);
        else if (b && b->kind == ND_MUL && const_eval(b->rhs, &m) && m != 0 && is_fold(b->lhs) &&
                 !__builtin_mul_overflow(scale, m, &scale))
            off = b->lhs;
        else if (b && b->kind == ND_MUL && const_eval(b->lhs, &m) && m != 0 && is_fold(b->rhs) &&
                 !__builtin_mul_overflow(scale, m, &scale))
            off = b->rhs;
        else
            break;
    }
    /*
     * Folded offsets: & k takes at most k + 1 values; % m takes m when the
     * dividend cannot be negative, 2m - 1 otherwise; a non-negative
     * s * id + c divided by m spans s * (units - 1) and so takes at most
     * s * (units - 1) / m + 1 values over consecutive ids.
     */
    Node *at = node->rhs; /* where the offset is written, for the caret */
    NodeKind fold = off->kind;
    bool folded = (fold == ND_MOD || fold == ND_BITAND || fold == ND_DIV) && const_eval(off->rhs, &m) &&
                  (m > 0 || (fold == ND_BITAND && m == 0)); /* & 0: one value (a mask of width 1) */
    if (fold == ND_SHR && const_eval(off->rhs, &m) && m >= 0 && m < 62) {
        fold = ND_DIV; /* >> k is / 2^k on the non-negative values the count needs */
        m = (int64_t)1 << m;
        folded = true;
    }
    /* A cast to a narrower integer keeps its low bits: 2^8 or 2^16 values. */
    if (off->kind == ND_CAST && off->ty && (off->ty->kind == TY_CHAR || off->ty->kind == TY_SHORT)) {
        fold = ND_BITAND;
        m = off->ty->kind == TY_CHAR ? 255 : 65535;
        folded = true;
    }
    if (folded && affine(&in, off->lhs, &s, &c0, &ck, 0) && s != 0) {
        int64_t values, span;
        bool nonneg = s > 0 && ck && c0 >= 0;
        if (fold == ND_BITAND)
            values = m == INT64_MAX ? INT64_MAX : m + 1;
        else if (fold == ND_DIV)
            values = nonneg && !__builtin_mul_overflow(s, units - 1, &span) ? span / m + 1 : INT64_MAX;
        else if (nonneg)
            values = m;
        else
            values = m > INT64_MAX / 2 ? INT64_MAX : 2 * m - 1;
        if (units > values) {
            diag(DIAG_WARNING, expr_first_token(at), "P067",
                 "write partition '%s' of '%s' is not injective: its offset takes at most %lld values over %lld or "
                 "more %s units, and each writes the same elements through it",
                 y, x, (long long)values, (long long)units, u);
            note(in.write_at, "written here by every %s unit", u);
            return;
        }
        /*
         * A wrap-around fold (% P with a non-negative dividend, & (P - 1) with
         * P a power of two) of s * id + c, c a multiple of P: units 0 to k
         * take c's slot plus 0, s, .., k * s while k * s < P, so consecutive
         * units are scale * s elements apart there (adv_async2_copy_window_overlap).
         */
        int64_t period = fold == ND_MOD && nonneg ? m : fold == ND_BITAND && m < INT64_MAX && !((m + 1) & m) ? m + 1 : 0;
        int64_t lim = period > 0 && s > 0 ? (period - 1) / s + 1 : 0, stride, d;
        if (lim > units)
            lim = units;
        if (lim >= 2 && ck && c0 % period == 0 && (off->kind == ND_MOD || off->kind == ND_BITAND) && !__builtin_mul_overflow(scale, s, &stride) &&
            stride_clash(&in, stride, lim, &d))
            warn_stride(&in, at, y, x, stride, d);
        return;
    }
    int64_t d;
    if (affine(&in, off, &s, &c0, &ck, 0) && s == 0) {
        /* A stride that folded to 0 (PRISM_PARTITION_TILE with 16 / 32 per thread): one slot for all. */
        diag(DIAG_WARNING, expr_first_token(at), "P067",
             "write partition '%s' of '%s' is not injective: its offset does not change from one %s unit to the "
             "next, and each writes the same elements through it",
             y, x, u);
        note(in.write_at, "written here by every %s unit", u);
        return;
    }
    if (affine(&in, off, &s, &c0, &ck, 0) && s != 0 && stride_clash(&in, s, units, &d))
        warn_stride(&in, at, y, x, s, d);
    else if (affine(&in, off, &s, &c0, &ck, 0) && s != 0 && read_clash(&in, s, units, &d))
        warn_read(&in, at, y, x, s, d);
}
