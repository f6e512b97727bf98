/*
 * check_walk.c - the type-system pass: visit every Prism function with its
 * code perspective and hand each construct to the file of its concern.
 *
 * The walk runs in program order so that facts learnt at a declaration
 * (a variable's perspective) or at the end of a scope (a name that may not
 * be reused) are known at every later use.  Functions are checked at their
 * definition, whichever file defines them; calls use their signature only.
 */
#include "check_internal.h"
#include "sync.h"

/* Symbols given a SymInfo, so the pass can leave Symbol.aux as it found it. */
static Symbol **touched;
static int ntouched, cap_touched;

SymInfo *sym_info(Symbol *sym)
{
    if (!sym->aux) {
        if (ntouched == cap_touched) {
            int cap = cap_touched ? cap_touched * 2 : 256;
            Symbol **t = NEW_ARRAY(Symbol *, cap);
            for (int i = 0; i < ntouched; i++)
                t[i] = touched[i];
            touched = t;
            cap_touched = cap;
        }
        touched[ntouched++] = sym;
        sym->aux = NEW(SymInfo);
    }
    return sym->aux;
}

void walk_body(Ctx *c, Node *body)
{
    /* A group or an arm has its own context (a fresh prism_ctx): loops
     * outside it do not repeat its allocations, and what it allocates is
     * released when it ends.  Memory scopes share their parent's. */
    Ctx inner = *c;
    inner.loops = 0;
    walk_stmt(&inner, body);
}

void ctx_enter_scope(Ctx *c, Pv p)
{
    if (c->nscopes < MAX_ARMS) {
        c->scope_replicas[c->nscopes] = c->replicas;
        c->scopes[c->nscopes++] = p;
    }
}

void ctx_side(Ctx *c, Node *side, int push)
{
    if (push < 0) {
        c->nside_at--;
        return;
    }
    if (c->nside_at < (int)(sizeof c->side_at / sizeof c->side_at[0]))
        c->side_at[c->nside_at] = side;
    c->nside_at++;
}

/* A loop's body; `unsure` when its condition may differ between the threads that run it. */
static void walk_loop_body(Ctx *c, Node *loop, bool unsure)
{
    c->loops++;
    c->all_loops++;
    c->count_unsure += unsure;
    if (c->nloop_at < (int)(sizeof c->loop_at / sizeof c->loop_at[0]))
        c->loop_at[c->nloop_at] = loop;
    c->nloop_at++;
    walk_stmt(c, loop->body);
    c->nloop_at--;
    c->count_unsure -= unsure;
    c->loops--;
    c->all_loops--;
}

/* Does statement s end by leaving switch sw (a break as its last statement)? */
static bool ends_in_break(Node *s, Node *sw)
{
    while (s && (s->kind == ND_BLOCK || s->kind == ND_CASE || s->kind == ND_DEFAULT)) {
        if (s->kind == ND_BLOCK) {
            Node *last = s->body;
            while (last && last->next)
                last = last->next;
            s = last;
        } else {
            s = s->body;
        }
    }
    return s && s->kind == ND_BREAK && s->target == sw;
}

/*
 * A switch body: only one case runs, so like the arms of an if, the shared
 * memory live after it is the largest over the paths through it.  A case
 * label is entered from the switch (the offset at entry) or by falling
 * through (the running offset); a break ends a path.
 */
static void walk_switch_body(Ctx *c, Node *sw)
{
    Node *body = sw->body;
    if (!body || body->kind != ND_BLOCK) {
        walk_stmt(c, body);
        return;
    }
    int64_t entry = c->smem_off, after = entry;
    for (Node *s = body->body; s; s = s->next) {
        if ((s->kind == ND_CASE || s->kind == ND_DEFAULT) && c->smem_off < entry)
            c->smem_off = entry;
        walk_stmt(c, s);
        if (ends_in_break(s, sw)) {
            if (c->smem_off > after)
                after = c->smem_off;
            c->smem_off = entry;
        }
    }
    if (c->smem_off > after)
        after = c->smem_off;
    c->smem_off = after;
}

void walk_stmt(Ctx *c, Node *node)
{
    if (!node)
        return;
    switch (node->kind) {
    case ND_BLOCK:
        pipe_scope_persp(c, node);
        for (Node *s = node->body; s; s = s->next)
            walk_stmt(c, s);
        return;
    case ND_EXPR_STMT:
        eval(c, node->lhs, 0);
        return;
    case ND_BREAK:
    case ND_CONTINUE:
    case ND_GOTO:
        /* Even a jump every thread takes changes which calls run in a phase (red team rt15). */
        c->fs->varying_jump = true;
        return;
    case ND_NULL_STMT:
    case ND_STATIC_ASSERT:
        return;
    case ND_DECL:
        for (Node *d = node->body; d; d = d->next)
            walk_stmt(c, d);
        return;
    case ND_DECLARATOR:
        check_decl(c, node);
        return;
    case ND_IF: {
        int unsure = !shared_by_point(c, check_cond(c, node, "if"));
        c->count_unsure += unsure;
        /* Only one arm runs: the shared memory in use after it is the larger. */
        int64_t off = c->smem_off;
        ctx_side(c, node->then, 1);
        walk_stmt(c, node->then);
        ctx_side(c, node->then, -1);
        int64_t after_then = c->smem_off;
        c->smem_off = off;
        ctx_side(c, node->els, 1);
        walk_stmt(c, node->els);
        ctx_side(c, node->els, -1);
        if (after_then > c->smem_off)
            c->smem_off = after_then;
        c->count_unsure -= unsure;
        return;
    }
    case ND_FOR:
        walk_stmt(c, node->init);
        walk_loop_body(c, node, !shared_by_point(c, check_cond(c, node, "for")));
        if (node->inc)
            eval(c, node->inc, 0);
        return;
    case ND_WHILE:
        walk_loop_body(c, node, !shared_by_point(c, check_cond(c, node, "while")));
        return;
    case ND_DO: {
        /* do { ... } while (0), the macro idiom, runs its body once.  The
         * condition is checked after the body, for the order of the
         * diagnostics; its rounds count as unknown. */
        int64_t once;
        if (node->cond && const_eval(node->cond, &once) && once == 0)
            walk_stmt(c, node->body);
        else
            walk_loop_body(c, node, true);
        check_cond(c, node, "do-while");
        return;
    }
    case ND_SWITCH: {
        int unsure = !shared_by_point(c, check_cond(c, node, "switch"));
        c->count_unsure += unsure;
        walk_switch_body(c, node);
        c->count_unsure -= unsure;
        return;
    }
    case ND_CASE:
    case ND_DEFAULT:
        ctx_side(c, node, 1);
        walk_stmt(c, node->body);
        ctx_side(c, node, -1);
        return;
    case ND_LABEL:
        walk_stmt(c, node->body);
        return;
    case ND_RETURN:
        if (c->count_unsure || c->nside_at || c->nloop_at)
            c->fs->varying_jump = true;
        if (node->lhs) {
            Val v = eval(c, node->lhs, 0);
            c->fs->ret = c->fs->has_ret ? vmeet(c->fs->ret, v) : v;
            c->fs->has_ret = true;
        }
        return;
    case ND_ASM:
        diag(DIAG_ERROR, node->tok, "P082",
             "inline asm outside PRISM_UNSAFE: the checker cannot see which threads it needs");
        return;
    case ND_UNSAFE:
        check_unsafe_exit(c, node); /* trusted, but not a way out */
        return;
    case ND_GROUP:
        check_group(c, node);
        return;
    case ND_SPLIT:
        check_split(c, node);
        return;
    case ND_SPLIT_CASE:
        diag(DIAG_ERROR, node->tok, "P023", "PRISM_CASE outside a PRISM_SPLIT: an arm needs a split to count from");
        walk_body(c, node->body);
        return;
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        check_mem_scope(c, node);
        return;
    case ND_SHARED:
        check_shared(c, node);
        return;
    default:
        /* Expressions in statement position. */
        if (node->kind < ND_BLOCK)
            eval(c, node, 0);
        return;
    }
}

/* A function whose body is one PRISM_UNSAFE block is trusted whole. */
static bool fn_trusted(Function *fn)
{
    if (fn->is_unsafe)
        return true;
    Node *b = fn->body;
    if (b && b->kind == ND_BLOCK && b->body && !b->body->next && b->body->kind == ND_UNSAFE)
        return true;
    return false;
}

/*
 * SymInfo.reassigned: each local a statement assigns, increments or takes
 * the address of, PRISM_UNSAFE's statements too.  False where the body is
 * too deep to walk whole (then no local counts as given one value).
 */
static bool mark_reassigned(Node *n, int depth)
{
    for (; n; n = n->next) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return false;
        /* (an asm's output operand, "=r"(h), "+m"(h), writes it too: red team rt29) */
        if (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
            n->kind == ND_POSTDEC || n->kind == ND_ADDR || (n->kind == ND_ASM_OPERAND && n->is_output)) {
            Node *lv = n->lhs;
            while (lv && (lv->kind == ND_CAST || lv->kind == ND_MEMBER || lv->kind == ND_INDEX))
                lv = lv->lhs;
            if (lv && lv->kind == ND_VAR && lv->sym)
                sym_info(lv->sym)->reassigned = true;
        }
        Node *kids[7];
        node_children(n, kids);
        for (int i = 0; i < 7; i++)
            if (kids[i] && kids[i] != n && !mark_reassigned(kids[i], depth + 1))
                return false;
        if (!mark_reassigned(NODE_GET(n, body), depth + 1) || !mark_reassigned(NODE_GET(n, args), depth + 1))
            return false;
    }
    return true;
}

/*
 * What a kernel did to memory every function names (a __device__ array
 * written by a grid-level partition, updated by an atomic) holds until
 * that kernel ends: the next function starts with it unused.
 */
static void forget_kernel_marks(void)
{
    for (int i = 0; i < ntouched; i++) {
        Symbol *s = touched[i];
        if (!s->is_global && !s->is_cuda_shared && !s->is_static)
            continue;
        SymInfo *si = s->aux;
        si->reuse_after = NULL;
        si->atomic_after = NULL;
        si->reported = false;
    }
}

static void check_function(Function *fn)
{
    forget_kernel_marks();
    FnState fs = {0};
    Ctx c = {0};
    c.fn = fn;
    c.fs = &fs;
    c.units = 1;
    if (!fn_bound(fn, &c.bound)) {
        c.poisoned = true;
        c.bound.n = 1;
        c.bound.p[0] = PV_THREAD1;
    }
    c.smem_budget = fn->smem;
    c.smem_ok = fn->smem_ok && fn->smem >= 0;
    for (Param *pa = fn->params; pa; pa = pa->next) {
        if (!pa->sym)
            continue;
        SymInfo *si = sym_info(pa->sym);
        si->known = true;
        /* An unknown parameter perspective was reported with the signature;
         * reading it as uniform keeps its uses quiet. */
        si->persp = pa->persp.level == PL_NONE || pa->persp.level == PL_BLOCKDIM || pa->persp.size <= 0
                        ? PV(PV_TOP, 0)
                        : pv_of(&pa->persp);
    }
    alias_scan(fn);
    c.values_known = mark_reassigned(fn->body, 0);
    atomic_reach_start(fn);
    walk_stmt(&c, fn->body);
    mbar_check_function(fn, fs.varying_jump);

    /* The result summary its callers use (functions are defined before use). */
    if (fn->sym && fs.has_ret && !c.poisoned) {
        if (fs.has_cond)
            fs.ret = vmeet(fs.ret, fs.conds);
        SymInfo *si = sym_info(fn->sym);
        si->has_ret = true;
        si->ret_floor = fs.ret.floor_set ? fs.ret.floor : fs.ret.p;
        si->ret_deps = fs.ret.deps;
    }
}

void check_program(Program *prog)
{
    ntouched = 0;
    mbar_reset();
    /* Which parameters a callee writes through (an out-parameter's local
     * receives what it writes, SPEC 5.1) is the sync pass's summary. */
    acc_set_program(prog);
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->kind != FN_PLAIN)
            check_signature(fn);
    check_hopper_host(prog); /* the host's tensor maps, before the kernels' loads */
    for (Function *fn = prog->funcs; fn; fn = fn->next) {
        if (fn->kind == FN_PLAIN) {
            check_plain_function(fn);
            check_launches(prog, fn);
            if (!fn_trusted(fn))
                check_reserved(fn);
            if (fn->is_device && fn->body && !fn_trusted(fn)) {
                check_vla(fn);
                check_plain_int_ptr(fn);
                check_undeclared(fn);
                check_sys_macro_use(fn);
                check_stmt_expr_jumps(fn);
            }
            continue;
        }
        if (!fn->body || fn_trusted(fn))
            continue;
        check_function(fn);
        check_reserved(fn);
        check_bounds(fn);
        check_vla(fn);
        check_exits(fn);
        check_stmt_calls(fn);
        check_undeclared(fn);
        check_sys_macro_use(fn);
        check_hopper(fn);
        check_wgmma(fn);
        check_tma_arms(fn);
        check_tma_wait(fn);
    }
    check_pipelines(prog);
    for (int i = 0; i < ntouched; i++)
        touched[i]->aux = NULL;
    /* The list lives in the arena, which the caller may reset. */
    touched = NULL;
    ntouched = cap_touched = 0;
    access_reset(); /* its summaries are keyed by this program's nodes */
    tma_wait_reset();
}
