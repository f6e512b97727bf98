/*
 * sync_footprint.c - do the units of a partition keep apart what they
 * reach through its alias (sync_stable.c's second question)?
 *
 * Each unit's footprint is the elements it reaches through the alias,
 * relative to its offset, with bounded indices (constants, unit ids, `% c`,
 * `& m`), nested scopes and asynchronous copies on the alias included.  It
 * must be one element, or fit in the offset's stride per unit (`2 * t` with
 * z[0] and z[1]); an alias handed to a call, indexed without a bound or made
 * into an address (`&y[0]`) reaches anything.
 */
#include "sync.h"
#include "sync_stable.h"

/* The element indices reached through a partition's alias. */
typedef struct {
    int64_t lo, hi;
    bool any;
    bool unknown; /* the alias escapes, or an index has no known bounds */
} Span;

/* Bounds of an integer expression; hi == RANGE_INF: no upper bound. */
typedef struct {
    int64_t lo, hi;
} Range;

#define RANGE_INF INT64_MAX
#define RANGE_BIG ((int64_t)1 << 40) /* beyond any index: treated as unbounded */

/* Where an index is evaluated: the PRISM_GROUPs around it inside the
 * scope, innermost last, each with the thread count of its unit (0
 * unknown).  A name's id means the unit of the group it was declared in. */
enum { MAX_GROUPS = 8 };
typedef struct {
    Node *group[MAX_GROUPS];
    int64_t units[MAX_GROUPS];
    int n;
    int64_t unit; /* the code's unit here */
    bool frags;   /* a parameter's own reach: its mma fragments count as bounded */
} Ctx;

/* The context a const local's initializer was evaluated in. */
static Ctx ctx_of_decl(const Ctx *c, Node *decl)
{
    Ctx at = {.n = 0, .unit = 0};
    for (int i = c->n - 1; i >= 0; i--)
        if (stab_contains(c->group[i], decl, 0)) {
            at = *c;
            at.n = i + 1;
            at.unit = c->units[i];
            break;
        }
    return at;
}

static bool range_of(Node *e, Ctx c, Range *r, int depth)
{
    int64_t v;
    if (!e || depth > 32)
        return false;
    if (const_eval(e, &v)) {
        if (v < -RANGE_BIG || v > RANGE_BIG)
            return false;
        *r = (Range){v, v};
        return true;
    }
    e = stab_uncast(e);
    Range a, b;
    switch (e->kind) {
    case ND_PRISM_ID:
        /* The id of a thread[k] unit in code of `unit` threads. */
        if (e->persp.level == PL_THREAD && e->persp.size > 0 && c.unit > 0 && c.unit % e->persp.size == 0)
            *r = (Range){0, c.unit / e->persp.size - 1};
        else
            *r = (Range){0, RANGE_INF};
        return true;
    case ND_VAR: {
        Node *init = e->sym && e->sym->ty && e->sym->ty->is_const ? stab_init_of(e->sym) : NULL;
        if (!init || init->kind == ND_INIT_LIST)
            return false;
        return range_of(init, ctx_of_decl(&c, e->sym->decl), r, depth + 1);
    }
    case ND_ADD:
    case ND_SUB:
    case ND_MUL:
        if (!range_of(e->lhs, c, &a, depth + 1) || !range_of(e->rhs, c, &b, depth + 1))
            return false;
        if (e->kind == ND_ADD)
            *r = (Range){a.lo + b.lo, a.hi == RANGE_INF || b.hi == RANGE_INF ? RANGE_INF : a.hi + b.hi};
        else if (e->kind == ND_SUB)
            *r = (Range){b.hi == RANGE_INF ? -RANGE_BIG : a.lo - b.hi, a.hi == RANGE_INF ? RANGE_INF : a.hi - b.lo};
        else if (a.lo >= 0 && b.lo >= 0)
            *r = (Range){a.lo * b.lo, a.hi == RANGE_INF || b.hi == RANGE_INF || a.hi > RANGE_BIG / (b.hi + 1)
                                          ? RANGE_INF
                                          : a.hi * b.hi};
        else
            return false;
        return r->lo >= -RANGE_BIG && (r->hi == RANGE_INF || r->hi <= RANGE_BIG);
    case ND_MOD:
    case ND_DIV:
        /* A non-negative value modulo or over a positive constant. */
        if (!const_eval(e->rhs, &v) || v <= 0 || !range_of(e->lhs, c, &a, depth + 1) || a.lo < 0)
            return false;
        if (e->kind == ND_MOD)
            *r = (Range){0, a.hi < v - 1 ? a.hi : v - 1};
        else
            *r = (Range){a.lo / v, a.hi == RANGE_INF ? RANGE_INF : a.hi / v};
        return true;
    case ND_BITAND:
        /* x & m with a constant m >= 0 lies in [0, m], whatever x. */
        if ((const_eval(e->rhs, &v) || const_eval(e->lhs, &v)) && v >= 0 && v <= RANGE_BIG) {
            *r = (Range){0, v};
            return true;
        }
        return false;
    default:
        return false;
    }
}

static void span_add(Span *sp, int64_t lo, int64_t hi)
{
    if (hi == RANGE_INF) {
        sp->unknown = true;
        return;
    }
    if (!sp->any || lo < sp->lo)
        sp->lo = lo;
    if (!sp->any || hi > sp->hi)
        sp->hi = hi;
    sp->any = true;
}

static void span_index(Span *sp, Node *index, Ctx c)
{
    Range r = {0, 0};
    if (index && !range_of(index, c, &r, 0))
        sp->unknown = true;
    else
        span_add(sp, r.lo, r.hi);
}

static bool is_alias(Node *e, Symbol *alias)
{
    return e && e->kind == ND_VAR && e->sym == alias;
}

static void alias_span(Node *n, Symbol *alias, Span *sp, Ctx c, int depth);

/* A scope nested on the alias (`PRISM_PARTITION(l, y, THREAD(1), lane)`):
 * its units reach its offset plus what they reach through its own name. */
static void nested_span(Node *n, Symbol *alias, Span *sp, Ctx c, int depth)
{
    Range off = {0, 0};
    if (n->kind == ND_PARTITION && !range_of(n->rhs, c, &off, 0)) {
        sp->unknown = true;
        return;
    }
    Span inner = {0};
    for (Node *b = n->body; b; b = b->next)
        alias_span(b, n->sym, &inner, c, depth + 1);
    if (inner.unknown || off.hi == RANGE_INF) {
        sp->unknown = true;
        return;
    }
    if (inner.any)
        span_add(sp, off.lo + inner.lo, off.hi + inner.hi);
    /* The outer alias used directly inside the nested scope. */
    for (Node *b = n->body; b; b = b->next)
        alias_span(b, alias, sp, c, depth + 1);
}

/* An mma or wgmma intrinsic: what it is given through the alias is the
 * thread's own fragment (its registers' copy), however many elements. */
static bool fragment_call(Node *call)
{
    return acc_callee_is(call, "prism_wgmma_") || acc_callee_is(call, "prism_mma_");
}

/*
 * `f(y + k)` to a thread[1] pointer parameter of a function the checker
 * read: the unit reaches what f reaches through that parameter, shifted
 * by k (scratch_rev(o + 1) writes dst[0]: element 1 of the unit's part).
 * Any other argument through the alias leaves the walk to say unknown.
 */
static bool call_span(Node *call, Symbol *alias, Span *sp, Ctx c, int depth)
{
    if (c.frags && fragment_call(call))
        return true;
    Function *fn = acc_callee(call);
    if (!fn || !fn->body || depth > 8)
        return false;
    bool through = false;
    for (Node *a = call->args; a; a = a->next)
        through |= stab_based_on(a, alias, 0);
    if (!through)
        return false;
    Param *p = fn->params;
    for (Node *a = call->args; a; a = a->next, p = p ? p->next : NULL) {
        if (!stab_based_on(a, alias, 0)) {
            alias_span(a, alias, sp, c, depth + 1);
            continue;
        }
        int64_t k = 0;
        Node *e = stab_uncast(a);
        if (e && e->kind == ND_ADD && is_alias(stab_uncast(e->lhs), alias) && const_eval(e->rhs, &k))
            e = stab_uncast(e->lhs);
        if (!p || !p->sym || !is_alias(e, alias) || p->persp.level != PL_THREAD || p->persp.size != 1) {
            sp->unknown = true;
            return true;
        }
        Span inner = {0};
        alias_span(fn->body, p->sym, &inner, (Ctx){.n = 0, .unit = 0}, depth + 1);
        if (inner.unknown) {
            sp->unknown = true;
            return true;
        }
        if (inner.any)
            span_add(sp, k + inner.lo, k + inner.hi);
    }
    return true;
}

/*
 * Which elements, relative to its offset, a unit reaches through `alias`:
 * `y[i]`, `*y`, `*(y + i)`, `y->f` and nested scopes on `y`, with every
 * index bounded (constants, unit ids, `% c`, `& m`, sums of them).  Any
 * other use - an unbounded index, the alias passed to a call, copied,
 * offset by a variable - leaves the span unknown.
 */
static void alias_span(Node *n, Symbol *alias, Span *sp, Ctx c, int depth)
{
    if (!n || sp->unknown)
        return;
    if (depth > LIMIT_NEST_DEPTH * 2) {
        sp->unknown = true;
        return;
    }
    switch (n->kind) {
    case ND_VAR:
        if (n->sym == alias)
            sp->unknown = true;
        return;
    case ND_ADDR: {
        /* An address formed from the alias (`me = &y[0]`, `(&y[0])[1]`,
         * `&*y - 65`) reaches whatever is later indexed from it
         * (adv_run_own_self_ptr_lookback). */
        VarSet vs = {0};
        stab_vars_of(n->lhs, &vs, 0);
        for (int i = 0; i < vs.n; i++)
            if (vs.v[i] == alias)
                sp->unknown = true;
        if (vs.overflow)
            sp->unknown = true;
        if (sp->unknown)
            return;
        break;
    }
    case ND_INDEX:
        if (is_alias(n->lhs, alias)) {
            span_index(sp, n->rhs, c);
            alias_span(n->rhs, alias, sp, c, depth + 1);
            return;
        }
        break;
    case ND_DEREF:
        if (is_alias(n->lhs, alias)) {
            span_index(sp, NULL, c);
            return;
        }
        if (n->lhs && n->lhs->kind == ND_ADD && is_alias(n->lhs->lhs, alias)) {
            span_index(sp, n->lhs->rhs, c);
            alias_span(n->lhs->rhs, alias, sp, c, depth + 1);
            return;
        }
        break;
    case ND_MEMBER:
        if (n->arrow && is_alias(n->lhs, alias)) {
            span_index(sp, NULL, c);
            return;
        }
        break;
    case ND_CAST:
        /* A pointer cast changes the element size (`*(float4 *)&y[i]`
         * reaches four floats): not followed. */
        if (n->ty && type_is_pointer(n->ty) && stab_based_on(n->lhs, alias, 0)) {
            sp->unknown = true;
            return;
        }
        break;
    case ND_PRISM_CALL:
    case ND_CALL:
        if (call_span(n, alias, sp, c, depth))
            return;
        /* An asynchronous copy into y + i writes that element (and reads
         * its source, which is no address through y). */
        if (n->kind == ND_CALL && acc_is_async_copy(n) && n->args) {
            Node *dst = n->args;
            if (is_alias(dst, alias) || (dst->kind == ND_ADD && is_alias(dst->lhs, alias))) {
                span_index(sp, dst->kind == ND_ADD ? dst->rhs : NULL, c);
                for (Node *a = n->args->next; a; a = a->next)
                    alias_span(a, alias, sp, c, depth + 1);
                return;
            }
        }
        break;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        if (is_alias(n->lhs, alias)) {
            nested_span(n, alias, sp, c, depth);
            return;
        }
        break;
    case ND_GROUP:
        if (c.n == MAX_GROUPS) {
            sp->unknown = true;
            return;
        }
        c.unit = n->persp.level == PL_THREAD && n->persp.size > 0 ? n->persp.size : 0;
        c.group[c.n] = n;
        c.units[c.n++] = c.unit;
        break;
    case ND_SIZEOF:
    case ND_ALIGNOF:
        return;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        alias_span(kids[i], alias, sp, c, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        alias_span(a, alias, sp, c, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        alias_span(b, alias, sp, c, depth + 1);
}

/*
 * The block size BLOCKDIM(n) pins for each partition's function (0: not
 * pinned), so that `PRISM_ID(THREAD(1)) % 256` in a block of 256 is still
 * the thread's own index.
 */
static HashMap pinned_map;  /* ND_PARTITION -> (intptr_t) n */
static HashMap param_fn;    /* a parameter's Symbol -> its Function */
static HashMap bounded_map; /* a parameter's Symbol -> itself (bounded) or &bounded_map */
static HashMap shared_caller; /* a thread[1] parameter's Symbol -> itself: some call hands it shared memory */
static HashMap private_map;   /* a thread[1] partition -> itself (private) or &private_map */

static void note_partition(Node *n, void *arg)
{
    if (n->kind == ND_PARTITION)
        pput(&pinned_map, n, arg);
}

/* The thread[1] claim or partition an argument `z` or `z + k` is a part of,
 * when no other thread reaches that part (footprint_private). */
static bool private_part(Node *arg)
{
    Node *e = stab_uncast(arg);
    int64_t k;
    if (e && e->kind == ND_ADD && const_eval(e->rhs, &k))
        e = stab_uncast(e->lhs);
    Node *d = e && e->kind == ND_VAR && e->sym && e->sym->kind == SYM_ALIAS ? e->sym->decl : NULL;
    return d && footprint_private(d);
}

/*
 * A thread[1] pointer parameter is "the caller's own memory" only if
 * every call gives each thread memory no other thread reaches: its own
 * locals, or a part of a thread[1] claim or partition whose footprints,
 * the callee's reach included, stay apart (red team rt13: a lane's
 * partition of stride 1 handed to a helper reading d[1], and a helper
 * handing d on to one that reads q[1]).
 */
static void note_call(Node *n, void *arg)
{
    (void)arg;
    if (n->kind != ND_CALL && n->kind != ND_PRISM_CALL)
        return;
    Function *fn = acc_callee(n);
    if (!fn)
        return;
    Param *p = fn->params;
    for (Node *a = n->args; a && p; a = a->next, p = p->next) {
        if (!p->sym || p->persp.level != PL_THREAD || p->persp.size != 1)
            continue;
        Symbol *root = NULL;
        if (acc_resolve(a, &root, 0) == RES_LOCAL || private_part(a))
            continue;
        pput(&shared_caller, p->sym, p->sym);
    }
}

void footprint_index(Program *prog)
{
    for (Function *fn = prog->funcs; fn; fn = fn->next) {
        int64_t n = 0;
        for (int i = 0; i < fn->nbound; i++)
            if (fn->bound[i].level == PL_BLOCKDIM)
                n = fn->bound[i].size;
        if (fn->body && n > 0)
            node_visit(fn->body, LIMIT_NEST_DEPTH * 4, note_partition, (void *)(intptr_t)n);
        for (Param *p = fn->params; p; p = p->next)
            if (p->sym)
                pput(&param_fn, p->sym, fn);
    }
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->body)
            node_visit(fn->body, LIMIT_NEST_DEPTH * 4, note_call, NULL);
}

/*
 * A thread[1] pointer parameter is the calling thread's own memory
 * (SYNC.md 1) only where the function reaches through it elements it can
 * name: `d[0]`, `d[1]`, never `d[k]` for a k it reads at run time, which
 * may be the next thread's part (red team rt12, hole_param_own_window).
 * Callers check that the elements fit their part (call_span).
 */
bool footprint_param_own(Symbol *param)
{
    Function *fn = param ? pget(&param_fn, param) : NULL;
    if (!fn || !fn->body || pget(&shared_caller, param))
        return false;
    void *m = pget(&bounded_map, param);
    if (!m) {
        Span sp = {0};
        alias_span(fn->body, param, &sp, (Ctx){.n = 0, .unit = 0, .frags = true}, 0);
        m = sp.unknown ? (void *)&bounded_map : (void *)param;
        pput(&bounded_map, param, m);
    }
    return m == param;
}

/*
 * A thread[1] claim's alias is one thread's own memory; a thread[1]
 * partition's only when no other thread reaches what it reaches: each
 * unit's footprint fits in the offset's stride, and no two units have one
 * offset (red team rt12: a lane partition at `l / 2`, or `z[k]` reaching
 * the next lane's element, let two threads share elements whose accesses
 * went unordered).  Memoised: every access through the alias asks.
 */
bool footprint_private(Node *scope)
{
    if (!scope || scope->persp.level != PL_THREAD || scope->persp.size != 1)
        return false;
    if (scope->kind == ND_CLAIM)
        return true;
    if (scope->kind != ND_PARTITION)
        return false;
    void *m = pget(&private_map, scope);
    if (!m) {
        m = scope_footprints_apart(scope, false) ? (void *)scope : (void *)&private_map;
        pput(&private_map, scope, m);
    }
    return m == scope;
}

int64_t footprint_pinned(Node *partition)
{
    return (int64_t)(intptr_t)pget(&pinned_map, partition);
}

void footprint_reset(void)
{
    pinned_map = (HashMap){0};
    param_fn = (HashMap){0};
    bounded_map = (HashMap){0};
    shared_caller = (HashMap){0};
    private_map = (HashMap){0};
}

/* `id % c` with c at least the pinned block size: the id itself. */
static bool pinned_id_mod(Node *off, Persp unit, int64_t pinned)
{
    int64_t c;
    off = stab_uncast(off);
    if (off && off->kind == ND_VAR && off->sym && off->sym->ty && off->sym->ty->is_const)
        off = stab_uncast(stab_init_of(off->sym));
    return pinned > 0 && unit.level == PL_THREAD && unit.size == 1 && off && off->kind == ND_MOD &&
           const_eval(off->rhs, &c) && c >= pinned && stab_unit_id_of(off->lhs, unit);
}

/* A stride c whose multiples of any unit id stay far inside an int: a
 * larger one wraps where the offset is narrowed (`(int)((long long)t *
 * 4294967296LL) + 5` is 5 for every thread: red team rt13). */
static int64_t stride_ok(int64_t c)
{
    return c > 0 && c <= ((int64_t)1 << 20) ? c : 0;
}

/* The offset's stride per unit when it is `c * PRISM_ID(unit)` (or the id
 * alone), c a positive constant, plus or minus a constant (`2 * t + 2`:
 * the same shift for every unit keeps their footprints as far apart);
 * 0 otherwise. */
static int64_t unit_stride(Node *off, Persp unit, int64_t pinned)
{
    off = stab_uncast(off);
    int64_t k;
    while (off && (off->kind == ND_ADD || off->kind == ND_SUB) && const_eval(off->rhs, &k) && k > -(1 << 30) &&
           k < (1 << 30))
        off = stab_uncast(off->lhs);
    if (off && off->kind == ND_ADD && const_eval(off->lhs, &k) && k > -(1 << 30) && k < (1 << 30))
        return unit_stride(off->rhs, unit, pinned);
    if (stab_unit_id_of(off, unit) || pinned_id_mod(off, unit, pinned))
        return 1;
    if (!off || off->kind != ND_MUL)
        return 0;
    int64_t c;
    if (stab_unit_id_of(off->lhs, unit) && const_eval(off->rhs, &c))
        return stride_ok(c);
    if (stab_unit_id_of(off->rhs, unit) && const_eval(off->lhs, &c))
        return stride_ok(c);
    return 0;
}

/*
 * Do the units' footprints stay apart: every unit reaches one element
 * (its own, y[c] for one c), or the offset spaces the units further
 * apart than the elements each reaches (`PRISM_PARTITION(z, x, THREAD(1),
 * 2 * t)` with z[0] and z[1])?  A unit that reads its neighbour's element
 * (y[1] with offset t) hands data between units from one round to the
 * next, which the round's own scope does not order.  One element each is
 * apart only when no two units have the same offset: `c * id + k`, or
 * what the caller knows is injective (`injective`: a fresh index); `t /
 * 2` gives two threads one element (red team rt12,
 * hole_stable_noninjective, hole_private_noninjective_groups).
 */
bool scope_footprints_apart(Node *scope, bool injective)
{
    Span sp = {0};
    for (Node *b = scope->body; b; b = b->next)
        alias_span(b, scope->sym, &sp, (Ctx){.n = 0, .unit = 0}, 0);
    if (sp.unknown)
        return false;
    if (!sp.any)
        return true;
    int64_t stride = unit_stride(scope->rhs, scope->persp, (int64_t)(intptr_t)pget(&pinned_map, scope));
    if (sp.hi == sp.lo)
        return injective || stride > 0;
    return stride > 0 && sp.hi - sp.lo < stride;
}
