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
 * a block[m], and blocks of a grid (with one, its partition would be
 * pointless).
 *
 * The body's scan (the value sets, the windows written and read) is
 * check_inject_scan.c's; this file holds the proofs over what it found.
 */
#include "check_inject.h"

/*
 * How many target units the owner has, at least.  A kernel's BLOCKDIM
 * gives a block's threads exactly; otherwise a block has at least the
 * threads of the largest unit its bound cuts it into, and a block handing
 * its memory to thread units is taken to have two of them (with one, the
 * partition would be pointless); a grid handing its memory to blocks too.
 */
static int64_t unit_count(const Ctx *c, Pv owner, Pv unit)
{
    int64_t threads = 0;
    if (unit.lvl == PL_BLOCK && owner.lvl == PL_BLOCK)
        return unit.n > 0 ? owner.n / unit.n : 0;
    /* A grid handing its memory to blocks is taken to have two of them, as a block handing it to
     * threads is: with one, the partition would be pointless (porter p10: every block's tile at 0). */
    if (unit.lvl == PL_BLOCK && owner.lvl == PL_GRID)
        return 2;
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
            return !__builtin_add_overflow(a, b, s) && !__builtin_add_overflow(ca, cb, c);
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

/* Is v one of set w's values? */
static bool set_has(const Set *w, int64_t v)
{
    return v >= w->lo && v <= w->hi && (v - w->lo) % w->step == 0;
}

/*
 * windows_clash for sets with gaps (a scaled loop counter, `o[k * 512]`):
 * each a of as tried against b = a + k * step for the units' k, while the
 * pairs stay few; more proves nothing (no warning).
 */
static bool stepped_clash(const Set *a, const Set *b, int64_t step, int64_t units, int64_t *d_out)
{
    int64_t na = (a->hi - a->lo) / a->step + 1;
    if (na <= 0 || units <= 1 || na > 4096 || units > 4096 || na * units > (1 << 20))
        return false;
    for (int64_t i = 0; i < na; i++)
        for (int64_t k = 1; k < units; k++) {
            int64_t v, d;
            if (__builtin_mul_overflow(k, step, &d) || __builtin_add_overflow(a->lo + i * a->step, d, &v))
                break;
            if (set_has(b, v)) {
                *d_out = d;
                return true;
            }
        }
    return false;
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
            if (a->step > 1 || b->step > 1) {
                if (stepped_clash(a, b, step, units, d_out))
                    return true;
                continue;
            }
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
    inject_scan(&in, node->body, in.owner);
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
     * s * id + c divided by m spans s * (units - 1) from c, and so takes
     * at most (s * (units - 1) + c % m) / m + 1 values over ids from 0.
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
            /* from c0: ((w + 1) / 2) * 32 over two warps is 0 and 1, two values (red team rt16) */
            values = nonneg && !__builtin_mul_overflow(s, units - 1, &span) && span <= INT64_MAX - m
                         ? (span + c0 % m) / m + 1
                         : INT64_MAX;
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
