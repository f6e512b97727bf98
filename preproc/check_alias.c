/*
 * check_alias.c - which names may point into the same memory.
 *
 * A memory scope hides the name it narrows (P061), but a pointer copied
 * from that name before the scope (a view `x + k`, `&x[3]`, a cast, a
 * ternary, a struct or array holding it, an integer it was cast to) reaches
 * the same bytes.  Before a function is walked, every assignment and
 * initializer in it records an edge "target derives from source" for the
 * names the value is built from in pointer position; the edges are taken
 * flow-insensitively (any assignment anywhere in the function counts, so a
 * loop's back edge is covered) and closed transitively on demand.  Two
 * names may alias when the pointer-carrying names they derive from (or are)
 * meet.  Integers are only intermediaries: `buf + i` and `out + i` do not
 * alias through `i`.
 *
 * Reads of pointers from memory are not followed (a pointer loaded from
 * memory has the perspective of the read, SPEC 6.1, and storing a
 * writable pointer into memory is P041); neither are pointers an opaque
 * function stores through an out-parameter.
 */
#include <string.h>

#include "check_internal.h"

/* One "derives from" edge: `from` flows into the symbol at `at`. */
struct AliasEdge {
    AliasEdge *next;
    Symbol *from;
    Token *at;
};

/* Does the type carry an address (not a plain number)? */
static bool ptr_type(const Type *t)
{
    if (!t)
        return false;
    if (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return true;
    return t->kind == TY_NAMED && !type_is_integer(t); /* a typedef we do not see may hold one */
}

/* Targets worth an edge: anything that can hold an address, integers included. */
static bool holder_type(const Type *t)
{
    return t && (ptr_type(t) || type_is_integer(t));
}

static bool is_ptr_sym(Symbol *s)
{
    return s && (s->kind == SYM_SHARED || s->kind == SYM_ALIAS || ((s->kind == SYM_VAR || s->kind == SYM_PARAM) &&
                                                                    ptr_type(s->ty) && !is_local_value_array(s)));
}

bool is_local_value_array(Symbol *s)
{
    if (!is_local_array(s))
        return false;
    Type *t = s->ty;
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    return t && t->kind != TY_PTR && t->kind != TY_STRUCT && t->kind != TY_NAMED;
}

/* Closures are cached per function walk: a new scan starts a new epoch. */
static unsigned epoch, visit_gen;

/*
 * Closures are kept per symbol, so a pathological chain of N copies costs
 * N^2.  One function may spend this many steps; past them the program is
 * rejected (P104) rather than checked slowly or unsoundly.
 */
#define ALIAS_WORK_LIMIT 4000000L
static long work_left;
static Function *work_fn;

static bool spend(long steps)
{
    if (work_left < 0)
        return false;
    work_left -= steps;
    if (work_left >= 0)
        return true;
    diag(DIAG_ERROR, work_fn ? work_fn->tok : NULL, "P104",
         "pointer derivations in this function are too long to follow (more than %ld steps): split it",
         ALIAS_WORK_LIMIT);
    return false;
}

static void add_edge(Symbol *to, Symbol *from, Token *at)
{
    if (!to || !from || to == from)
        return;
    SymInfo *ti = sym_info(to);
    for (AliasEdge *e = ti->derives; e; e = e->next)
        if (e->from == from)
            return;
    AliasEdge *e = NEW(AliasEdge);
    e->from = from;
    e->at = at;
    e->next = ti->derives;
    ti->derives = e;
}

/* The local variable an lvalue names (a, a.f, a[i] of a local array), or NULL for memory. */
/*
 * More indexes than the array has dimensions: the last ones go through a
 * pointer element (views[0][i] with `int *views[2]` loads from memory; it
 * is no element of views).
 */
static bool indexes_through_pointer(Node *lv)
{
    int depth = 0;
    while (lv && lv->kind == ND_INDEX) {
        depth++;
        lv = lv->lhs;
    }
    if (!lv || lv->kind != ND_VAR || !lv->sym)
        return false;
    int rank = 0;
    for (const Type *t = lv->sym->ty; t && t->kind == TY_ARRAY && rank < 64; t = t->base)
        rank++;
    return depth > rank;
}

Symbol *alias_holder(Node *lv)
{
    while (lv) {
        switch (lv->kind) {
        case ND_VAR:
            return lv->sym && (lv->sym->kind == SYM_VAR || lv->sym->kind == SYM_PARAM) ? lv->sym : NULL;
        case ND_MEMBER:
            if (lv->arrow)
                return NULL;
            lv = lv->lhs;
            break;
        case ND_INDEX: {
            Symbol *s = base_symbol(lv->lhs);
            if (!is_local_array(s) || indexes_through_pointer(lv))
                return NULL;
            lv = lv->lhs;
            break;
        }
        case ND_CAST:
            lv = lv->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

typedef void (*SourceFn)(Symbol *src, void *arg);

/*
 * Call fn on every name e's value is built from in pointer position.
 * loose: the value lands in something that holds an address, so whatever
 * went into it counts, a call's result included (it may return any
 * argument).  Otherwise the value is a number unless an address passes
 * through unchanged: +, -, casts, ?:, alignment masks.
 */
static void sources(Node *e, bool loose, SourceFn fn, void *arg)
{
    if (!e)
        return;
    switch (e->kind) {
    case ND_VAR:
        if (e->sym && (e->sym->kind == SYM_VAR || e->sym->kind == SYM_PARAM || e->sym->kind == SYM_SHARED ||
                       e->sym->kind == SYM_ALIAS))
            fn(e->sym, arg);
        return;
    case ND_SUB: {
        /* A pointer difference is a number, not an address. */
        Symbol *l = base_symbol(e->lhs), *r = base_symbol(e->rhs);
        if (is_ptr_sym(l) && is_ptr_sym(r))
            return;
        sources(e->lhs, loose, fn, arg);
        sources(e->rhs, loose, fn, arg);
        return;
    }
    case ND_ADD:
        sources(e->lhs, loose, fn, arg);
        sources(e->rhs, loose, fn, arg);
        return;
    case ND_BITAND:
    case ND_BITOR:
        if (!loose) {
            /* A number keeps an address through an alignment mask (& ~15,
             * | 1 tags), not when its low bits are extracted (& 15). */
            int64_t m;
            bool lc = const_eval(e->lhs, &m);
            Node *other = lc ? e->rhs : e->lhs;
            if (!lc && !const_eval(e->rhs, &m))
                return;
            if (e->kind == ND_BITAND && m >= 0 && m < 65536)
                return;
            sources(other, loose, fn, arg);
            return;
        }
        /* fall through */
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITXOR:
        /* For a target that holds an address, anything that went into it. */
        if (loose) {
            sources(e->lhs, loose, fn, arg);
            sources(e->rhs, loose, fn, arg);
        }
        return;
    case ND_NEG:
    case ND_BITNOT:
        if (loose)
            sources(e->lhs, loose, fn, arg);
        return;
    case ND_POS:
    case ND_CAST:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        sources(e->lhs, loose, fn, arg);
        return;
    case ND_ASSIGN:
    case ND_COMMA:
        sources(e->rhs, loose, fn, arg);
        return;
    case ND_COND:
        sources(e->then, loose, fn, arg);
        sources(e->els, loose, fn, arg);
        return;
    case ND_ADDR: {
        /* &x[i], &x->f, &*p: the address x holds; &local: the local itself. */
        Node *l = e->lhs;
        while (l && (l->kind == ND_INDEX || l->kind == ND_MEMBER || l->kind == ND_DEREF)) {
            if (l->kind == ND_MEMBER && !l->arrow) {
                l = l->lhs;
                continue;
            }
            Symbol *h = l->kind == ND_INDEX ? base_symbol(l->lhs) : NULL;
            if (l->kind == ND_INDEX && is_local_array(h)) {
                l = l->lhs;
                continue;
            }
            l = l->lhs;
            break;
        }
        sources(l, loose, fn, arg);
        return;
    }
    case ND_INDEX:
    case ND_DEREF:
    case ND_MEMBER: {
        /* An element or field of a local holder is what was put in it; a
         * load from memory is not followed. */
        Symbol *h = alias_holder(e->kind == ND_DEREF ? e->lhs : e);
        if (e->kind == ND_DEREF && !is_local_array(h))
            h = NULL;
        if (h)
            fn(h, arg);
        return;
    }
    case ND_CALL:
    case ND_PRISM_CALL:
        /* A returned pointer may be any pointer argument. */
        if (loose)
            for (Node *a = e->args; a; a = a->next)
                sources(a, loose, fn, arg);
        return;
    case ND_INIT_LIST:
        for (Node *a = e->args; a; a = a->next)
            sources(a, loose, fn, arg);
        return;
    case ND_DESIG:
        sources(e->rhs, loose, fn, arg);
        return;
    case ND_COMPOUND_LIT:
        sources(e->init, loose, fn, arg);
        return;
    default:
        return;
    }
}

typedef struct {
    Symbol *to;
    Token *at;
} EdgeArg;

static void edge_cb(Symbol *src, void *arg)
{
    EdgeArg *ea = arg;
    add_edge(ea->to, src, ea->at);
}

static void record(Symbol *to, Node *value, Token *at)
{
    if (!to || !holder_type(to->ty))
        return;
    EdgeArg ea = {to, at};
    sources(value, ptr_type(to->ty), edge_cb, &ea);
}

static void scan_list(Node *n);

static void scan_node(Node *n)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_ASSIGN)
        record(alias_holder(n->lhs), n->rhs, n->tok);
    else if (n->kind == ND_DECLARATOR && NODE_GET(n, init))
        record(n->sym, NODE_GET(n, init), n->sym && n->sym->tok ? n->sym->tok : n->tok);
    scan_node(NODE_GET(n, lhs));
    scan_node(NODE_GET(n, rhs));
    scan_node(NODE_GET(n, cond));
    scan_node(NODE_GET(n, then));
    scan_node(NODE_GET(n, els));
    scan_node(NODE_GET(n, init));
    scan_node(NODE_GET(n, inc));
    /* Only these bodies are lists; a single-statement body's `next` is
     * its parent's sibling, which the parent's list already visits. */
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_list(NODE_GET(n, body));
    else
        scan_node(NODE_GET(n, body));
    scan_list(NODE_GET(n, args));
}

static void scan_list(Node *n)
{
    for (; n; n = n->next)
        scan_node(n);
}

void alias_scan(Function *fn)
{
    work_left = ALIAS_WORK_LIMIT;
    work_fn = fn;
    for (Param *pa = fn->params; pa; pa = pa->next)
        if (pa->sym)
            sym_info(pa->sym);
    epoch++;
    scan_node(fn->body);
}

/* ---- closure ---------------------------------------------------------------- */


static void push_sym(Symbol ***v, int *n, int *cap, Symbol *s)
{
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 8;
        Symbol **t = NEW_ARRAY(Symbol *, nc);
        for (int i = 0; i < *n; i++)
            t[i] = (*v)[i];
        *v = t;
        *cap = nc;
    }
    (*v)[(*n)++] = s;
}

/* The address-carrying names s is or may derive from (s first if it is one). */
static Symbol **roots(Symbol *s, int *n)
{
    SymInfo *si = sym_info(s);
    if (si->closure_epoch != epoch && work_left < 0) {
        *n = 0;
        return NULL;
    }
    if (si->closure_epoch != epoch) {
        /* An explicit work list: derivation chains can be as long as the input.
         * Both lists start on the stack and only long ones go to the arena;
         * the roots kept are copied out at their exact length (most names
         * have one or none, and there is a list per name). */
        Symbol *work_small[32], *out_small[32];
        Symbol **out = out_small, **work = work_small;
        int nout = 0, capout = 32, nwork = 0, capwork = 32;
        visit_gen++;
        si->visit = visit_gen;
        push_sym(&work, &nwork, &capwork, s);
        while (nwork > 0 && spend(1)) {
            Symbol *t = work[--nwork];
            if (is_ptr_sym(t))
                push_sym(&out, &nout, &capout, t);
            for (AliasEdge *e = ((SymInfo *)t->aux)->derives; e; e = e->next) {
                SymInfo *fi = sym_info(e->from);
                if (fi->visit != visit_gen) {
                    fi->visit = visit_gen;
                    push_sym(&work, &nwork, &capwork, e->from);
                }
            }
        }
        si->roots = NULL;
        if (nout > 0) {
            si->roots = NEW_ARRAY(Symbol *, nout);
            memcpy(si->roots, out, sizeof *out * (size_t)nout);
        }
        si->nroots = nout;
        si->closure_epoch = epoch;
    }
    *n = si->nroots;
    return si->roots;
}

bool alias_may_derive(Symbol *s, Symbol *root)
{
    if (s == root)
        return true;
    if (!s || !s->aux)
        return false;
    int n;
    Symbol **rs = roots(s, &n);
    for (int i = 0; i < n; i++)
        if (rs[i] == root)
            return true;
    return false;
}

/* The edge of a's derivation that leads to r (for the note). */
static AliasEdge *edge_towards(Symbol *a, Symbol *r)
{
    for (AliasEdge *e = a->aux ? ((SymInfo *)a->aux)->derives : NULL; e; e = e->next) {
        if (e->from == r)
            return e;
        int n;
        Symbol **rs = roots(e->from, &n);
        for (int i = 0; i < n; i++)
            if (rs[i] == r)
                return e;
    }
    return NULL;
}

/* A root a and b share, or NULL. */
static Symbol *shared_root(Symbol *a, Symbol *b)
{
    int na, nb;
    Symbol **ra = roots(a, &na);
    Symbol **rb = roots(b, &nb);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (ra[i] == rb[j])
                return ra[i];
    return NULL;
}

/* ---- hidden names --------------------------------------------------------------- */

#define MAX_HIDDEN 64

static struct {
    Symbol *x;
    Node *scope;
    uint32_t lo, hi; /* the scope's extent in Token.pos */
} hidden[MAX_HIDDEN];
static int nhidden;

/* The largest Token.pos under n (0 where nothing is written). */
static uint32_t max_pos(Node *n, int depth)
{
    uint32_t m = 0;
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (n->tok && n->tok->pos > m)
            m = n->tok->pos;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
            uint32_t k = max_pos(kids[i], depth + 1);
            m = k > m ? k : m;
        }
        uint32_t b = max_pos(NODE_GET(n, body), depth + 1);
        uint32_t a = max_pos(NODE_GET(n, args), depth + 1);
        m = b > m ? b : m;
        m = a > m ? a : m;
        if (depth == 0)
            break; /* the scope itself, not the statements after it */
    }
    return m;
}

void alias_hide(Symbol *x, Node *scope)
{
    if (nhidden < MAX_HIDDEN) {
        hidden[nhidden].x = x;
        hidden[nhidden].scope = scope;
        hidden[nhidden].lo = scope->tok ? scope->tok->pos : 0;
        hidden[nhidden].hi = max_pos(scope, 0);
    }
    nhidden++;
}

void alias_unhide(void)
{
    if (nhidden > 0)
        nhidden--;
}

static const char *scope_kind(Node *n)
{
    return n->kind == ND_PARTITION ? "PRISM_PARTITION" : n->kind == ND_CLAIM ? "PRISM_CLAIM" : "PRISM_ASYNC";
}

static int param_index(Function *fn, Symbol *s)
{
    int i = 0;
    for (Param *pa = fn ? fn->params : NULL; pa; pa = pa->next, i++)
        if (pa->sym == s)
            return i;
    return -1;
}

static bool writable_sym(Symbol *s)
{
    if (!s || !s->ty)
        return s && s->kind == SYM_ALIAS;
    return type_is_pointer(s->ty) && !type_points_to_const(s->ty);
}

/* A pair of the function's parameters its body keeps apart (P061 at its callers). */
static void add_pair(Ctx *c, int i, int j, Node *scope, Token *use)
{
    if (!c->fn || !c->fn->sym || i < 0 || j < 0 || i == j)
        return;
    SymInfo *fi = sym_info(c->fn->sym);
    for (AliasPair *p = fi->alias_pairs; p; p = p->next)
        if (p->i == i && p->j == j)
            return;
    AliasPair *p = NEW(AliasPair);
    p->i = i;
    p->j = j;
    p->scope = scope;
    p->use = use;
    p->next = fi->alias_pairs;
    fi->alias_pairs = p;
}

/* The parameters among s's roots, as a mask. */
static uint64_t param_mask(Ctx *c, Symbol *s)
{
    uint64_t m = 0;
    int n;
    Symbol **rs = roots(s, &n);
    for (int k = 0; k < n; k++) {
        int i = param_index(c->fn, rs[k]);
        if (i >= 0 && i < 64)
            m |= (uint64_t)1 << i;
    }
    return m;
}

static void pairs_between(Ctx *c, uint64_t hid, uint64_t used, bool writes, Node *scope, Token *use)
{
    if (!writes)
        return;
    for (int i = 0; i < 64; i++)
        if (hid & ((uint64_t)1 << i))
            for (int j = 0; j < 64; j++)
                if ((used & ((uint64_t)1 << j)) && !(hid & ((uint64_t)1 << j)))
                    add_pair(c, i, j, scope, use);
}

/* Every name s may hold the address of (s included): its derivations' roots. */
Symbol **alias_roots(Symbol *s, int *n)
{
    return roots(s, n);
}

/* A root of s other than s itself whose memory a grid-level write scope wrote (SymInfo.reuse_after), or NULL. */
Symbol *alias_written_root(Symbol *s)
{
    int n;
    Symbol **rs = roots(s, &n);
    for (int i = 0; i < n; i++)
        if (rs[i] != s && rs[i]->aux && ((SymInfo *)rs[i]->aux)->reuse_after)
            return rs[i];
    return NULL;
}

/* Is y the alias of a scope the walk is inside? */
static bool alias_live(Symbol *y)
{
    if (nhidden > MAX_HIDDEN)
        return true; /* past the stack's depth: say nothing */
    for (int k = 0; k < nhidden; k++)
        if (hidden[k].scope->sym == y)
            return true;
    return false;
}

/*
 * A copy of a scope's alias kept in an outer variable outlives the scope:
 * after its barrier the memory belongs to the owning group again, and a
 * store through the copy races with it (P041: ownership laundered past
 * the scope's end).  Derivations are collected for the whole function, so
 * a copy made in a later iteration's scope counts before that scope too.
 */
static bool check_escaped(Node *var)
{
    Symbol *s = var->sym;
    int n;
    Symbol **rs = roots(s, &n);
    for (int i = 0; i < n; i++) {
        Symbol *y = rs[i];
        if (y == s || y->kind != SYM_ALIAS || !y->decl || alias_live(y))
            continue;
        Node *scope = y->decl;
        diag(DIAG_ERROR, var->tok, "P041",
             "'%s' may point into '%s' outside its %s: there the memory is its owner's; derive the pointer "
             "inside the scope and use it there",
             sym_name(s), sym_name(y), scope_kind(scope));
        AliasEdge *e = edge_towards(s, y);
        if (e)
            note(e->at, "'%s' is derived from '%s' here", sym_name(s), sym_name(e->from));
        note(scope->tok, "'%s' is narrowed to '%s' here",
             sym_name(scope->lhs && scope->lhs->kind == ND_VAR ? scope->lhs->sym : NULL), sym_name(y));
        var->poisoned = true;
        return true;
    }
    return false;
}

/*
 * Inside a scope in a loop, an outer variable that copies the scope's
 * alias holds, until this round assigns it, the copy an earlier round's
 * scope made: another unit's part now (SPEC 6.1, P041,
 * adv_own_keep_prev_round: prev = z kept a rotating partition's slot for
 * the next round).  A use counts as this round's when a copy into the
 * variable is written inside the scope before it.
 */
static bool check_stale_copy(Ctx *c, Node *var)
{
    Symbol *s = var->sym;
    if (c->all_loops == 0 || nhidden == 0 || nhidden > MAX_HIDDEN || !var->tok || !var->tok->pos)
        return false;
    for (int k = nhidden - 1; k >= 0; k--) {
        Node *scope = hidden[k].scope;
        Symbol *y = scope->sym;
        uint32_t lo = hidden[k].lo, hi = hidden[k].hi;
        if (!y || y == s || !lo || (s->decl && s->decl->tok && s->decl->tok->pos >= lo && s->decl->tok->pos <= hi))
            continue; /* declared in the scope: this round's */
        bool copies = false, fresh = false;
        for (AliasEdge *e = s->aux ? ((SymInfo *)s->aux)->derives : NULL; e; e = e->next) {
            int n;
            Symbol **rs = roots(e->from, &n);
            bool from_y = e->from == y;
            for (int i = 0; i < n && !from_y; i++)
                from_y = rs[i] == y;
            if (!from_y || !e->at || e->at->pos < lo || e->at->pos > hi)
                continue;
            copies = true;
            fresh |= e->at->pos < var->tok->pos;
        }
        if (!copies || fresh)
            continue;
        diag(DIAG_ERROR, var->tok, "P041",
             "'%s' holds, here, the copy of '%s' an earlier round's %s made: that part is no longer this unit's; "
             "derive the pointer from '%s' in this round before using it",
             sym_name(s), sym_name(y), scope_kind(scope), sym_name(y));
        var->poisoned = true;
        return true;
    }
    return false;
}

bool alias_check_use(Ctx *c, Node *var)
{
    Symbol *s = var->sym;
    if (!s)
        return false;
    if (check_escaped(var))
        return true;
    if (check_stale_copy(c, var))
        return true;
    if (nhidden == 0)
        return false;
    int top = nhidden < MAX_HIDDEN ? nhidden : MAX_HIDDEN;
    for (int k = top - 1; k >= 0; k--) {
        Symbol *x = hidden[k].x;
        Node *scope = hidden[k].scope;
        if (!x || x == s)
            continue; /* the plain P061 */
        Symbol *r = shared_root(s, x);
        if (!r) {
            pairs_between(c, param_mask(c, x), param_mask(c, s), writable_sym(x) || writable_sym(s), scope,
                          var->tok);
            continue;
        }
        diag(DIAG_ERROR, var->tok, "P061",
             "'%s' may point into the memory of '%s', which is hidden inside the %s that narrows it; "
             "reach it through '%s'",
             sym_name(s), sym_name(x), scope_kind(scope), sym_name(scope->sym));
        AliasEdge *e = s != r ? edge_towards(s, r) : NULL;
        if (e)
            note(e->at, "'%s' is derived from '%s' here", sym_name(s), sym_name(e->from));
        AliasEdge *ex = x != r ? edge_towards(x, r) : NULL;
        if (ex)
            note(ex->at, "'%s' is derived from '%s' here", sym_name(x), sym_name(ex->from));
        note(scope->tok, "'%s' is narrowed to '%s' here", sym_name(x), sym_name(scope->sym));
        var->poisoned = true;
        return true;
    }
    return false;
}

/* ---- calls ------------------------------------------------------------------- */

typedef struct {
    Ctx *c;
    Symbol **syms;
    int n, cap;
} ArgRoots;

static void argroot_cb(Symbol *src, void *arg)
{
    ArgRoots *ar = arg;
    if (ar->n == ar->cap) {
        int nc = ar->cap ? ar->cap * 2 : 8;
        Symbol **t = NEW_ARRAY(Symbol *, nc);
        for (int i = 0; i < ar->n; i++)
            t[i] = ar->syms[i];
        ar->syms = t;
        ar->cap = nc;
    }
    ar->syms[ar->n++] = src;
}

/* A root shared by what two argument expressions point to. */
static Symbol *args_meet(ArgRoots *a, ArgRoots *b)
{
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            Symbol *r = a->syms[i] == b->syms[j] ? a->syms[i] : shared_root(a->syms[i], b->syms[j]);
            if (r)
                return r;
        }
    return NULL;
}

static uint64_t args_mask(Ctx *c, ArgRoots *a)
{
    uint64_t m = 0;
    for (int i = 0; i < a->n; i++)
        m |= param_mask(c, a->syms[i]);
    return m;
}

/* P061 at a call: two arguments reach the same memory, and the callee
 * hides one parameter while it uses the other. */
void alias_check_call(Ctx *c, Node *call, Function *callee)
{
    SymInfo *fi = callee->sym ? callee->sym->aux : NULL;
    if (!fi || !fi->alias_pairs)
        return;
    Node *argv[64];
    int nargs = 0;
    for (Node *a = call->args; a && nargs < 64; a = a->next)
        argv[nargs++] = a;
    for (AliasPair *p = fi->alias_pairs; p; p = p->next) {
        if (p->i >= nargs || p->j >= nargs)
            continue;
        ArgRoots ai = {c, NULL, 0, 0}, aj = {c, NULL, 0, 0};
        sources(argv[p->i], true, argroot_cb, &ai);
        sources(argv[p->j], true, argroot_cb, &aj);
        Symbol *r = args_meet(&ai, &aj);
        if (!r) {
            /* Still apart here; if they are this function's parameters, its callers must keep them apart. */
            uint64_t mi = args_mask(c, &ai), mj = args_mask(c, &aj);
            for (int i = 0; i < 64; i++)
                if (mi & ((uint64_t)1 << i))
                    for (int j = 0; j < 64; j++)
                        if ((mj & ((uint64_t)1 << j)) && i != j)
                            add_pair(c, i, j, p->scope, p->use);
            continue;
        }
        Param *pi = callee->params, *pj = callee->params;
        for (int k = 0; k < p->i && pi; k++)
            pi = pi->next;
        for (int k = 0; k < p->j && pj; k++)
            pj = pj->next;
        const char *ni = pi && pi->sym ? sym_name(pi->sym) : "?";
        const char *nj = pj && pj->sym ? sym_name(pj->sym) : "?";
        diag(DIAG_ERROR, name_token(argv[p->j]), "P061", /* on the argument's name, not its operator */
             "arguments for '%s' and '%s' may point into the same memory ('%s'): '%s' narrows '%s' with %s "
             "(itself or in a function it calls) and uses '%s' inside, which would bypass the scope",
             ni, nj, sym_name(r), callee->sym ? sym_name(callee->sym) : "?", ni, scope_kind(p->scope), nj);
        note(p->scope->tok, "'%s' is narrowed here", ni);
        note(p->use, "'%s' is used inside the scope here", nj);
    }
}

/* ---- laundering (P040 see-through) ---------------------------------------------------- */

/* Does s hold (or derive from) a pointer to writable memory?  Returns that pointer. */
Symbol *alias_writable_root(Symbol *s)
{
    if (!s || is_local_value_array(s))
        return NULL;
    int n;
    Symbol **rs = roots(s, &n);
    for (int i = 0; i < n; i++)
        if (writable_sym(rs[i]) && !is_local_array(rs[i]))
            return rs[i];
    return NULL;
}

void alias_sources(Node *value, bool loose, void (*fn)(Symbol *src, void *arg), void *arg)
{
    sources(value, loose, fn, arg);
}

bool alias_holds_address(Symbol *s)
{
    return s && ptr_type(s->ty);
}

bool alias_is_ptr_sym(Symbol *s)
{
    return is_ptr_sym(s);
}
