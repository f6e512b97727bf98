/*
 * check_alias.c - P061 through aliases: a memory scope hides the name it
 * narrows, but a pointer copied from that name before the scope (a view
 * `x + k`, `&x[3]`, a cast, a ternary, a struct or array holding it, an
 * integer it was cast to) reaches the same bytes.  Which names may point
 * where is alias_graph.c's; here a use of a name that may derive from a
 * hidden one, or a call handed two names of one buffer where the callee
 * writes one, is reported.
 */
#include "check_internal.h"

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

int fn_param_index(Function *fn, Symbol *s)
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

/* A pair of the function's parameters (or a parameter and memory it names: gi, gj) its body keeps apart
 * (P061 at its callers). */
static void add_pair_named(Ctx *c, int i, Symbol *gi, int j, Symbol *gj, Node *scope, Token *use)
{
    if (!c->fn || !c->fn->sym || (i < 0 && !gi) || (j < 0 && !gj) || (gi && gj) || (!gi && !gj && i == j))
        return;
    SymInfo *fi = sym_info(c->fn->sym);
    for (AliasPair *p = fi->alias_pairs; p; p = p->next)
        if (p->i == i && p->j == j && p->gi == gi && p->gj == gj)
            return;
    AliasPair *p = NEW(AliasPair);
    p->i = gi ? -1 : i;
    p->j = gj ? -1 : j;
    p->gi = gi;
    p->gj = gj;
    p->scope = scope;
    p->use = use;
    p->next = fi->alias_pairs;
    fi->alias_pairs = p;
}

static void add_pair(Ctx *c, int i, int j, Node *scope, Token *use)
{
    add_pair_named(c, i, NULL, j, NULL, scope, use);
}

/* Memory a function names itself, the same for every call of it: a file-scope or static __shared__ or
 * __device__ variable (what its callers may also hand it as an argument). */
static bool named_memory(const Symbol *s)
{
    return s && s->kind == SYM_VAR && (s->is_cuda_shared || s->is_global || s->is_static) && !s->is_cuda_constant;
}

/* The parameters among s's roots, as a mask. */
static uint64_t param_mask(Ctx *c, Symbol *s)
{
    uint64_t m = 0;
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int k = 0; k < n; k++) {
        int i = fn_param_index(c->fn, rs[k]);
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

/*
 * A parameter narrowed and memory the function names used inside (or the
 * named memory narrowed and a parameter used): apart here, one buffer if a
 * caller hands that memory in for the parameter (red team rt32: a block
 * helper partitioning `p` and reading `fsh[t + 1]`, given `fsh`).
 */
static void named_pairs_between(Ctx *c, Symbol *x, Symbol *s, bool writes, Node *scope, Token *use)
{
    if (!writes)
        return;
    uint64_t hid = param_mask(c, x), used = param_mask(c, s);
    int nx, ns;
    Symbol **rx = alias_roots(x, &nx), **rs = alias_roots(s, &ns);
    for (int i = 0; i < 64; i++)
        for (int k = 0; k < ns && (hid & ((uint64_t)1 << i)); k++)
            if (named_memory(rs[k]))
                add_pair_named(c, i, NULL, -1, rs[k], scope, use);
    for (int j = 0; j < 64; j++)
        for (int k = 0; k < nx && (used & ((uint64_t)1 << j)); k++)
            if (named_memory(rx[k]))
                add_pair_named(c, -1, rx[k], j, NULL, scope, use);
}

/* Every name s may hold the address of (s included): its derivations' roots. */


/*
 * A grid-level write scope (or a callee's write) through s ended at `at`:
 * s and every name s may point into are used up for this kernel (SPEC
 * 6.6: `gb = g_buf` written, g_buf read by its own name is P066 too,
 * adv_h5_device_array_reread).  Views made from those names are found at
 * their use (alias_written_root).
 */
void alias_mark_written(Symbol *s, Node *at)
{
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        if (!sym_info(rs[i])->reuse_after)
            sym_info(rs[i])->reuse_after = at;
    if (!sym_info(s)->reuse_after)
        sym_info(s)->reuse_after = at;
}

/* A root of s other than s itself whose memory a grid-level write scope wrote (SymInfo.reuse_after), or NULL. */
Symbol *alias_written_root(Symbol *s)
{
    int n;
    Symbol **rs = alias_roots(s, &n);
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
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++) {
        Symbol *y = rs[i];
        if (y == s || y->kind != SYM_ALIAS || !y->decl || alias_live(y))
            continue;
        Node *scope = y->decl;
        diag(DIAG_ERROR, var->tok, "P041",
             "'%s' may point into '%s' outside its %s: there the memory is its owner's; derive the pointer "
             "inside the scope and use it there",
             sym_name(s), sym_name(y), scope_kind(scope));
        AliasEdge *e = alias_edge_towards(s, y);
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
            Symbol **rs = alias_roots(e->from, &n);
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

/*
 * A use of memory the function names itself that no pass has followed yet
 * (a file-scope array only read: no SymInfo, no derivations) inside scopes
 * that narrow the function's parameters: each such pair is one its callers
 * must not make one buffer (named_pairs_between).
 */
void alias_named_pairs(Ctx *c, Symbol *s, bool writes, Token *at)
{
    int top = nhidden < MAX_HIDDEN ? nhidden : MAX_HIDDEN;
    for (int k = 0; named_memory(s) && k < top; k++) {
        Symbol *x = hidden[k].x;
        uint64_t hid = x && x != s && (writes || writable_sym(x) || writable_sym(s)) ? param_mask(c, x) : 0;
        for (int i = 0; i < 64; i++)
            if (hid & ((uint64_t)1 << i))
                add_pair_named(c, i, NULL, -1, s, hidden[k].scope, at);
    }
}

void alias_named_use(Ctx *c, Node *var)
{
    alias_named_pairs(c, var->sym, false, var->tok);
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
        Symbol *r = alias_shared_root(s, x);
        if (!r) {
            pairs_between(c, param_mask(c, x), param_mask(c, s), writable_sym(x) || writable_sym(s), scope,
                          var->tok);
            named_pairs_between(c, x, s, writable_sym(x) || writable_sym(s), scope, var->tok);
            continue;
        }
        diag(DIAG_ERROR, var->tok, "P061",
             "'%s' may point into the memory of '%s', which is hidden inside the %s that narrows it; "
             "reach it through '%s'",
             sym_name(s), sym_name(x), scope_kind(scope), sym_name(scope->sym));
        AliasEdge *e = s != r ? alias_edge_towards(s, r) : NULL;
        if (e)
            note(e->at, "'%s' is derived from '%s' here", sym_name(s), sym_name(e->from));
        AliasEdge *ex = x != r ? alias_edge_towards(x, r) : NULL;
        if (ex)
            note(ex->at, "'%s' is derived from '%s' here", sym_name(x), sym_name(ex->from));
        note(scope->tok, "'%s' is narrowed to '%s' here", sym_name(x), sym_name(scope->sym));
        var->poisoned = true;
        return true;
    }
    return false;
}

/*
 * A callee that names s itself (a __device__ or __shared__ array, read or
 * written in a helper's body) inside a scope that hides s, or a name s
 * may point into: the same P061 as s written here, at the call.
 */
bool alias_check_named_use(Symbol *s, Token *at, const char *callee)
{
    int top = nhidden < MAX_HIDDEN ? nhidden : MAX_HIDDEN;
    for (int k = top - 1; k >= 0; k--) {
        Symbol *x = hidden[k].x;
        Node *scope = hidden[k].scope;
        if (!x || (x != s && !alias_shared_root(s, x)))
            continue;
        diag(DIAG_ERROR, at, "P061", "'%s' uses '%s' by its name%s inside the %s that narrows '%s' to '%s'; reach it through '%s'",
             callee, sym_name(s), x == s ? "" : arena_printf(", which may point into the memory of '%s',", sym_name(x)),
             scope_kind(scope), sym_name(x), sym_name(scope->sym), sym_name(scope->sym));
        note(scope->tok, "'%s' is narrowed to '%s' here", sym_name(x), sym_name(scope->sym));
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
            Symbol *r = a->syms[i] == b->syms[j] ? a->syms[i] : alias_shared_root(a->syms[i], b->syms[j]);
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
        if (p->gi)
            argroot_cb(p->gi, &ai);
        else
            alias_sources(argv[p->i], true, argroot_cb, &ai);
        if (p->gj)
            argroot_cb(p->gj, &aj);
        else
            alias_sources(argv[p->j], true, argroot_cb, &aj);
        Symbol *r = args_meet(&ai, &aj);
        if (!r) {
            /* Still apart here; if they are this function's parameters, its callers must keep them apart
             * (from each other, or from the memory the callee names). */
            uint64_t mi = p->gi ? 0 : args_mask(c, &ai), mj = p->gj ? 0 : args_mask(c, &aj);
            for (int i = 0; i < 64; i++)
                if (mi & ((uint64_t)1 << i)) {
                    for (int j = 0; j < 64; j++)
                        if ((mj & ((uint64_t)1 << j)) && i != j)
                            add_pair(c, i, j, p->scope, p->use);
                    if (p->gj)
                        add_pair_named(c, i, NULL, -1, p->gj, p->scope, p->use);
                }
            for (int j = 0; j < 64 && p->gi; j++)
                if (mj & ((uint64_t)1 << j))
                    add_pair_named(c, -1, p->gi, j, NULL, p->scope, p->use);
            continue;
        }
        Param *pi = callee->params, *pj = callee->params;
        for (int k = 0; k < p->i && pi; k++)
            pi = pi->next;
        for (int k = 0; k < p->j && pj; k++)
            pj = pj->next;
        const char *ni = p->gi ? sym_name(p->gi) : pi && pi->sym ? sym_name(pi->sym) : "?";
        const char *nj = p->gj ? sym_name(p->gj) : pj && pj->sym ? sym_name(pj->sym) : "?";
        if (p->gi || p->gj) {
            Node *arg = argv[p->gi ? p->j : p->i];
            diag(DIAG_ERROR, name_token(arg), "P061",
                 "the argument for '%s' may point into '%s', which '%s' (or a function it calls) names itself: "
                 "it narrows '%s' with %s and uses '%s' inside; one buffer under two names would bypass the "
                 "scope",
                 p->gi ? nj : ni, sym_name(p->gi ? p->gi : p->gj), callee->sym ? sym_name(callee->sym) : "?", ni,
                 scope_kind(p->scope), nj);
            note(p->scope->tok, "'%s' is narrowed here", ni);
            note(p->use, "'%s' is used inside the scope here", nj);
            diag_fix("pass memory '%s' does not name itself, or let it reach that memory only through its "
                     "parameter",
                     callee->sym ? sym_name(callee->sym) : "?");
            continue;
        }
        diag(DIAG_ERROR, name_token(argv[p->j]), "P061", /* on the argument's name, not its operator */
             "arguments for '%s' and '%s' may point into the same memory ('%s'): '%s' narrows '%s' with %s "
             "(itself or in a function it calls) and uses '%s' inside, which would bypass the scope",
             ni, nj, sym_name(r), callee->sym ? sym_name(callee->sym) : "?", ni, scope_kind(p->scope), nj);
        note(p->scope->tok, "'%s' is narrowed here", ni);
        note(p->use, "'%s' is used inside the scope here", nj);
        /* The generic fix speaks of a scope's own name, which a caller has none of (porter p8). */
        diag_fix("pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED "
                 "allocations, or two partitions of one), not two elements of one array of pointers or two "
                 "values of one pointer ('%s'), which the checker cannot tell apart; buffers that rotate (ping-pong, "
                 "a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)",
                 sym_name(r));
    }
}

/* ---- laundering (P040 see-through) ---------------------------------------------------- */

/* Does s hold (or derive from) a pointer to writable memory?  Returns that pointer. */
Symbol *alias_writable_root(Symbol *s)
{
    if (!s || is_local_value_array(s))
        return NULL;
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        if (writable_sym(rs[i]) && !is_local_array(rs[i]))
            return rs[i];
    return NULL;
}
