/*
 * check_hopper.c - setmaxnreg budgets (SPEC 8.2): P120-P123, and the pass
 * over a kernel's body that also finds the TMA and descriptor calls for
 * check_tma.c (P127, P128).
 *
 * Budgets are facts about constants at call sites and about which split arm
 * a call is in, so this is one syntactic pass per function after the walk:
 * the walk has already put every call at a perspective that can run it
 * (P080: setmaxnreg needs whole aligned warpgroups).  The register file is
 * one pool per block, fixed at launch from the entry register count, so
 * what setmaxnreg asks for is summed over the arms of the block's split;
 * an arm that never changes its count keeps the entry count.
 */
#include "check_hopper.h"
#include "sync.h"

#include <string.h>

const char *hopper_call_name(Node *n)
{
    if (n && n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !call_target(n))
        return tok_str(n->lhs->tok);
    return NULL;
}

static bool is_setmaxnreg(Node *n)
{
    const char *s = hopper_call_name(n);
    return s && (!strcmp(s, "prism_setmaxnreg_inc") || !strcmp(s, "prism_setmaxnreg_dec"));
}

Node *hopper_arg(Node *call, int i)
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
    Node *a = hopper_arg(call, 0);
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
        if (h->said_bounds)
            return 0;
        h->said_bounds = true;
        diag(DIAG_ERROR, at, "P121",
             "'%s' in '%s', whose bound does not pin BLOCKDIM(n, k): without launch bounds that give the entry "
             "register count ptxas drops setmaxnreg (C7508)",
             tok_str(at), h->fn->name ? tok_str(h->fn->name) : "?");
        /* The fix names this kernel's block, not an example's (red team d2: BLOCKDIM(384, 1) everywhere). */
        if (h->bound.blockdim)
            diag_fix("give the minimum of blocks per SM beside the block size: BLOCKDIM(%lld, 1) (k blocks of %lld "
                     "threads must fit 2048 threads an SM)",
                     (long long)h->bound.blockdim, (long long)h->bound.blockdim);
        else
            diag_fix("pin the block size and the minimum of blocks per SM in the bound: BLOCKDIM(n, 1) with n the "
                     "threads every launch gives a block (the warpgroups of the split, e.g. 384 for three)");
        return 0;
    }
    /* .inc raises the count from the current one, .dec lowers it (PTX ISA,
     * setmaxnreg); an arm's setmaxnreg is its first (P122), so the current
     * count is the entry count. */
    bool inc = strstr(tok_str(at), "_inc") != NULL;
    if (h->entry && (inc ? v < h->entry : v > h->entry)) {
        diag(DIAG_ERROR, expr_first_token(a), "P120",
             "'%s(%lld)' %s the count: threads start with %lld registers (BLOCKDIM(%lld, %lld)), and setmaxnreg.%s "
             "only %s it; use prism_setmaxnreg_%s(%lld)",
             tok_str(at), (long long)v, inc ? "lowers" : "raises", (long long)h->entry, (long long)h->bound.blockdim,
             (long long)h->k, inc ? "inc" : "dec", inc ? "raises" : "lowers", inc ? "dec" : "inc", (long long)v);
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
        Node *a = hopper_arg(n, 0);
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

/* The nodes from the statement asked about down to the one walked. */
typedef struct Above {
    const Node *n;
    const struct Above *up;
} Above;

/*
 * May control leave n other than by falling off its end or returning: a
 * break or continue whose loop or switch is outside n, or any goto (its
 * label may lie past the count, or anywhere: read conservatively)?  What
 * follows n in its block is then not run on every path.
 */
static bool jumps_out(Node *n, const Above *up, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH)
        return n != NULL;
    if (n->kind == ND_GOTO)
        return true;
    if (n->kind == ND_BREAK || n->kind == ND_CONTINUE) {
        for (const Above *a = up; a; a = a->up)
            if (a->n == n->target)
                return false;
        return true;
    }
    Above here = {n, up};
    Node *kids[] = {NODE_GET(n, lhs),  NODE_GET(n, rhs),  NODE_GET(n, cond), NODE_GET(n, then),
                    NODE_GET(n, els),  NODE_GET(n, init), NODE_GET(n, inc)};
    for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
        if (jumps_out(kids[i], &here, depth + 1))
            return true;
    bool list = n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR;
    for (Node *b = NODE_GET(n, body); b; b = list ? b->next : NULL)
        if (jumps_out(b, &here, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (jumps_out(a, &here, depth + 1))
            return true;
    return false;
}

static bool may_leave(Node *n)
{
    return jumps_out(n, NULL, 0);
}

static bool always_runs(Node *n, const Node *target, int depth);

/* a then b: b counts only where no path jumps out of a first. */
static bool runs_in_order(Node *a, Node *b, const Node *target, int depth)
{
    if (always_runs(a, target, depth))
        return true;
    return !may_leave(a) && always_runs(b, target, depth);
}

/*
 * Does every path through n run `target` (a nested split), or with target
 * NULL a setmaxnreg?  A path that skips it keeps the entry count: an if
 * with one side without, a loop that may run no round, a switch, the right
 * of && || ?:, and whatever follows a break, continue or goto that may
 * jump past it (may_leave).  A path that returns first ends its threads,
 * which frees their registers, so it counts as running it.
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
        for (Node *s = NODE_GET(n, body); s; s = s->next) {
            if (always_runs(s, target, depth + 1))
                return true;
            if (may_leave(s))
                return false;
        }
        return false;
    case ND_IF:
    case ND_COND:
        return always_runs(NODE_GET(n, cond), target, depth + 1) ||
               (!may_leave(NODE_GET(n, cond)) &&
                always_runs(NODE_GET(n, then), target, depth + 1) && always_runs(NODE_GET(n, els), target, depth + 1));
    case ND_DO:
        return runs_in_order(NODE_GET(n, body), NODE_GET(n, cond), target, depth + 1);
    case ND_FOR:
    case ND_WHILE:
        return runs_in_order(NODE_GET(n, init), NODE_GET(n, cond), target, depth + 1);
    case ND_SWITCH:
        return always_runs(NODE_GET(n, cond), target, depth + 1);
    case ND_LOGAND:
    case ND_LOGOR:
        return always_runs(NODE_GET(n, lhs), target, depth + 1);
    case ND_CALL:
        for (Node *a = NODE_GET(n, args); a; a = a->next) {
            if (always_runs(a, target, depth + 1))
                return true;
            if (may_leave(a))
                return false;
        }
        return always_runs(NODE_GET(n, lhs), target, depth + 1);
    default:
        return runs_in_order(NODE_GET(n, lhs), NODE_GET(n, rhs), target, depth + 1) ||
               (!may_leave(NODE_GET(n, lhs)) && !may_leave(NODE_GET(n, rhs)) &&
                always_runs(NODE_GET(n, body), target, depth + 1));
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
        Node *a = hopper_arg(n, 0);
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
        if (total > pool) {
            diag(DIAG_ERROR, top[i].split->tok, "P123",
                 "the arms' setmaxnreg counts need %lld registers (threads x count, summed over the block); the block "
                 "holds %lld (%lld threads x %lld at entry, BLOCKDIM(%lld, %lld)): the increasing warpgroups would "
                 "wait forever",
                 (long long)total, (long long)pool, (long long)n, (long long)h->entry, (long long)n,
                 (long long)h->k);
            diag_fix("lower the counts until the arms' threads x count add up to at most %lld (%lld threads x %lld "
                     "registers at entry); an arm whose setmaxnreg some path skips keeps its %lld; or ask for fewer "
                     "blocks per SM (a smaller k in BLOCKDIM(%lld, k)), which gives each thread more at entry",
                     (long long)pool, (long long)n, (long long)h->entry, (long long)h->entry, (long long)n);
        }
    }
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

/* Is inc `v++`, `++v`, `v += c` (dir 1) or `v--`, `--v`, `v -= c` (dir -1) with a constant c?  Its c, or 0. */
static int64_t counter_step(Node *inc, Symbol *v, int dir)
{
    int64_t c = 0;
    if (!inc->lhs || inc->lhs->kind != ND_VAR || inc->lhs->sym != v)
        return 0;
    if (inc->kind == (dir > 0 ? ND_PREINC : ND_PREDEC) || inc->kind == (dir > 0 ? ND_POSTINC : ND_POSTDEC))
        return 1;
    if (inc->kind == ND_ASSIGN && inc->op == (dir > 0 ? ND_ADD : ND_SUB) && const_eval(inc->rhs, &c))
        return c;
    return 0;
}

/*
 * A counted loop with constants, v not assigned in the body: its counter,
 * the lowest and highest values it takes, and its step (negative counting
 * down).  Up: for (int v = lo; v < b (or <= b); v++ / ++v / v += c).
 * Down: for (int v = hi; v > b (or >= b); v-- / --v / v -= c), where an
 * unsigned v must not wrap below 0 (it would go on from the top).
 */
bool counted_loop(Node *loop, Symbol **v, int64_t *lo_out, int64_t *hi_out, int64_t *step)
{
    if (loop->kind != ND_FOR || !loop->init || loop->init->kind != ND_DECL || !loop->init->body ||
        loop->init->body->next || !loop->cond || !loop->inc)
        return false;
    Node *d = loop->init->body;
    int64_t first, b;
    if (d->kind != ND_DECLARATOR || !d->sym || !d->init || !const_eval(d->init, &first))
        return false;
    Node *cond = loop->cond;
    bool up = cond->kind == ND_LT || cond->kind == ND_LE, down = cond->kind == ND_GT || cond->kind == ND_GE;
    if (!(up || down) || !cond->lhs || cond->lhs->kind != ND_VAR || cond->lhs->sym != d->sym || !const_eval(cond->rhs, &b))
        return false;
    int64_t c = counter_step(loop->inc, d->sym, up ? 1 : -1);
    int64_t last = cond->kind == ND_LT ? b - 1 : cond->kind == ND_GT ? b + 1 : b;
    if (c <= 0 || (up ? last < first : last > first) || hopper_assigned(loop->body, d->sym))
        return false;
    int64_t lo = up ? first : first - (first - last) / c * c, hi = up ? first + (last - first) / c * c : first;
    const Type *t = type_unalias(d->sym->ty);
    if (down && lo - c < 0 && (!t || t->kind == TY_NAMED || !type_is_integer(t) || t->is_unsigned))
        return false;
    *v = d->sym;
    *lo_out = lo;
    *hi_out = hi;
    *step = up ? c : -c;
    return true;
}

static bool push_counter(H *h, Node *loop)
{
    int64_t step;
    if (h->nrange >= 16 ||
        !counted_loop(loop, &h->range[h->nrange].sym, &h->range[h->nrange].lo, &h->range[h->nrange].hi, &step))
        return false;
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
        int64_t elem, align, bytes, end;
        /* A count past any budget (P051/P052 said so) gives no offsets: no overflow (red team f1). */
        if (n->sym && n->val_ok && type_size_align(n->ty, &elem, &align) && h->nshared < MAX_SHARED &&
            !__builtin_mul_overflow(n->val, elem, &bytes) && bytes >= 0 && bytes <= ((int64_t)1 << 40)) {
            h->shared[h->nshared++] = (SharedAt){n->sym, h->off, elem, bytes, n->ty};
            if (h->off >= 0 && !__builtin_add_overflow(h->off, (bytes + 15) & ~(int64_t)15, &end))
                h->off = end;
            else
                h->off = -1;
        } else {
            h->off = -1;
        }
    }
    if (n->kind == ND_DECLARATOR)
        hopper_add_alias(h, n);
    const char *s = hopper_call_name(n);
    if ((n->kind == ND_CALL || n->kind == ND_PRISM_CALL) && call_target(n))
        callee_regs(h, n, call_target(n));
    if (s && !strcmp(s, "prism_tma_load_2d"))
        hopper_device_tma(h, n);
    else if (s && !strcmp(s, "prism_wgmma_desc"))
        hopper_device_desc(h, n);
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

static void note_counter(Node *n, void *arg)
{
    H *h = arg;
    int64_t step;
    if (n->kind == ND_FOR && h->ncounters < (int)(sizeof h->counters / sizeof *h->counters) &&
        counted_loop(n, &h->counters[h->ncounters].sym, &h->counters[h->ncounters].lo,
                     &h->counters[h->ncounters].hi, &step))
        h->ncounters++;
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
    node_visit(fn->body, LIMIT_NEST_DEPTH * 4, note_counter, &h);
    scan_device(&h, fn->body);
    check_setmaxnreg_budget(&h);
}
