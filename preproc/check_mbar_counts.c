/*
 * check_mbar_counts.c - a raw mbarrier's arrivals and bytes (P140, SPEC 8.2).
 *
 * An mbarrier completes a phase when as many arrivals as its count have
 * come and its transaction count is back to zero.  PRISM_PIPELINE checks
 * both for its own barriers (P132, P137); a barrier the user allocates
 * and drives by hand had neither checked, and a count off by one thread
 * hangs the waiters (red team h8).
 *
 * The type-system walk hands over each call that initialises, arrives
 * on, waits on or completes bytes on a PRISM_SHARED barrier of the
 * function, with the threads that run it (the walk's units times the
 * code's size) and the loops around it.  Once the function is walked,
 * each barrier element's arrivals are the sum over its calls of those
 * threads, each call taken to arrive once a phase; its bytes are the sum
 * of what its arrive_expect_tx calls announce against the sum of its TMA
 * boxes, a box in a counted loop of its own counted once per round.
 * Only what can be counted is judged: a barrier named anywhere else (a
 * helper's argument, a local pointer, PRISM_UNSAFE code), a call under
 * a condition the threads that reach it may not share, a count that is
 * not a constant, or calls in loops of their own, leave it unjudged.
 */
#include "check_internal.h"
#include "sync.h" /* acc_expr_type */

#define MAX_LOOPS_AT 8
#define MAX_ELEMS 64

typedef struct {
    MbarOp kind;
    Node *call;
    Symbol *bar;
    int64_t elem;    /* the element named; -1: one chosen at run time, */
    Node *index;     /* ... by this index */
    int64_t threads; /* threads that run the call; 0: not known */
    int64_t value;   /* the count (init), the bytes (expect, load); -1 not known */
    Node *loops[MAX_LOOPS_AT];
    int nloops;      /* -1: too deep to follow */
    Node *sides[MAX_LOOPS_AT]; /* the sides of branches around it (Ctx.side_at) */
    int nsides;      /* -1: too deep to follow */
} MbSite;

/* From the arena: reset with each program (mbar_reset), as the arena is. */
static MbSite *sites;
static int nsites, cap;

void mbar_reset(void)
{
    sites = NULL;
    nsites = cap = 0;
}

/* The barrier an argument names: `b`, `&b[k]`, `b + k`, `&b`. */
static Symbol *bar_ref(Node *e, int64_t *elem, Node **at)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    if (!e)
        return NULL;
    bool addr = e->kind == ND_ADDR;
    if (addr)
        e = e->lhs;
    Node *base = e, *index = NULL;
    if (addr && e->kind == ND_INDEX) {
        base = e->lhs;
        index = e->rhs;
    } else if (!addr && e->kind == ND_ADD) {
        base = e->lhs;
        index = e->rhs;
    } else if (addr && e->kind == ND_DEREF && e->lhs && e->lhs->kind == ND_ADD) {
        base = e->lhs->lhs;
        index = e->lhs->rhs;
    }
    if (!base || base->kind != ND_VAR || !base->sym)
        return NULL;
    *elem = 0;
    *at = index;
    if (index && !const_eval(index, elem))
        *elem = -1;
    return base->sym;
}

static bool is_raw_barrier(const Symbol *s)
{
    return s && s->decl && s->decl->kind == ND_SHARED && !s->is_global && !s->is_static;
}

/* The bytes one box of prism_tma_load_2d(dst, &map, rows, cols, ...) copies, or -1. */
static int64_t box_bytes(Node *call)
{
    Node *dst = pipe_call_arg(call, 0), *r = pipe_call_arg(call, 2), *c = pipe_call_arg(call, 3);
    int64_t rows, cols, elem = 0, align;
    if (!dst || !r || !c || !const_eval(r, &rows) || !const_eval(c, &cols) || rows <= 0 || cols <= 0)
        return -1;
    elem = tma_box_elem(rows, cols); /* the file's maps of that box, where they say */
    if (!elem) {
        /* The pointer's own type: bufs[i] of float *bufs[2] is a float *
         * (red team rt17: the array's element, a pointer, gave 8 bytes). */
        Node *ptr = (dst->kind == ND_ADD || dst->kind == ND_SUB) && dst->lhs ? dst->lhs : dst;
        const Type *ty = ptr->kind == ND_CAST ? ptr->ty : acc_expr_type(ptr);
        if (!ty && ptr->kind == ND_VAR && ptr->sym)
            ty = ptr->sym->ty;
        if (!ty || !ty->base || !type_size_align(ty->base, &elem, &align) || elem <= 0)
            return -1;
    }
    return rows * cols * elem;
}

/*
 * How broadly a barrier's run-time index is the same, read without a
 * diagnostic: the meet of the locals and parameters it names and the
 * PRISM_IDs in it (a constant is broader than all); a read of memory or a
 * call is per thread.
 */
static Pv index_persp(Ctx *c, Node *e, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return PV_THREAD1;
    switch (e->kind) {
    case ND_NUM:
        return PV(PV_TOP, 0);
    case ND_VAR: {
        Symbol *s = e->sym;
        if (s && s->kind == SYM_ENUM_CONST)
            return PV(PV_TOP, 0);
        bool scalar = s && s->ty && s->ty->kind != TY_ARRAY;
        if (s && scalar && !s->is_global && (s->kind == SYM_VAR || s->kind == SYM_PARAM))
            return sym_persp(c, s);
        return PV_THREAD1;
    }
    case ND_PRISM_ID:
        return PV(e->persp.level, e->persp.size);
    case ND_CAST: case ND_NEG: case ND_POS: case ND_NOT: case ND_BITNOT:
        return index_persp(c, e->lhs, depth + 1);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
    case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    case ND_GT: case ND_GE: case ND_LOGAND: case ND_LOGOR:
        return pv_meet(index_persp(c, e->lhs, depth + 1), index_persp(c, e->rhs, depth + 1));
    case ND_COND:
        return pv_meet(index_persp(c, e->cond, depth + 1),
                       pv_meet(index_persp(c, e->then, depth + 1), index_persp(c, e->els, depth + 1)));
    default:
        return PV_THREAD1;
    }
}

void mbar_site(Ctx *c, Node *call, const Token *name)
{
    int arg;
    MbarOp kind = mbar_op(name, &arg);
    if (kind == MBAR_NONE)
        return;
    int64_t elem;
    Node *index;
    Symbol *bar = bar_ref(pipe_call_arg(call, arg), &elem, &index);
    if (!is_raw_barrier(bar))
        return;
    for (int i = 0; i < nsites; i++)
        if (sites[i].call == call)
            return; /* walked twice: one call */
    if (nsites == cap) {
        int nc = cap ? cap * 2 : 32;
        MbSite *v = NEW_ARRAY(MbSite, nc);
        for (int i = 0; i < nsites; i++)
            v[i] = sites[i];
        sites = v;
        cap = nc;
    }
    MbSite *s = &sites[nsites++];
    *s = (MbSite){.kind = kind, .call = call, .bar = bar, .elem = elem, .index = index, .value = -1};
    Pv cp = ctx_persp(c);
    int64_t size = cp.lvl == PL_THREAD ? cp.n : c->bound.blockdim;
    /* An element chosen at run time where several units run the call may be
     * each unit's own (&bar[warp]: red team rt16): not counted; unless the
     * index is the same in the whole block (&bar[n] of a parameter n: every
     * unit arrives on that one element, red team rt17). */
    bool per_unit = elem < 0 && c->units != 1 && !(index && pv_le(PV(PL_BLOCK, 1), index_persp(c, index, 0)));
    if (!c->poisoned && !c->count_unsure && !per_unit && c->units > 0 && size > 0)
        s->threads = c->units * size;
    int64_t v;
    if (s->kind == MBAR_INIT || s->kind == MBAR_EXPECT) {
        Node *a = pipe_call_arg(call, 1);
        if (a && const_eval(a, &v) && v >= 0)
            s->value = v;
    } else if (s->kind == MBAR_LOAD) {
        s->value = box_bytes(call);
    }
    s->nloops = c->nloop_at > MAX_LOOPS_AT ? -1 : c->nloop_at;
    for (int i = 0; i < s->nloops; i++)
        s->loops[i] = c->loop_at[i];
    s->nsides = c->nside_at > MAX_LOOPS_AT ? -1 : c->nside_at;
    for (int i = 0; i < s->nsides; i++)
        s->sides[i] = c->side_at[i];
}

/*
 * Calls on two sides of a branch do not both run (an if's arms, two cases:
 * red team rt15 drew a sum of 256 where 128 arrive either way); calls
 * under a condition the others are not under may not run with them.
 * Counted together only under the same branches.
 */
static bool same_sides(const MbSite *a, const MbSite *b)
{
    if (a->nsides < 0 || a->nsides != b->nsides)
        return false;
    for (int i = 0; i < a->nsides; i++)
        if (a->sides[i] != b->sides[i])
            return false;
    return true;
}

static bool same_loops(const MbSite *a, const MbSite *b)
{
    if (a->nloops < 0 || a->nloops != b->nloops)
        return false;
    for (int i = 0; i < a->nloops; i++)
        if (a->loops[i] != b->loops[i])
            return false;
    return true;
}

/* ---- the judgement, once the function is walked ---- */

/* The names of sym in n, PRISM_UNSAFE bodies too (the walk trusts them unread); too deep: more than any. */
static int count_refs(Node *n, Symbol *sym, int depth)
{
    if (!n)
        return 0;
    if (depth > LIMIT_NEST_DEPTH * 4)
        return 1 << 20;
    int refs = n->kind == ND_VAR && n->sym == sym;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        refs += count_refs(kids[i], sym, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        refs += count_refs(b, sym, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        refs += count_refs(a, sym, depth + 1);
    return refs;
}

/* Every name of the barrier in the function is one of the calls the walk handed over. */
static bool all_uses_counted(Function *fn, Symbol *bar)
{
    int seen = 0;
    for (int i = 0; i < nsites; i++)
        if (sites[i].bar == bar)
            seen++;
    return seen == count_refs(fn->body, bar, 0);
}

static bool names_elem(const MbSite *s, int64_t e)
{
    return s->elem < 0 || s->elem == e;
}

/*
 * Calls that choose their element at run time name one element each run:
 * counted together only when they name the same one (`&full[s]` twice),
 * not `&bar[k % 2]` beside `&bar[(k + 1) % 2]`.
 */
static bool one_choice(const MbSite *s, Node **chosen)
{
    if (s->elem >= 0)
        return true;
    if (*chosen && !expr_same(*chosen, s->index))
        return false;
    *chosen = s->index;
    return true;
}

/* The loops every site of `kinds` on element e shares, outermost first; -1 if one is too deep. */
static int common_loops(Symbol *bar, int64_t e, unsigned kinds, Node **out)
{
    int n = -2;
    for (int i = 0; i < nsites; i++) {
        MbSite *s = &sites[i];
        if (s->bar != bar || !(kinds & (1u << s->kind)) || !names_elem(s, e))
            continue;
        if (s->nloops < 0)
            return -1;
        if (n == -2) {
            n = s->nloops;
            for (int j = 0; j < n; j++)
                out[j] = s->loops[j];
            continue;
        }
        int k = 0;
        while (k < n && k < s->nloops && out[k] == s->loops[k])
            k++;
        n = k;
    }
    return n < 0 ? 0 : n;
}

/* A jump out of the loop (or anywhere it could lead out): its rounds are not certain. */
static void jumps(Node *n, void *arg)
{
    bool *any = arg;
    *any |= n->kind == ND_BREAK || n->kind == ND_GOTO || n->kind == ND_RETURN;
}

/* The rounds of a counted loop `for (int i = A; i < B; i++)` with constants and no way out of it; -1 if not one. */
static int64_t rounds(Node *loop)
{
    Symbol *v;
    int64_t lo, hi, step;
    bool out = false;
    if (!counted_loop(loop, &v, &lo, &hi, &step) || step != 1)
        return -1;
    node_visit(loop->body, LIMIT_NEST_DEPTH * 4, jumps, &out);
    return out || hi - lo >= (1 << 20) ? -1 : hi - lo + 1;
}

/* How often s runs for each run of the code `shared` loops deep: its own loops' rounds, or -1. */
static int64_t runs_per(const MbSite *s, int shared)
{
    int64_t times = 1;
    for (int i = shared; i < s->nloops; i++) {
        int64_t r = rounds(s->loops[i]);
        if (r < 0 || __builtin_mul_overflow(times, r, &times))
            return -1;
    }
    return times;
}

static const char *elem_name(Symbol *bar, int64_t e, int64_t count)
{
    return count > 1 ? arena_printf("%s[%lld]", bar->name, (long long)e) : arena_printf("%s", bar->name);
}

/* P140 on arrivals; true when reported. */
static bool judge_arrivals(Symbol *bar, int64_t e, int64_t count, const MbSite *init)
{
    Node *common[MAX_LOOPS_AT];
    int shared = common_loops(bar, e, 1u << MBAR_ARRIVE | 1u << MBAR_EXPECT, common);
    if (shared < 0)
        return false;
    int64_t arrivals = 0;
    const MbSite *first = NULL;
    Node *chosen = NULL;
    for (int i = 0; i < nsites; i++) {
        const MbSite *s = &sites[i];
        if (s->bar != bar || (s->kind != MBAR_ARRIVE && s->kind != MBAR_EXPECT) || !names_elem(s, e))
            continue;
        /* A call in a loop of its own may arrive several times a phase: not counted. */
        if (!s->threads || s->nloops != shared || !one_choice(s, &chosen))
            return false;
        arrivals += s->threads;
        first = first ? first : s;
    }
    if (!first || arrivals == init->value)
        return false;
    /* Under other branches than the first, or with a wait on the barrier
     * between two of them in the same code (arrive, wait, arrive: two phases,
     * rt15), they are not one phase's. */
    const MbSite *last = NULL;
    for (int i = 0; i < nsites; i++) {
        const MbSite *s = &sites[i];
        if (s->bar != bar || (s->kind != MBAR_ARRIVE && s->kind != MBAR_EXPECT) || !names_elem(s, e))
            continue;
        if (!same_sides(s, first))
            return false;
        last = s;
    }
    for (const MbSite *w = first; w < last; w++)
        if (w->bar == bar && w->kind == MBAR_WAIT && names_elem(w, e) && same_loops(w, first))
            return false;
    diag(DIAG_ERROR, init->call->tok, "P140",
         "mbarrier '%s' is initialised for %lld arrivals a phase, but the calls that arrive on it run on %lld "
         "thread%s: %s",
         elem_name(bar, e, count), (long long)init->value, (long long)arrivals, arrivals == 1 ? "" : "s",
         arrivals < init->value ? "its phase never completes, and its waiters wait forever (a hang)"
                                : "its phase completes before every arrival it should wait for, and the rest "
                                  "count toward the next phase (a race)");
    for (int i = 0; i < nsites; i++) {
        const MbSite *s = &sites[i];
        if (s->bar == bar && (s->kind == MBAR_ARRIVE || s->kind == MBAR_EXPECT) && names_elem(s, e))
            note(s->call->tok, "%lld thread%s arrive%s here", (long long)s->threads, s->threads == 1 ? "" : "s",
                 s->threads == 1 ? "s" : "");
    }
    return true;
}

/* P140 on bytes: what the expect_tx calls announce against what the TMA loads copy. */
static bool judge_bytes(Symbol *bar, int64_t e, int64_t count)
{
    Node *common[MAX_LOOPS_AT];
    int shared = common_loops(bar, e, 1u << MBAR_EXPECT, common);
    if (shared < 0)
        return false;
    int64_t announced = 0, copied = 0;
    const MbSite *expect = NULL, *load = NULL;
    Node *chosen = NULL;
    for (int i = 0; i < nsites; i++) {
        const MbSite *s = &sites[i];
        if (s->bar != bar || (s->kind != MBAR_EXPECT && s->kind != MBAR_LOAD) || !names_elem(s, e))
            continue;
        if (!s->threads || s->value < 0 || s->nloops < shared || !one_choice(s, &chosen))
            return false;
        for (int j = 0; j < shared; j++)
            if (s->loops[j] != common[j])
                return false; /* outside the loop the announcements are made in */
        if ((expect || load) && !same_sides(s, expect ? expect : load))
            return false; /* a box under a branch the announcement is not under may not land (rt15) */
        if (s->kind == MBAR_EXPECT) {
            if (s->nloops != shared)
                return false;
            announced += s->threads * s->value;
            expect = expect ? expect : s;
        } else {
            int64_t times = runs_per(s, shared);
            if (times < 0)
                return false;
            copied += s->threads * s->value * times;
            load = load ? load : s;
        }
    }
    if (!expect || !load || announced == copied)
        return false;
    diag(DIAG_ERROR, expect->call->tok, "P140",
         "the arrivals on mbarrier '%s' expect %lld bytes a phase, but the TMA loads that complete on it copy %lld: "
         "%s",
         elem_name(bar, e, count), (long long)announced, (long long)copied,
         announced > copied ? "its phase never completes, and its waiters wait forever (a hang)"
                            : "its phase may complete before the last bytes land, and the waiters read them "
                              "(a race; a transaction count below zero is undefined)");
    note(load->call->tok, "a TMA load on it copies %lld bytes here", (long long)load->value);
    return true;
}

static void judge_barrier(Function *fn, Symbol *bar)
{
    if (!all_uses_counted(fn, bar))
        return;
    Node *decl = bar->decl;
    int64_t count = decl->val_ok && decl->val > 0 ? decl->val : 1;
    if (count > MAX_ELEMS)
        return;
    for (int64_t e = 0; e < count; e++) {
        const MbSite *init = NULL;
        bool one_count = true;
        for (int i = 0; i < nsites; i++) {
            const MbSite *s = &sites[i];
            if (s->bar != bar || s->kind != MBAR_INIT || !names_elem(s, e))
                continue;
            if (s->value < 0 || (init && init->value != s->value))
                one_count = false;
            init = init ? init : s;
        }
        if (!init || !one_count)
            continue;
        if (judge_arrivals(bar, e, count, init) || judge_bytes(bar, e, count))
            return; /* one error a barrier */
    }
}

void mbar_check_function(Function *fn, bool varying_jump)
{
    /* A jump some threads take changes how many run what follows it. */
    for (int i = 0; i < nsites && !varying_jump; i++) {
        bool first = true;
        for (int j = 0; j < i && first; j++)
            first = sites[j].bar != sites[i].bar;
        if (first && fn->body)
            judge_barrier(fn, sites[i].bar);
    }
    nsites = 0;
}
