/*
 * sync_stable.c - may a partition in a loop skip ordering against its own
 * earlier iterations?
 *
 * Within one instance of PRISM_PARTITION each unit touches its own part of
 * the memory (the SPEC leaves overlap inside one instance to the user, and
 * P067 warns where it is provable).  Across iterations of an enclosing
 * loop that holds only if every unit touches the *same* part each time:
 * the offset and every address formed from the alias must not change from
 * one iteration to the next.  The CUDA tree reduction `w[0] += w[s]` with
 * `s` halving per iteration reads, in iteration k+1, the slot another
 * thread wrote in iteration k, so its partition must be ordered against
 * itself; `w[0] = f(k)` need not be.  The conservative build orders every
 * iteration (the scope's barriers), so a checked build that skipped it
 * would be less correct than the conservative one.
 *
 * Stable means three things.  Every variable an address through the
 * alias reads (beyond the alias itself) is declared inside the scope, or
 * is neither declared nor modified (assigned, incremented, through a
 * member or element too, address taken) inside any enclosing loop, nor
 * has its address taken anywhere; memory the offset reads is written by
 * no enclosing loop.  Each unit's footprint - the elements it
 * reaches through the alias, relative to its offset, with bounded indices
 * (constants, unit ids, `% c`, `& m`), nested scopes and asynchronous
 * copies on the alias included - is one element, or fits in the offset's
 * stride per unit (`2 * t` with z[0] and z[1]); an alias handed to a call,
 * indexed without a bound or made into an address (`&y[0]`) reaches anything (adv_run_warp_exchange_rounds,
 * adv_run_alias_neighbour_rounds).  And the offset gives no unit, in a
 * later round, an element another unit had in an earlier one: it reads
 * nothing that changes between rounds, or is a * e + b of a fresh index
 * `e = j + PRISM_ID(THREAD(1))` with j stepping by PRISM_NTHREADS() from 0
 * (unit u gets u, u + n, u + 2n, ..., and no other unit any of them), or
 * its row and column laid out with a pitch at least the row's length
 * (`r * 64 + c`, r = e / 64, c = e % 64); another fold of one (`e / 64`,
 * `e % 128`) is injective within a round at most, which SPEC 6.3 asks, not
 * across rounds.  A rotating offset
 * (`(t + k) % n`), a sliding one (`j + t`, j stepping by 1) or a stride
 * below the number of units is not fresh (adv_run_rotating_partition).
 * When in doubt the answer is "not stable", which costs a barrier, never
 * a race.
 */
#include "sync.h"
#include "sync_stable.h"

static void add_var(VarSet *s, Symbol *sym)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == sym)
            return;
    if (s->n == MAX_VARS)
        s->overflow = true;
    else
        s->v[s->n++] = sym;
}

void stab_vars_of(Node *e, VarSet *s, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH * 2) {
        if (e)
            s->overflow = true;
        return;
    }
    if (e->kind == ND_VAR && e->sym)
        add_var(s, e->sym);
    Node *kids[7];
    node_children(e, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        stab_vars_of(kids[i], s, depth + 1);
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        stab_vars_of(a, s, depth + 1);
    for (Node *b = NODE_GET(e, body); b; b = b->next)
        stab_vars_of(b, s, depth + 1);
}

static bool lvalue_based_on(Node *lv, Symbol *alias, int depth);

/*
 * Is the pointer expression `p` based on the alias (y, y + k, &y[i],
 * (T *)y...)?  An element read through the alias (`y[0]`, `*y`, `y->f`)
 * is a value, not an address through it, unless it is an array that
 * decays (a row of a 2-D alias): `acc * 3 + z[0]` forms no address, so
 * `acc` changing between rounds moves nothing (red team rt11's note).
 */
bool stab_based_on(Node *p, Symbol *alias, int depth)
{
    if (!p || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    switch (p->kind) {
    case ND_VAR:
        return p->sym == alias;
    case ND_CAST:
        return stab_based_on(p->lhs, alias, depth + 1);
    case ND_ADDR:
        return lvalue_based_on(p->lhs, alias, depth + 1);
    case ND_INDEX:
    case ND_MEMBER:
    case ND_DEREF:
    {
        const Type *t = type_unalias(acc_expr_type(p));
        return (!t || t->kind == TY_ARRAY) && lvalue_based_on(p, alias, depth + 1);
    }
    case ND_ADD:
        return stab_based_on(p->lhs, alias, depth + 1) || stab_based_on(p->rhs, alias, depth + 1);
    case ND_SUB:
        return stab_based_on(p->lhs, alias, depth + 1);
    case ND_COND:
        return stab_based_on(p->then, alias, depth + 1) || stab_based_on(p->els, alias, depth + 1);
    case ND_COMMA:
        return stab_based_on(p->rhs, alias, depth + 1);
    default:
        return false;
    }
}

/* Is the object `lv` designates reached through the alias? */
static bool lvalue_based_on(Node *lv, Symbol *alias, int depth)
{
    if (!lv || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    switch (lv->kind) {
    case ND_INDEX:
    case ND_DEREF:
        return stab_based_on(lv->lhs, alias, depth + 1);
    case ND_MEMBER:
        return lv->arrow ? stab_based_on(lv->lhs, alias, depth + 1)
                         : lvalue_based_on(lv->lhs, alias, depth + 1);
    default:
        return stab_based_on(lv, alias, depth + 1);
    }
}

/* The variables every address through `alias` inside `n` reads. */
static void address_vars(Node *n, Symbol *alias, VarSet *s, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2) {
        if (n)
            s->overflow = true;
        return;
    }
    switch (n->kind) {
    case ND_INDEX:
    case ND_DEREF:
        if (lvalue_based_on(n, alias, 0))
            stab_vars_of(n, s, depth + 1);
        break;
    case ND_ADD:
    case ND_SUB:
        if (stab_based_on(n, alias, 0))
            stab_vars_of(n, s, depth + 1);
        break;
    case ND_CALL:
    case ND_PRISM_CALL:
        for (Node *a = n->args; a; a = a->next)
            if (stab_based_on(a, alias, 0)) {
                for (Node *b = n->args; b; b = b->next)
                    stab_vars_of(b, s, depth + 1);
                break;
            }
        break;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        address_vars(kids[i], alias, s, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        address_vars(a, alias, s, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        address_vars(b, alias, s, depth + 1);
}

/* Does `n` contain the node `x`? */
bool stab_contains(Node *n, Node *x, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n == x)
        return true;
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (stab_contains(kids[i], x, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (stab_contains(a, x, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (stab_contains(b, x, depth + 1))
            return true;
    return false;
}

/*
 * Is `v` changed anywhere inside `n` (assignment, ++/--, address taken,
 * an asm output)?  With `stride`, `v += PRISM_NTHREADS()` and `v = 0` do
 * not count.  Past the depth limit: yes.  (is_nthreads and is_zero are
 * below.)
 */
static bool is_step(Node *e);
static bool narrow_int(const Type *t);
static bool is_zero(Node *e);

/*
 * The variable an lvalue is part of or reached through: `cs.k`, `cur[0]`,
 * `*p`, `p->k`, `(int)x` all change (or change what is read through) the
 * variable they start from.  An offset that reads `cur[0]` changes when
 * `cur[0] += 5` runs (adv_run_own_offset_array_cursor).
 */
static Symbol *lvalue_base(Node *lv)
{
    for (int i = 0; lv && i < LIMIT_NEST_DEPTH * 2; i++) {
        switch (lv->kind) {
        case ND_VAR:
            return lv->sym;
        case ND_CAST:
        case ND_MEMBER:
        case ND_INDEX:
        case ND_DEREF:
        case ND_ADDR:
        case ND_SUB:
            lv = lv->lhs;
            break;
        case ND_ADD:
            lv = lv->lhs && lv->lhs->ty && type_is_pointer(lv->lhs->ty) ? lv->lhs : lv->rhs;
            break;
        case ND_COMMA:
            lv = lv->rhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

static bool changed_in(Node *n, Symbol *v, bool stride, int depth)
{
    if (!n)
        return false;
    if (depth > LIMIT_NEST_DEPTH * 2)
        return true;
    switch (n->kind) {
    case ND_ASSIGN:
        if (n->lhs && lvalue_base(n->lhs) == v &&
            !(stride && n->lhs->kind == ND_VAR &&
              ((n->op == ND_ADD && is_step(n->rhs)) || (n->op == ND_ASSIGN && is_zero(n->rhs)))))
            return true;
        break;
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
    case ND_ADDR:
        if (n->lhs && lvalue_base(n->lhs) == v)
            return true;
        break;
    case ND_ASM_OPERAND:
        if (n->is_output && n->lhs && lvalue_base(n->lhs) == v)
            return true;
        break;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (changed_in(kids[i], v, stride, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (changed_in(a, v, stride, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (changed_in(b, v, stride, depth + 1))
            return true;
    return false;
}

/*
 * Is `v` declared or modified inside one of the loops: may it differ
 * between rounds?  A variable whose address is taken anywhere may change
 * through the pointer (`int *pk = &k;` before the loop, `*pk += 5` in it:
 * adv_run_own_offset_via_alias).
 */
/* The body of the function whose scope scope_stable_in is asked about:
 * where a local array's name may decay (one question at a time). */
static Node *asked_body;

/*
 * Is a local array's address handed out: its name used as a value (a call
 * argument, a pointer's initializer, arithmetic) rather than indexed, or
 * `&a[i]`?  Whoever gets it may change the elements where no assignment
 * to the array shows (`PRISM_CALL(advance, k)`, `memcpy(k, ...)`: red
 * team rt9, hole_offset_array_*), as a scalar's `&k` does.
 */
static bool array_decays(Node *n, Symbol *a, bool based, int depth)
{
    for (; n; n = n->next) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return true;
        switch (n->kind) {
        case ND_VAR:
            if (!based && n->sym == a)
                return true;
            break;
        case ND_ADDR:
            if (lvalue_base(n->lhs) == a)
                return true;
            break;
        case ND_SIZEOF:
        case ND_ALIGNOF:
            break;
        case ND_INDEX:
            if (array_decays(n->lhs, a, true, depth + 1) || array_decays(n->rhs, a, false, depth + 1))
                return true;
            break;
        case ND_MEMBER:
            if (array_decays(n->lhs, a, !n->arrow, depth + 1))
                return true;
            break;
        default: {
            Node *kids[7];
            node_children(n, kids);
            for (int i = 0; i < 7; i++)
                if (array_decays(kids[i], a, false, depth + 1))
                    return true;
            if (array_decays(NODE_GET(n, args), a, false, depth + 1) ||
                array_decays(NODE_GET(n, body), a, false, depth + 1))
                return true;
        }
        }
        if (depth == 0)
            break; /* the body itself: its next is not the function's */
    }
    return false;
}

static bool varies_in(Symbol *v, Node *const *loops, int nloops)
{
    if (nloops > 0 && v->addr_taken)
        return true;
    const Type *t = type_unalias(v->ty);
    if (nloops > 0 && t && t->kind == TY_ARRAY && !v->is_global && array_decays(asked_body, v, false, 0))
        return true;
    for (int l = 0; l < nloops; l++)
        if ((v->decl && stab_contains(loops[l], v->decl, 0)) || changed_in(loops[l], v, false, 0))
            return true;
    return false;
}

/*
 * Casts that keep the value: a cast to a type narrower than int wraps
 * (`(unsigned char)(j + t)` is a fold, SPEC 6.3; adv_run_h5_uchar_wrap_rounds),
 * and so does (bool): those stay.
 */
Node *stab_uncast(Node *e)
{
    while (e && e->kind == ND_CAST) {
        const Type *t = type_unalias(e->ty);
        if (t && (t->kind == TY_BOOL || t->kind == TY_CHAR || t->kind == TY_SHORT))
            break;
        e = e->lhs;
    }
    return e;
}

/* The initializer of a local declared with one, else NULL. */
Node *stab_init_of(const Symbol *v)
{
    return v && v->decl && v->decl->kind == ND_DECLARATOR ? v->decl->init : NULL;
}

/* PRISM_NTHREADS(), or a const local initialised to it: the number of
 * thread[1] units of the code. */
static bool is_nthreads(Node *e)
{
    e = stab_uncast(e);
    if (e && e->kind == ND_PRISM_NTHREADS)
        return true;
    if (!e || e->kind != ND_VAR || !e->sym || !e->sym->ty || !e->sym->ty->is_const)
        return false;
    Node *init = stab_uncast(stab_init_of(e->sym));
    return init && init->kind == ND_PRISM_NTHREADS;
}

/* The block size BLOCKDIM pins for the scope asked about (0: not pinned). */
static int64_t asked_pinned;

/* A counter's step that keeps a fresh index fresh: PRISM_NTHREADS(), or
 * with BLOCKDIM(n) a constant of at least n (`j += 64` in a block of 64,
 * the same value: porter P6, k02). */
static bool is_step(Node *e)
{
    int64_t c;
    return is_nthreads(e) || (asked_pinned > 0 && const_eval(e, &c) && c >= asked_pinned);
}

static bool is_zero(Node *e)
{
    e = stab_uncast(e);
    return e && e->kind == ND_NUM && e->val == 0;
}


/*
 * A counter that starts at 0 and steps by the number of threads of a code
 * unit at least as broad as the partition's (scoping sees to that: a
 * narrower unit's PRISM_NTHREADS() is not visible outside it).  Declared
 * in one of the loops, so that every change of it is inside them.
 */
static bool strided_counter(Node *e, Node *const *loops, int nloops)
{
    e = stab_uncast(e);
    if (!e || e->kind != ND_VAR || !e->sym || e->sym->addr_taken || narrow_int(e->sym->ty) ||
        !is_zero(stab_init_of(e->sym)))
        return false;
    bool in_loop = false;
    for (int l = 0; l < nloops; l++) {
        in_loop = in_loop || stab_contains(loops[l], e->sym->decl, 0);
        if (changed_in(loops[l], e->sym, true, 0))
            return false;
    }
    return in_loop;
}

/* PRISM_ID of the unit `u` (thread[1] for a thread partition), or a
 * const local initialised to it. */
bool stab_unit_id_of(Node *e, Persp u)
{
    e = stab_uncast(e);
    if (e && e->kind == ND_VAR && e->sym && e->sym->ty && e->sym->ty->is_const)
        e = stab_uncast(stab_init_of(e->sym));
    return e && e->kind == ND_PRISM_ID && e->persp.level == u.level && e->persp.size == u.size;
}

static bool unit_id(Node *e)
{
    return stab_unit_id_of(e, (Persp){.level = PL_THREAD, .size = 1});
}

/*
 * `j + PRISM_ID(THREAD(1))` with j a strided counter: unit u's values are
 * u, u + S, u + 2S, ... with the step S at least the number of units.
 * The ids of a unit's threads taken in broader code are consecutive too
 * (a warp's block ids 32w .. 32w + 31), so they stay apart modulo S.
 */
/* A type narrower than int: a value kept in it wraps, a fold of the index
 * (`unsigned char j` stepping by 96: rt10, hole_fresh_index_uchar_*). */
static bool narrow_int(const Type *t)
{
    bool u;
    int bits = type_int_bits(t, &u);
    return !t || (bits > 0 && bits < 32);
}

/* `j + PRISM_ID(THREAD(1))` (either order), j a strided counter. */
static bool fresh_sum(Node *e, Node *const *loops, int nloops)
{
    e = stab_uncast(e);
    if (!e || e->kind != ND_ADD)
        return false;
    Node *a = e->lhs, *b = e->rhs;
    if (unit_id(a)) {
        Node *t = a;
        a = b;
        b = t;
    }
    return unit_id(b) && strided_counter(a, loops, nloops);
}

static bool fresh_index(Symbol *v, Node *const *loops, int nloops)
{
    if (!v->ty || !v->ty->is_const || narrow_int(v->ty))
        return false;
    return fresh_sum(stab_init_of(v), loops, nloops);
}

/*
 * Does e read memory that the loops write, under any name (`head[0]` of
 * a shared ring head another scope's alias moves, `*kp` written through
 * another pointer)?  Unknown memory counts as written.
 */
static bool memory_changes(Node *e, Node *const *loops, int nloops)
{
    AccSet rd = {0};
    acc_of_node(e, &rd);
    if (!rd.n)
        return false;
    for (int l = 0; l < nloops; l++) {
        AccSet in = {0};
        acc_of_node(loops[l], &in);
        for (int i = 0; i < rd.n; i++)
            for (int j = 0; j < in.n; j++)
                if ((in.v[j].mode & SA_WRITE) && acc_overlaps(rd.v[i].root, in.v[j].root))
                    return true;
    }
    return false;
}

/* Does e read memory (an element, a dereference, a member through a pointer)? */
static bool holds_load(Node *e, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH * 2)
        return e != NULL;
    if (e->kind == ND_INDEX || e->kind == ND_DEREF || (e->kind == ND_MEMBER && e->arrow) || e->kind == ND_CALL)
        return true;
    if (e->kind == ND_ADDR)
        return false; /* &a[i]: an address; its index reads no memory of a */
    Node *kids[7];
    node_children(e, kids);
    for (int i = 0; i < 7; i++)
        if (holds_load(kids[i], depth + 1))
            return true;
    return false;
}

/*
 * May the offset put one unit, in a later round, on a part another unit
 * had in an earlier one?  Not when it reads nothing that changes between
 * rounds (invariant), nor when it is a * e + b: one fresh index e
 * (fresh_index, or a const local holding such an expression) times a
 * nonzero constant, plus terms that do not change between rounds.  The
 * fresh index gives unit u the values u, u + S, ... and no other unit any
 * of them, so an injective function of it does too.  Anything else - a
 * round counter stepping by 1, the unit id combined with it (`(t + k) %
 * n`), a fold of a fresh index (`e / 64`, `(e + e / 128) % 128`: SPEC 6.3
 * asks injectivity within a round only, and across rounds such an offset
 * handed thread t the slot thread t + 1 had, adv_run_reuse_fresh_index_
 * rotates) - may, and the scope is ordered against itself.
 */
static bool invariant(Node *e, Node *const *loops, int nloops)
{
    VarSet s = {0};
    stab_vars_of(e, &s, 0);
    if (s.overflow)
        return false;
    for (int i = 0; i < s.n; i++)
        if (varies_in(s.v[i], loops, nloops))
            return false;
    return !memory_changes(e, loops, nloops);
}

static bool fresh_affine(Node *e, Persp unit, Node *const *loops, int nloops, int depth);

/* e, or the initializer of the const local e names. */
static Node *through_const(Node *e)
{
    e = stab_uncast(e);
    if (e && e->kind == ND_VAR && e->sym && e->sym->ty && e->sym->ty->is_const && !e->sym->addr_taken) {
        Node *init = stab_uncast(stab_init_of(e->sym));
        if (init && init->kind != ND_INIT_LIST)
            return init;
    }
    return e;
}

/*
 * (f / m) * P + f % m with constants P >= m > 0: a row and a column of a
 * fresh index f (through const locals, r = e / 64, c = e % 64), laid out
 * with a pitch of at least m, as injective as f itself.
 */
static bool row_col(Node *mul, Node *mod, Persp unit, Node *const *loops, int nloops, int depth)
{
    mul = through_const(mul);
    mod = through_const(mod);
    int64_t p, m, m2;
    if (!mul || !mod || mul->kind != ND_MUL || mod->kind != ND_MOD || !const_eval(mod->rhs, &m) || m <= 0)
        return false;
    Node *row = NULL;
    if (const_eval(mul->rhs, &p))
        row = mul->lhs;
    else if (const_eval(mul->lhs, &p))
        row = mul->rhs;
    row = through_const(row);
    if (!row || row->kind != ND_DIV || !const_eval(row->rhs, &m2) || m2 != m || p < m)
        return false;
    Node *f = stab_uncast(row->lhs), *g = stab_uncast(mod->lhs);
    return f && g && f->kind == ND_VAR && g->kind == ND_VAR && f->sym && f->sym == g->sym &&
           fresh_affine(f, unit, loops, nloops, depth + 1);
}

/* Is e = a * f + b, with f a fresh index, a a nonzero constant, b invariant
 * (or a row and column of one, row_col)? */
static bool fresh_affine(Node *e, Persp unit, Node *const *loops, int nloops, int depth)
{
    e = stab_uncast(e);
    if (!e || depth > 8)
        return false;
    int64_t k;
    /* Written in place (`PRISM_PARTITION(z, ws, THREAD(1), j + lane)`: porter P6, k03). */
    if (unit.level == PL_THREAD && unit.size == 1 && fresh_sum(e, loops, nloops))
        return true;
    switch (e->kind) {
    case ND_VAR: {
        Symbol *v = e->sym;
        if (!v)
            return false;
        /* A fresh index counts thread[1] units: it is fresh for a thread partition only. */
        if (unit.level == PL_THREAD && unit.size == 1 && fresh_index(v, loops, nloops))
            return true;
        Node *init = stab_init_of(v);
        return v->ty && v->ty->is_const && !narrow_int(v->ty) && !v->addr_taken && init && init->kind != ND_INIT_LIST &&
               fresh_affine(init, unit, loops, nloops, depth + 1);
    }
    case ND_ADD:
        return (fresh_affine(e->lhs, unit, loops, nloops, depth + 1) && invariant(e->rhs, loops, nloops)) ||
               (fresh_affine(e->rhs, unit, loops, nloops, depth + 1) && invariant(e->lhs, loops, nloops)) ||
               row_col(e->lhs, e->rhs, unit, loops, nloops, depth) || row_col(e->rhs, e->lhs, unit, loops, nloops, depth);
    case ND_SUB:
        return fresh_affine(e->lhs, unit, loops, nloops, depth + 1) && invariant(e->rhs, loops, nloops);
    case ND_MUL:
        return (const_eval(e->rhs, &k) && k != 0 && fresh_affine(e->lhs, unit, loops, nloops, depth + 1)) ||
               (const_eval(e->lhs, &k) && k != 0 && fresh_affine(e->rhs, unit, loops, nloops, depth + 1));
    default:
        return false;
    }
}


/*
 * Does the scope's source address stay the same from round to round?  A
 * local declared in the loop and given one value is as invariant as that
 * value.  A sliding or selected base (`cur = tile + r`, `(r & 1) ? tile +
 * 32 : tile`) hands a unit's element of one round to another unit in the
 * next, whatever the offset (red team rt9: hole_sliding_base,
 * hole_select_base).
 */
static bool source_invariant(Node *src, Node *const *loops, int nloops, int depth)
{
    VarSet s = {0};
    stab_vars_of(src, &s, 0);
    if (s.overflow || depth > 8)
        return false;
    for (int i = 0; i < s.n; i++) {
        Symbol *v = s.v[i];
        if (!varies_in(v, loops, nloops))
            continue;
        Node *init = stab_init_of(v);
        if (!init || v->addr_taken)
            return false;
        for (int l = 0; l < nloops; l++)
            if (changed_in(loops[l], v, false, 0))
                return false;
        if (!source_invariant(init, loops, nloops, depth + 1))
            return false;
    }
    return !holds_load(src, 0) || !memory_changes(src, loops, nloops);
}

bool scope_stable_in(Node *scope, Node *const *loops, int nloops, Node *fn_body)
{
    asked_body = fn_body;
    asked_pinned = scope ? footprint_pinned(scope) : 0;
    if (!scope || !source_invariant(scope->lhs, loops, nloops, 0))
        return false;
    if (scope->kind != ND_PARTITION)
        return true; /* claims and asyncs have no per-unit offset */
    VarSet s = {0};
    address_vars(scope->body, scope->sym, &s, 0);
    if (s.overflow)
        return false;
    for (int i = 0; i < s.n; i++) {
        Symbol *v = s.v[i];
        if (v == scope->sym || (v->decl && stab_contains(scope->body, v->decl, 0)))
            continue;
        if (varies_in(v, loops, nloops))
            return false;
    }
    bool fresh = fresh_affine(scope->rhs, scope->persp, loops, nloops, 0);
    return (fresh || invariant(scope->rhs, loops, nloops)) && scope_footprints_apart(scope, fresh);
}
