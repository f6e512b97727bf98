/*
 * check_memory.c - the memory scopes: partition, claim, async.
 *
 * Each narrows a pointer x to a fresh name y for the scope's body and hides
 * x there, so every access in the body goes through the narrowed view and
 * the scope's end is the one place the owning group meets again (SPEC
 * "Shared and global memory").  Offsets are explicit: y = x + offset, the
 * offset computed per target unit, so it must be uniform over that unit.
 */
#include "check_internal.h"
#include "sync.h"

static const char *scope_name(NodeKind k)
{
    return k == ND_PARTITION ? "PRISM_PARTITION" : k == ND_CLAIM ? "PRISM_CLAIM" : "PRISM_ASYNC";
}

static const char *sname(Symbol *s)
{
    return s && s->name ? s->name : "?";
}

/* An alias written through makes its scope a write scope, and so every
 * scope it narrows (a partition of a partition writes the outer one). */
static void mark_written(Symbol *s)
{
    while (s && s->aux) {
        SymInfo *si = s->aux;
        if (si->written)
            break;
        si->written = true;
        s = si->source;
    }
}

static void mark_written_cb(Symbol *s, void *arg)
{
    (void)arg;
    mark_written(s);
    int n = 0;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        mark_written(rs[i]);
}

void note_write(Ctx *c, Node *ptr_expr)
{
    (void)c;
    Symbol *b = base_symbol(ptr_expr);
    if (!b) {
        /* No one name (`((int *[1]){w})[0][0] = v`, `(*(Box[1]){{w}}).q[i] = v`):
         * every pointer the address is built from is written through. */
        alias_sources(ptr_expr, false, mark_written_cb, NULL);
        return;
    }
    mark_written(b);
    /* Through a local copy of an alias (float *d = p; d[0] = v) the write
     * is the alias's: its scope is a write scope for P066's reuse rule and
     * the barriers as much as if p[0] were written. */
    int n = 0;
    Symbol **rs = b ? alias_roots(b, &n) : NULL;
    for (int i = 0; i < n; i++)
        if (rs[i] != b)
            mark_written(rs[i]);
}

typedef struct {
    Symbol *x;
    bool found;
} NamedFind;

static void named_find(const SyncAcc *e, void *arg)
{
    NamedFind *f = arg;
    f->found |= e->root == f->x;
}

static bool callee_names(Node *call, Symbol *x)
{
    NamedFind f = {x, false};
    if (x && x->kind == SYM_VAR && (x->is_global || x->is_cuda_shared || x->is_static))
        acc_call_named(call, named_find, &f);
    return f.found;
}

/*
 * A copy of x kept whole: a local whose every value is x itself, or a
 * holder initialised with x and numbers only (`Box bx = {buf}`,
 * `int *arr[1] = {buf}`): its element i is x's element i.
 */
static bool plain_leaves(Node *v, Symbol *x, int depth)
{
    while (v && v->kind == ND_CAST)
        v = v->lhs;
    if (!v || depth > 16)
        return false;
    switch (v->kind) {
    case ND_VAR:
        return v->sym == x;
    case ND_NUM:
        return true;
    case ND_DESIG:
        return plain_leaves(v->rhs, x, depth + 1);
    case ND_COMPOUND_LIT:
        return plain_leaves(v->init, x, depth + 1);
    case ND_INIT_LIST:
        for (Node *a = v->args; a; a = a->next)
            if (!plain_leaves(a, x, depth + 1))
                return false;
        return true;
    default:
        return false;
    }
}

static bool whole_copy_of(Symbol *y, Symbol *x)
{
    Node *init = y->decl && y->decl->kind == ND_DECLARATOR ? y->decl->init : NULL;
    return init && !y->stores && plain_leaves(init, x, 0);
}

/* Is y x, or a local that may hold x's address (a copy, a struct, a pointer array)? */
static bool names_x(Symbol *y, Symbol *x)
{
    return y == x || (y && y->kind == SYM_VAR && !y->is_global && alias_may_derive(y, x));
}

/* The name an indexed pointer is read from: `x`, `cp`, `bx.p`, `arr[0]`. */
static Symbol *indexed_name(Node *ptr)
{
    if (ptr && ptr->kind == ND_VAR)
        return ptr->sym;
    Node *base;
    return local_object_type(ptr, &base) && base->kind == ND_VAR ? base->sym : NULL;
}

/*
 * What read_before's walk needs besides the name it follows: the function
 * body (the offset's steps, its fixed locals), and while it walks the
 * by-value struct the partitioned pointer was copied out of (`float *x =
 * p.x`), that copy and the member it came from: reads through them are
 * the partitioned pointer's (SPEC 5.2, 6.6), reads of other members are
 * not.
 */
static struct {
    Node *body;
    Symbol *copy;
    Node *member;
    Symbol *field; /* walking a kernel's argument struct for this field's reads (alias_field_root) */
} own_walk;

/* `p.in[i]` while the walk follows `p.out`: another field, another buffer (SPEC 5.2). */
static Symbol *other_field(Node *n)
{
    if (!own_walk.field)
        return NULL;
    Symbol *fr = alias_field_root(n);
    if (!fr && (n->kind == ND_INDEX || n->kind == ND_DEREF) && n->lhs)
        fr = alias_field_root(n->lhs);
    return fr && fr != own_walk.field ? fr : NULL;
}

/* Is x[off] (or a scope of x at off) at `read` the unit's own element of the partition at `own`? */
static bool own_read(Node *read, Node *off, Node *own, uint32_t before)
{
    return own && own_same(own_walk.body, off, own) && !own_moves(own_walk.body, own, read, before);
}

/* Is the indexed name ix (or the pointer expression ptr) x's elements by x's offsets? */
static bool same_elements(Symbol *ix, Node *ptr, Symbol *x)
{
    Symbol *cp = own_walk.copy;
    if (cp) /* x is the struct: only the member the pointer came from, not `p.in` beside `p.out` */
        return ix == cp || whole_copy_of(ix, cp) || expr_same(ptr, own_walk.member);
    return ix == x || whole_copy_of(ix, x);
}

static Token *foreign_read(Node *n, Symbol *x, Node *own, uint32_t before, int depth);
static Token *read_one(Node *n, Symbol *x, Node *own, uint32_t before, int depth);

static Token *copied_value_read(Node *v, Symbol *x, Node *own, uint32_t before, int depth);

/*
 * An array that decays (`r->val`, `tile[ty]`, `s[0].val`) is an address:
 * the pointer it is reached through is copied, its subscripts are read.
 */
static Token *decayed_read(Node *v, Symbol *x, Node *own, uint32_t before, int depth)
{
    while (v && (v->kind == ND_MEMBER || v->kind == ND_INDEX) && !v->arrow) {
        if (v->kind == ND_INDEX) {
            Token *t = read_one(v->rhs, x, own, before, depth + 1);
            if (t)
                return t;
        }
        v = v->lhs;
    }
    if (v && (v->kind == ND_DEREF || (v->kind == ND_MEMBER && v->arrow)))
        v = v->lhs;
    return copied_value_read(v, x, own, before, depth + 1);
}

/*
 * A value put in a variable: the pointer x copied (into a pointer, a
 * struct, a pointer array: SPEC 6.6 "copying the pointer reads nothing")
 * is no read; what the value computes is read as anywhere else.
 */
static Token *copied_value_read(Node *v, Symbol *x, Node *own, uint32_t before, int depth)
{
    while (v && v->kind == ND_CAST)
        v = v->lhs;
    if (!v || depth > LIMIT_NEST_DEPTH * 2)
        return NULL;
    if (alias_decays(v))
        return decayed_read(v, x, own, before, depth + 1);
    switch (v->kind) {
    case ND_VAR:
        return names_x(v->sym, x) ? NULL : read_one(v, x, own, before, depth + 1);
    case ND_DESIG:
        return copied_value_read(v->rhs, x, own, before, depth + 1);
    case ND_COMPOUND_LIT:
        return copied_value_read(v->init, x, own, before, depth + 1);
    case ND_INDEX:
    case ND_MEMBER: { /* `float *out = p.out`, `p.ptrs[0]`: a pointer copied out of a holder of x */
        Node *b = v;
        while (b && ((b->kind == ND_MEMBER && !b->arrow) || (b->kind == ND_INDEX && array_in_value(b->lhs))))
            b = b->lhs;
        if (b && b->kind == ND_VAR && names_x(b->sym, x))
            return NULL;
        return read_one(v, x, own, before, depth + 1);
    }
    case ND_ADD:
    case ND_SUB: { /* `buf + 1` is an address, no element */
        Token *t = copied_value_read(v->lhs, x, own, before, depth + 1);
        return t ? t : copied_value_read(v->rhs, x, own, before, depth + 1);
    }
    case ND_INIT_LIST:
        for (Node *a = v->args; a; a = a->next) {
            Token *t = copied_value_read(a, x, own, before, depth + 1);
            if (t)
                return t;
        }
        return NULL;
    default:
        return read_one(v, x, own, before, depth + 1);
    }
}

/*
 * A read of x before `before` (a Token.pos) that may be another unit's
 * element of a write partition at offset `own`: x[i] with i not `own`
 * itself, a partition of x at another offset, any other use of x.  Its
 * own element read first (`mine = data[g]` before a partition at g) is
 * the unit's own.  The scopes' operands are not reads.  A local x's
 * address went into counts as x (`Box bx = {buf}; bx.p[i]`): the read is
 * the use through it, not the copy.
 */
static Token *read_one(Node *n, Symbol *x, Node *own, uint32_t before, int depth)
{
    if (n->tok && n->tok->pos >= before)
        return NULL; /* program order: nothing after the partition counts */
    if (alias_member_is_number(n))
        return NULL; /* `p.n` of a holder of x reads a number, no element of x */
    if (other_field(n))
        return n->kind == ND_INDEX ? foreign_read(n->rhs, x, own, before, depth + 1) : NULL;
    bool scope = n->kind == ND_PARTITION || n->kind == ND_CLAIM || n->kind == ND_ASYNC;
    if (scope && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == x &&
        (n->kind != ND_PARTITION || !own_read(n, n->rhs, own, before)))
        return n->tok;
    Symbol *ix = n->kind == ND_INDEX ? indexed_name(n->lhs) : NULL;
    if (n->kind == ND_INDEX && !ix && own_walk.copy && expr_same(n->lhs, own_walk.member))
        ix = x; /* `p.x[g]`: the member the partitioned pointer was copied from */
    if (ix && names_x(ix, x)) {
        if (!same_elements(ix, n->lhs, x) || !own_read(n, n->rhs, own, before))
            return n->tok;
        return foreign_read(n->rhs, x, own, before, depth + 1);
    }
    /* Its address as a number (an alignment test), or under sizeof, reads no element. */
    if (n->kind == ND_SIZEOF || n->kind == ND_ALIGNOF)
        return NULL;
    if (n->kind == ND_CAST && n->ty && (type_is_integer(n->ty) || n->ty->kind == TY_VOID)) {
        Node *u = n->lhs;
        while (u && u->kind == ND_CAST)
            u = u->lhs;
        if (u && u->kind == ND_VAR && (u->sym == x || (n->ty->kind == TY_VOID && names_x(u->sym, x))))
            return NULL; /* `(void)cp` discards the pointer: no element is read */
    }
    if (n->kind == ND_VAR && names_x(n->sym, x))
        return n->tok;
    /* A callee naming x itself reads or writes it at the call (a helper's gbuf[i]). */
    if ((n->kind == ND_CALL || n->kind == ND_PRISM_CALL) && callee_names(n, x))
        return n->tok;
    /* A copy of the pointer reads no element (a view's later use is checked through it). */
    if (n->kind == ND_DECLARATOR)
        return copied_value_read(NODE_GET(n, init), x, own, before, depth + 1);
    if (n->kind == ND_ASSIGN && n->op == ND_ASSIGN && n->lhs) {
        /* Into the thread's own storage (`bx = (Box){buf}`, `bx.p = buf`) the target reads nothing. */
        Token *t = copied_value_read(n->rhs, x, own, before, depth + 1);
        return t || local_object_type(n->lhs, NULL) ? t : read_one(n->lhs, x, own, before, depth + 1);
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
        if (scope && kids[i] == n->lhs)
            continue;
        Token *t = kids[i] ? foreign_read(kids[i], x, own, before, depth + 1) : NULL;
        if (t)
            return t;
    }
    Token *t = foreign_read(NODE_GET(n, args), x, own, before, depth + 1);
    return t ? t : foreign_read(NODE_GET(n, body), x, own, before, depth + 1);
}

static Token *foreign_read(Node *n, Symbol *x, Node *own, uint32_t before, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (n->tok && n->tok->pos >= before)
            return NULL;
        Token *t = read_one(n, x, own, before, depth);
        if (t)
            return t;
    }
    return NULL;
}

/* A copy made with no arithmetic (`gb = data`): the same elements by the same offsets. */
static bool plain_copy_of(Symbol *x, Symbol *r)
{
    Node *init = x->decl && x->decl->kind == ND_DECLARATOR ? x->decl->init : NULL;
    while (init && init->kind == ND_CAST)
        init = init->lhs;
    return init && init->kind == ND_VAR && init->sym == r && !x->stores;
}

/*
 * A pointer copied whole out of a by-value struct parameter r (`float *x =
 * p.x`, `p.io.x`), and never given another value: the member it came from.
 */
static Node *member_copy_of(Symbol *x, Symbol *r)
{
    Node *init = x->decl && x->decl->kind == ND_DECLARATOR ? x->decl->init : NULL;
    while (init && init->kind == ND_CAST)
        init = init->lhs;
    Node *b = init;
    while (b && b->kind == ND_MEMBER && !b->arrow)
        b = b->lhs;
    bool value_param = r->kind == SYM_PARAM && acc_struct_param(r);
    return b && b != init && b->kind == ND_VAR && b->sym == r && value_param && !x->stores ? init : NULL;
}

/*
 * A read, before the write partition of x at `before`, of another unit's
 * element through x or through a name x points into (`gb = data`, then
 * data[i + 128] read first: adv_h5_param_reread_after_copy_write).
 * Through a name x was made from by arithmetic no element is known own.
 */
static Token *read_before(Node *body, Symbol *x, Node *own, uint32_t before)
{
    own_walk.body = body;
    Token *t = foreign_read(body, x, own, before, 0);
    int n;
    Symbol **rs = alias_roots(x, &n);
    for (int i = 0; i < n && !t; i++) {
        if (rs[i] == x)
            continue;
        /* A field of a kernel's argument struct is read as `p.f`: through p. */
        Symbol *r = alias_field_param(rs[i]) ? alias_field_param(rs[i]) : rs[i];
        own_walk.field = r != rs[i] ? rs[i] : NULL;
        own_walk.member = member_copy_of(x, r);
        own_walk.copy = own_walk.member ? x : NULL;
        t = foreign_read(body, r, plain_copy_of(x, r) || own_walk.copy ? own : NULL, before, 0);
        own_walk.field = NULL;
        own_walk.copy = NULL;
        own_walk.member = NULL;
    }
    own_walk.body = NULL;
    return t;
}

/*
 * Is every use of the part y in the scope's body its element 0 (`y[0]`,
 * `*y`)?  A unit that also reaches y[1] writes the element the next unit
 * read as its own.  Any other use (an index the checker cannot fold to 0,
 * a copy, a call given y) may be such an element.
 */
static bool part_only_first(Node *n, Symbol *y, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        int64_t k;
        if (n->kind == ND_INDEX && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == y) {
            if (!const_eval(n->rhs, &k) || k != 0)
                return false;
            if (!part_only_first(n->rhs, y, depth + 1))
                return false;
            continue;
        }
        if (n->kind == ND_DEREF && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == y)
            continue;
        if (n->kind == ND_VAR && n->sym == y)
            return false;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && !part_only_first(kids[i], y, depth + 1))
                return false;
        if (!part_only_first(NODE_GET(n, args), y, depth + 1) || !part_only_first(NODE_GET(n, body), y, depth + 1))
            return false;
    }
    return true;
}

/*
 * The offset whose element a unit may read before its write partition at
 * it, or NULL for none.  Whether the offset still has the read's value at
 * the partition is each read's question (own_read).
 */
static Node *own_offset(Node *part)
{
    return part->rhs && part->sym && part_only_first(part->body, part->sym, 0) ? part->rhs : NULL;
}

static bool grid_reuse(Ctx *c, Symbol *s, SymInfo *si, Token *at, int flags);

void check_var_use(Ctx *c, Node *var, int flags)
{
    Symbol *s = var->sym;
    if (s && !s->aux && !var->poisoned && !(flags & (EV_ASSIGN_TARGET | EV_NUMBER_FIELD)))
        alias_named_use(c, var);
    if (!s || !s->aux || var->poisoned)
        return;
    SymInfo *si = s->aux;
    Pv cp = ctx_persp(c);

    /* A name derived from a hidden one reaches the same memory; assigning
     * the whole variable reads nothing from it. */
    if (!(flags & (EV_ASSIGN_TARGET | EV_NUMBER_FIELD)) && !si->hidden_by && alias_check_use(c, var))
        return;
    if (si->hidden_by) {
        Node *h = si->hidden_by;
        diag(DIAG_ERROR, var->tok, "P061", "'%s' is hidden inside the %s that narrows it; use '%s'", sname(s),
             scope_name(h->kind), sname(h->sym));
        note(h->tok, "'%s' is narrowed to '%s' here", sname(s), sname(h->sym));
        /* The async name is no plain view: "use it" would draw P065 (porter P5). */
        if (h->kind == ND_ASYNC)
            diag_fix("inside PRISM_ASYNC the memory is in flight: '%s' is only the destination of "
                     "prism_cp_async*; read '%s' after the scope ends",
                     sname(h->sym), sname(s));
        var->poisoned = true; /* the store or call around it says nothing more */
        return;
    }
    if (si->async_of) {
        if (!(flags & EV_ASYNC_OK)) {
            diag(DIAG_ERROR, var->tok, "P065",
                 "'%s' names memory in flight: it may only be passed to an asynchronous-copy intrinsic", sname(s));
            var->poisoned = true;
        } else if (!c->poisoned && !pv_eq(cp, PV_THREAD1))
            diag(DIAG_ERROR, var->tok, "P065",
                 "asynchronous copy into '%s' in code at %s: asynchronous copies are issued from thread[1] code",
                 sname(s), pv_str(cp));
    }
    if (si->claim_of && !c->poisoned) {
        /* The claim's owner is one split arm of exactly the target, entered
         * inside the claim.  A group would not do: it replicates, so every
         * unit of that size would own the memory. */
        bool owned = false, replicated = false;
        for (int i = si->claim_scope_base; i < c->nscopes && !owned; i++)
            if (pv_eq(c->scopes[i], si->persp)) {
                /* An arm inside a group the claim encloses is one arm per
                 * unit of the group: PRISM_ONE under PRISM_GROUP(THREAD(32))
                 * is lane 0 of every warp (red team rt12). */
                owned = c->scope_replicas[i] == si->claim_replicas;
                replicated |= !owned;
            }
        if (!owned && !si->reported) {
            diag(DIAG_ERROR, var->tok, "P064",
                 "claimed '%s' (%s) used in code at %s: a claim is used only inside the one %s split arm that owns it",
                 sname(s), pv_str(si->persp), pv_str(cp), pv_str(si->persp));
            note(si->claim_of->tok, "claimed here");
            if (replicated)
                note(var->tok, "the arm is repeated inside the claim (a PRISM_GROUP the claim encloses repeats it once "
                               "per unit; a thread split of grid or block[m] code, once per block): every copy of the "
                               "arm would own '%s'",
                     sname(s));
            var->poisoned = true;
        }
    }
    /* Every split inside the claim, nested ones too, gives it one arm; and
     * the splits one after another give it the same units (warp 0 in one
     * split and warp 1 in the next are two owners: adv_own_claim_two_splits). */
    int base = si->claim_of ? si->claim_arm_base : c->narms;
    bool split_said = false;
    for (int i = base; i < c->narms; i++) {
        ClaimUse *u = si->claim_uses;
        while (u && u->split != c->arm_splits[i])
            u = u->next;
        if (u && u->arm != c->arms[i]) {
            diag(DIAG_ERROR, var->tok, "P063",
                 "claimed '%s' is used in a second arm of the split: a claim belongs to one group", sname(s));
            note(u->use, "first used in another arm here");
            split_said = true;
            break;
        }
        if (!u) {
            int64_t off = c->arm_first[i], count = c->arm_count[i];
            ClaimUse *other = si->claim_uses;
            /* Aligned arms nest or are apart: a warp-group arm around the owner warp is no other owner
             * (the innermost arm of the claim's size is compared above). */
            while (other && !(other->depth == i - base && other->split != c->arm_splits[i] &&
                              (other->count < 0 || count < 0 || other->off + other->count <= off ||
                               off + count <= other->off)))
                other = other->next;
            if (other) {
                diag(DIAG_ERROR, var->tok, "P063",
                     "claimed '%s' is used by other units of this split than of an earlier one: a claim belongs to "
                     "one group",
                     sname(s));
                note(other->use, "first used by another arm here");
                split_said = true;
                break;
            }
            u = NEW(ClaimUse);
            u->split = c->arm_splits[i];
            u->arm = c->arms[i];
            u->use = var->tok;
            u->depth = i - base;
            u->off = off;
            u->count = count;
            u->next = si->claim_uses;
            si->claim_uses = u;
        }
    }
    /* The threads that own it are those of the innermost arm: every use in the same ones (red team
     * rt21: PRISM_ONE's thread 0 and a nested arm's thread 16, compared level by level, both passed).
     * After the split-by-split comparison, whose words are plainer where it sees the two owners. */
    if (!split_said && si->claim_of && !c->poisoned && !si->reported && c->narms > si->claim_arm_base &&
        si->persp.lvl == PL_THREAD) {
        /* the innermost arm of exactly the claim's size: an arm nested inside the owner (its lane 0) is the owner's */
        int64_t off = -1, count = 0;
        for (int i = c->narms - 1; i >= si->claim_arm_base && count == 0; i--)
            if (c->arm_splits[i]->persp.level == PL_THREAD && c->arm_count[i] == si->persp.n)
                off = c->arm_first[i], count = c->arm_count[i];
        if (off >= 0 && count > 0 && si->claim_count > 0 && (off != si->claim_off || count != si->claim_count)) {
            diag(DIAG_ERROR, var->tok, "P063",
                 "claimed '%s' is used by threads %lld to %lld here and by threads %lld to %lld before: a claim "
                 "belongs to one group",
                 sname(s), (long long)off, (long long)(off + count - 1), (long long)si->claim_off,
                 (long long)(si->claim_off + si->claim_count - 1));
            note(si->claim_first, "first used here");
            si->reported = true;
        } else if (off >= 0 && count > 0 && si->claim_count == 0) {
            si->claim_off = off;
            si->claim_count = count;
            si->claim_first = var->tok;
        }
    }
    if (!(flags & EV_NUMBER_FIELD))
        grid_reuse(c, s, si, var->tok, flags);
}

/*
 * Grid memory is used up for this kernel after a write partition of it or
 * an atomic on it (SPEC 6.6, 6.7): a later use of s at `at` is P066/P108.
 * True when it said so.
 */
static bool grid_reuse(Ctx *c, Symbol *s, SymInfo *si, Token *at, int flags)
{
    if (si->atomic_after && !(flags & EV_ATOMIC) && !si->reported) {
        si->reported = true;
        diag(DIAG_ERROR, at, "P108",
             "'%s' is accessed after an atomic on it at %s: other blocks may still be applying theirs, and no "
             "barrier orders blocks; read the result in a later kernel",
             sname(s), pv_str(sym_persp(c, s)));
        note(si->atomic_after->tok, "atomic applied here");
        return true;
    } else if (!si->atomic_after && !(flags & (EV_ATOMIC | EV_ASSIGN_TARGET)) && !si->reported) {
        /* A view made before the atomic (const unsigned *cv = count) reads
         * the same memory (adv_grid_atomic_const_view). */
        Symbol *r = alias_atomic_root(s);
        if (r && !sym_info(r)->reported) {
            si->reported = true;
            diag(DIAG_ERROR, at, "P108",
                 "'%s' points into '%s', accessed after an atomic on it at %s: other blocks may still be applying "
                 "theirs, and no barrier orders blocks; read the result in a later kernel",
                 sname(s), sname(r), pv_str(sym_persp(c, r)));
            note(sym_info(r)->atomic_after->tok, "atomic applied here");
            return true;
        }
    }
    if (si->reuse_after && !si->reported) {
        si->reported = true;
        diag(DIAG_ERROR, at, "P066",
             "'%s' is used after a write partition at %s: no barrier orders blocks, only a kernel boundary does",
             sname(s), pv_str(sym_persp(c, s)));
        note(si->reuse_after->tok, "written through this %s", scope_name(si->reuse_after->kind));
        return true;
    } else if (!si->reuse_after && !si->reported && !(flags & EV_ASSIGN_TARGET)) {
        /* A view made before the write (const float *src = data) reaches the
         * same memory (adv_own_grid_view_after_write). */
        Symbol *r = alias_written_root(s);
        if (r && !sym_info(r)->reported) {
            si->reported = true;
            Node *w = sym_info(r)->reuse_after;
            diag(DIAG_ERROR, at, "P066",
                 "'%s' points into '%s', used after a write %s of it at %s: no barrier orders blocks, only a "
                 "kernel boundary does",
                 sname(s), sname(r), w->kind == ND_PRISM_CALL ? "by a callee" : "partition", pv_str(sym_persp(c, r)));
            note(w->tok, w->kind == ND_PRISM_CALL ? "written by this call" : "written through this %s",
                 scope_name(w->kind));
            return true;
        }
    }
    return false;
}

/*
 * A callee that names grid memory itself (a __device__ array read in a
 * helper, followed through the helpers it calls) uses it at the call, as
 * the same access written here would (SPEC 6.6, 6.7): P066/P108 after this
 * kernel's write partition of it or atomic on it; an atomic-only update
 * there marks it for later plain uses as an atomic here does.
 */
typedef struct {
    Ctx *c;
    Node *call;
    bool said;
} NamedUse;

static void named_use(const SyncAcc *e, void *arg)
{
    NamedUse *u = arg;
    Symbol *root = e->root;
    Function *fn = acc_callee_of(u->call);
    const char *callee = fn && fn->sym && fn->sym->name ? fn->sym->name : "the callee";
    if (!u->said && alias_check_named_use(root, u->call->tok, callee))
        u->said = true;
    /* a callee's use of it inside a scope that narrows this function's parameter: a pair for its
     * callers, as the use written here would be (red team rt33: through a plain helper) */
    alias_named_pairs(u->c, root, (e->mode & SA_WRITE) != 0, u->call->tok);
    /* Only a callee that applies nothing but atomics to it uses it as an atomic does.  An atomic
     * this same call applies (through an argument that is this memory) is ordered against its
     * plain uses by the callee's own order, e->late and acc_call_late, not as one before the call. */
    int fl = e->plain_use && sym_info(root)->atomic_after != u->call ? 0 : EV_ATOMIC;
    if (!u->said && grid_reuse(u->c, root, sym_info(root), u->call->tok, fl)) {
        u->said = true;
        note(u->call->tok, "'%s' uses '%s' by its name", callee, sname(root));
    }
    if (e->atomic)
        check_atomic_marks_sym(u->c, root, u->call);
    if (!u->said && e->late && fn && acc_definition_of(fn)->kind == FN_PLAIN)
        u->said = check_atomic_late(u->c, root, u->call, callee);
}

void check_named_uses(Ctx *c, Node *call)
{
    if (c->poisoned)
        return;
    NamedUse u = {c, call, false};
    acc_call_named(call, named_use, &u);
}

static const char *verb(NodeKind k)
{
    return k == ND_PARTITION ? "partition" : k == ND_CLAIM ? "claim" : "async";
}

/*
 * A claim's owner is one split arm of exactly its target (P064 at each use),
 * so in a block pinned by BLOCKDIM(n) it may be any whole-warp thread[m]
 * that an arm of a whole-block split can be, m < n (SPEC 4.2: such an arm
 * is aligned without m dividing n): the consumers' thread[256] of 384.
 */
static bool whole_block_arm(Ctx *c, Pv q)
{
    Pv cp = ctx_persp(c);
    int64_t n = c->bound.blockdim;
    return n > 0 && q.lvl == PL_THREAD && q.n < n && q.n % 32 == 0 &&
           ((cp.lvl == PL_BLOCK && cp.n == 1) || (cp.lvl == PL_THREAD && cp.n == n));
}

void check_mem_scope(Ctx *c, Node *node)
{
    Node *x = node->lhs;
    Symbol *xs = x && x->kind == ND_VAR ? x->sym : NULL;
    Val src = eval(c, x, 0);
    Pv sp = xs ? sym_persp(c, xs) : src.p;
    Pv cp = ctx_persp(c);
    Symbol *y = node->sym;
    SymInfo *yi = y ? sym_info(y) : NULL;
    Pv yp = sp;
    Pv off_p = PV_THREAD1; /* the partition offset's perspective, when its target is valid */
    /* Nothing to compare against, or the use of x was already an error (P061...). */
    bool quiet = c->poisoned || (xs && xs->poisoned) || (x && x->poisoned);
    /* PRISM_ONE_CLAIM where one thread is no unit: P109 says so, and the
     * claim's perspective is only its consequence (red team d1, c11). */
    if (node->kind == ND_CLAIM && equal(node->tok, "PRISM_ONE_CLAIM") &&
        (cp.lvl == PL_GRID || (cp.lvl == PL_BLOCK && cp.n > 1)))
        quiet = true;

    /* Only the group that owns memory can hand it down: P064 for a claim,
     * P060 for a partition or an async scope. */
    const char *rule = node->kind == ND_CLAIM ? "P064" : "P060";
    /* The source is a name (SPEC 6.3): what is hidden inside is what derives
     * from it, and an expression (a cast, `buf + k`) hides nothing. */
    if (!quiet && x && !xs) {
        diag(DIAG_ERROR, x->tok, rule,
             "the source of a %s must be the name of the memory (a pointer variable or parameter), not an "
             "expression: the name is what the scope hides",
             verb(node->kind));
        quiet = true;
    }
    /* One mistake, one error: the target is judged against the code only
     * where the code owns the source (red team d2: two P060 on one partition). */
    bool owner_said = false;
    if (!quiet && !pv_eq(sp, cp)) {
        diag(DIAG_ERROR, x ? x->tok : node->tok, rule,
             "%s of '%s' at %s in code at %s: only the group that owns memory can hand it out", verb(node->kind),
             xs ? sname(xs) : "expression", pv_str(sp), pv_str(cp));
        owner_said = true;
        /* P064's own fix is about which arm uses a claim (red team d2). */
        if (node->kind == ND_CLAIM && xs)
            diag_fix("claim '%s' in the code that owns it, at %s (outside the PRISM_GROUP, PRISM_ONE or arm that "
                     "narrowed the code to %s), and choose the owner inside the claim: PRISM_ONE_CLAIM(c, %s) { ... } "
                     "in %s code, or a part this code owns",
                     sname(xs), pv_str(sp), pv_str(cp), sname(xs), pv_str(sp));
    }

    if (node->kind != ND_ASYNC && persp_valid(&node->persp)) {
        Pv q = pv_of(&node->persp);
        Token *qt = node->persp.tok ? node->persp.tok : node->tok;
        yp = q;
        /* The target is a group the owner is cut into, derivable as for PRISM_GROUP. */
        if (quiet || owner_said) {
            /* nothing to compare against */
        } else if (!pv_le(q, cp) || pv_eq(q, cp)) {
            diag(DIAG_ERROR, qt, rule, "%s target %s is not narrower than the code perspective %s",
                 verb(node->kind), pv_str(q), pv_str(cp));
        } else if (!bound_derives(&c->bound, q) && !(node->kind == ND_CLAIM && whole_block_arm(c, q))) {
            diag(DIAG_ERROR, qt, rule, "%s target %s cannot be derived from the perspective bound %s",
                 verb(node->kind), pv_str(q), bound_str(&c->bound));
        }
        if (node->kind == ND_PARTITION) {
            Val off = eval(c, node->rhs, 0);
            off_p = off.p;
            if (!pv_le(q, off.p) && !off.reported) {
                diag(DIAG_ERROR, node->rhs ? val_caret(off, node->rhs) : node->tok, "P062",
                     "partition offset reads %s at %s, narrower than the target %s: each %s unit needs one offset",
                     val_what(off), pv_str(off.p), pv_str(q), pv_str(q));
                note_source(off);
            }
        }
    } else if (node->kind == ND_PARTITION) {
        eval(c, node->rhs, 0);
    }

    /* Blocks cannot wait for each other: a write scope of grid- or
     * multi-block-level memory inside a loop meets itself again. */
    bool grid_level = !quiet && node->kind != ND_ASYNC && (cp.lvl == PL_GRID || (cp.lvl == PL_BLOCK && cp.n > 1));

    if (yi) {
        yi->persp = yp;
        yi->known = true;
        yi->source = xs;
        if (node->kind == ND_CLAIM) {
            yi->claim_of = node;
            yi->claim_arm_base = c->narms;
            yi->claim_scope_base = c->nscopes;
            yi->claim_replicas = c->replicas;
        }
        if (node->kind == ND_ASYNC)
            yi->async_of = node;
    }
    SymInfo *xi = xs ? sym_info(xs) : NULL;
    Node *prev = xi ? xi->hidden_by : NULL;
    if (xi)
        xi->hidden_by = node;
    alias_hide(xs, node);
    /* A memory scope changes who owns memory, not who runs the code: its
     * body shares the context (and the shared-memory frame) of its parent. */
    walk_stmt(c, node->body);
    alias_unhide();
    if (xi)
        xi->hidden_by = prev;

    /* P067 finds the writes itself: through y, names derived from it in
     * the body (copies, views, async names) and async copies, which
     * yi->written does not follow. */
    if (xi && yi && node->kind == ND_PARTITION && !quiet && persp_valid(&node->persp))
        check_injective(c, node, off_p);
    if (xi && yi && yi->written) {
        note_write(c, x);
        Token *read_at = grid_level && !xi->reported && node->kind == ND_PARTITION && c->fn && node->tok
                             ? read_before(c->fn->body, xs, own_offset(node), node->tok->pos)
                             : NULL;
        if (read_at) {
            /* Read before (a[i] = a[i + 1] in place): another block's write
             * partition may overtake this block's read, and nothing orders
             * blocks (WAR across blocks, adv_own_grid_shift_in_place). */
            xi->reported = true;
            diag(DIAG_ERROR, x->tok, "P066",
                 "write %s of '%s' at %s after '%s' was read in this kernel: another block may write what this "
                 "block read before it reads it, and no barrier orders blocks; read through the partition, or "
                 "write another buffer",
                 verb(node->kind), sname(xs), pv_str(cp), sname(xs));
            note(read_at, "read here");
        } else if (grid_level && (c->all_loops > 0 || (c->fn && in_goto_loop(c->fn->body, node))) && !xi->reported) {
            xi->reported = true;
            diag(DIAG_ERROR, x->tok, "P066",
                 "write %s of '%s' at %s inside a loop: the next iteration reuses it, and no barrier orders blocks",
                 verb(node->kind), sname(xs), pv_str(cp));
            /* A grid-stride store (porter P5): the partition goes around the loop, not in it. */
            diag_fix("when each round writes new elements (a grid-stride store), partition once, outside the "
                     "loop, and loop inside it through its name: PRISM_PARTITION(yg, %s, THREAD(1), g) { "
                     "PRISM_FOR_STRIDED(i, n) { yg[i - g] = ...; } } (docs/GUIDE.md); when a round reads what an "
                     "earlier one wrote, make each round a kernel launch",
                     sname(xs));
        } else if (grid_level) {
            alias_mark_written(xs, node);
        }
    }
}
