/*
 * check_intrinsics.c - collective intrinsics (intrinsics.def) and P080.
 *
 * An intrinsic is a function whose signature the checker knows without a
 * definition: a bound of one perspective and a result perspective.  Its
 * call is legal exactly where a call of a Prism function with that bound
 * would be (SPEC "Collective intrinsics").
 */
#include "check_internal.h"
#include "sync.h"

#include <string.h>

#define VOID IR_VOID
#define LANE IR_LANE
#define UNIT IR_UNIT
#define FRAG IR_FRAG
#define THREAD PL_THREAD
#define BLOCK PL_BLOCK
#define LEGACY INTRINSIC_LEGACY

static const Intrinsic table[] = {
#define INTRINSIC(name, lvl, n, result, async, mask, width, out) \
    {name, name[sizeof(name) - 2] == '*', lvl, n, result, async, mask, width, out},
#include "intrinsics.def"
#undef INTRINSIC
};

const Intrinsic *intrinsic_find(const char *name, int len)
{
    for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
        const char *t = table[i].name;
        size_t tl = strlen(t);
        if (t[tl - 1] == '*') {
            if ((size_t)len >= tl - 1 && !memcmp(name, t, tl - 1))
                return &table[i];
        } else if ((size_t)len == tl && !memcmp(name, t, tl)) {
            return &table[i];
        }
    }
    return NULL;
}

static bool tok_is(Token *t, const char *s)
{
    return t->len == (int)strlen(s) && !memcmp(t->loc, s, (size_t)t->len);
}

/* A barrier the user wrote (which the checker's own make redundant), not another void collective. */
static bool is_barrier(Token *t)
{
    static const char *const prefixes[] = {"__syncthreads", "__syncwarp", "prism_syncthreads", "prism_syncwarp",
                                           "prism_bar", "__barrier", "bar_sync"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if ((size_t)t->len >= strlen(prefixes[i]) && !memcmp(t->loc, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

/*
 * A shuffle whose source lane is the same in every lane of the warp is a
 * broadcast: its result is uniform over each segment (the whole warp, or
 * the constant width of a _w form).  This is how a value is made uniform
 * on purpose (SPEC 5.2), so it is typed as such.
 */
static bool broadcast(Token *name, Node **args, Val *vals, int n, Val *out)
{
    int lane = -1, width = -1;
    if (tok_is(name, "prism_shfl") && n == 2)
        lane = 1;
    else if (tok_is(name, "prism_shfl_w") && n == 3)
        lane = 1, width = 2;
    else if (tok_is(name, "__shfl_sync") && (n == 3 || n == 4))
        lane = 2, width = n == 4 ? 3 : -1;
    if (lane < 0 || !pv_le(PV(PL_THREAD, 32), vals[lane].p))
        return false;
    int64_t w = 32;
    if (width >= 0 && (!const_eval(args[width], &w) || w <= 0 || 32 % w != 0))
        return false;
    *out = mkval_named(PV(PL_THREAD, w), name, "the broadcast of '%s'", tok_str(name));
    return true;
}

Val check_intrinsic(Ctx *c, Node *call, const Intrinsic *in)
{
    Pv q = PV(in->lvl, in->n);
    Token *at = call->lhs ? call->lhs->tok : call->tok;
    Node *args[4] = {0};
    Val vals[4];
    int n = 0;
    for (Node *a = call->args; a; a = a->next, n++)
        if (n < 4)
            args[n] = a;
    /* A masked warp collective may also run on a sub-warp unit that names exactly its own lanes. */
    bool bad_width = !c->poisoned && !call->poisoned && shfl_width_invalid(at, in, args, n);
    bool subwarp_ok = in->mask >= 0 && !c->poisoned && check_mask(c, at, in, args, n, bad_width);
    if (in->mask == INTRINSIC_LEGACY) {
        diag(DIAG_ERROR, at, "P080",
             "'%s' is a warp intrinsic without a mask, removed for sm_70 and later: it runs on whichever lanes "
             "happen to be converged; use '%s_sync' with the unit's lanes (or the prism_ spelling)",
             tok_str(at), tok_str(at));
    } else if (!c->poisoned && !call->poisoned && !subwarp_ok && !bound_derives(&c->bound, q)) {
        diag(DIAG_ERROR, at, "P080", "'%s' is a %s collective; code here is %s, which cannot run it as whole aligned units",
             tok_str(at), pv_str(q), bound_str(&c->bound));
        /* Inside a group that narrowed warp code to threads, "group first"
         * would nest a second warp group (red team d1, c02). */
        Pv cp = ctx_persp(c);
        Bound fb;
        bool narrowed = pv_le(cp, q) && !pv_eq(cp, q) && c->fn && fn_bound(c->fn, &fb) && bound_derives(&fb, q);
        if (narrowed && in->result == IR_VOID && is_barrier(at))
            diag_fix("a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to %s: delete it (the "
                     "checker places the barriers memory needs), or write it outside that group, in the code at %s",
                     pv_str(cp), pv_str(q));
        else if (narrowed && (in->result == IR_VOID || q.n > 32))
            /* wgmma, its fence, commit and wait, setmaxnreg: not barriers to delete, nor a value to take outside
             * (red team d2, t04). */
            diag_fix("call it where whole %s units run it: outside the PRISM_GROUP or PRISM_CASE that narrowed the "
                     "code to %s, or in a group of that size (PRISM_GROUP(%s) { ... })",
                     pv_str(q), pv_str(cp),
                     q.lvl == PL_THREAD && q.n == 128 ? "WARPGROUP(1)"
                     : q.lvl == PL_THREAD               ? arena_printf("THREAD(%lld)", (long long)q.n)
                                                        : "BLOCK(1)");
        else if (narrowed)
            diag_fix("call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to %s, in the code at %s, "
                     "by every thread of the unit, and use its result inside (v = %s(...); PRISM_GROUP(THREAD(1)) "
                     "{ if (lane < k) s += v; })",
                     pv_str(cp), pv_str(q), tok_str(at));
    }
    /* bar.sync ID with every thread of the block: ids past 0 are the named
     * barriers the checker gives sub-block units (SPEC 7.3), which a user's
     * id would meet on. */
    int64_t id = 0;
    if ((tok_is(at, "__barrier_sync") || tok_is(at, "__nvvm_barrier_sync") || tok_is(at, "__nvvm_bar_sync")) &&
        !c->poisoned && !call->poisoned && args[0] &&
        (!const_eval(args[0], &id) || id != 0))
        diag(DIAG_ERROR, expr_first_token(args[0]) ? expr_first_token(args[0]) : at, "P080",
             "'%s' with a barrier id other than 0: ids 1-15 are the named barriers prism-check gives "
             "units narrower than the block, and a barrier of the same id would count both; use __syncthreads(), "
             "or PRISM_SYNC() in the unit's code",
             tok_str(at));
    n = 0;
    /* An async scope's name is a copy's destination only: cooperative
     * groups' memcpy_async(group, dst, src, n) puts it second. */
    int dst = in->async_copy ? (!strcmp(in->name, "memcpy_async") ? 1 : 0) : -1;
    for (Node *a = call->args; a; a = a->next, n++) {
        Val v = eval(c, a, n == dst || (dst == 1 && n == 0) ? EV_ASYNC_OK : 0);
        if (n < 4)
            vals[n] = v;
    }
    Val b;
    if (broadcast(at, args, vals, n, &b))
        return b;
    /* On a sub-warp unit a vote is the same on that unit's lanes only. */
    Pv unit = subwarp_ok && !bound_derives(&c->bound, q) ? ctx_persp(c) : q;
    /* A fragment is each thread's own: the memory it lands in is thread[1],
     * as a PRISM_PARAM(float *, d, THREAD(1)) would demand (P073). */
    if (in->result == IR_FRAG && args[0] && !c->poisoned) {
        if (vals[0].p.lvl != PV_TOP && !pv_eq(vals[0].p, PV_THREAD1))
            diag(DIAG_ERROR, val_caret(vals[0], args[0]), "P073",
                 "pointer argument %s at %s must be thread[1]: '%s' writes each thread's own part of its result "
                 "through it",
                 val_what(vals[0]), pv_str(vals[0].p), tok_str(at));
        else
            check_array_receiver(c, args[0], PV_THREAD1, tok_str(at), "its result's fragment");
    }
    /* A result written through a pointer (__match_all_sync's predicate)
     * lands in the local whose address is given, as an assignment would. */
    if (in->out >= 0 && in->out < 4 && args[in->out] && !c->poisoned)
        check_array_receiver(c, args[in->out], in->result == IR_UNIT ? unit : PV_THREAD1, tok_str(at),
                             in->result == IR_UNIT ? "its result (the same on every lane of the unit)"
                                                   : "its result (each lane's own)");
    switch (in->result) {
    case IR_LANE:
        return mkval_named(PV_THREAD1, at, "the result of '%s'", in->prefix ? tok_str(at) : in->name);
    case IR_UNIT:
        return mkval_named(unit, at, "the result of '%s'", in->prefix ? tok_str(at) : in->name);
    default:
        return mkval(PV(PV_TOP, 0), NULL, NULL);
    }
}

/*
 * A plain __device__ function has no perspective signature, so its calls
 * are opaque to Prism code.  A collective inside one (a barrier, a shuffle,
 * a Prism call) would run wherever it is called, unchecked: that is P080
 * at the collective.  thread[1] intrinsics need no group and are fine.
 * Raw threadIdx & co are P081 there as everywhere outside unsafe code, and
 * asm P082: a bar.sync or a store through a pointer operand is as unseen
 * in a helper as in a Prism function (SPEC 9).
 */
static void scan_plain(Function *fn, Node *n);

static void scan_plain_list(Function *fn, Node *n)
{
    for (; n; n = n->next)
        scan_plain(fn, n);
}

static void scan_plain(Function *fn, Node *n)
{
    if (!n)
        return;
    if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && !call_target(n)) {
        const Intrinsic *in = intrinsic_find(n->lhs->tok->loc, n->lhs->tok->len);
        if (in && !(in->lvl == PL_THREAD && in->n == 1))
            diag(DIAG_ERROR, n->lhs->tok, "P080",
                 "'%s' is a %s collective in '%s', a function without a perspective signature: "
                 "collectives belong in PRISM_DEVICE functions",
                 tok_str(n->lhs->tok), pv_str(PV(in->lvl, in->n)), fn->sym && fn->sym->name ? fn->sym->name : "?");
    }
    if (n->kind == ND_PRISM_CALL || (n->kind == ND_CALL && call_target(n)))
        diag(DIAG_ERROR, n->tok, "P080",
             "Prism call in '%s', a function without a perspective signature: it would run unchecked wherever "
             "'%s' is called",
             fn->sym && fn->sym->name ? fn->sym->name : "?", fn->sym && fn->sym->name ? fn->sym->name : "?");
    if (n->kind == ND_VAR && !n->sym)
        raw_builtin(NULL, n); /* P081 for threadIdx & co, as in Prism code */
    else if (n->kind == ND_VAR)
        raw_dynamic_shared(n);
    if (n->kind == ND_DECLARATOR && n->sym && n->sym->is_cuda_shared && !n->sym->is_extern)
        /* Its callers may be warps or threads: each would take the block's
         * one copy for its own (SPEC 6.2). */
        diag(DIAG_ERROR, n->tok, "P050",
             "__shared__ variable '%s' in '%s', a function without a perspective signature: shared memory "
             "belongs to a block and is allocated in block[1] code",
             sym_name(n->sym), fn->sym && fn->sym->name ? fn->sym->name : "?");
    if (n->kind == ND_ASM)
        diag(DIAG_ERROR, n->tok, "P082",
             "inline asm in '%s', a function without a perspective signature, outside PRISM_UNSAFE: the checker "
             "cannot see which threads it needs nor what it stores",
             fn->sym && fn->sym->name ? fn->sym->name : "?");
    if (n->kind == ND_UNSAFE)
        return;
    scan_plain(fn, NODE_GET(n, lhs));
    scan_plain(fn, NODE_GET(n, rhs));
    scan_plain(fn, NODE_GET(n, cond));
    scan_plain(fn, NODE_GET(n, then));
    scan_plain(fn, NODE_GET(n, els));
    scan_plain(fn, NODE_GET(n, init));
    scan_plain(fn, NODE_GET(n, inc));
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_plain_list(fn, NODE_GET(n, body));
    else
        scan_plain(fn, NODE_GET(n, body));
    scan_plain_list(fn, NODE_GET(n, args));
}

/*
 * Variables outside the threads (SPEC 6.1: __shared__, __device__ and
 * __managed__ ones, static locals) have no owner: a plain store to one is
 * P040 in a helper as in Prism code, whichever thread calls it.  Through a
 * local pointer to one too (the accesses' roots); the helpers it calls
 * answer for their own stores.
 */
static void named_stores(Function *fn)
{
    AccSet st = {0};
    acc_named_stores(fn, &st);
    const char *fname = fn->sym && fn->sym->name ? fn->sym->name : "?";
    for (int i = 0; i < st.n; i++) {
        Symbol *s = st.v[i].root;
        if (s->is_cuda_shared && s->is_extern)
            continue; /* the dynamic shared array: P081 says to use PRISM_SHARED */
        const char *what = s->is_cuda_shared           ? "a __shared__ variable: one for the whole block"
                           : s->is_static && s->depth > 0 ? "a static local: one for the whole grid"
                                                          : "a __device__ variable: one for the whole grid";
        diag(DIAG_ERROR, st.v[i].tok, "P040",
             "'%s' stores to '%s', %s, which no thread owns: '%s' has no perspective signature to hand it a "
             "part; store it through a partition in Prism code, or update it with an atomic",
             fname, sym_name(s), what, fname);
    }
}

void check_plain_function(Function *fn)
{
    if (fn->body && fn->is_device && !fn->is_global && !fn->is_unsafe) {
        scan_plain(fn, fn->body);
        named_stores(fn);
    }
}
