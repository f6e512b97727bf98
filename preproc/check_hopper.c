/*
 * check_hopper.c - setmaxnreg budgets and TMA boxes (SPEC 8.2): P120-P123,
 * P127, P128.
 *
 * Both are facts about constants at call sites and about which split arm a
 * call is in, so this is one syntactic pass per function after the walk:
 * the walk has already put every call at a perspective that can run it
 * (P080: setmaxnreg needs whole aligned warpgroups).  The register file is
 * one pool per block, fixed at launch from the entry register count, so
 * what setmaxnreg asks for is summed over the arms of the block's split;
 * an arm that never changes its count keeps the entry count.  TMA boxes
 * are checked where their shape is constant: at the device load, at the
 * host's prism_tensor_map_2d, and against each other by box shape.
 */
#include "check_internal.h"

#include <string.h>

/* The arena every PRISM_SHARED carves from is this aligned (prism/cuda.h). */
#define ARENA_ALIGN 1024
#define MAX_SHARED 64
#define MAX_MAPS 64

typedef struct {
    Symbol *sym;
    int64_t off;  /* bytes into the kernel's arena; -1: not known */
    int64_t elem; /* element bytes */
} SharedAt;

/* A host tensor map with constant shape, dtype and swizzle. */
typedef struct {
    int64_t rows, cols, elem, swizzle;
    Token *at;
} HostMap;

static HostMap maps[MAX_MAPS];
static int nmaps;

typedef struct {
    Function *fn;
    Bound bound;
    int64_t k;     /* BLOCKDIM(n, k)'s k; 0: no minimum given */
    int64_t entry; /* registers per thread at entry: what an arm without setmaxnreg keeps */
    int64_t off;   /* arena offset here; -1 unknown */
    SharedAt shared[MAX_SHARED];
    int nshared;
    /* Pointers declared from a followable expression and never assigned again. */
    struct {
        Symbol *sym;
        Node *init;
    } alias[MAX_SHARED];
    int nalias;
    /* Counters of the enclosing counted loops: for (v = lo; v < bound; v += step), v never assigned in the body. */
    struct {
        Symbol *sym;
        int64_t lo, hi;
    } range[16];
    int nrange;
} H;

static const char *call_name(Node *n)
{
    if (n && n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !call_target(n))
        return tok_str(n->lhs->tok);
    return NULL;
}

static bool is_setmaxnreg(Node *n)
{
    const char *s = call_name(n);
    return s && (!strcmp(s, "prism_setmaxnreg_inc") || !strcmp(s, "prism_setmaxnreg_dec"));
}

static Node *arg(Node *call, int i)
{
    Node *a = call->args;
    while (a && i-- > 0)
        a = a->next;
    return a;
}

/* ---- BLOCKDIM(n, k): k is read from the tokens (the parser keeps only its check) ---- */

static int64_t min_blocks(Function *fn)
{
    for (int i = 0; i < fn->nbound; i++) {
        Persp *p = &fn->bound[i];
        if (p->level != PL_BLOCKDIM || !p->tok || !p->tok->next)
            continue;
        int depth = 0;
        for (Token *t = p->tok->next; t; t = t->next) {
            if (equal(t, "(")) {
                depth++;
            } else if (equal(t, ")")) {
                if (--depth == 0)
                    return 0;
            } else if (depth == 1 && equal(t, ",")) {
                Token *v = t->next;
                if (v && v->kind == TK_NUM && !v->is_float && v->next && equal(v->next, ")"))
                    return (int64_t)token_int_value(v);
                return 1; /* present but not a literal: P085 checked it; count it as 1 */
            }
        }
    }
    return 0;
}

/* ---- setmaxnreg --------------------------------------------------------- */

/* P120, P121 at one call; its value, or 0 when it is unusable. */
static int64_t setmaxnreg_value(H *h, Node *call)
{
    Token *at = call->lhs->tok;
    Node *a = arg(call, 0);
    int64_t v;
    if (!a || !const_eval(a, &v)) {
        diag(DIAG_ERROR, a ? expr_first_token(a) : at, "P120",
             "'%s' takes a constant register count; this one is not a constant", tok_str(at));
        return 0;
    }
    if (v < 24 || v > 256 || v % 8 != 0) {
        diag(DIAG_ERROR, expr_first_token(a), "P120",
             "'%s(%lld)': the register count must be a multiple of 8 from 24 to 256", tok_str(at), (long long)v);
        return 0;
    }
    if (!h->bound.blockdim || !h->k) {
        diag(DIAG_ERROR, at, "P121",
             "'%s' in '%s', whose bound does not pin BLOCKDIM(n, k): without launch bounds that give the entry "
             "register count ptxas drops setmaxnreg (C7508)",
             tok_str(at), h->fn->name ? tok_str(h->fn->name) : "?");
        return 0;
    }
    return v;
}

/* The setmaxnreg calls of one arm, outside the splits nested in it. */
typedef struct {
    int64_t value; /* the first value; 0 none */
    Token *at;
    Node *inner;  /* a nested split holding setmaxnreg */
    bool any;     /* some setmaxnreg anywhere below */
    bool quiet;   /* only looking: the arms are not this one's */
} ArmRegs;

static void arm_regs(H *h, Node *n, ArmRegs *r);

static void arm_regs_list(H *h, Node *n, ArmRegs *r)
{
    for (; n; n = n->next)
        arm_regs(h, n, r);
}

static bool split_has_setmaxnreg(H *h, Node *split)
{
    ArmRegs r = {0};
    r.quiet = true;
    arm_regs(h, split->body, &r);
    return r.any;
}

static void arm_regs(H *h, Node *n, ArmRegs *r)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_SPLIT) {
        if (split_has_setmaxnreg(h, n)) {
            r->any = true;
            if (!r->inner)
                r->inner = n;
        }
        return;
    }
    if (is_setmaxnreg(n)) {
        r->any = true;
        int64_t v;
        Node *a = arg(n, 0);
        if (a && const_eval(a, &v)) {
            if (!r->value) {
                r->value = v;
                r->at = n->lhs->tok;
            } else if (v != r->value && !r->quiet) {
                diag(DIAG_ERROR, n->lhs->tok, "P122",
                     "setmaxnreg(%lld) where this arm already set %lld: one arm, one register count", (long long)v,
                     (long long)r->value);
                note(r->at, "the arm's first setmaxnreg");
            }
        }
    }
    arm_regs(h, NODE_GET(n, lhs), r);
    arm_regs(h, NODE_GET(n, rhs), r);
    arm_regs(h, NODE_GET(n, cond), r);
    arm_regs(h, NODE_GET(n, then), r);
    arm_regs(h, NODE_GET(n, els), r);
    arm_regs(h, NODE_GET(n, init), r);
    arm_regs(h, NODE_GET(n, inc), r);
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        arm_regs_list(h, NODE_GET(n, body), r);
    else
        arm_regs(h, NODE_GET(n, body), r);
    arm_regs_list(h, NODE_GET(n, args), r);
}

/*
 * Does every path through n run `target` (a nested split), or with target
 * NULL a setmaxnreg?  A path that skips it keeps the entry count: an if
 * with one side without, a loop that may run no round, a switch, the right
 * of && || ?:.  A path that returns first ends its threads, which frees
 * their registers, so it counts as running it.
 */
static bool always_runs(Node *n, const Node *target, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH)
        return false;
    if (target ? n == target : is_setmaxnreg(n))
        return true;
    switch (n->kind) {
    case ND_RETURN:
        return true;
    case ND_BLOCK:
    case ND_STMT_EXPR:
        for (Node *s = NODE_GET(n, body); s; s = s->next)
            if (always_runs(s, target, depth + 1))
                return true;
        return false;
    case ND_IF:
        return always_runs(NODE_GET(n, cond), target, depth + 1) ||
               (always_runs(NODE_GET(n, then), target, depth + 1) && always_runs(NODE_GET(n, els), target, depth + 1));
    case ND_COND:
        return always_runs(NODE_GET(n, cond), target, depth + 1) ||
               (always_runs(NODE_GET(n, then), target, depth + 1) && always_runs(NODE_GET(n, els), target, depth + 1));
    case ND_DO:
        return always_runs(NODE_GET(n, body), target, depth + 1) || always_runs(NODE_GET(n, cond), target, depth + 1);
    case ND_FOR:
    case ND_WHILE:
        return always_runs(NODE_GET(n, init), target, depth + 1) || always_runs(NODE_GET(n, cond), target, depth + 1);
    case ND_SWITCH:
        return always_runs(NODE_GET(n, cond), target, depth + 1);
    case ND_LOGAND:
    case ND_LOGOR:
        return always_runs(NODE_GET(n, lhs), target, depth + 1);
    case ND_CALL:
        for (Node *a = NODE_GET(n, args); a; a = a->next)
            if (always_runs(a, target, depth + 1))
                return true;
        return always_runs(NODE_GET(n, lhs), target, depth + 1);
    default:
        return always_runs(NODE_GET(n, lhs), target, depth + 1) || always_runs(NODE_GET(n, rhs), target, depth + 1) ||
               always_runs(NODE_GET(n, body), target, depth + 1);
    }
}

static int64_t split_regs(H *h, Node *split, int64_t threads);

/* Registers an arm of `threads` threads holds after its setmaxnreg. */
static int64_t arm_total(H *h, Node *body, int64_t threads)
{
    ArmRegs r = {0};
    arm_regs(h, body, &r);
    if (r.value && r.inner) {
        diag(DIAG_ERROR, r.at, "P122",
             "setmaxnreg in an arm that splits again with its own setmaxnreg: this one runs in every inner arm");
        return threads * r.value;
    }
    /* Where a path may skip the count, the arm holds the larger of the two. */
    int64_t kept = threads * h->entry;
    if (r.value)
        return always_runs(body, NULL, 0) || threads * r.value > kept ? threads * r.value : kept;
    if (r.inner) {
        int64_t inner = split_regs(h, r.inner, threads);
        return always_runs(body, r.inner, 0) || inner > kept ? inner : kept;
    }
    return kept;
}

static int64_t split_unit(Node *split)
{
    return split->persp.size > 0 ? split->persp.size : 1;
}

/* Registers held by `threads` threads split by `split` (units past the arms keep the entry count). */
static int64_t split_regs(H *h, Node *split, int64_t threads)
{
    if (split->persp.level != PL_THREAD)
        return threads * h->entry;
    int64_t used = 0, total = 0;
    bool braced = split->body && split->body->kind == ND_BLOCK;
    for (Node *s = braced ? split->body->body : split->body; s; s = braced ? s->next : NULL) {
        if (s->kind != ND_SPLIT_CASE || !s->val_ok || s->val <= 0)
            continue;
        int64_t t = s->val * split_unit(split);
        used += t;
        total += arm_total(h, s->body, t);
    }
    if (used < threads)
        total += (threads - used) * h->entry;
    return total;
}

/*
 * The block-wide check, from the function body: the splits that hold
 * setmaxnreg, each run by `unit` threads of a block of n (a group may cut
 * the block into several such units), and setmaxnreg outside every arm.
 */
typedef struct {
    Node *split;
    int64_t unit; /* threads that run one copy of the split */
} TopSplit;

static void find_top(H *h, Node *n, int64_t unit, TopSplit *top, int *ntop, ArmRegs *outside);

static void find_top_list(H *h, Node *n, int64_t unit, TopSplit *top, int *ntop, ArmRegs *outside)
{
    for (; n; n = n->next)
        find_top(h, n, unit, top, ntop, outside);
}

static void find_top(H *h, Node *n, int64_t unit, TopSplit *top, int *ntop, ArmRegs *outside)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_SPLIT) {
        if (split_has_setmaxnreg(h, n) && *ntop < 8)
            top[(*ntop)++] = (TopSplit){n, unit};
        return;
    }
    if (n->kind == ND_GROUP && n->persp.level == PL_THREAD && n->persp.size > 0)
        unit = n->persp.size;
    if (is_setmaxnreg(n)) {
        int64_t v;
        Node *a = arg(n, 0);
        outside->any = true;
        if (!outside->at)
            outside->at = n->lhs->tok;
        if (a && const_eval(a, &v) && (!outside->value || v > outside->value))
            outside->value = v;
    }
    find_top(h, NODE_GET(n, lhs), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, rhs), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, cond), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, then), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, els), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, init), unit, top, ntop, outside);
    find_top(h, NODE_GET(n, inc), unit, top, ntop, outside);
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        find_top_list(h, NODE_GET(n, body), unit, top, ntop, outside);
    else
        find_top(h, NODE_GET(n, body), unit, top, ntop, outside);
    find_top_list(h, NODE_GET(n, args), unit, top, ntop, outside);
}

static void check_setmaxnreg_budget(H *h)
{
    int64_t n = h->bound.blockdim;
    if (!n || !h->k)
        return; /* P121 at each call */
    TopSplit top[8];
    int ntop = 0;
    ArmRegs outside = {0};
    find_top(h, h->fn->body, n, top, &ntop, &outside);
    if (outside.any && ntop > 0) {
        diag(DIAG_ERROR, outside.at, "P122",
             "setmaxnreg outside the arms of a split whose arms set their own: it runs in every arm");
        note(top[0].split->tok, "the split");
        return;
    }
    int64_t pool = n * h->entry;
    if (outside.any && outside.value && n * outside.value > pool) {
        diag(DIAG_ERROR, outside.at, "P123",
             "setmaxnreg(%lld) in all %lld threads needs %lld registers; the block holds %lld (%lld threads x %lld "
             "at entry, BLOCKDIM(%lld, %lld))",
             (long long)outside.value, (long long)n, (long long)(n * outside.value), (long long)pool, (long long)n,
             (long long)h->entry, (long long)n, (long long)h->k);
        return;
    }
    for (int i = 0; i < ntop; i++) {
        int64_t unit = top[i].unit > 0 && top[i].unit <= n ? top[i].unit : n;
        int64_t total = split_regs(h, top[i].split, unit) * (n / unit);
        if (total > pool)
            diag(DIAG_ERROR, top[i].split->tok, "P123",
                 "the arms' setmaxnreg counts need %lld registers (threads x count, summed over the block); the block "
                 "holds %lld (%lld threads x %lld at entry, BLOCKDIM(%lld, %lld)): the increasing warpgroups would "
                 "wait forever",
                 (long long)total, (long long)pool, (long long)n, (long long)h->entry, (long long)n,
                 (long long)h->k);
    }
}

/* ---- TMA boxes and swizzled stages ------------------------------------- */

static int64_t swizzle_span(int64_t sw)
{
    switch (sw) {
    case 1:
        return 128;
    case 2:
        return 64;
    case 3:
        return 32;
    default:
        return 0; /* none: no span, only the 256-element box limit */
    }
}

/* The alignment a stage with this swizzle needs: the swizzle's repeat (8 rows of its span); TMA itself needs 128. */
static int64_t swizzle_align(int64_t sw)
{
    int64_t span = swizzle_span(sw);
    return span ? span * 8 : 128;
}

static const char *swizzle_str(int64_t sw)
{
    switch (sw) {
    case 1:
        return "128-byte";
    case 2:
        return "64-byte";
    case 3:
        return "32-byte";
    default:
        return "no";
    }
}

/* P127 for a box of rows x cols elements of `elem` bytes (elem 0: unknown) and swizzle sw (-1: unknown). */
static bool check_box(Token *at, const char *where, int64_t rows, int64_t cols, int64_t elem, int64_t sw)
{
    if (rows < 1 || rows > 256 || cols < 1 || cols > 256) {
        diag(DIAG_ERROR, at, "P127", "%s box %lld x %lld: each extent must be 1 to 256 elements", where,
             (long long)rows, (long long)cols);
        return false;
    }
    if (!elem)
        return true;
    int64_t bytes = cols * elem;
    if (bytes % 16 != 0) {
        diag(DIAG_ERROR, at, "P127",
             "%s box %lld x %lld: its inner extent is %lld bytes (%lld x %lld), not a multiple of 16", where,
             (long long)rows, (long long)cols, (long long)bytes, (long long)cols, (long long)elem);
        return false;
    }
    int64_t span = sw >= 0 ? swizzle_span(sw) : 0;
    if (span && bytes > span) {
        diag(DIAG_ERROR, at, "P127",
             "%s box %lld x %lld: its inner extent of %lld bytes exceeds the %s swizzle span; use %lld columns per "
             "box",
             where, (long long)rows, (long long)cols, (long long)bytes, swizzle_str(sw), (long long)(span / elem));
        return false;
    }
    return true;
}

/*
 * A constant argument, including the element-type and swizzle names of
 * prism/hopper.h: they are macros over enumerators (prism-check reads every
 * PRISM_ name as the DSL's), so const_eval does not see their values.
 */
static bool hopper_const(Node *e, int64_t *out)
{
    static const struct {
        const char *name;
        int64_t val;
    } names[] = {
        {"PRISM_BF16", 1},         {"PRISM_F16", 2},          {"PRISM_F32", 3},          {"PRISM_SWIZZLE_NONE", 0},
        {"PRISM_SWIZZLE_128B", 1}, {"PRISM_SWIZZLE_64B", 2},  {"PRISM_SWIZZLE_32B", 3},  {"prism__bf16", 1},
        {"prism__f16", 2},         {"prism__f32", 3},         {"prism__swizzle_none", 0}, {"prism__swizzle_128b", 1},
        {"prism__swizzle_64b", 2}, {"prism__swizzle_32b", 3},
    };
    if (const_eval(e, out))
        return true;
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    if (!e || e->kind != ND_VAR)
        return false;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (equal(e->tok, names[i].name)) {
            *out = names[i].val;
            return true;
        }
    return false;
}

static int64_t dtype_bytes(int64_t d)
{
    return d == 1 || d == 2 ? 2 : d == 3 ? 4 : 0;
}

static void host_scan(Node *n);

static void host_scan_list(Node *n)
{
    for (; n; n = n->next)
        host_scan(n);
}

/* prism_tensor_map_2d(&map, base, dtype, rows, cols, stride, box_rows, box_cols, swizzle) */
static void host_map(Node *call)
{
    int64_t dt, br, bc, sw;
    Node *a_br = arg(call, 6), *a_bc = arg(call, 7), *a_dt = arg(call, 2), *a_sw = arg(call, 8);
    if (!a_br || !a_bc || !a_dt || !a_sw)
        return;
    if (!const_eval(a_br, &br) || !const_eval(a_bc, &bc))
        return; /* validated by the call at run time */
    bool dt_ok = hopper_const(a_dt, &dt), sw_ok = hopper_const(a_sw, &sw);
    int64_t elem = dt_ok ? dtype_bytes(dt) : 0;
    /* Only a map that is itself legal tells the loads anything: a bad one is reported here, once. */
    if (check_box(expr_first_token(a_br), "tensor map", br, bc, elem, sw_ok ? sw : -1) && dt_ok && sw_ok && elem &&
        nmaps < MAX_MAPS)
        maps[nmaps++] = (HostMap){br, bc, elem, sw, call->lhs->tok};
}

static void host_scan(Node *n)
{
    if (!n)
        return;
    const char *s = call_name(n);
    if (s && !strcmp(s, "prism_tensor_map_2d"))
        host_map(n);
    host_scan(NODE_GET(n, lhs));
    host_scan(NODE_GET(n, rhs));
    host_scan(NODE_GET(n, cond));
    host_scan(NODE_GET(n, then));
    host_scan(NODE_GET(n, els));
    host_scan(NODE_GET(n, init));
    host_scan(NODE_GET(n, inc));
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        host_scan_list(NODE_GET(n, body));
    else
        host_scan(NODE_GET(n, body));
    host_scan_list(NODE_GET(n, args));
}

static SharedAt *shared_of(H *h, Symbol *s)
{
    for (int i = 0; i < h->nshared; i++)
        if (h->shared[i].sym == s)
            return &h->shared[i];
    return NULL;
}

static int64_t low_bit(int64_t v)
{
    return v ? (v & -v) : ARENA_ALIGN;
}

static int64_t min64(int64_t a, int64_t b)
{
    return a < b ? a : b;
}

/* The constant factor of a product (1 when there is none). */
static int64_t const_factor(Node *e)
{
    int64_t v;
    if (const_eval(e, &v))
        return v;
    if (e->kind == ND_MUL)
        return const_factor(e->lhs) * const_factor(e->rhs);
    if (e->kind == ND_SHL && const_eval(e->rhs, &v) && v >= 0 && v < 32)
        return const_factor(e->lhs) << v;
    return 1;
}

/* An index in bytes: a constant part and the alignment of the rest (ARENA_ALIGN: no rest). */
typedef struct {
    int64_t c;    /* constant bytes */
    int64_t step; /* every unbounded term is a multiple of this */
    int64_t vmax; /* plus bounded terms (loop counters) adding 0 .. vmax bytes, */
    int64_t vstep; /* in multiples of this */
} Bytes;

/* The range of a loop counter, if v is one (false: not known). */
static bool counter_range(H *h, Node *v, int64_t *lo, int64_t *hi)
{
    if (!v || v->kind != ND_VAR || !v->sym)
        return false;
    for (int i = h->nrange - 1; i >= 0; i--)
        if (h->range[i].sym == v->sym) {
            *lo = h->range[i].lo;
            *hi = h->range[i].hi;
            return true;
        }
    return false;
}

static Bytes index_bytes(H *h, Node *i, int64_t elem)
{
    int64_t v, lo, hi;
    if (const_eval(i, &v))
        return (Bytes){v * elem, ARENA_ALIGN, 0, ARENA_ALIGN};
    if (i->kind == ND_ADD || (i->kind == ND_SUB && index_bytes(h, i->rhs, elem).vmax == 0)) {
        Bytes l = index_bytes(h, i->lhs, elem), r = index_bytes(h, i->rhs, elem);
        return (Bytes){i->kind == ND_ADD ? l.c + r.c : l.c - r.c, min64(l.step, r.step), l.vmax + r.vmax,
                       min64(l.vstep, r.vstep)};
    }
    /* A counter times a constant factor f > 0: lo*f .. hi*f elements, in steps of f. */
    Node *var = i;
    int64_t f = 1;
    if (i->kind == ND_MUL && const_eval(i->rhs, &f))
        var = i->lhs;
    else if (i->kind == ND_MUL && const_eval(i->lhs, &f))
        var = i->rhs;
    if (f > 0 && counter_range(h, var, &lo, &hi) && lo >= 0 && hi >= lo)
        return (Bytes){lo * f * elem, ARENA_ALIGN, (hi - lo) * f * elem, min64(ARENA_ALIGN, low_bit(f * elem))};
    return (Bytes){0, min64(ARENA_ALIGN, low_bit(const_factor(i) * elem)), 0, ARENA_ALIGN};
}

static void add_bytes(Bytes *at, Bytes i, bool add)
{
    at->c += add ? i.c : -i.c;
    at->step = min64(at->step, i.step);
    if (add) {
        at->vmax += i.vmax;
        at->vstep = min64(at->vstep, i.vstep);
    } else if (i.vmax) { /* a bounded term subtracted: only its steps are known */
        at->step = min64(at->step, i.vstep);
    }
}

/*
 * A pointer into shared memory as the checker can follow it: a PRISM_SHARED
 * name of the kernel (its arena offset is known) moved by indices, as
 * base + c + (multiples of step).  false: a pointer it cannot follow.
 */
static bool follow_at(H *h, Node *e, int64_t *elem, Bytes *at, int depth)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_CAST:
        return follow_at(h, e->lhs, elem, at, depth);
    case ND_VAR: {
        SharedAt *s = e->sym ? shared_of(h, e->sym) : NULL;
        if (!s) { /* a local pointer that only ever holds its initializer is that expression */
            for (int i = 0; e->sym && i < h->nalias; i++)
                if (h->alias[i].sym == e->sym)
                    return depth < 8 && follow_at(h, h->alias[i].init, elem, at, depth + 1);
            return false;
        }
        if (s->off < 0)
            return false; /* an offset the checker lost (a branch that allocates): left to run time */
        *elem = s->elem;
        *at = (Bytes){s->off, ARENA_ALIGN, 0, ARENA_ALIGN};
        return true;
    }
    case ND_ADD:
    case ND_SUB: {
        if (!follow_at(h, e->lhs, elem, at, depth))
            return false;
        add_bytes(at, index_bytes(h, e->rhs, *elem), e->kind == ND_ADD);
        return true;
    }
    case ND_ADDR:
        if (e->lhs && e->lhs->kind == ND_INDEX && follow_at(h, e->lhs->lhs, elem, at, depth)) {
            add_bytes(at, index_bytes(h, e->lhs->rhs, *elem), true);
            return true;
        }
        return false;
    default:
        return false;
    }
}

static bool follow(H *h, Node *e, int64_t *elem, Bytes *at)
{
    return follow_at(h, e, elem, at, 0);
}

/* The alignment of base + c + k * step (+ the bounded terms): what every value of the pointer shares. */
static int64_t bytes_align(Bytes b)
{
    int64_t a = min64(b.step, low_bit(((b.c % ARENA_ALIGN) + ARENA_ALIGN) % ARENA_ALIGN));
    return b.vmax ? min64(a, b.vstep) : a;
}

static void check_stage_align(H *h, Node *ptr, int64_t sw, Token *at, const char *what)
{
    int64_t elem = 0;
    Bytes b;
    if (!follow(h, ptr, &elem, &b))
        return;
    int64_t need = swizzle_align(sw < 0 ? 0 : sw), got = bytes_align(b);
    if (got >= need)
        return;
    if (sw < 0) {
        diag(DIAG_ERROR, at, "P128",
             "%s needs a 128-byte aligned destination (more with a swizzle); '%s' is only known to be %lld-byte "
             "aligned",
             what, tok_str(name_token(ptr)), (long long)got);
        return;
    }
    diag(DIAG_ERROR, at, "P128",
         "%s with %s swizzle needs a %lld-byte aligned stage; '%s' is only known to be %lld-byte aligned", what,
         swizzle_str(sw), (long long)need, tok_str(name_token(ptr)), (long long)got);
}

/* prism_tma_load_2d(dst, &map, box_rows, box_cols, row, col, bar) */
static void device_tma(H *h, Node *call)
{
    Node *dst = arg(call, 0), *a_br = arg(call, 2), *a_bc = arg(call, 3);
    if (!dst || !a_br || !a_bc)
        return;
    int64_t br, bc;
    if (!const_eval(a_br, &br) || !const_eval(a_bc, &bc)) {
        Node *bad = const_eval(a_br, &br) ? a_bc : a_br;
        diag(DIAG_ERROR, expr_first_token(bad), "P127",
             "the box shape of 'prism_tma_load_2d' must be constants: they count the stage's bytes");
        return;
    }
    /* The maps of this file with this box shape, when they agree, say the element size and swizzle. */
    int64_t elem = 0, sw = -1;
    bool agree = true;
    for (int i = 0; i < nmaps; i++) {
        if (maps[i].rows != br || maps[i].cols != bc)
            continue;
        if (sw >= 0 && (maps[i].elem != elem || maps[i].swizzle != sw))
            agree = false;
        elem = maps[i].elem;
        sw = maps[i].swizzle;
    }
    if (!agree)
        elem = 0, sw = -1;
    if (check_box(expr_first_token(a_br), "TMA load", br, bc, elem, sw))
        check_stage_align(h, dst, sw, expr_first_token(dst), "a TMA load");
}

/*
 * prism_wgmma_desc(smem, swizzle): the swizzle pattern repeats from an
 * aligned base, and the descriptor (base offset 0) may start anywhere in
 * the repeat's first row: stepping along K inside a 128-byte row (+32
 * bytes per k16 of bf16) is how a K-major operand is walked.
 */
static void device_desc(H *h, Node *call)
{
    Node *p = arg(call, 0), *a_sw = arg(call, 1);
    int64_t sw, elem = 0;
    Bytes b;
    if (!p || !a_sw || !hopper_const(a_sw, &sw) || !swizzle_span(sw) || !follow(h, p, &elem, &b))
        return;
    int64_t need = swizzle_align(sw), span = swizzle_span(sw);
    int64_t in_repeat = ((b.c % need) + need) % need;
    if (b.step >= need && in_repeat + b.vmax < span)
        return;
    if (b.step < need)
        diag(DIAG_ERROR, expr_first_token(p), "P128",
             "a wgmma descriptor with %s swizzle needs a stage aligned to %lld bytes; '%s' moves in steps only known "
             "to be %lld-byte aligned",
             swizzle_str(sw), (long long)need, tok_str(name_token(p)), (long long)b.step);
    else
        diag(DIAG_ERROR, expr_first_token(p), "P128",
             "a wgmma descriptor with %s swizzle starts %lld bytes into its %lld-byte repeat, past the first %lld-byte "
             "row: the base offset would be wrong",
             swizzle_str(sw), (long long)(in_repeat + b.vmax), (long long)need, (long long)span);
}

/* Does fn's body call setmaxnreg (outside unsafe code)? */
static bool has_setmaxnreg(Node *n)
{
    if (!n || n->kind == ND_UNSAFE)
        return false;
    if (is_setmaxnreg(n))
        return true;
    if (has_setmaxnreg(NODE_GET(n, lhs)) || has_setmaxnreg(NODE_GET(n, rhs)) || has_setmaxnreg(NODE_GET(n, cond)) || has_setmaxnreg(NODE_GET(n, then)) ||
        has_setmaxnreg(NODE_GET(n, els)) || has_setmaxnreg(NODE_GET(n, init)) || has_setmaxnreg(NODE_GET(n, inc)) || has_setmaxnreg(NODE_GET(n, body)))
        return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (has_setmaxnreg(a))
            return true;
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        for (Node *b = NODE_GET(n, body) ? NODE_GET(n, body)->next : NULL; b; b = b->next)
            if (has_setmaxnreg(b))
                return true;
    return false;
}

/*
 * A device function that sets registers did its budget (P123) with its own
 * BLOCKDIM(n, k); the kernel's launch bounds are what ptxas uses, so a
 * caller with another k (or none) is P121 at the call.  The block size
 * itself is P070's (check_calls.c).
 */
static void callee_regs(H *h, Node *call, Function *f)
{
    if (f == h->fn || !f->body || !has_setmaxnreg(f->body))
        return;
    int64_t k = min_blocks(f);
    if (k && h->k != k)
        diag(DIAG_ERROR, call->tok, "P121",
             "'%s' sets registers for BLOCKDIM(n, %lld); '%s' %s: ptxas keeps the kernel's launch bounds, so the "
             "callee's budget does not hold here",
             f->name ? tok_str(f->name) : "?", (long long)k, h->fn->name ? tok_str(h->fn->name) : "?",
             h->k ? arena_printf("pins %lld blocks per SM", (long long)h->k) : "pins no minimum of blocks per SM");
}

/* Is s assigned, incremented or has its address taken anywhere under n? */
static bool assigned(Node *n, Symbol *s)
{
    for (; n; n = n->next) {
        Node *lv = NULL;
        if (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
            n->kind == ND_POSTDEC || n->kind == ND_ADDR)
            lv = n->lhs;
        while (lv && lv->kind == ND_CAST)
            lv = lv->lhs;
        if (lv && lv->kind == ND_VAR && lv->sym == s)
            return true;
        Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, cond), NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, inc), NODE_GET(n, body), NODE_GET(n, args)};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && kids[i] != n && assigned(kids[i], s))
                return true;
    }
    return false;
}

/* for (int v = lo; v < b (or <= b); v++ / ++v / v += c) with constants, v not assigned in the body: its range. */
static bool push_counter(H *h, Node *loop)
{
    if (loop->kind != ND_FOR || h->nrange >= 16 || !loop->init || loop->init->kind != ND_DECL || !loop->init->body ||
        loop->init->body->next || !loop->cond || !loop->inc)
        return false;
    Node *d = loop->init->body;
    int64_t lo, b, c = 0;
    if (d->kind != ND_DECLARATOR || !d->sym || !d->init || !const_eval(d->init, &lo))
        return false;
    Node *cond = loop->cond, *inc = loop->inc;
    bool lt = cond->kind == ND_LT, le = cond->kind == ND_LE;
    if (!(lt || le) || !cond->lhs || cond->lhs->kind != ND_VAR || cond->lhs->sym != d->sym || !const_eval(cond->rhs, &b))
        return false;
    if ((inc->kind == ND_PREINC || inc->kind == ND_POSTINC) && inc->lhs && inc->lhs->kind == ND_VAR &&
        inc->lhs->sym == d->sym)
        c = 1;
    else if (inc->kind == ND_ASSIGN && inc->op == ND_ADD && inc->lhs && inc->lhs->kind == ND_VAR &&
             inc->lhs->sym == d->sym && !const_eval(inc->rhs, &c))
        c = 0;
    int64_t last = lt ? b - 1 : b;
    if (c <= 0 || last < lo || assigned(loop->body, d->sym))
        return false;
    h->range[h->nrange].sym = d->sym;
    h->range[h->nrange].lo = lo;
    h->range[h->nrange].hi = lo + (last - lo) / c * c;
    h->nrange++;
    return true;
}

/* Arena offsets of the kernel's PRISM_SHARED names, in program order (check_smem.c's model). */
static void scan_device(H *h, Node *n);

static void scan_device_list(H *h, Node *n)
{
    for (; n; n = n->next)
        scan_device(h, n);
}

static void scan_device(H *h, Node *n)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_SHARED) {
        int64_t elem, align;
        if (n->sym && n->val_ok && type_size_align(n->ty, &elem, &align) && h->nshared < MAX_SHARED) {
            h->shared[h->nshared++] = (SharedAt){n->sym, h->off, elem};
            if (h->off >= 0)
                h->off += (n->val * elem + 15) & ~(int64_t)15;
        } else {
            h->off = -1;
        }
    }
    if (n->kind == ND_DECLARATOR && n->sym && NODE_GET(n, init) && NODE_GET(n, init)->kind != ND_INIT_LIST && n->sym->ty &&
        n->sym->ty->kind == TY_PTR && h->nalias < MAX_SHARED && !assigned(h->fn->body, n->sym)) {
        h->alias[h->nalias].sym = n->sym;
        h->alias[h->nalias].init = NODE_GET(n, init);
        h->nalias++;
    }
    const char *s = call_name(n);
    if ((n->kind == ND_CALL || n->kind == ND_PRISM_CALL) && call_target(n))
        callee_regs(h, n, call_target(n));
    if (s && !strcmp(s, "prism_tma_load_2d"))
        device_tma(h, n);
    else if (s && !strcmp(s, "prism_wgmma_desc"))
        device_desc(h, n);
    else if (is_setmaxnreg(n))
        setmaxnreg_value(h, n);
    /* A Prism scope gives back what it took; a branch leaves the offset unknown. */
    bool scope = n->kind == ND_GROUP || n->kind == ND_SPLIT_CASE || n->kind == ND_PARTITION ||
                 n->kind == ND_CLAIM || n->kind == ND_ASYNC;
    int64_t saved = h->off;
    bool counted = push_counter(h, n);
    scan_device(h, NODE_GET(n, lhs));
    scan_device(h, NODE_GET(n, rhs));
    scan_device(h, NODE_GET(n, cond));
    scan_device(h, NODE_GET(n, init));
    scan_device(h, NODE_GET(n, inc));
    int64_t before = h->off;
    scan_device(h, NODE_GET(n, then));
    scan_device(h, NODE_GET(n, els));
    if ((n->kind == ND_IF || n->kind == ND_COND) && h->off != before)
        h->off = -1;
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_device_list(h, NODE_GET(n, body));
    else
        scan_device(h, NODE_GET(n, body));
    scan_device_list(h, NODE_GET(n, args));
    if (counted)
        h->nrange--;
    if (scope)
        h->off = saved;
}

void check_hopper_host(Program *prog)
{
    nmaps = 0;
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->kind == FN_PLAIN && fn->body)
            host_scan(fn->body);
}

void check_hopper(Function *fn)
{
    H h = {0};
    h.fn = fn;
    if (!fn->body || !fn_bound(fn, &h.bound))
        return;
    h.k = min_blocks(fn);
    if (h.bound.blockdim && h.k) {
        int64_t r = 65536 / (h.bound.blockdim * h.k) / 8 * 8;
        h.entry = r > 248 ? 248 : r;
    }
    /* A device function's arena starts wherever its caller is: only 16 bytes are known. */
    h.off = fn->kind == FN_KERNEL ? 0 : -1;
    scan_device(&h, fn->body);
    check_setmaxnreg_budget(&h);
}
