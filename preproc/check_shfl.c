/*
 * check_shfl.c - the segment width and butterfly mask of a shuffle (P080).
 *
 * CUDA splits the warp into segments of `width` lanes for a shuffle; the
 * hardware derives them from ((32 - width) << 8), so a width that is not
 * a power of two from 1 to 32 makes other segments than the ones asked
 * for (24 gives 8-lane ones), and CUDA leaves the shuffle undefined (0,
 * 64; SPEC 8).  Width 1 is CUDA's and the emulator's: each lane reads
 * itself.  Only a width the checker can evaluate is judged here.
 *
 * A butterfly (__shfl_xor_sync) is the one mode whose source can leave
 * the segment: shfl.sync.bfly reads lane ^ (mask & 31) whenever that lane
 * is not above the segment's last, so a mask bit at or above the width
 * reads an earlier segment.  On a sub-warp unit that is another unit's
 * lane unless the mask stays below the unit's size (SPEC 8.1: every lane
 * a shuffle reads is in the unit).  up, down and idx stay in the segment.
 */
#include "check_internal.h"
#include "sync.h"

static bool valid_width(int64_t w)
{
    return w >= 1 && w <= 32 && (w & (w - 1)) == 0;
}

bool shfl_width_invalid(Token *at, const Intrinsic *in, Node **args, int n)
{
    int64_t w;
    if (in->width < 0 || in->width >= n || in->width >= 4 || !const_eval(args[in->width], &w) || valid_width(w))
        return false;
    Node *e = args[in->width];
    diag(DIAG_ERROR, expr_first_token(e) ? expr_first_token(e) : at, "P080",
         "width %lld of '%s' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the "
         "hardware splits the warp into other segments than the ones asked for)",
         (long long)w, tok_str(at));
    diag_fix("give a width of 1, 2, 4, 8, 16 or 32, the segment each lane's source is taken from, in code at "
             "a unit at least that wide");
    return true;
}

/*
 * The parameters of f (the first 32, a bit each) whose value reaches a
 * shuffle's segment width unchanged: the width argument of a shuffle
 * intrinsic, or of a function f calls at such a parameter.  A constant
 * given there is judged at the call as at the shuffle (red team rt34: a
 * logical warp of 24 lanes given to the library's warp reduction, caught
 * only by the emulator).  A parameter the function assigns is not followed.
 */
typedef struct {
    Function *f;
    unsigned mask;
    int depth;
} WidthParams;

static unsigned width_params(Function *f, int depth);

static Function *called_function(Node *call)
{
    Symbol *s = call->kind == ND_PRISM_CALL                                  ? call->sym
                : call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR ? call->lhs->sym
                                                                             : NULL;
    return s && s->kind == SYM_FUNC ? s->func : NULL;
}

static int unchanged_param(Function *f, Node *e)
{
    if (!e || e->kind != ND_VAR || !e->sym || e->sym->kind != SYM_PARAM || e->sym->stores)
        return -1;
    int i = 0;
    for (Param *p = f->params; p && i < 32; p = p->next, i++)
        if (p->sym == e->sym)
            return i;
    return -1;
}

static void width_visit(Node *n, void *arg)
{
    WidthParams *w = arg;
    if (n->kind != ND_CALL && n->kind != ND_PRISM_CALL)
        return;
    Node *args[32];
    int na = 0;
    for (Node *a = n->args; a && na < 32; a = a->next)
        args[na++] = a;
    Function *g = called_function(n);
    unsigned widths = 0;
    if (g) {
        widths = width_params(g, w->depth + 1);
    } else if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && n->lhs->tok) {
        const Intrinsic *in = intrinsic_find(n->lhs->tok->loc, n->lhs->tok->len);
        widths = in && in->width >= 0 && in->width < 32 ? 1u << in->width : 0;
    }
    for (int k = 0; k < na; k++) {
        int i = widths >> k & 1u ? unchanged_param(w->f, args[k]) : -1;
        if (i >= 0)
            w->mask |= 1u << i;
    }
}

static unsigned width_params(Function *f, int depth)
{
    Function *d = acc_definition_of(f);
    if (!d || !d->body || depth > 16 || d->width_state == 1)
        return 0;
    if (d->width_state == 0) {
        d->width_state = 1;
        WidthParams w = {d, 0, depth};
        node_visit(d->body, LIMIT_NEST_DEPTH * 4, width_visit, &w);
        d->width_params = w.mask;
        d->width_state = 2;
    }
    return d->width_params;
}

void shfl_width_args(Node *call)
{
    Function *f = called_function(call);
    unsigned widths = f ? width_params(f, 0) : 0;
    int k = 0;
    for (Node *a = call->args; a && widths; a = a->next, k++) {
        int64_t w;
        if (!(widths >> k & 1u) || !const_eval(a, &w) || valid_width(w))
            continue;
        Token *name = call->kind == ND_PRISM_CALL ? call->name : call->lhs->tok;
        diag(DIAG_ERROR, expr_first_token(a) ? expr_first_token(a) : call->tok, "P080",
             "width %lld given to '%s' is the segment width of a shuffle in it, and not a power of two from 1 "
             "to 32: CUDA leaves the shuffle undefined (the hardware splits the warp into other segments than "
             "the ones asked for)",
             (long long)w, name ? tok_str(name) : "the function");
        diag_fix("give a logical warp of 1, 2, 4, 8, 16 or 32 lanes");
    }
}

/* Does every change of v in n keep it no larger (>>= k, /= k, v = v >> k, v = v / k; k a constant >= 0)? */
static bool only_shrinks(Node *n, Symbol *v, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return !n;
    bool on_v = NODE_GET(n, lhs) && n->lhs->kind == ND_VAR && n->lhs->sym == v;
    int64_t k;
    if (on_v && n->kind == ND_ASSIGN) {
        Node *r = n->rhs;
        bool shrink = n->op == ND_SHR || n->op == ND_DIV
                          ? const_eval(r, &k) && k >= (n->op == ND_DIV)
                          : n->op == ND_ASSIGN && r && (r->kind == ND_SHR || r->kind == ND_DIV) && r->lhs &&
                                r->lhs->kind == ND_VAR && r->lhs->sym == v && const_eval(r->rhs, &k) &&
                                k >= (r->kind == ND_DIV);
        if (!shrink)
            return false;
    } else if (on_v && (n->kind == ND_PREINC || n->kind == ND_POSTINC || n->kind == ND_PREDEC ||
                        n->kind == ND_POSTDEC)) {
        return false;
    }
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (!only_shrinks(kids[i], v, depth + 1))
            return false;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (!only_shrinks(a, v, depth + 1))
            return false;
    bool list = n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR;
    for (Node *b = NODE_GET(n, body); b; b = list ? b->next : NULL)
        if (!only_shrinks(b, v, depth + 1))
            return false;
    return true;
}

/*
 * An upper bound of a non-negative integer expression, where one is plain
 * to see: a constant, `x & c`, `x >> y`, `x % c` of a bounded x, a ?: of
 * bounded arms, and a local whose initializer is bounded and which the
 * function only shifts down or divides afterwards (a butterfly's
 * `for (off = 8; off > 0; off >>= 1)`).
 */
static bool upper_bound(Ctx *c, Node *e, int64_t *u, int depth)
{
    int64_t a, b;
    if (!e || depth > 32)
        return false;
    if (const_eval(e, &a)) {
        *u = a;
        return a >= 0;
    }
    switch (e->kind) {
    case ND_CAST:
        return upper_bound(c, e->lhs, u, depth + 1);
    case ND_BITAND:
        if (upper_bound(c, e->lhs, &a, depth + 1)) {
            *u = upper_bound(c, e->rhs, &b, depth + 1) && b < a ? b : a;
            return true;
        }
        return upper_bound(c, e->rhs, u, depth + 1);
    case ND_SHR:
    case ND_MOD:
        return upper_bound(c, e->lhs, u, depth + 1);
    case ND_COND:
        if (!upper_bound(c, e->then, &a, depth + 1) || !upper_bound(c, e->els, &b, depth + 1))
            return false;
        *u = a > b ? a : b;
        return true;
    case ND_VAR: {
        Symbol *v = e->sym;
        Node *init = v && v->kind == SYM_VAR && !v->is_global && !v->addr_taken && v->decl &&
                             v->decl->kind == ND_DECLARATOR
                         ? v->decl->init
                         : NULL;
        return init && c->fn && upper_bound(c, init, u, depth + 1) && only_shrinks(c->fn->body, v, 0);
    }
    default:
        return false;
    }
}

bool shfl_xor_leaves_unit(Ctx *c, Token *at, Node **args, int n, int64_t unit)
{
    int64_t m, u;
    if (!equal(at, "__shfl_xor_sync") || n < 3)
        return false;
    if (!const_eval(args[2], &m)) {
        /* Not a constant: it must be seen to stay below the unit (adv_h5_xor_runtime_mask_subwarp). */
        if (upper_bound(c, args[2], &u, 0) && u < unit)
            return false;
        diag(DIAG_ERROR, expr_first_token(args[2]) ? expr_first_token(args[2]) : at, "P080",
             "lane mask of '%s' on a thread[%lld] unit is not seen to stay below %lld: a butterfly whose mask "
             "reaches %lld or more reads an earlier segment, another unit's lane; write the mask as a constant, "
             "`m & %lld`, or a variable starting below %lld that only shifts down",
             tok_str(at), (long long)unit, (long long)unit, (long long)unit, (long long)(unit - 1),
             (long long)unit);
        return true;
    }
    if ((m & 31) < unit)
        return false;
    diag(DIAG_ERROR, expr_first_token(args[2]) ? expr_first_token(args[2]) : at, "P080",
         "lane mask %lld of '%s' on a thread[%lld] unit reaches lane ^ %lld, outside the unit: a butterfly reads "
         "an earlier segment when its mask is not below the segment width; keep the mask below %lld",
         (long long)m, tok_str(at), (long long)unit, (long long)(m & 31), (long long)unit);
    return true;
}
