/*
 * check_tma.c - TMA boxes and swizzled stages (SPEC 8.2): P127, P128.
 *
 * Checked where their shape is constant: at the device load
 * (prism_tma_load_2d), at the host's prism_tensor_map_2d, and against each
 * other by box shape; a stage a swizzled box or a wgmma descriptor points
 * at must start on the swizzle's repeat, which is read from the arena
 * offsets check_hopper.c's pass keeps (check_hopper.h).
 */
#include "check_hopper.h"
#include "sync.h"

#include <string.h>

static HostMap maps[MAX_MAPS];
static int nmaps;

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

static const char *dtype_str(int64_t d)
{
    return d == 1 ? "PRISM_BF16" : d == 2 ? "PRISM_F16" : "PRISM_F32";
}

/*
 * The maps of this file with this box shape, when they agree, say the
 * element size and swizzle (*map: one of them, for its name and place);
 * 0 and -1 when there is none or they disagree.
 */
int64_t tma_map_elem(int64_t rows, int64_t cols, int64_t *swizzle, const HostMap **map)
{
    int64_t elem = 0, sw = -1;
    const HostMap *m = NULL;
    for (int i = 0; i < nmaps; i++) {
        if (maps[i].rows != rows || maps[i].cols != cols)
            continue;
        if (m && (maps[i].elem != elem || maps[i].swizzle != sw))
            return *swizzle = -1, *map = NULL, 0;
        m = &maps[i];
        elem = m->elem;
        sw = m->swizzle;
    }
    *swizzle = sw;
    *map = m;
    return elem;
}

int64_t tma_box_elem(int64_t rows, int64_t cols)
{
    int64_t sw;
    const HostMap *m;
    return tma_map_elem(rows, cols, &sw, &m);
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
    Node *a_br = hopper_arg(call, 6), *a_bc = hopper_arg(call, 7), *a_dt = hopper_arg(call, 2), *a_sw = hopper_arg(call, 8);
    if (!a_br || !a_bc || !a_dt || !a_sw)
        return;
    if (!const_eval(a_br, &br) || !const_eval(a_bc, &bc))
        return; /* validated by the call at run time */
    bool dt_ok = hopper_const(a_dt, &dt), sw_ok = hopper_const(a_sw, &sw);
    int64_t elem = dt_ok ? dtype_bytes(dt) : 0;
    /* Only a map that is itself legal tells the loads anything: a bad one is reported here, once. */
    if (check_box(expr_first_token(a_br), "tensor map", br, bc, elem, sw_ok ? sw : -1) && dt_ok && sw_ok && elem &&
        nmaps < MAX_MAPS)
        maps[nmaps++] = (HostMap){br, bc, elem, sw, dt, call->lhs->tok};
}

static void host_scan(Node *n)
{
    if (!n)
        return;
    const char *s = hopper_call_name(n);
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
    bool back;     /* an unbounded term is subtracted: c is no lower bound */
    bool placed;   /* ^ or | changed bits the arena's placement decides: c is no position at all */
    int64_t vlow;  /* the part of vmax from terms in steps under ARENA_ALIGN (the rest moves whole repeats) */
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
    /* a counter named outside the loops around the call: in a local's value made in its loop */
    for (int i = 0; i < h->ncounters; i++)
        if (h->counters[i].sym == v->sym) {
            *lo = h->counters[i].lo;
            *hi = h->counters[i].hi;
            return true;
        }
    return false;
}

/* Is e an integer computed from integers alone (so a product's factors are the value's)? */
static bool int_valued(Node *e, int depth)
{
    int64_t v;
    if (!e || depth > 32)
        return false;
    if (e->kind == ND_VAR || e->kind == ND_CAST) {
        const Type *t = type_unalias(e->kind == ND_CAST ? e->ty : acc_expr_type(e));
        return t && type_is_integer(t);
    }
    if (e->kind == ND_ADD || e->kind == ND_SUB || e->kind == ND_MUL || e->kind == ND_SHL)
        return int_valued(e->lhs, depth + 1) && int_valued(e->rhs, depth + 1);
    if (e->kind == ND_NEG)
        return int_valued(e->lhs, depth + 1);
    return e->kind == ND_NUM && const_eval(e, &v);
}

static Bytes index_bytes(H *h, Node *i, int64_t elem)
{
    int64_t v, lo, hi, size, align;
    /* (uintptr_t)(s * 512): a cast to 64 bits keeps an integer's value modulo 2^64, as the
     * address arithmetic around it counts (red team rt26: it was taken as 1-byte aligned) */
    while (i->kind == ND_CAST && i->ty && type_is_integer(i->ty) && type_size_align(i->ty, &size, &align) &&
           size == 8 && int_valued(i->lhs, 0))
        i = i->lhs;
    if (const_eval(i, &v))
        return (Bytes){v * elem, ARENA_ALIGN, 0, ARENA_ALIGN, false, false, 0};
    if (i->kind == ND_ADD || (i->kind == ND_SUB && index_bytes(h, i->rhs, elem).vmax == 0)) {
        Bytes l = index_bytes(h, i->lhs, elem), r = index_bytes(h, i->rhs, elem);
        return (Bytes){i->kind == ND_ADD ? l.c + r.c : l.c - r.c, min64(l.step, r.step), l.vmax + r.vmax,
                       min64(l.vstep, r.vstep),
                       l.back || r.back || (i->kind == ND_SUB && r.step < ARENA_ALIGN), false, l.vlow + r.vlow};
    }
    /* A counter times a constant factor f > 0: lo*f .. hi*f elements, in steps of f. */
    Node *var = i;
    int64_t f = 1;
    if (i->kind == ND_MUL && const_eval(i->rhs, &f))
        var = i->lhs;
    else if (i->kind == ND_MUL && const_eval(i->lhs, &f))
        var = i->rhs;
    if (f > 0 && counter_range(h, var, &lo, &hi) && lo >= 0 && hi >= lo) {
        int64_t vstep = min64(ARENA_ALIGN, low_bit(f * elem)), vmax = (hi - lo) * f * elem;
        return (Bytes){lo * f * elem, ARENA_ALIGN, vmax, vstep, false, false, vstep < ARENA_ALIGN ? vmax : 0};
    }
    return (Bytes){0, min64(ARENA_ALIGN, low_bit(const_factor(i) * elem)), 0, ARENA_ALIGN, i->kind == ND_NEG, false, 0};
}

static void add_bytes(Bytes *at, Bytes i, bool add)
{
    at->c += add ? i.c : -i.c;
    at->step = min64(at->step, i.step);
    at->back |= i.back || (!add && i.step < ARENA_ALIGN);
    if (add) {
        at->vmax += i.vmax;
        at->vlow += i.vlow;
        at->vstep = min64(at->vstep, i.vstep);
    } else if (i.vmax) { /* a bounded term subtracted: only its steps are known */
        at->step = min64(at->step, i.vstep);
    }
}

/*
 * A mask's bits as a 64-bit pattern: `~(uintptr_t)127` and `(uintptr_t)~127`
 * are past INT64_MAX as unsigned numbers, which const_eval does not fold
 * (red team rt22: after such a mask the box went unchecked).
 */
static bool mask_const(Node *e, int64_t *k)
{
    int64_t m, size, align;
    /* (a cast to a 64-bit integer keeps the pattern; a narrower one zero-extends it: left to const_eval) */
    while (e && e->kind == ND_CAST && e->ty && type_is_integer(e->ty) && type_size_align(e->ty, &size, &align) &&
           size == 8)
        e = e->lhs;
    if (e && const_eval(e, k))
        return true;
    if (e && e->kind == ND_BITNOT && mask_const(e->lhs, &m)) {
        *k = ~m;
        return true;
    }
    return false;
}

/*
 * at op k for an address known as c + multiples of step (a power of two):
 * the bits below step are c's, so ^ and | with k < step, and & with k
 * keeping every bit from step up, move c by a known amount.  false: the
 * result is not known.
 */
static bool mask_bytes(Bytes *at, NodeKind op, int64_t k)
{
    int64_t low = ((at->c % at->step) + at->step) % at->step;
    bool fits = op == ND_BITAND ? (k | (at->step - 1)) == -1 : k >= 0 && k < at->step;
    if (!fits && op != ND_BITAND && !at->vmax && !at->back) {
        at->placed = true;
        return true;
    }
    if (at->vmax || at->back || !fits)
        return false;
    int64_t now = op == ND_BITXOR ? low ^ k : op == ND_BITOR ? low | k : low & k;
    at->c += now - low;
    return true;
}

/*
 * A pointer into shared memory as the checker can follow it: a PRISM_SHARED
 * name of the kernel (its arena offset is known) moved by indices, as
 * base + c + (multiples of step).  false: a pointer it cannot follow.
 */
/* Where a followed pointer points: its allocation, and the element type it has now (a cast may change it). */
typedef struct {
    SharedAt *sa;
    Type *ety;
} Dest;

static bool follow_at(H *h, Node *e, int64_t *elem, Bytes *at, Dest *d, int depth);

/* Both a and b: from the lower start to the higher end, in steps both share. */
static Bytes merge_bytes(Bytes a, Bytes b)
{
    int64_t lo = min64(a.c, b.c), hi = a.c + a.vmax > b.c + b.vmax ? a.c + a.vmax : b.c + b.vmax;
    int64_t vstep = min64(a.vmax ? a.vstep : ARENA_ALIGN, b.vmax ? b.vstep : ARENA_ALIGN);
    if (a.c != b.c)
        vstep = min64(vstep, low_bit(a.c > b.c ? a.c - b.c : b.c - a.c));
    /* values whole repeats apart keep their offsets within a repeat; others may be anywhere in the range */
    int64_t vlow = (a.c - b.c) % ARENA_ALIGN ? hi - lo : a.vlow > b.vlow ? a.vlow : b.vlow;
    return (Bytes){lo, min64(a.step, b.step), hi - lo, vstep, a.back || b.back, a.placed || b.placed, vlow};
}

/*
 * A local is each value it is given, as one range (red team rt23: an alias
 * assigned again, or an integer holding the address, went unchecked).  One
 * the checker cannot follow (`p += 256`, `a ^= 1024`, `&p`) is named in
 * h->lost where it points into shared memory, so that the box is refused
 * rather than left unchecked.
 */
static bool in_chain(const H *h, const Alias *a)
{
    for (int i = 0; a && i < h->nchain; i++)
        if (h->chain[i] == a)
            return true;
    return false;
}

/*
 * Alternatives the checker cannot merge into one range (two allocations,
 * two element sizes: `c ? sA : sB + 64`, `float *d[2] = {sA, sB}`; red team
 * rt28) are checked one at a time: the caller runs its check once for each
 * combination of choices (next_choice), and this fork takes the round's.
 */
static int fork_pick(H *h, int n)
{
    int k = h->nfork++;
    if (k >= MAX_FORKS) {
        h->forks_over = true; /* more than that in one destination: refused where it makes one (rt29) */
        return 0;
    }
    h->arity[k] = n;
    return h->choice[k] < n ? h->choice[k] : 0;
}

#define MAX_ROUNDS 256

/* A destination made of more alternatives than were checked: refused, not left half checked (rt29). */
static void too_many_forks(H *h, Node *dst, int rounds, int errors)
{
    if (diag_error_count() != errors || (!h->forks_over && rounds < MAX_ROUNDS))
        return;
    diag(DIAG_ERROR, name_token(dst) ? name_token(dst) : expr_first_token(dst), "P127",
         "the TMA destination or wgmma stage is made of more alternatives in different allocations than prism-check checks one "
         "by one (%d forks, %d combinations): where the box lands is not known for all of them; compute the "
         "destination at the call, or keep its values in fewer allocations",
         MAX_FORKS, MAX_ROUNDS);
}

/* The next combination of the forks the last round met; false when every one was taken. */
static bool next_choice(H *h)
{
    for (int j = (h->nfork < MAX_FORKS ? h->nfork : MAX_FORKS) - 1; j >= 0; j--)
        if (h->choice[j] + 1 < h->arity[j]) {
            h->choice[j]++;
            for (int k = j + 1; k < MAX_FORKS; k++)
                h->choice[k] = 0;
            return true;
        }
    return false;
}

static bool follow_alias(H *h, Alias *a, int64_t *elem, Bytes *at, Dest *d, int depth)
{
    if (in_chain(h, a) || h->nchain == (int)(sizeof h->chain / sizeof *h->chain))
        return false; /* p = p + 1 through another local: a value that moves each round */
    h->chain[h->nchain++] = a;
    bool shared = false, whole = a->nval > 0;
    int nv = 0;
    int64_t ev[MAX_ALIAS_VALUES];
    Bytes bv[MAX_ALIAS_VALUES];
    Dest dv[MAX_ALIAS_VALUES];
    for (int i = 0; i < a->nval; i++) {
        /* `p = q` where q is being followed already (a swap of stages through a third local: red team
         * rt26): q's values are counted there */
        if (in_chain(h, hopper_alias_of(h, a->val[i])))
            continue;
        ev[nv] = 0;
        dv[nv] = (Dest){0};
        if (!follow_at(h, a->val[i], &ev[nv], &bv[nv], &dv[nv], depth)) {
            whole = false;
            continue;
        }
        shared |= dv[nv].sa != NULL;
        nv++;
    }
    h->nchain--;
    /* some value in shared memory, and the rest lost: no box is known safe; nothing known of a local
     * filled in a way not followed (memcpy(&y, &x, n) into one declared bare: red team rt29) */
    if (((a->changed || !whole) && shared) || (a->changed && !nv)) {
        h->lost = a;
        return false;
    }
    if (!whole || !nv)
        return false;
    /* the values by allocation and element size: one range each, one of them this round */
    int first[MAX_ALIAS_VALUES], ng = 0, of[MAX_ALIAS_VALUES];
    for (int i = 0; i < nv; i++) {
        int g = 0;
        while (g < ng && (dv[first[g]].sa != dv[i].sa || ev[first[g]] != ev[i]))
            g++;
        if (g == ng)
            first[ng++] = i;
        of[i] = g;
    }
    int pick = ng > 1 ? fork_pick(h, ng) : 0;
    *elem = ev[first[pick]];
    *d = dv[first[pick]];
    *at = bv[first[pick]];
    for (int i = first[pick] + 1; i < nv; i++)
        if (of[i] == pick)
            *at = merge_bytes(*at, bv[i]);
    return true;
}

static bool follow_at(H *h, Node *e, int64_t *elem, Bytes *at, Dest *d, int depth)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_CAST: {
        if (!follow_at(h, e->lhs, elem, at, d, depth))
            return false;
        /* (T *)p: the arithmetic on it counts T's, and a copy into it fills T's;
         * (uintptr_t)p and (void *)p count bytes (red team rt17: + 512 of a
         * (uintptr_t) was read as 512 floats) */
        int64_t size, align;
        if (e->ty && e->ty->kind == TY_PTR && e->ty->base && e->ty->base->kind != TY_VOID) {
            if (!type_size_align(e->ty->base, &size, &align) || size <= 0)
                return false; /* elements it cannot size: what + k counts is unknown */
            *elem = size;
            d->ety = e->ty->base;
        } else if (e->ty && (e->ty->kind == TY_PTR || type_is_integer(e->ty))) {
            *elem = 1;
        } else {
            return false; /* a type it cannot size (__typeof__(...)): what + k counts is unknown (rt20) */
        }
        return true;
    }
    case ND_BITXOR:
    case ND_BITOR:
    case ND_BITAND: {
        /* An address's low bits changed by a constant (a swizzle, a tag):
         * followed where the bits it changes are known (red team rt20:
         * `(uintptr_t)sA ^ 1024` went past sA unseen). */
        int64_t k;
        if (!mask_const(e->rhs, &k) || !follow_at(h, e->lhs, elem, at, d, depth) || *elem != 1)
            return false;
        return mask_bytes(at, e->kind, k);
    }
    case ND_VAR: {
        SharedAt *s = e->sym ? shared_of(h, e->sym) : NULL;
        if (!s) { /* a local: where each value it is given points */
            Alias *a = hopper_alias_of(h, e);
            return a && depth < 8 && follow_alias(h, a, elem, at, d, depth + 1);
        }
        if (s->off < 0)
            return false; /* an offset the checker lost (a branch that allocates): left to run time */
        *elem = s->elem;
        *at = (Bytes){s->off, ARENA_ALIGN, 0, ARENA_ALIGN, false, false, 0};
        *d = (Dest){s, s->ty};
        return true;
    }
    case ND_ADD:
    case ND_SUB: {
        /* 256 + sA: the address on the right (red team rt30) */
        Node *base = e->lhs, *index = e->rhs;
        if (e->kind == ND_ADD && type_is_pointer(type_unalias(acc_expr_type(e->rhs))) &&
            !type_is_pointer(type_unalias(acc_expr_type(e->lhs))))
            base = e->rhs, index = e->lhs;
        if (!follow_at(h, base, elem, at, d, depth)) {
            /* (uintptr_t)1024 + (uintptr_t)sA: integers either way round */
            if (e->kind != ND_ADD || base != e->lhs || !follow_at(h, e->rhs, elem, at, d, depth))
                return false;
            index = e->lhs;
        }
        add_bytes(at, index_bytes(h, index, *elem), e->kind == ND_ADD);
        return true;
    }
    case ND_CALL: { /* __builtin_assume_aligned(p, k): p (SPEC 3.2; red team rt30) */
        const char *name = hopper_call_name(e);
        if (!name || strcmp(name, "__builtin_assume_aligned") || !e->args || !follow_at(h, e->args, elem, at, d, depth))
            return false;
        *elem = 1; /* a void *: + k counts bytes until a cast says otherwise */
        return true;
    }
    case ND_COND: { /* (s & 1) ? sA + 128 : sA: both, as one range (red team rt26); sA or sB: each */
        int64_t e2 = 0;
        Bytes b2;
        Dest d2 = {0};
        if (!follow_at(h, e->then, elem, at, d, depth) || !follow_at(h, e->els, &e2, &b2, &d2, depth))
            return false;
        if (e2 != *elem || d2.sa != d->sa) {
            if (fork_pick(h, 2)) {
                *elem = e2;
                *at = b2;
                *d = d2;
            }
            return true;
        }
        *at = merge_bytes(*at, b2);
        return true;
    }
    case ND_COMMA: /* ((void)0, sA + 256): its right side (red team rt29) */
        return follow_at(h, e->rhs, elem, at, d, depth);
    case ND_STMT_EXPR: { /* ({ ...; sA + 256; }): its last statement's value */
        Node *blk = NODE_GET(e, body), *last = blk && blk->kind == ND_BLOCK ? NODE_GET(blk, body) : blk;
        while (last && last->next)
            last = last->next;
        return last && last->kind == ND_EXPR_STMT && follow_at(h, last->lhs, elem, at, d, depth);
    }
    case ND_INDEX:
    case ND_MEMBER: { /* stages[s & 1], st.dst: each value any element, or the member, is given (red team rt26) */
        Alias *a = hopper_alias_of(h, e);
        if (!a && !h->lost_local)
            h->lost_local = hopper_unfollowed_local(e); /* st.in.dst, d[i][j], u.p: refused, not left unchecked */
        return a && depth < 8 && follow_alias(h, a, elem, at, d, depth + 1);
    }
    case ND_ADDR:
        if (e->lhs && e->lhs->kind == ND_INDEX && follow_at(h, e->lhs->lhs, elem, at, d, depth)) {
            add_bytes(at, index_bytes(h, e->lhs->rhs, *elem), true);
            return true;
        }
        return false;
    case ND_DEREF: /* *&p, *(a + i): a local's storage spelled otherwise (red team rt33) */
        if (!h->lost_local)
            h->lost_local = hopper_unfollowed_local(e);
        return false;
    default:
        return false;
    }
}

static bool follow(H *h, Node *e, int64_t *elem, Bytes *at)
{
    Dest d;
    return follow_at(h, e, elem, at, &d, 0);
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
    if (got >= need || b.placed)
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

/*
 * The box lands in its destination's allocation: the map's element type is
 * the destination's (a different size moves other bytes than the code
 * counts), and from the destination's constant offset the box's bytes end
 * inside the allocation (past it they overwrite the next one).
 */
static void check_box_fits(H *h, Node *dst, int64_t br, int64_t bc, int64_t map_elem, const HostMap *map)
{
    int64_t elem = 0;
    Bytes b;
    Dest d = {0};
    h->lost = NULL;
    h->lost_local = NULL;
    if (!follow_at(h, dst, &elem, &b, &d, 0) || !d.sa) {
        if (!h->lost && h->lost_local)
            diag(DIAG_ERROR, name_token(dst) ? name_token(dst) : expr_first_token(dst), "P127",
                 "the TMA destination is read from '%s', a local's storage prism-check does not follow (a member "
                 "of a member, an element of a 2-D array or of an array of structs, a union's member, a compound "
                 "literal's element): where the box lands is unknown; keep each stage in a local pointer, an array "
                 "of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX)",
                 h->lost_local);
        else if (h->lost)
            diag(DIAG_ERROR, name_token(dst) ? name_token(dst) : expr_first_token(dst), "P127",
                 "the TMA destination is made of '%s', which points into shared memory and is changed in a way "
                 "prism-check does not follow (++, --, a compound assignment, an assignment from itself or from "
                 "what it cannot follow, its address taken%s): where the box lands is unknown; compute the "
                 "destination at the call (sA + s * BOX) or in a local given each value whole",
                 h->lost->member ? arena_printf("%s.%.*s", h->lost->sym->name, h->lost->member->len,
                                                h->lost->member->loc)
                 : h->lost->elements ? arena_printf("%s[]", h->lost->sym->name)
                                     : h->lost->sym->name,
                 h->lost->elements ? ", the array given to a helper or a pointer"
                 : h->lost->member ? ", the struct assigned a whole value not another local's"
                                   : "");
        return;
    }
    const char *name = d.sa->sym->name;
    Token *at = name_token(dst) ? name_token(dst) : expr_first_token(dst);
    if (map_elem && map_elem != elem) {
        diag(DIAG_ERROR, at, "P127",
             "the TMA load's tensor map copies %s elements (%lld bytes) into '%s', whose elements are %s (%lld bytes): "
             "the box moves %lld bytes, not the %lld its destination's type counts",
             dtype_str(map->dtype), (long long)map_elem, name, d.ety ? type_str(d.ety) : "unknown", (long long)elem,
             (long long)(br * bc * map_elem), (long long)(br * bc * elem));
        note(map->at, "the tensor map with this box shape");
    }
    int64_t bytes = br * bc * (map_elem ? map_elem : elem);
    if (b.placed) {
        diag(DIAG_ERROR, at, "P127",
             "the TMA destination in '%s' is moved by ^ or | of bits at or above the %lld-byte alignment the "
             "checker knows: where the box lands depends on the shared arena's address",
             name, (long long)b.step);
        return;
    }
    if (b.back || !bytes)
        return;
    int64_t from = b.c + b.vmax - d.sa->off;
    if (b.c - d.sa->off < 0) { /* (a swizzle's ^ that clears a set bit, an integer - k) */
        diag(DIAG_ERROR, at, "P127",
             "the TMA box lands from byte %lld of '%s', before its start: the copy overwrites the shared "
             "allocation below it",
             (long long)(b.c - d.sa->off), name);
        return;
    }
    if (from + bytes <= d.sa->size)
        return;
    diag(DIAG_ERROR, at, "P127",
         "the TMA box of %lld x %lld elements (%lld bytes) from byte %lld of '%s' ends at byte %lld, past its %lld "
         "bytes: the copy overwrites the next shared allocation",
         (long long)br, (long long)bc, (long long)bytes, (long long)from, name, (long long)(from + bytes),
         (long long)d.sa->size);
}

/*
 * Run `check` once for each combination of the alternatives dst is made
 * of (next_choice), until one is refused; more than are checked is P127.
 */
static void each_alternative(H *h, Node *dst, void (*check)(H *, void *), void *arg)
{
    memset(h->choice, 0, sizeof h->choice);
    h->forks_over = false;
    int errors = diag_error_count(), round = 0;
    for (; round < MAX_ROUNDS && diag_error_count() == errors; round++) {
        h->nfork = 0;
        check(h, arg);
        if (!next_choice(h))
            break;
    }
    too_many_forks(h, dst, round, errors);
}

typedef struct {
    Node *dst;
    int64_t sw, br, bc, elem;
    const HostMap *map;
} TmaCheck;

static void check_tma_round(H *h, void *arg)
{
    TmaCheck *t = arg;
    check_stage_align(h, t->dst, t->sw, expr_first_token(t->dst), "a TMA load");
    h->nfork = 0; /* the same choices again: the box */
    check_box_fits(h, t->dst, t->br, t->bc, t->elem, t->map);
}

/* prism_tma_load_2d(dst, &map, box_rows, box_cols, row, col, bar) */
void hopper_device_tma(H *h, Node *call)
{
    Node *dst = hopper_arg(call, 0), *a_br = hopper_arg(call, 2), *a_bc = hopper_arg(call, 3);
    if (!dst || !a_br || !a_bc)
        return;
    int64_t br, bc;
    if (!const_eval(a_br, &br) || !const_eval(a_bc, &bc)) {
        Node *bad = const_eval(a_br, &br) ? a_bc : a_br;
        diag(DIAG_ERROR, expr_first_token(bad), "P127",
             "the box shape of 'prism_tma_load_2d' must be constants: they count the stage's bytes");
        return;
    }
    int64_t sw;
    const HostMap *map;
    int64_t elem = tma_map_elem(br, bc, &sw, &map);
    if (!check_box(expr_first_token(a_br), "TMA load", br, bc, elem, sw))
        return;
    TmaCheck t = {dst, sw, br, bc, elem, map};
    each_alternative(h, dst, check_tma_round, &t);
}

/*
 * prism_wgmma_desc(smem, swizzle): the swizzle pattern repeats from an
 * aligned base, and the descriptor (base offset 0) may start anywhere in
 * the repeat's first row: stepping along K inside a 128-byte row (+32
 * bytes per k16 of bf16) is how a K-major operand is walked.
 */
typedef struct {
    Node *p;
    int64_t sw;
} DescCheck;

static void check_desc(H *h, void *arg);

void hopper_device_desc(H *h, Node *call)
{
    Node *p = hopper_arg(call, 0), *a_sw = hopper_arg(call, 1);
    int64_t sw;
    if (!p || !a_sw || !hopper_const(a_sw, &sw) || !swizzle_span(sw))
        return;
    DescCheck d = {p, sw};
    each_alternative(h, p, check_desc, &d);
}

static void check_desc(H *h, void *arg)
{
    Node *p = ((DescCheck *)arg)->p;
    int64_t sw = ((DescCheck *)arg)->sw, elem = 0;
    Bytes b;
    if (!follow(h, p, &elem, &b))
        return;
    int64_t need = swizzle_align(sw), span = swizzle_span(sw);
    int64_t in_repeat = ((b.c % need) + need) % need;
    if (b.step >= need && in_repeat + b.vlow < span)
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
             swizzle_str(sw), (long long)(in_repeat + b.vlow), (long long)need, (long long)span);
}

void check_hopper_host(Program *prog)
{
    nmaps = 0;
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->kind == FN_PLAIN && fn->body)
            host_scan(fn->body);
}
