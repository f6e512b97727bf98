/*
 * check_loaded.c - who owns the memory a pointer read from memory points to.
 *
 * A writable pointer cannot be stored into memory from Prism code (P041),
 * so one read back (`int *p = pp[0]` of an `int *const *` parameter, a
 * `__device__ int *`, a `__constant__` table of them) was put there by the
 * host.  Every unit that reads the same location gets the same pointer:
 * the memory it points to is owned as broadly as the memory read, the
 * broadest of every name the pointer read through may derive from (SPEC
 * 5.2, 6.1).  An index proves nothing (`pp[g % 2]` repeats); a partition
 * of the table does: `wp[0]` of a thread's part is its own entry, and the
 * entries of a table handed to a kernel point to distinct buffers, the
 * launch's contract as for two grid[1] pointer parameters.  The alias
 * graph finds the loads (alias_graph.c); this file judges them.
 */
#include "check_internal.h"
#include "sync.h" /* acc_expr_type */

/* A writable pointer, or a struct that may hold one, read from memory. */
static bool carries_writable(Node *load)
{
    const Type *t = type_unalias(acc_expr_type(load));
    if (!t)
        return false;
    if (t->kind == TY_PTR)
        return !type_points_to_const(t);
    return t->kind == TY_STRUCT && !readonly_holder(t);
}

/*
 * The memory a name reaches is owned by: a __device__ (or static) variable
 * that is no array, and a pointer in it, by the grid, though its value is
 * read as thread[1] (another thread may change it, sym_persp); a
 * __shared__ one by the block; a uniform one (__constant__, const) by the
 * grid; anything else at its perspective.
 */
bool file_scalar_var(const Symbol *s)
{
    return s && s->kind == SYM_VAR && s->is_global && s->ty && s->ty->kind != TY_ARRAY;
}

Pv memory_owner(Ctx *c, Symbol *s)
{
    if (file_scalar_var(s) && !s->is_cuda_constant)
        return s->is_cuda_shared ? PV(PL_BLOCK, 1) : PV(PL_GRID, 1);
    /* A value no thread can change (a __constant__ table, a const global)
     * is the same for everyone, but memory has no owner broader than the
     * grid: a pointer read from it is the grid's to partition. */
    Pv p = sym_persp(c, s);
    return p.lvl == PV_TOP ? PV(PL_GRID, 1) : p;
}

typedef struct {
    Ctx *c;
    Pv want;
    Symbol *found;
    Pv owner;
    bool seen; /* some name the pointer may derive from */
} Owner;

static void weigh(Owner *o, Symbol *r)
{
    if (o->found || !r || (r->ty && type_is_integer(r->ty)) || is_local_value_array(r))
        return;
    o->seen = true;
    Pv rp = memory_owner(o->c, r);
    if (!pv_le(rp, o->want)) {
        o->found = r;
        o->owner = rp;
    }
}

static void owner_cb(Symbol *s, void *arg)
{
    Owner *o = arg;
    weigh(o, s);
    /* A local pointer (`int *const *q = pp;`, const, so copied narrower)
     * reads where the names it derives from point. */
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        weigh(o, rs[i]);
}

/*
 * Is the location `load` reads owned more broadly than want?  *whose is the
 * name whose memory it is, or NULL when the pointer read through derives
 * from no name (a call's result from elsewhere, a number): then no owner
 * is known, and the grid's is assumed.
 */
bool load_owner_broader(Ctx *c, Node *load, Pv want, Symbol **whose, Pv *owner)
{
    Node *l = load;
    while (l && l->kind == ND_MEMBER && !l->arrow)
        l = l->lhs; /* a field of a struct read from memory */
    if (!l)
        return false;
    Owner o = {c, want, NULL, PV_THREAD1, false};
    Node *ptr = l->lhs;
    if (l->kind == ND_INDEX)
        ptr = alias_indexed(l);
    else if (!(l->kind == ND_DEREF || (l->kind == ND_MEMBER && l->arrow)))
        return false;
    alias_sources(ptr, true, owner_cb, &o);
    if (!o.seen && !o.found) {
        o.owner = PV(PL_GRID, 1);
        if (pv_le(o.owner, want))
            return false;
    } else if (!o.found) {
        return false;
    }
    *whose = o.found;
    *owner = o.owner;
    return true;
}

typedef struct {
    Ctx *c;
    Pv want;
    Node *load;
    Symbol *whose;
    Pv owner;
} Broad;

static void ignore_name(Symbol *s, void *arg)
{
    (void)s;
    (void)arg;
}

static void broad_cb(Node *load, void *arg)
{
    Broad *b = arg;
    if (b->load || !carries_writable(load))
        return;
    if (load_owner_broader(b->c, load, b->want, &b->whose, &b->owner))
        b->load = load;
}

Node *loaded_broader(Ctx *c, Node *value, bool loose, Pv want, Symbol **whose, Pv *owner)
{
    Broad b = {c, want, NULL, NULL, PV_THREAD1};
    alias_sources_loads(value, loose, ignore_name, broad_cb, &b);
    if (b.load) {
        *whose = b.whose;
        *owner = b.owner;
    }
    return b.load;
}

typedef struct {
    Node *expr;
    bool hit;
} IsLoad;

static void is_load_cb(Node *load, void *arg)
{
    IsLoad *il = arg;
    if (load == il->expr)
        il->hit = true;
}

bool is_memory_load(Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    if (!e || (e->kind != ND_INDEX && e->kind != ND_DEREF && e->kind != ND_MEMBER))
        return false;
    Node *inner = e;
    while (inner->kind == ND_MEMBER && !inner->arrow && inner->lhs)
        inner = inner->lhs; /* `(*sp).p`: the struct's load is the one reported */
    IsLoad il = {inner, false};
    alias_sources_loads(e, false, ignore_name, is_load_cb, &il);
    return il.hit;
}
