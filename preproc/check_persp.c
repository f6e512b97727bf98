/*
 * check_persp.c - perspectives as values: order, meet, bounds, and the
 * rules about how a perspective or a signature is written.
 *
 * a[n] <= b[m] ("a is narrower") iff level a < level b, or the levels are
 * equal and n divides m (SPEC "Perspectives").  A bound lists the code
 * perspective and the narrower perspectives it is known to be cut into;
 * it is what group, split, id and calls are checked against.
 */
#include "check_internal.h"

#include <string.h>

#define DEVICE_SMEM_LIMIT 232448 /* 227 KiB: the most one block can opt into */

Pv pv_of(const Persp *p)
{
    if (p->level == PL_BLOCKDIM)
        return PV(PL_THREAD, p->size);
    return PV(p->level, p->size);
}

bool pv_le(Pv a, Pv b)
{
    if (b.lvl == PV_TOP)
        return true;
    if (a.lvl == PV_TOP)
        return false;
    if (a.lvl != b.lvl)
        return a.lvl < b.lvl;
    return a.n > 0 && b.n % a.n == 0;
}

bool pv_eq(Pv a, Pv b)
{
    return a.lvl == b.lvl && (a.lvl == PV_TOP || a.n == b.n);
}

static int64_t gcd64(int64_t a, int64_t b)
{
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

Pv pv_meet(Pv a, Pv b)
{
    if (a.lvl == PV_TOP)
        return b;
    if (b.lvl == PV_TOP)
        return a;
    if (a.lvl != b.lvl)
        return a.lvl < b.lvl ? a : b;
    /* Same level: values uniform over a[n] and over a[m] are uniform over a[gcd]. */
    return PV(a.lvl, gcd64(a.n, b.n));
}

const char *pv_str(Pv p)
{
    static const char *names[] = {"thread", "block", "grid"};
    if (p.lvl == PV_TOP)
        return "uniform";
    if (p.lvl < PL_THREAD || p.lvl > PL_GRID)
        return "unknown";
    return arena_printf("%s[%lld]", names[p.lvl], (long long)p.n);
}

const char *bound_str(const Bound *b)
{
    char *s = "{";
    for (int i = 0; i < b->n; i++)
        s = arena_printf("%s%s%s", s, i ? ", " : "", pv_str(b->p[i]));
    return arena_printf("%s}", s);
}

/*
 * q is derivable from bound b when it is no broader than the code
 * perspective and some perspective of the bound at q's level is a multiple
 * of it: group replicates q evenly and aligned only then.  level[1] of a
 * narrower level is always derivable (a grid is whole blocks, a block
 * whole threads).
 */
bool bound_derives(const Bound *b, Pv q)
{
    if (b->n == 0 || q.lvl == PV_TOP || !pv_le(q, b->p[0]))
        return false;
    if (q.n == 1 && q.lvl < b->p[0].lvl)
        return true;
    for (int i = 0; i < b->n; i++)
        if (b->p[i].lvl == q.lvl && b->p[i].n % q.n == 0)
            return true;
    return false;
}

Bound bound_enter(const Bound *b, Pv q)
{
    Bound out = {.n = 1, .blockdim = b->blockdim};
    out.p[0] = q;
    for (int i = 0; i < b->n && out.n < MAX_BOUND + 2; i++)
        if (pv_le(b->p[i], q) && !pv_eq(b->p[i], q))
            out.p[out.n++] = b->p[i];
    return out;
}

/*
 * P001: a size that is not positive (non-constant ones are the front
 * end's P103, which leaves the level PL_NONE).  P002: thread[n] units that
 * straddle warps (n neither divides 32 nor is a multiple of it) have no
 * barrier: __syncwarp needs the unit inside one warp, bar.sync whole warps.
 */
bool persp_valid(const Persp *p)
{
    if (p->level == PL_NONE)
        return false;
    if (p->size <= 0) {
        int64_t v;
        if (p->size_expr && !const_eval(p->size_expr, &v))
            return false; /* not a constant at all: the front end's P103 */
        diag(DIAG_ERROR, p->tok, "P001", "perspective size must be a positive constant, not %lld",
             (long long)p->size);
        return false;
    }
    if (p->level == PL_THREAD && 32 % p->size != 0 && p->size % 32 != 0) {
        diag(DIAG_ERROR, p->tok, "P002",
             "thread[%lld] neither divides a warp nor is whole warps: its units straddle warps",
             (long long)p->size);
        return false;
    }
    return true;
}

bool fn_bound(Function *fn, Bound *out)
{
    out->n = 0;
    out->blockdim = 0;
    if (fn->poisoned || fn->nbound == 0)
        return false;
    for (int i = 0; i < fn->nbound && out->n < MAX_BOUND + 2; i++) {
        if (fn->bound[i].level == PL_NONE || fn->bound[i].size <= 0)
            return false;
        if (fn->bound[i].level == PL_BLOCKDIM)
            out->blockdim = fn->bound[i].size;
        out->p[out->n++] = pv_of(&fn->bound[i]);
    }
    /* BLOCKDIM(n) reads as thread[n]; keep the list ordered broadest first. */
    for (int i = 1; i < out->n; i++)
        for (int j = i; j > 0 && out->p[j].lvl > out->p[j - 1].lvl; j--) {
            Pv t = out->p[j];
            out->p[j] = out->p[j - 1];
            out->p[j - 1] = t;
        }
    return true;
}

static Token *bound_tok(Function *fn, int i)
{
    return fn->bound[i].tok ? fn->bound[i].tok : fn->bound_tok ? fn->bound_tok : fn->tok;
}

void check_signature(Function *fn)
{
    Token *at = fn->bound_tok ? fn->bound_tok : fn->tok;
    const char *name = fn->name ? tok_str(fn->name) : "?";
    bool ok = true; /* the bound is usable: the body can be checked against it */

    if (fn->nbound == 0) {
        diag(DIAG_ERROR, at, "P111", "'%s' has an empty perspective bound", name);
        ok = false;
    }
    for (int i = 0; i < fn->nbound; i++) {
        Persp *p = &fn->bound[i];
        if (!persp_valid(p)) {
            ok = false;
            continue;
        }
        /* BLOCKDIM(n) takes its place in the order as thread[n]: what
         * follows it must cut n threads into whole units.  Next to it an
         * equal entry is no repeat: BLOCKDIM(128), WARPGROUP(1) says the
         * block is one warpgroup. */
        if (i > 0 && fn->bound[i - 1].level != PL_NONE) {
            Pv prev = pv_of(&fn->bound[i - 1]), cur = pv_of(p);
            bool pinned = p->level == PL_BLOCKDIM || fn->bound[i - 1].level == PL_BLOCKDIM;
            if (!pv_le(cur, prev) || (pv_eq(cur, prev) && !pinned)) {
                diag(DIAG_ERROR, bound_tok(fn, i), "P111",
                     "bound of '%s' lists %s after %s: each entry must be strictly narrower than the one before",
                     name, pv_str(cur), pv_str(prev));
                ok = false;
            }
        }
    }
    if (fn->kind == FN_KERNEL && fn->nbound > 0 && fn->bound[0].level != PL_NONE &&
        !(fn->bound[0].level == PL_GRID && fn->bound[0].size == 1)) {
        diag(DIAG_ERROR, bound_tok(fn, 0), "P110",
             "kernel '%s' must begin its bound with GRID(1), not %s: a launch runs the whole grid",
             name, pv_str(pv_of(&fn->bound[0])));
        ok = false;
    }
    if (fn->smem_ok && fn->smem < 0) {
        diag(DIAG_ERROR, fn->smem_expr ? fn->smem_expr->tok : at, "P111",
             "'%s' declares a negative shared-memory budget", name);
        ok = false;
    } else if (fn->smem_ok && fn->smem > DEVICE_SMEM_LIMIT) {
        diag(DIAG_ERROR, fn->smem_expr ? expr_first_token(fn->smem_expr) : at, "P054",
             "'%s' declares %lld bytes of shared memory, above the device limit of %d (227 KiB)",
             name, (long long)fn->smem, DEVICE_SMEM_LIMIT);
    }
    for (Param *pa = fn->params; pa; pa = pa->next) {
        const char *pname = pa->name ? tok_str(pa->name) : "(unnamed)";
        for (Param *q = fn->params; q != pa; q = q->next)
            if (pa->name && q->name && pa->name->len == q->name->len &&
                !memcmp(pa->name->loc, q->name->loc, (size_t)q->name->len)) {
                diag(DIAG_ERROR, pa->name, "P111", "parameter '%s' is declared twice", pname);
            }
        if (pa->persp.level == PL_NONE) {
            if (!pa->persp.tok) {
                diag(DIAG_ERROR, pa->tok, "P111",
                     "parameter '%s' of '%s' has no perspective: write PRISM_PARAM(type, name, persp)",
                     pname, name);
            }
            continue;
        }
        /* A bad parameter perspective leaves that parameter unknown, not the body. */
        if (persp_valid(&pa->persp) && pa->persp.level == PL_BLOCKDIM)
            diag(DIAG_ERROR, pa->persp.tok ? pa->persp.tok : pa->tok, "P111",
                 "BLOCKDIM is not a perspective a value can have");
    }
    if (!ok)
        fn->poisoned = true;
}
