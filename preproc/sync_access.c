/*
 * sync_access.c - which memory a statement reads and writes.
 *
 * Synchronization is about memory that several threads see: shared
 * allocations and what pointer parameters point to.  Every access is
 * charged to a root, the name the memory had before partitions, claims and
 * asyncs narrowed it, so that C_th[0] = ... inside partition(C_th, C_smem)
 * is a write of C_smem.  Thread-local values and arrays are not memory in
 * this sense (each thread has its own) and are never charged.
 *
 * A call is charged through the callee's signature: a pointer argument is
 * read, and also written when the callee writes through that parameter
 * (found by reading its body, which is how the paper's "a callee that
 * writes a non-const pointer argument counts as a write" is made precise);
 * a callee without a body is trusted to write every non-const pointer.
 */
#include <string.h>

#include "check_internal.h" /* array_in_value, base_symbol */
#include "sync.h"

/*
 * A thread[1] pointer parameter to writable values: the calling thread's
 * own memory (P073 holds the argument to exactly that).  Not one to const,
 * which a caller may point into a block's tile (SPEC 6.1: a const view may
 * be narrower than its memory), nor one to pointers or structs, whose
 * loads may reach anything (red team rt10, hole_thread_param_const_view,
 * hole_ptrptr_param_alias).
 */
static bool own_param(const Symbol *root)
{
    if (!root || root->kind != SYM_PARAM || root->persp.level != PL_THREAD || root->persp.size != 1)
        return false;
    const Type *t = type_unalias(root->ty);
    const Type *e = t && type_is_pointer(t) ? type_unalias(t->base) : NULL;
    return e && !t->base->is_const && !type_is_pointer(e) && e->kind != TY_STRUCT &&
           (e->kind != TY_NAMED || named_type_find(e->name)) /* int32_t, float4: values */
           && footprint_param_own((Symbol *)root);
}

/* An access's place against atomics (SyncAcc's atomic, plain_use, late). */
typedef struct {
    bool atomic, plain_use, late;
} AccOrder;

/* A single access: an atomic is a write that is not a plain store. */
static AccOrder access_order(int mode, bool plain)
{
    bool atomic = (mode & SA_WRITE) && !plain;
    return (AccOrder){atomic, !atomic, false};
}

/*
 * While a callee's body is walked for one call (late_as_one): the names
 * that call makes one buffer (two parameters given the same pointer, a
 * parameter given memory the callee also names), each taken as `to`, so
 * that an atomic through one and a plain use through another are one
 * root's order (SPEC 3.2, P108 at the call).
 */
static const AccOneBuffer *one_buffer;

static Symbol *as_one(Symbol *root)
{
    for (int i = 0; one_buffer && root && i < one_buffer->n; i++)
        if (one_buffer->from[i] == root)
            return one_buffer->to;
    return root;
}

static void add_acc_ordered(AccSet *s, Symbol *root, int mode, bool plain, bool async, Token *tok, Node *priv,
                            AccOrder o)
{
    root = as_one(root);
    for (int i = 0; i < s->n; i++) {
        SyncAcc *e = &s->v[i];
        if (e->root == root && e->priv == priv) {
            e->mode = sa_merge(e->mode, mode);
            e->async |= async;
            e->plain |= plain;
            e->late |= o.late || (e->atomic && o.plain_use);
            e->atomic |= o.atomic;
            e->plain_use |= o.plain_use;
            return;
        }
    }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 4;
        SyncAcc *v = NEW_ARRAY(SyncAcc, cap);
        if (s->n)
            memcpy(v, s->v, sizeof(SyncAcc) * (size_t)s->n);
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = (SyncAcc){root, mode, async, tok, priv, own_param(root), false, plain, o.atomic, o.plain_use, o.late};
}

static void add_acc(AccSet *s, Symbol *root, int mode, bool plain, bool async, Token *tok, Node *priv)
{
    add_acc_ordered(s, root, mode, plain, async, tok, priv, access_order(mode, plain));
}

/* The class of an mbarrier operation's barrier argument i (SYNC.md): a wait reads the phase, an
 * arrive, arrive_expect_tx or a TMA's completion moves it; 0 for any other argument or call. */
static int mbarrier_mode(const Node *call, int i)
{
    int arg;
    MbarOp op = call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR ? mbar_op(call->lhs->tok, &arg)
                                                                                 : MBAR_NONE;
    if (op == MBAR_NONE || op == MBAR_INIT || i != arg)
        return 0;
    return (op == MBAR_WAIT ? SA_READ : SA_WRITE | SA_RMW) | SA_MBAR_CLASS << SA_ATOMIC_SHIFT;
}

/*
 * prism_tma_load_2d's tensor map (argument 1) is a const pointer, read by
 * the copy and never written; the checker's view may not declare the
 * intrinsic, which would make it written (red team rt17: a helper handing
 * its const map on was taken to write the kernel's map, P030).
 */
static bool tma_map_arg(const Node *call, int i)
{
    int arg;
    return i == 1 && call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR &&
           mbar_op(call->lhs->tok, &arg) == MBAR_LOAD;
}

/* An entry of another set (a callee's summary, a loop's accesses) merged in whole. */
static void add_entry(AccSet *s, const SyncAcc *e, Token *tok, Node *priv)
{
    add_acc_ordered(s, e->root, e->mode, e->plain, e->async, tok, priv, (AccOrder){e->atomic, e->plain_use, e->late});
}

/* An access given with SA_RMW for an atomic: late when a callee uses it plainly after its own atomic. */
static void add_split(AccSet *s, Symbol *root, int mode, bool async, Token *tok, Node *priv, bool late)
{
    int m = mode & ~SA_RMW;
    bool plain = (mode & SA_WRITE) && !(mode & SA_RMW);
    add_acc_ordered(s, root, m, plain, async, tok, priv, late ? (AccOrder){true, true, true} : access_order(m, plain));
}

void acc_add(AccSet *s, Symbol *root, int mode, bool async, Token *tok, Node *priv)
{
    add_split(s, root, mode, async, tok, priv, false);
}

int sa_merge(int a, int b)
{
    int cls = (a & SA_ATOMIC_MASK) == (b & SA_ATOMIC_MASK) ? a & SA_ATOMIC_MASK : 0;
    return ((a | b) & ~SA_ATOMIC_MASK) | cls;
}

void acc_union(AccSet *dst, const AccSet *src)
{
    for (int i = 0; i < src->n; i++)
        add_entry(dst, &src->v[i], src->v[i].tok, src->v[i].priv);
}

bool acc_touches(const AccSet *s, Symbol *root)
{
    for (int i = 0; i < s->n; i++)
        if (acc_overlaps(s->v[i].root, root))
            return true;
    return false;
}

const char *acc_mode_str(int mode)
{
    switch (mode & (SA_READ | SA_WRITE)) {
    case SA_READ:
        return "read";
    case SA_WRITE:
        return "write";
    case SA_READ | SA_WRITE:
        return "read/write";
    }
    return "none";
}

/* A struct parameter that can carry an address (a root, sync_resolve.c's sym_is_memory_root). */
bool acc_struct_param(const Symbol *sym)
{
    const Type *t = sym && sym->kind == SYM_PARAM ? type_unalias(sym->ty) : NULL;
    return t && t->kind == TY_STRUCT && !t->plain_values;
}

/* Is the base of this access an async alias (memory written by copies)? */
static bool is_async_alias(Node *ptr)
{
    while (ptr && (ptr->kind == ND_CAST || ptr->kind == ND_ADD || ptr->kind == ND_SUB || ptr->kind == ND_ADDR ||
                   ptr->kind == ND_INDEX))
        ptr = ptr->lhs;
    return ptr && ptr->kind == ND_VAR && ptr->sym && ptr->sym->kind == SYM_ALIAS && ptr->sym->decl &&
           ptr->sym->decl->kind == ND_ASYNC;
}

/* The thread[1] partition or claim whose alias `ptr` is based on, if any. */
static Node *private_scope(Node *ptr)
{
    while (ptr && (ptr->kind == ND_CAST || ptr->kind == ND_ADD || ptr->kind == ND_SUB || ptr->kind == ND_ADDR ||
                   ptr->kind == ND_INDEX))
        ptr = ptr->lhs;
    if (!ptr || ptr->kind != ND_VAR || !ptr->sym || ptr->sym->kind != SYM_ALIAS || !ptr->sym->decl)
        return NULL;
    Node *d = ptr->sym->decl;
    return footprint_private(d) ? d : NULL;
}

/* Charge one access through the pointer expression `ptr`. */
static void charge(AccSet *out, Node *ptr, int mode, Token *tok)
{
    Symbol *root;
    int r = acc_resolve(ptr, &root, 0);
    if (r == RES_LOCAL)
        return;
    acc_add(out, r == RES_ROOT ? root : NULL, mode, is_async_alias(ptr) && (mode & SA_WRITE), tok,
            private_scope(ptr));
}

static void walk(Node *node, AccSet *out, int depth);

/* A variable each thread has its own of: a local or a parameter, not the file's. */
static bool own_storage(const Symbol *s)
{
    return s && (s->kind == SYM_VAR || s->kind == SYM_PARAM) && !s->is_global && !s->is_static && !s->is_cuda_shared;
}

/* An lvalue used with `mode`: charge the memory it designates. */
static void walk_lvalue(Node *lv, int mode, AccSet *out, int depth)
{
    if (!lv)
        return;
    switch (lv->kind) {
    case ND_INDEX:
        if (array_in_value(lv->lhs) && own_storage(base_symbol(lv->lhs))) {
            /* `b.ps[0] = q` of a local struct or a value parameter: its own
             * storage, no memory (SPEC 5.2). */
            walk_lvalue(lv->lhs, mode, out, depth + 1);
            walk(lv->rhs, out, depth + 1);
            return;
        }
        charge(out, lv->lhs, mode, lv->tok);
        walk(lv->lhs, out, depth + 1);
        walk(lv->rhs, out, depth + 1);
        return;
    case ND_DEREF:
        charge(out, lv->lhs, mode, lv->tok);
        walk(lv->lhs, out, depth + 1);
        return;
    case ND_MEMBER:
        if (lv->arrow) {
            charge(out, lv->lhs, mode, lv->tok);
            walk(lv->lhs, out, depth + 1);
        } else {
            walk_lvalue(lv->lhs, mode, out, depth + 1);
        }
        return;
    case ND_VAR:
        /* A variable itself: memory only if it is a __shared__/global object. */
        if (lv->sym && (lv->sym->is_cuda_shared || (lv->sym->is_global && lv->sym->kind == SYM_VAR)))
            acc_add(out, lv->sym, mode, false, lv->tok, NULL);
        return;
    case ND_CAST:
        walk_lvalue(lv->lhs, mode, out, depth + 1);
        return;
    default:
        walk(lv, out, depth + 1);
    }
}

static Program *cur_prog;

/* The definition of fn (the Function with a body), if the program has one. */
Function *acc_definition_of(Function *fn)
{
    return program_definition(cur_prog, fn);
}


Function *acc_callee(Node *call)
{
    Function *fn = call->kind == ND_CALL || call->kind == ND_PRISM_CALL ? acc_callee_of(call) : NULL;
    return fn ? acc_definition_of(fn) : NULL;
}

Function *acc_callee_of(Node *call)
{
    if (call->kind == ND_PRISM_CALL)
        return call->sym && call->sym->kind == SYM_FUNC ? call->sym->func : NULL;
    if (call->lhs && call->lhs->kind == ND_VAR && call->lhs->sym && call->lhs->sym->kind == SYM_FUNC)
        return call->lhs->sym->func;
    return NULL;
}

/* Asynchronous-copy intrinsics write their first argument asynchronously. */
static bool is_async_copy(Node *call)
{
    Node *f = call->lhs;
    if (call->kind != ND_CALL || !f || f->kind != ND_VAR)
        return false;
    static const char *const names[] = {"prism_cp_async4",  "prism_cp_async8",  "prism_cp_async16",
                                        "prism_cp_async4z", "prism_cp_async8z", "prism_cp_async16z",
                                        "prism_tma_load",   "prism_cp_async_bulk"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (f->tok && (size_t)f->tok->len == strlen(names[i]) && !memcmp(f->tok->loc, names[i], strlen(names[i])))
            return true;
    return false;
}

bool acc_is_async_copy(Node *call)
{
    return call && is_async_copy(call);
}

static bool uses_smem(Function *fn)
{
    Function *def = acc_definition_of(fn);
    return !def->smem_ok || def->smem > 0;
}

/* What a parameter of this type can carry into the callee. */
enum {
    PC_NONE,     /* a number too narrow for an address, a vector: nothing */
    PC_FOLLOWED, /* a pointer, an array, a struct: what the callee's body does through it */
    PC_OPAQUE,   /* a 64-bit integer, a type of unknown shape: anything */
};

static int param_carries(const Type *ty)
{
    const Type *t = type_unalias(ty);
    if (!t)
        return PC_OPAQUE;
    if (t->kind == TY_STRUCT && t->plain_values)
        return PC_NONE;
    if (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return PC_FOLLOWED;
    if (acc_wide_integer(t) || (t->kind == TY_NAMED && !acc_type_is_value(t)))
        return PC_OPAQUE;
    return PC_NONE;
}

static void walk_children(Node *node, AccSet *out, int depth);

/*
 * Set while acc_named_stores() walks one body for the stores it writes
 * itself: trusted statements (PRISM_UNSAFE) and callees' bodies, which
 * answer for their own stores, are left out.
 */
static bool own_stores_only;

/* Memory a function reaches by a name of its own, not through its parameters. */
bool acc_named_memory(const Symbol *root)
{
    return root && root->kind != SYM_PARAM && (root->is_cuda_shared || root->is_global || root->is_static);
}

/*
 * A trusted function's body is not walked (its signature is its contract),
 * but memory it names itself (a file-scope __shared__ or __device__
 * array) its signature cannot speak for: each such name is read and
 * written at the call (red team rt10, hole_unsafe_fn_names_shared).
 */
static void unsafe_named(Node *n, AccSet *out, Token *at, int depth)
{
    for (; n; n = n->next) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return;
        if (n->kind == ND_VAR && n->sym && acc_named_memory(n->sym) && !acc_touches(out, n->sym))
            add_acc(out, n->sym, SA_READ | SA_WRITE, true, false, at, NULL);
        Node *kids[7];
        node_children(n, kids);
        for (int i = 0; i < 7; i++)
            unsafe_named(kids[i], out, at, depth + 1);
        unsafe_named(NODE_GET(n, args), out, at, depth + 1);
        unsafe_named(NODE_GET(n, body), out, at, depth + 1);
        if (depth == 0)
            return; /* the body itself */
    }
}

/* blind: the call's result is unused (an expression statement, a cast to void). */
static void walk_call(Node *call, AccSet *out, int depth, bool blind)
{
    wgmma_wait_reads(call, out);
    Function *fn = acc_callee_of(call);
    if (fn && (fn->kind == FN_DEVICE || fn->kind == FN_KERNEL) && uses_smem(fn))
        acc_add(out, layout_call_root(call), SA_READ | SA_WRITE, false, call->tok, NULL);
    const MathFn *math = (!fn || !acc_definition_of(fn)->body) ? acc_math_fn(call) : NULL;
    if (math) {
        /* Values in, a value out; only the listed pointers are read or written through. */
        int i = 0;
        for (Node *a = call->args; a; a = a->next, i++) {
            walk(a, out, depth + 1);
            int mode = (math->out >> i & 1u) ? SA_WRITE : (math->in >> i & 1u) ? SA_READ : 0;
            Symbol *root;
            int r = mode ? acc_resolve(a, &root, 0) : RES_LOCAL;
            if (r != RES_LOCAL)
                acc_add(out, r == RES_ROOT ? root : NULL, mode, false, a->tok, private_scope(a));
            /* A wgmma reads the tiles its descriptors name when it runs, not only where a descriptor
             * was made: a local descriptor made before the tile is (re)filled (SPEC 8.2). */
            if ((i == 1 || i == 2) && !strncmp(math->name, "prism_wgmma_m64", 15)) {
                Symbol *buf[8];
                bool unknown;
                int n = wgmma_buffers(a, buf, 8, &unknown);
                for (int k = 0; k < n; k++)
                    acc_add(out, buf[k], SA_READ, false, a->tok, NULL);
                if (unknown) /* an address not followed: any shared memory */
                    acc_add(out, NULL, SA_READ, false, a->tok, NULL);
            }
        }
        return;
    }
    bool async_copy = is_async_copy(call);
    Param *p = fn ? fn->params : NULL;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        walk(a, out, depth + 1);
        Symbol *root;
        int r = acc_resolve(a, &root, 0);
        int carry = p && p->ty ? param_carries(p->ty) : PC_FOLLOWED;
        if (r != RES_LOCAL && carry != PC_NONE) {
            int mode = SA_READ;
            if (async_copy) /* the copies a thread issues into one buffer need no wait between them */
                mode = i == 0 ? SA_WRITE | SA_ASYNC_COPY_CLASS << SA_ATOMIC_SHIFT : SA_READ;
            else if (carry == PC_OPAQUE)
                mode |= SA_WRITE; /* an address in an integer: the callee is not followed */
            else if (fn)
                mode |= !acc_param_written(fn, i)        ? 0
                        : acc_param_atomic_only(fn, i) ? SA_WRITE | SA_RMW
                                                       : SA_WRITE;
            else
                mode |= SA_WRITE; /* an opaque function may write what it is given */
            if (!fn && i == 0 && call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR &&
                is_atomic_name(call->lhs->tok))
                mode |= SA_RMW;
            if (!fn && mbarrier_mode(call, i))
                mode = mbarrier_mode(call, i);
            if (!fn && tma_map_arg(call, i))
                mode = SA_READ;
            if (!fn && i == 0 && blind && call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR)
                mode |= atomic_commute_class(call->lhs->tok, acc_atomic_operand(a)) << SA_ATOMIC_SHIFT;
            /* A helper that issues copies into its parameter leaves them in flight (adv_run_async2_*_helper_copy). */
            bool async = async_copy ? i == 0 : fn && (mode & SA_WRITE) && acc_param_async(fn, i);
            add_split(out, r == RES_ROOT ? root : NULL, mode, async, a->tok, private_scope(a),
                      fn && acc_call_late(call, i));
        }
        if (p)
            p = p->next;
    }
    if (call->kind == ND_CALL && !fn)
        walk(call->lhs, out, depth + 1);
    /* Memory the callee names itself (a __shared__ or __device__ variable,
     * a static __shared__ tile of its own) outlives the call: the caller's
     * accesses and the next call are ordered against it
     * (adv_run_h5_static_shared_helper_rounds, _file_scope_shared). */
    const AccSet *sum = fn && !async_copy && !own_stores_only ? acc_callee_summary(fn) : NULL;
    for (int k = 0; sum && k < sum->n; k++)
        if (acc_named_memory(sum->v[k].root))
            add_entry(out, &sum->v[k], call->tok, NULL);
    Function *def = fn ? acc_definition_of(fn) : NULL;
    if (def && def->is_unsafe && def->body && !async_copy && !own_stores_only)
        unsafe_named(def->body, out, call->tok, 0);
}

static void walk(Node *node, AccSet *out, int depth)
{
    for (; node; node = NULL) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return;
        switch (node->kind) {
        case ND_INDEX:
        case ND_DEREF:
        case ND_MEMBER:
            walk_lvalue(node, SA_READ, out, depth);
            break;
        case ND_ASSIGN:
            walk_lvalue(node->lhs, node->op == ND_ASSIGN ? SA_WRITE : SA_READ | SA_WRITE, out, depth);
            walk(node->rhs, out, depth + 1);
            break;
        case ND_PREINC:
        case ND_PREDEC:
        case ND_POSTINC:
        case ND_POSTDEC:
            walk_lvalue(node->lhs, SA_READ | SA_WRITE, out, depth);
            break;
        case ND_VAR:
            if (node->sym && (node->sym->is_cuda_shared || (node->sym->is_global && node->sym->kind == SYM_VAR)) &&
                node->sym->ty && node->sym->ty->kind != TY_ARRAY && node->sym->ty->kind != TY_PTR)
                acc_add(out, node->sym, SA_READ, false, node->tok, NULL);
            break;
        case ND_ADDR:
            /* &a[i] computes an address; its uses (a call, a deref) are charged. */
            if (node->lhs && (node->lhs->kind == ND_INDEX || node->lhs->kind == ND_DEREF)) {
                walk(node->lhs->lhs, out, depth + 1);
                walk(node->lhs->rhs, out, depth + 1);
            }
            break;
        case ND_CALL:
        case ND_PRISM_CALL:
            walk_call(node, out, depth, false);
            break;
        case ND_EXPR_STMT:
            if (node->lhs && node->lhs->kind == ND_CAST && node->lhs->ty && node->lhs->ty->kind == TY_VOID &&
                node->lhs->lhs && node->lhs->lhs->kind == ND_CALL)
                walk_call(node->lhs->lhs, out, depth + 1, true);
            else if (node->lhs && node->lhs->kind == ND_CALL)
                walk_call(node->lhs, out, depth + 1, true);
            else
                walk(node->lhs, out, depth + 1);
            break;
        case ND_ASM:
            for (Node *a = node->args; a; a = a->next)
                if (a->lhs)
                    walk_lvalue(a->lhs, a->is_output ? SA_WRITE : SA_READ, out, depth + 1);
            break;
        case ND_SIZEOF:
        case ND_ALIGNOF:
        case ND_STATIC_ASSERT:
        case ND_SHARED:
            break;
        case ND_FOR:
        case ND_WHILE:
        case ND_DO: {
            /* The body runs again after its atomics: any plain access in
             * the loop may follow one (an atomicCAS loop's first read is
             * before the loop), unless each round has an element of its
             * own (sync_elements.c). */
            AccSet loop = {0};
            walk_children(node, &loop, depth);
            for (int i = 0; i < loop.n; i++)
                loop.v[i].late |= loop.v[i].atomic && loop.v[i].plain_use &&
                                  !acc_loop_per_element(node, as_one(loop.v[i].root));
            acc_union(out, &loop);
            break;
        }
        default:
            /* Trusted code still needs barriers around its accesses;
             * only a check of what a body stores itself skips it. */
            if (node->kind == ND_UNSAFE && own_stores_only)
                break;
            walk_children(node, out, depth);
            break;
        }
    }
}

/* Statements and the remaining operators: visit every child. */
static void walk_children(Node *node, AccSet *out, int depth)
{
    walk(NODE_GET(node, lhs), out, depth + 1);
    walk(NODE_GET(node, rhs), out, depth + 1);
    walk(NODE_GET(node, cond), out, depth + 1);
    walk(NODE_GET(node, then), out, depth + 1);
    walk(NODE_GET(node, els), out, depth + 1);
    walk(NODE_GET(node, init), out, depth + 1);
    walk(NODE_GET(node, inc), out, depth + 1);
    for (Node *b = NODE_GET(node, body); b; b = b->next)
        walk(b, out, depth + 1);
    if (node->kind != ND_CUDA_LAUNCH && node->kind != ND_PRISM_LAUNCH)
        for (Node *a = NODE_GET(node, args); a; a = a->next)
            walk(a, out, depth + 1);
}

void acc_of_node(Node *node, AccSet *out)
{
    /* A memory scope's x is an operand, not an access: only its body is. */
    if (node && (node->kind == ND_PARTITION || node->kind == ND_CLAIM || node->kind == ND_ASYNC)) {
        walk(node->rhs, out, 0);
        for (Node *b = node->body; b; b = b->next)
            walk(b, out, 0);
        return;
    }
    if (node && node->kind == ND_BLOCK) {
        for (Node *b = node->body; b; b = b->next)
            walk(b, out, 0);
        return;
    }
    walk(node, out, 0);
}

/* ---- callee summaries ----------------------------------------------------- */

typedef struct Summary Summary;
struct Summary {
    Function *fn;
    int state; /* 1 computing, 2 done */
    AccSet acc;
    uint64_t assumed;  /* const pointer parameters a recursive call is taken to write */
    unsigned done_seq; /* when it was finished: one resting on a grown assumption is redone */
    Summary *next;
};

static Summary *summaries;
static unsigned done_seq;

/*
 * Can nothing be written through a parameter of this type?  A number
 * cannot be written through; a pointer to const only when what it points
 * at holds no address either (`const T *const *`): a const struct's
 * pointer members, or the elements of `int32_t *const a[]`, still reach
 * writable memory (SPEC 6.1: a holder keeps its pointers' perspective).
 */
bool acc_type_read_only(const Type *ty, int depth)
{
    const Type *t = type_unalias(ty);
    if (!t || depth > 16)
        return false;
    if (t->kind != TY_PTR && t->kind != TY_ARRAY)
        return param_carries(t) == PC_NONE;
    if (!t->base || !t->base->is_const)
        return false;
    const Type *b = type_unalias(t->base);
    if (b && b->kind == TY_VOID)
        return true;
    if (b && (b->kind == TY_PTR || b->kind == TY_ARRAY))
        return acc_type_read_only(b, depth + 1);
    return b && param_carries(b) == PC_NONE;
}

/* fn's parameter number index (0-based), or NULL past the last. */
Param *acc_param_at(Function *fn, int index)
{
    Param *p = fn->params;
    for (int i = 0; p && i < index; i++)
        p = p->next;
    return p;
}

bool acc_param_is_const_ptr(Function *fn, int index)
{
    Param *p = acc_param_at(fn, index);
    if (!p || !p->ty)
        return false;
    return acc_type_read_only(p->ty, 0);
}

bool acc_math_call(Node *call, unsigned *out, unsigned *in)
{
    Function *fn = call && call->kind == ND_CALL ? acc_callee_of(call) : NULL;
    const MathFn *m = call && (!fn || !acc_definition_of(fn)->body) ? acc_math_fn(call) : NULL;
    if (!m)
        return false;
    *out = m->out;
    *in = m->in;
    return true;
}

static Summary *summary_entry(Function *def);

uint64_t acc_summary_assumed(Function *def)
{
    return summary_entry(def)->assumed;
}

static Summary *summary_entry(Function *def)
{
    Summary *s = summaries;
    while (s && s->fn != def)
        s = s->next;
    if (!s) {
        s = NEW(Summary);
        s->fn = def;
        s->next = summaries;
        summaries = s;
    }
    return s;
}

/* The const pointer parameters (of the first 64) acc writes through by a store traced to them. */
static uint64_t const_written(Function *def, const AccSet *acc)
{
    uint64_t m = 0;
    int i = 0;
    for (Param *p = def->params; p && i < 64; p = p->next, i++) {
        if (!p->sym || !acc_param_is_const_ptr(def, i))
            continue;
        for (int k = 0; k < acc->n; k++)
            if (acc->v[k].root == p->sym && (acc->v[k].mode & SA_WRITE)) {
                m |= (uint64_t)1 << i;
                break;
            }
    }
    return m;
}

/* Summaries finished since `since` may have read an assumption that grew. */
static void forget_since(unsigned since)
{
    for (Summary *s = summaries; s; s = s->next)
        if (s->state == 2 && s->done_seq > since) {
            s->state = 0;
            s->acc = (AccSet){0};
            s->assumed = 0;
        }
}

/*
 * Every access of def's body, computed once; NULL while it is being
 * computed (recursion).  A recursive call writes a const parameter only if
 * some body casts the const away and stores: it is first taken to write
 * none, and the body is walked again with what the last walk found until
 * nothing new is written (a least fixpoint; each round adds a parameter).
 */
const AccSet *acc_summary_of(Function *def)
{
    Summary *s = summary_entry(def);
    if (s->state == 1)
        return NULL;
    if (s->state == 0) {
        bool own = own_stores_only; /* a summary is the whole body's, callees included */
        const AccOneBuffer *ob = one_buffer; /* and in its own names, not a call's (late_as_one) */
        own_stores_only = false;
        one_buffer = NULL;
        unsigned start = done_seq;
        for (int round = 0; round <= 64; round++) {
            s->state = 1;
            s->acc = (AccSet){0};
            acc_of_node(def->body, &s->acc);
            uint64_t w = const_written(def, &s->acc);
            if (!(w & ~s->assumed))
                break;
            s->assumed |= w;
            forget_since(start);
        }
        s->state = 2;
        s->done_seq = ++done_seq;
        own_stores_only = own;
        one_buffer = ob;
    }
    return &s->acc;
}

/* The accesses of fn's body, or NULL (no body, unsafe, or being computed: recursion). */
const AccSet *acc_callee_summary(Function *fn)
{
    Function *def = acc_definition_of(fn);
    return def && def->body && !def->is_unsafe ? acc_summary_of(def) : NULL;
}

void acc_named_stores(Function *def, AccSet *out)
{
    AccSet all = {0};
    own_stores_only = true;
    acc_of_node(def->body, &all);
    own_stores_only = false;
    for (int i = 0; i < all.n; i++)
        if (acc_named_memory(all.v[i].root) && (all.v[i].mode & SA_WRITE) && all.v[i].plain)
            add_acc(out, all.v[i].root, all.v[i].mode, true, false, all.v[i].tok, NULL);
}

void acc_call_named(Node *call, void (*cb)(const SyncAcc *e, void *arg), void *arg)
{
    Function *fn = call->kind == ND_CALL || call->kind == ND_PRISM_CALL ? acc_callee_of(call) : NULL;
    const AccSet *sum = fn && !is_async_copy(call) ? acc_callee_summary(fn) : NULL;
    for (int k = 0; sum && k < sum->n; k++)
        if (acc_named_memory(sum->v[k].root))
            cb(&sum->v[k], arg);
}

/* The memory an argument is based on, as the body being walked names it (NULL: none, or unknown). */
Symbol *acc_arg_root(Node *a)
{
    Symbol *root;
    return acc_resolve(a, &root, 0) == RES_ROOT ? as_one(root) : NULL;
}

/*
 * The accesses of body with the names ob->from[] taken as ob->to (one
 * buffer a call gives a callee under several names: sync_params.c's
 * late_as_one), every store counted, not only the body's own.
 */
void acc_of_node_as_one(Node *body, const AccOneBuffer *ob, AccSet *out)
{
    const AccOneBuffer *saved = one_buffer;
    bool own = own_stores_only;
    one_buffer = ob;
    own_stores_only = false;
    acc_of_node(body, out);
    one_buffer = saved;
    own_stores_only = own;
}

void acc_set_program(Program *prog)
{
    /* Summaries and maps are keyed by AST pointers: an earlier program's
     * (the sync pass leaves its own behind) would be taken for this one's
     * once the arena reuses their addresses. */
    access_reset();
    cur_prog = prog;
    for (Function *fn = prog ? prog->funcs : NULL; fn; fn = fn->next)
        if (fn->body)
            acc_mark_escapes(fn->body);
    wgmma_wait_index(prog);
    if (prog)
        footprint_index(prog);
}


/* ---- which roots share bytes -------------------------------------------------- */

void access_reset(void)
{
    wgmma_wait_reset();
    footprint_reset(); /* keyed by this program's nodes and symbols too */
    summaries = NULL;
    done_seq = 0;
    resolve_reset();
    cur_prog = NULL;
}
