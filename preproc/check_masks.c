/*
 * check_masks.c - the lane mask of a *_sync intrinsic: P083, P084.
 *
 * A warp collective with a mask runs on exactly the lanes the mask names,
 * and every lane that calls it must be named in it; since Volta's
 * independent thread scheduling anything else is undefined behaviour.
 * The type system knows which lanes call: every lane of the unit running
 * the code at the call site (SPEC 8.1).
 *
 * - In code at thread[32] or broader that unit is, per warp, the whole
 *   warp, so the one right constant is 0xffffffff (P083 otherwise).
 * - A thread[n] unit with n < 32 is n aligned lanes whose place in the
 *   warp depends on the unit's id: no single constant is right for every
 *   unit, so a constant mask there stays P080 (the caller's check).  The
 *   mask must be computed from the unit, which PRISM_LANEMASK() is.
 * - Any other computed mask (a variable, per-lane arithmetic, and above
 *   all __activemask(), which names whichever lanes happen to be
 *   converged) cannot be shown to name the unit: P084.  The mask is
 *   taken where the collective runs, so a variable holding
 *   PRISM_LANEMASK() from another scope is not accepted either.
 */
#include "check_internal.h"

typedef enum {
    MK_CONST,  /* an integer constant expression: value in *val */
    MK_UNIT,   /* PRISM_LANEMASK() */
    MK_ACTIVE, /* __activemask() */
    MK_OTHER,  /* anything else computed at run time */
} MaskKind;

/* Casts that keep all 32 bits do not change which lanes a mask names. */
static Node *strip_casts(Node *e)
{
    int64_t size, align;
    while (e && e->kind == ND_CAST && e->ty && type_is_integer(e->ty) && type_size_align(e->ty, &size, &align) &&
           size >= 4)
        e = e->lhs;
    return e;
}

/* The leftmost token of an expression, for the caret: a mask is often a sum or a shift. */
static Token *first_tok(Node *e, Token *best, int depth)
{
    if (!e || depth > 64)
        return best;
    Token *t = e->tok;
    if (t && (!best || (token_file(t) == token_file(best) && t->pos < best->pos)))
        best = t;
    best = first_tok(NODE_GET(e, lhs), best, depth + 1);
    best = first_tok(NODE_GET(e, rhs), best, depth + 1);
    best = first_tok(NODE_GET(e, cond), best, depth + 1);
    return best;
}

Token *expr_first_token(Node *e)
{
    return first_tok(e, NULL, 0);
}

static MaskKind mask_kind(Node *e, uint32_t *val)
{
    int64_t v;
    if (const_eval(e, &v)) {
        *val = (uint32_t)v; /* the parameter is unsigned: ~0 and -1 name every lane */
        return MK_CONST;
    }
    Node *s = strip_casts(e);
    if (s && s->kind == ND_PRISM_LANEMASK)
        return MK_UNIT;
    if (s && s->kind == ND_CALL && s->lhs && s->lhs->kind == ND_VAR && equal(s->lhs->tok, "__activemask"))
        return MK_ACTIVE;
    return MK_OTHER;
}

/*
 * A shuffle on a sub-warp unit reads only lanes of that unit when its
 * segment width is a constant dividing the unit's size: sources are
 * taken within the segment (CUDA's width argument).
 */
static bool width_fits(Node *w, int64_t unit)
{
    int64_t v;
    return w && const_eval(w, &v) && v > 0 && (v & (v - 1)) == 0 && unit % v == 0;
}

bool check_mask(Ctx *c, Token *at, const Intrinsic *in, Node **args, int n, bool width_said)
{
    Pv cp = ctx_persp(c);
    const char *name = tok_str(at);
    uint32_t m = 0xffffffffu; /* __syncwarp() names the whole warp */
    MaskKind k = MK_CONST;
    Node *me = in->mask < n && in->mask < 4 ? args[in->mask] : NULL;
    if (me)
        k = mask_kind(me, &m);
    Token *mt = me ? expr_first_token(me) : at;
    bool whole_warps = bound_derives(&c->bound, PV(PL_THREAD, 32));

    if (k == MK_ACTIVE || k == MK_OTHER) {
        if (me && me->poisoned)
            return true;
        if (k == MK_ACTIVE) {
            diag(DIAG_ERROR, mt, "P084",
                 "mask '__activemask()' of '%s' names the lanes that happen to be converged, not the lanes of the %s "
                 "unit that runs it; use PRISM_LANEMASK()",
                 name, whole_warps ? "thread[32]" : pv_str(cp));
            /* One mistake: the __activemask call is not also a misplaced collective (P080). */
            me->poisoned = true;
            strip_casts(me)->poisoned = true;
        } else
            diag(DIAG_ERROR, mt, "P084",
                 "mask of '%s' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names "
                 "exactly the lanes of the %s unit that runs it",
                 name, whole_warps ? "thread[32]" : pv_str(cp));
        return true; /* said why; P080 would repeat it */
    }
    if (whole_warps) {
        if (k == MK_CONST && m != 0xffffffffu)
            diag(DIAG_ERROR, mt, "P083",
                 "mask 0x%08x of '%s' names %d of the 32 lanes that run it: code here is %s, so each warp runs it "
                 "with all its lanes; use 0xffffffff (PRISM_FULL_MASK)",
                 m, name, __builtin_popcount(m), pv_str(cp));
        return false;
    }
    if (k != MK_UNIT || cp.lvl != PL_THREAD || cp.n >= 32)
        return false; /* a constant cannot name a sub-warp unit: P080 */
    if (in->width >= 0 && !width_fits(in->width < n && in->width < 4 ? args[in->width] : NULL, cp.n)) {
        if (!width_said)
            diag(DIAG_ERROR, at, "P080",
                 "'%s' on a %s unit needs a constant width dividing %lld, so that every lane it reads is in the unit",
                 name, pv_str(cp), (long long)cp.n);
        return true;
    }
    shfl_xor_leaves_unit(c, at, args, n, cp.n);
    return true;
}
