/*
 * helper_state.c - does a plain function's result depend on more than its
 * arguments (SPEC 3.2)?  Its body, or a function it calls, reads the
 * running thread's state: threadIdx and kin, an atomic, a shuffle, a
 * variable other threads may change, asm, a machine-state builtin, a call
 * through a pointer or of a function no file the checker reads declares,
 * the address of its own storage as a number.  check_calls.c asks at each
 * call of one.
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h"

/*
 * Does a plain function's result (or what it writes out) depend on more
 * than its arguments?  Its body reads threadIdx & co, applies an atomic, a
 * shuffle or any other intrinsic whose result is per thread, reads a
 * variable other threads may change (a __device__, static or __shared__
 * one), holds asm, calls through a pointer, or calls a function that does.
 * SPEC 3.2 makes a plain call's result the meet of its arguments: true of
 * a pure helper only (adv_run_uni_helper_*: a helper returning threadIdx.x
 * or an atomic's ticket had no arguments, so its result steered barriers
 * as a block value, and the block hung).
 */
static bool reads_thread_state(Node *n, int depth, Function **stack, int nstack);

/* Does `visit` say yes of any child of n: its operands, a call's arguments, a block's statements (a
 * body that is a list), or a loop's or branch's one body statement?  The one walk both searches
 * below share. */
typedef bool ChildVisit(Node *child, int depth, void *arg);
static bool any_child(Node *n, int depth, ChildVisit *visit, void *arg)
{
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (visit(kids[i], depth + 1, arg))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (visit(a, depth + 1, arg))
            return true;
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR) {
        for (Node *b = NODE_GET(n, body); b; b = b->next)
            if (visit(b, depth + 1, arg))
                return true;
        return false;
    }
    return NODE_GET(n, body) && visit(NODE_GET(n, body), depth + 1, arg);
}

/* const storage, or an array of const elements: no thread can change it. */
static bool read_only_storage(const Type *t)
{
    while (t && t->kind == TY_ARRAY && !t->is_const)
        t = t->base;
    return t && t->is_const;
}

/* A variable of the block or the grid (__shared__, __device__, static) that other threads may change. */
static bool shared_storage(const Symbol *s)
{
    return s->kind == SYM_VAR && (s->is_global || s->is_cuda_shared || s->is_static) && !s->is_cuda_constant &&
           !read_only_storage(s->ty);
}

/* A call through a function pointer (an expression, or a variable holding one). */
bool call_through_pointer(const Node *call)
{
    const Node *f = call->lhs;
    return f && (f->kind != ND_VAR || (f->sym && f->sym->kind != SYM_FUNC));
}

/*
 * A function the user's files declare whose body prism-check never reads
 * (P077): it may read threadIdx, so its result is thread[1].  Device code
 * calls only __device__ functions, so a prototype without __device__ is
 * one too: a macro only the compilers give it (red team rt22: `DEV int
 * tid_of(void);`).
 */
bool call_body_unseen(Function *fn)
{
    Function *def = fn ? acc_definition_of(fn) : NULL;
    if (!def || def->body || fn->is_unsafe || !fn->name)
        return false;
    File *f = pp_file_of(fn->name);
    return !(f && f->name && pp_is_lang_file(f->name));
}

/* gcc builtins that read the machine state of the thread running them. */
bool call_reads_machine_state(const Node *call)
{
    static const char *const names[] = {
        "__builtin_frame_address", "__builtin_return_address", "__builtin_extract_return_addr",
        "__builtin_dwarf_cfa",     "__builtin_stack_address",  "__builtin_thread_pointer",
        "__builtin_readcyclecounter", "__builtin_readsteadycounter", "__builtin_ia32_rdtsc",
        "__builtin_ia32_rdtscp",   "__builtin_ia32_rdpid",     "__builtin_ia32_rdrand32_step",
        "__builtin_ia32_rdrand64_step", "__builtin_ia32_rdseed32_step", "__builtin_ia32_rdseed64_step",
        /* the running thread's stack (red team rt22) */
        "__builtin_alloca", "__builtin_alloca_with_align", "__builtin_alloca_with_align_and_max",
        "__builtin_stack_save", "__builtin_apply_args", "__builtin_ia32_readeflags_u64",
        "__builtin_ia32_readeflags_u32", "__builtin_ia32_rdpmc",
    };
    const Node *f = call->lhs;
    if (!f || f->kind != ND_VAR || !f->tok)
        return false;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (equal(f->tok, names[i]))
            return true;
    return false;
}

/*
 * CUDA's vector constructors, make_ and a vector type (make_float4,
 * make_uint2): they build a value from their arguments.  Exactly those:
 * a project's own make_ticket() from an unread header is any function
 * (red team rt22).
 */
static bool cuda_make_name(const Token *t)
{
    static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                                        "longlong", "ulonglong", "float", "double", "half", "bfloat16"};
    if (t->len < 7 || strncmp(t->loc, "make_", 5) != 0)
        return false;
    const char *b = t->loc + 5, *end = t->loc + t->len;
    /* CUDA 13's aligned forms: make_long4_16a, make_double4_32a */
    if (end - b > 4 && end[-1] == 'a' && end[-4] == '_')
        end -= 4;
    if (end[-1] < '1' || end[-1] > '4')
        return false;
    for (size_t i = 0; i < sizeof bases / sizeof *bases; i++)
        if ((size_t)(end - 1 - b) == strlen(bases[i]) && !strncmp(b, bases[i], strlen(bases[i])))
            return true;
    return false;
}

/*
 * A call of a function no file the checker reads declares: one from a
 * system header it skips (rand(), a vendor's __smid()).  Only the math
 * functions sync_math.def lists, the intrinsics and gcc's builtins
 * (machine_state_builtin's aside) are known to compute from their
 * arguments alone; any other may return another value in each thread
 * (red team rt20: `rand() & 1` taken as block-uniform steered a barrier).
 */
bool call_declared_unread(Node *call)
{
    Node *f = call->kind == ND_CALL ? call->lhs : NULL;
    if (!f || f->kind != ND_VAR || !f->tok || f->sym || acc_callee_of(call) || acc_math_fn(call))
        return false;
    Token *t = f->tok;
    if (intrinsic_find(t->loc, t->len) || is_atomic_name(t) || equal(t, "assert") || is_reserved_name(t))
        return false;
    return !(t->len > 10 && !strncmp(t->loc, "__builtin_", 10)) && !cuda_make_name(t);
}

bool fn_reads_thread_state(Function *fn, Function **stack, int nstack)
{
    if (call_body_unseen(fn))
        return true;
    fn = fn ? acc_definition_of(fn) : NULL;
    if (!fn || !fn->body)
        return false; /* no body here: a math or library routine, pure as far as we know */
    if (fn->kind != FN_PLAIN)
        return false; /* Prism callees: their result's perspective is their signature's */
    for (int i = 0; i < nstack; i++)
        if (stack[i] == fn)
            return false; /* recursion: what the other calls decide */
    if (nstack >= 32)
        return true;
    stack[nstack++] = fn;
    return reads_thread_state(fn->body, 0, stack, nstack);
}

struct ReadsArgs {
    Function **stack;
    int nstack;
};

static bool reads_visit(Node *child, int depth, void *arg)
{
    struct ReadsArgs *a = arg;
    return reads_thread_state(child, depth, a->stack, a->nstack);
}

/* The address of storage of the running thread's own: a local's, a local array's, a compound literal's. */
static bool own_address(Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    if (!e)
        return false;
    if (e->kind == ND_COMPOUND_LIT)
        return e->ty && type_unalias(e->ty) && type_unalias(e->ty)->kind == TY_ARRAY;
    if (e->kind == ND_VAR)
        return e->sym && e->sym->kind == SYM_VAR && !e->sym->is_global && !e->sym->is_cuda_shared && e->sym->ty &&
               type_unalias(e->sym->ty) && type_unalias(e->sym->ty)->kind == TY_ARRAY;
    if (e->kind != ND_ADDR)
        return false;
    Node *l = e->lhs;
    while (l && (l->kind == ND_INDEX || (l->kind == ND_MEMBER && !l->arrow)))
        l = l->lhs;
    return l && (l->kind == ND_COMPOUND_LIT ||
                 (l->kind == ND_VAR && l->sym && l->sym->kind == SYM_VAR && !l->sym->is_global && !l->sym->is_cuda_shared));
}

static bool reads_thread_state(Node *n, int depth, Function **stack, int nstack)
{
    if (!n || depth > 4096)
        return depth > 4096;
    switch (n->kind) {
    case ND_ASM:
        return true;
    case ND_VAR:
        if (!n->sym) /* threadIdx & co; other undeclared names come from unread system headers */
            return n->tok && is_raw_builtin(n->tok);
        if (shared_storage(n->sym) && !(n->sym->ty && n->sym->ty->kind == TY_ARRAY))
            return true; /* a variable other threads may change (an array's name is its address) */
        break;
    case ND_INDEX:
    case ND_DEREF: {
        /* An element of such an array (adv_h5_shared_reads_in_helpers, _helper_reads_device_array). */
        Node *b = n->lhs;
        while (b && b->kind == ND_CAST)
            b = b->lhs;
        if (b && b->kind == ND_VAR && b->sym && shared_storage(b->sym))
            return true;
        break;
    }
    case ND_CAST:
        /* (uintptr_t)&x, (uintptr_t)(int[]){0} of the helper's own: each thread's stack address as a number
         * (red team rt30) */
        if (n->ty && type_is_integer(n->ty) && own_address(n->lhs))
            return true;
        break;
    case ND_ADDR:
        /* &g[i] is an address: only what the index reads counts. */
        if (n->lhs && n->lhs->kind == ND_INDEX)
            return reads_thread_state(n->lhs->rhs, depth + 1, stack, nstack) ||
                   (n->lhs->lhs && n->lhs->lhs->kind != ND_VAR &&
                    reads_thread_state(n->lhs->lhs, depth + 1, stack, nstack));
        break;
    case ND_EXPR_STMT:
        /* A result nobody reads (__trap(), __threadfence()): only the arguments count. */
        if (n->lhs && n->lhs->kind == ND_CALL && call_declared_unread(n->lhs)) {
            for (Node *a = n->lhs->args; a; a = a->next)
                if (reads_thread_state(a, depth + 1, stack, nstack))
                    return true;
            return false;
        }
        break;
    case ND_CALL:
        if (call_through_pointer(n))
            return true; /* whatever it points to */
        if (n->lhs && n->lhs->kind == ND_VAR && n->lhs->tok) {
            Token *t = n->lhs->tok;
            if (is_atomic_name(t) || call_reads_machine_state(n))
                return true;
            const Intrinsic *in = intrinsic_find(t->loc, t->len);
            if (in && in->result != IR_UNIT)
                return true;
            Function *callee = acc_callee_of(n);
            if (callee && fn_reads_thread_state(callee, stack, nstack))
                return true;
            if (call_declared_unread(n))
                return true;
        }
        break;
    default:
        break;
    }
    struct ReadsArgs a = {stack, nstack};
    return any_child(n, depth, reads_visit, &a);
}
