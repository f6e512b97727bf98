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

#include "sync.h"

/* How resolve() classifies a pointer expression. */
enum {
    RES_LOCAL,   /* thread-local storage: not shared memory */
    RES_ROOT,    /* memory rooted at *root */
    RES_UNKNOWN, /* memory the pass cannot name */
};

#define MAX_RESOLVE_DEPTH 32

static bool own_param(const Symbol *root)
{
    return root && root->kind == SYM_PARAM && root->persp.level == PL_THREAD && root->persp.size == 1;
}

void acc_add(AccSet *s, Symbol *root, int mode, bool async, Token *tok, Node *priv)
{
    for (int i = 0; i < s->n; i++) {
        if (s->v[i].root == root && s->v[i].priv == priv) {
            s->v[i].mode = sa_merge(s->v[i].mode, mode);
            s->v[i].async |= async;
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
    s->v[s->n++] = (SyncAcc){root, mode, async, tok, priv, own_param(root), false};
}

int sa_merge(int a, int b)
{
    int cls = (a & SA_ATOMIC_MASK) == (b & SA_ATOMIC_MASK) ? a & SA_ATOMIC_MASK : 0;
    return ((a | b) & ~SA_ATOMIC_MASK) | cls;
}

void acc_union(AccSet *dst, const AccSet *src)
{
    for (int i = 0; i < src->n; i++)
        acc_add(dst, src->v[i].root, src->v[i].mode, src->v[i].async, src->v[i].tok, src->v[i].priv);
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

/* A struct parameter that can carry an address (a root, sym_is_memory_root). */
bool acc_struct_param(const Symbol *sym)
{
    const Type *t = sym && sym->kind == SYM_PARAM ? acc_strip_typedefs(sym->ty) : NULL;
    return t && t->kind == TY_STRUCT && !t->plain_values;
}

static bool sym_is_memory_root(Symbol *sym)
{
    if (sym->kind == SYM_SHARED || sym->is_cuda_shared)
        return true;
    if (!sym->ty)
        return false;
    if (sym->kind == SYM_PARAM) {
        /* A struct parameter carries the addresses its members hold (SPEC
         * 6.1): what the function reaches through them is one memory, as
         * through a pointer parameter. */
        const Type *t = acc_strip_typedefs(sym->ty);
        return t && (t->kind == TY_PTR || t->kind == TY_ARRAY || (acc_struct_param(sym) && !sym->addr_taken));
    }
    /* A global pointer or array: device memory every thread sees. */
    if (sym->kind == SYM_VAR && sym->is_global)
        return sym->ty->kind == TY_PTR || sym->ty->kind == TY_ARRAY;
    return false;
}

/* ---- values ------------------------------------------------------------------ */

/* One function of sync_math.def: which pointer arguments it writes or reads through. */
typedef struct {
    const char *name;
    unsigned out, in;
} MathFn;

static const MathFn math_fns[] = {
#define PURE(n) {#n, 0, 0},
#define OUT(n, m) {#n, m, 0},
#define IN(n, m) {#n, 0, m},
#define RW(n, o, i) {#n, o, i},
#define FDL(n) {#n, 0, 0}, {#n "f", 0, 0}, {#n "l", 0, 0},
#define FD(n) {#n, 0, 0}, {#n "f", 0, 0},
#define RND(n) {#n "_rn", 0, 0}, {#n "_rz", 0, 0}, {#n "_ru", 0, 0}, {#n "_rd", 0, 0},
#include "sync_math.def"
#undef PURE
#undef OUT
#undef IN
#undef RW
#undef FDL
#undef FD
#undef RND
};

static HashMap math_map; /* name -> MathFn *, built on first use */

/* The math function a call names, if it is one (and not one the program defines). */
static const MathFn *math_fn(Node *call)
{
    Node *f = call->kind == ND_CALL ? call->lhs : NULL;
    if (!f || f->kind != ND_VAR || !f->tok)
        return NULL;
    if (!math_map.capacity)
        for (size_t i = 0; i < sizeof math_fns / sizeof *math_fns; i++)
            hashmap_put(&math_map, math_fns[i].name, (int)strlen(math_fns[i].name), (void *)&math_fns[i]);
    return hashmap_get(&math_map, f->tok->loc, f->tok->len);
}

/* Is ty known to hold a value: arithmetic, enum or a CUDA vector type (never a pointer)? */
bool acc_type_is_value(const Type *ty)
{
    for (int i = 0; ty && ty->kind == TY_NAMED && i < 16; i++) {
        if (!ty->typedef_sym || !ty->typedef_sym->ty)
            return ty->name && named_type_find(ty->name);
        ty = ty->typedef_sym->ty;
    }
    if (!ty)
        return false;
    switch (ty->kind) {
    case TY_BOOL:
    case TY_CHAR:
    case TY_SHORT:
    case TY_INT:
    case TY_LONG:
    case TY_FLOAT:
    case TY_DOUBLE:
    case TY_ENUM:
        return true;
    default:
        return false; /* pointers, arrays, structs (which may hold pointers), unknown */
    }
}

const Type *acc_strip_typedefs(const Type *ty)
{
    for (int i = 0; ty && ty->kind == TY_NAMED && ty->typedef_sym && ty->typedef_sym->ty && i < 16; i++)
        ty = ty->typedef_sym->ty;
    return ty;
}

/* The declared type of a name or of an element reached from it; NULL unknown. */
static const Type *expr_type(Node *e, int depth)
{
    if (!e || depth > MAX_RESOLVE_DEPTH)
        return NULL;
    switch (e->kind) {
    case ND_VAR:
        return e->sym ? e->sym->ty : NULL;
    case ND_CAST:
        return e->ty;
    case ND_INDEX:
    case ND_DEREF: {
        const Type *t = acc_strip_typedefs(expr_type(e->lhs, depth + 1));
        if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
            return t->base;
        if (e->kind == ND_INDEX) { /* i[p] */
            t = acc_strip_typedefs(expr_type(e->rhs, depth + 1));
            if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
                return t->base;
        }
        return NULL;
    }
    case ND_COMMA:
        return expr_type(e->rhs, depth + 1);
    case ND_ASSIGN:
        return expr_type(e->lhs, depth + 1);
    default:
        return NULL;
    }
}

static int resolve(Node *e, Symbol **root, int depth);
static int resolve_sym(Symbol *sym, Symbol **root, int depth);

/*
 * Values given by compound assignment (`u |= (uintptr_t)w`, `p += k`),
 * which the parser does not record as stores: found by mark_escapes,
 * folded like the others (an address plus numbers is that address).
 */
typedef struct CompoundStore CompoundStore;
struct CompoundStore {
    Node *rhs;
    CompoundStore *next;
};

static HashMap compound_map; /* Symbol * -> CompoundStore * */

void acc_note_compound_store(Symbol *sym, Node *rhs)
{
    CompoundStore *st = NEW(CompoundStore);
    st->rhs = rhs;
    st->next = pget(&compound_map, sym);
    pput(&compound_map, sym, st);
}

/* Was this local variable given a value after or at its declaration? */
static bool sym_given(const Symbol *sym)
{
    return sym->stores || (sym->decl && sym->decl->kind == ND_DECLARATOR && sym->decl->init) || sym->addr_taken ||
           pget(&compound_map, sym);
}

/* An integer wide enough for an address: long, uintptr_t, size_t, int64_t. */
static bool wide_integer(const Type *ty)
{
    const Type *t = acc_strip_typedefs(ty);
    if (t && t->kind == TY_NAMED && type_is_integer(t)) {
        const NamedType *nt = named_type_find(t->name);
        return nt && nt->size >= 8;
    }
    return t && t->kind == TY_LONG;
}

/* A local integer wide enough for an address, given some value: what it
 * holds decides whether it is a number (resolve_sym). */
static bool holds_integer_address(const Symbol *sym)
{
    return sym->kind == SYM_VAR && !sym->is_global && wide_integer(sym->ty) && sym_given(sym);
}

/*
 * Is the expression a value, never an address?  Such an argument is
 * read where it is computed (walk charges that) and cannot be written
 * through, whatever the callee does with it.
 */
static bool is_value(Node *e, int depth)
{
    if (!e || depth > MAX_RESOLVE_DEPTH)
        return false;
    switch (e->kind) {
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
    case ND_ADD:
    case ND_SUB:
        /* An integer made from an address ((uintptr_t)p | 1) still carries it. */
        return is_value(e->lhs, depth + 1) && is_value(e->rhs, depth + 1);
    case ND_NUM:
    case ND_FNUM:
    case ND_EQ:
    case ND_NE:
    case ND_LT:
    case ND_LE:
    case ND_GT:
    case ND_GE:
    case ND_LOGAND:
    case ND_LOGOR:
    case ND_NOT:
    case ND_SIZEOF:
    case ND_ALIGNOF:
    case ND_PRISM_ID:
    case ND_PRISM_NTHREADS:
    case ND_PRISM_NBLOCKS:
    case ND_PRISM_STRIDE_FIRST:
    case ND_PRISM_STRIDE_STEP:
        return true;
    case ND_NEG:
    case ND_POS:
    case ND_BITNOT:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return is_value(e->lhs, depth + 1);
    case ND_COND:
        return is_value(e->then, depth + 1) && is_value(e->els, depth + 1);
    case ND_COMMA:
        return is_value(e->rhs, depth + 1);
    case ND_CALL:
        return math_fn(e) != NULL;
    case ND_CAST:
        return acc_type_is_value(e->ty) && is_value(e->lhs, depth + 1);
    case ND_VAR:
        if (!e->sym)
            return true; /* a macro constant or enumerator */
        /* A local 64-bit integer is a number of its type, unless an address
         * was put in it (`uintptr_t u = (uintptr_t)w`, SPEC 6.1). */
        if (holds_integer_address(e->sym)) {
            Symbol *r;
            return resolve_sym(e->sym, &r, depth + 1) == RES_LOCAL;
        }
        /* fall through */
    case ND_ASSIGN:
    case ND_INDEX:
    case ND_DEREF:
        return acc_type_is_value(expr_type(e, depth + 1));
    default:
        return false;
    }
}

/* Can a local of this type carry an address: a pointer, a struct, a 64-bit
 * integer, or an array of them?  (An int or a float cannot.) */
static bool may_hold_address(const Type *ty)
{
    for (int i = 0; ty && ty->kind == TY_ARRAY && i < 16; i++)
        ty = ty->base;
    const Type *t = acc_strip_typedefs(ty);
    if (t && t->kind == TY_STRUCT && t->plain_values)
        return false; /* numbers only (parse_decl.c, member_plain) */
    return ty && (ty->kind == TY_PTR || ty->kind == TY_STRUCT || ty->kind == TY_LONG || ty->kind == TY_NAMED);
}

/* Fold one value a variable is given into kind/first (numbers add nothing). */
static void fold_value(Node *v, int *kind, Symbol **first, int depth)
{
    if (!v || *kind == RES_UNKNOWN)
        return;
    if (v->kind == ND_INIT_LIST) { /* {w, p, ...}: every element */
        for (Node *e = v->args; e; e = e->next)
            fold_value(e->kind == ND_DESIG ? e->rhs : e, kind, first, depth + 1);
        return;
    }
    /* A call's result of a number type (a shuffle, a library reduction) is
     * a number, whatever the callee read. */
    if ((v->kind == ND_CALL || v->kind == ND_PRISM_CALL) && acc_type_is_value(expr_type(v, depth + 1)))
        return;
    Symbol *r;
    int k = resolve(v, &r, depth + 1);
    if (k == RES_LOCAL)
        return;
    if (*kind < 0) {
        *kind = k;
        *first = r;
    } else if (k != *kind || r != *first) {
        *kind = RES_UNKNOWN;
    }
}

/*
 * A local variable given values after its declaration, or one that holds
 * what is put in it (a local array or struct of pointers, an integer made
 * from an address), stands for all of those values: one root if the
 * initializer and every `name = rhs` agree (numbers, such as a null start,
 * aside), else unknown memory.  Its own name inside those values
 * (`p = p + 32`) adds nothing.  Taking its address lets anything change
 * it: unknown.  Answers are kept per symbol, except those reached through
 * a cycle of variables (partial while the cycle is open).
 */
static int resolve_reassigned(Symbol *sym, Symbol **root, int depth)
{
    static Symbol *active[MAX_RESOLVE_DEPTH + 2];
    static int nactive;
    if (sym->res_known) {
        *root = sym->res_root;
        return sym->res_kind;
    }
    *root = NULL;
    const Type *ty = acc_strip_typedefs(sym->ty);
    if (sym->addr_taken && ty &&
        (ty->kind == TY_PTR || ty->kind == TY_STRUCT || ty->kind == TY_ARRAY || wide_integer(ty)))
        return RES_UNKNOWN; /* anything may have changed it through its address */
    for (int i = 0; i < nactive; i++)
        if (active[i] == sym)
            return RES_LOCAL; /* the value it already had: no new memory */
    if (nactive >= MAX_RESOLVE_DEPTH)
        return RES_UNKNOWN;
    active[nactive++] = sym;
    int kind = -1;
    Symbol *first = NULL;
    if (sym->decl && sym->decl->kind == ND_DECLARATOR)
        fold_value(sym->decl->init, &kind, &first, depth);
    for (SymStore *st = sym->stores; st && kind != RES_UNKNOWN; st = st->next)
        fold_value(st->rhs, &kind, &first, depth);
    for (CompoundStore *st = pget(&compound_map, sym); st && kind != RES_UNKNOWN; st = st->next)
        fold_value(st->rhs, &kind, &first, depth);
    nactive--;
    if (kind < 0)
        kind = RES_LOCAL;
    *root = kind == RES_ROOT ? first : NULL;
    if (nactive == 0) {
        sym->res_known = 1;
        sym->res_kind = kind;
        sym->res_root = *root;
    }
    return kind;
}

/*
 * A name stands for the memory it is (a root), or for what it was given:
 * a pointer its initializer, and every later value once it is reassigned
 * or its address is taken; a local that can carry an address, the
 * addresses put in it (resolve_reassigned).
 */
static int resolve_sym(Symbol *sym, Symbol **root, int depth)
{
    while (sym->kind == SYM_ALIAS && sym->hides)
        sym = sym->hides;
    if (sym_is_memory_root(sym)) {
        *root = sym;
        return RES_ROOT;
    }
    if (sym->kind == SYM_ALIAS)
        return RES_UNKNOWN;
    /* A struct parameter whose storage was handed out (`&s`, `&s.p` to a
     * callee that stores into it) may hold anything by now. */
    if (acc_struct_param(sym) && sym->addr_taken)
        return RES_UNKNOWN;
    /* A typedef (uintptr_t, a struct's) is the type it names. */
    const Type *ty = acc_strip_typedefs(sym->ty);
    if (!ty || (ty->kind != TY_PTR && ty->kind != TY_NAMED) || wide_integer(ty)) {
        /* Scalars, local arrays, structs: the thread's own, unless an
         * address was put in them (SPEC 6.1). */
        if (sym->kind == SYM_VAR && !sym->is_global && sym_given(sym) && may_hold_address(ty))
            return resolve_reassigned(sym, root, depth);
        return RES_LOCAL;
    }
    if (sym->kind == SYM_VAR && ty->kind == TY_PTR && (sym->stores || sym->addr_taken || pget(&compound_map, sym)))
        return resolve_reassigned(sym, root, depth);
    if (sym->kind == SYM_VAR && sym->decl && sym->decl->kind == ND_DECLARATOR && sym->decl->init &&
        sym->decl->init->kind != ND_INIT_LIST)
        return resolve(sym->decl->init, root, depth + 1);
    if (ty->kind == TY_NAMED)
        return RES_LOCAL; /* a value of a type we do not know the shape of */
    return RES_UNKNOWN;
}

static int resolve(Node *e, Symbol **root, int depth)
{
    *root = NULL;
    if (!e || depth > MAX_RESOLVE_DEPTH)
        return RES_UNKNOWN;
    if (is_value(e, 0))
        return RES_LOCAL; /* x[i] - m is a number, not an address in x */
    switch (e->kind) {
    case ND_VAR:
        /* A name the parser did not declare is a macro constant or enumerator. */
        return e->sym ? resolve_sym(e->sym, root, depth) : RES_LOCAL;
    case ND_CAST:
    case ND_POS:
        return resolve(e->lhs, root, depth + 1);
    case ND_COMMA:
        return resolve(e->rhs, root, depth + 1);
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return resolve(e->lhs, root, depth + 1);
    case ND_ADD:
    case ND_SUB: {
        /* pointer +/- integer: the pointer side decides. */
        int r = resolve(e->lhs, root, depth + 1);
        if (r == RES_ROOT || e->kind == ND_SUB)
            return r;
        Symbol *r2;
        int k = resolve(e->rhs, &r2, depth + 1);
        if (k == RES_ROOT) {
            *root = r2;
            return k;
        }
        return r == RES_UNKNOWN || k == RES_UNKNOWN ? RES_UNKNOWN : RES_LOCAL;
    }
    case ND_ADDR: {
        Node *l = e->lhs;
        while (l && (l->kind == ND_MEMBER && !l->arrow))
            l = l->lhs;
        if (l && (l->kind == ND_INDEX || l->kind == ND_DEREF))
            return resolve(l->lhs, root, depth + 1);
        if (l && l->kind == ND_MEMBER && l->arrow)
            return resolve(l->lhs, root, depth + 1);
        if (l && l->kind == ND_VAR)
            return resolve(l, root, depth + 1);
        return RES_UNKNOWN;
    }
    case ND_COND: {
        Symbol *a, *b;
        int ka = resolve(e->then, &a, depth + 1), kb = resolve(e->els, &b, depth + 1);
        if (ka == kb && a == b) {
            *root = a;
            return ka;
        }
        return RES_UNKNOWN;
    }
    case ND_INDEX:
    case ND_DEREF: {
        /* A value loaded from memory; a row of a 2-D array is still that array. */
        int r = resolve(e->lhs, root, depth + 1);
        return r == RES_ROOT ? RES_ROOT : RES_LOCAL;
    }
    case ND_MEMBER:
        if (e->arrow) {
            int r = resolve(e->lhs, root, depth + 1);
            return r == RES_ROOT ? RES_ROOT : RES_UNKNOWN;
        }
        /* A member of a local struct holds what was put in the struct
         * (resolve_reassigned), one of a struct parameter what the caller
         * put in it (the parameter is a root); of anything else we cannot
         * follow it. */
        if (e->lhs && e->lhs->kind == ND_VAR && e->lhs->sym &&
            ((e->lhs->sym->kind == SYM_VAR && !e->lhs->sym->is_global) || e->lhs->sym->kind == SYM_PARAM)) {
            const Type *t = acc_strip_typedefs(e->lhs->sym->ty);
            if (t && t->kind == TY_STRUCT)
                return resolve(e->lhs, root, depth + 1);
        }
        return RES_UNKNOWN;
    case ND_CALL:
    case ND_STMT_EXPR:
        return RES_UNKNOWN;
    default:
        /* Literals, arithmetic, comparisons, ids: values, never memory. */
        return RES_LOCAL;
    }
}

Symbol *acc_root_of(Node *ptr)
{
    Symbol *root;
    return resolve(ptr, &root, 0) == RES_ROOT ? root : NULL;
}

bool acc_is_local(Node *ptr)
{
    Symbol *root;
    return resolve(ptr, &root, 0) == RES_LOCAL;
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
    if ((d->kind == ND_PARTITION || d->kind == ND_CLAIM) && d->persp.level == PL_THREAD && d->persp.size == 1)
        return d;
    return NULL;
}

/* Charge one access through the pointer expression `ptr`. */
static void charge(AccSet *out, Node *ptr, int mode, Token *tok)
{
    Symbol *root;
    int r = resolve(ptr, &root, 0);
    if (r == RES_LOCAL)
        return;
    acc_add(out, r == RES_ROOT ? root : NULL, mode, is_async_alias(ptr) && (mode & SA_WRITE), tok,
            private_scope(ptr));
}

static void walk(Node *node, AccSet *out, int depth);

/* An lvalue used with `mode`: charge the memory it designates. */
static void walk_lvalue(Node *lv, int mode, AccSet *out, int depth)
{
    if (!lv)
        return;
    switch (lv->kind) {
    case ND_INDEX:
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
    const Type *t = acc_strip_typedefs(ty);
    if (!t)
        return PC_OPAQUE;
    if (t->kind == TY_STRUCT && t->plain_values)
        return PC_NONE;
    if (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return PC_FOLLOWED;
    if (wide_integer(t) || (t->kind == TY_NAMED && !acc_type_is_value(t)))
        return PC_OPAQUE;
    return PC_NONE;
}

/* blind: the call's result is unused (an expression statement, a cast to void). */
static void walk_call(Node *call, AccSet *out, int depth, bool blind)
{
    Function *fn = acc_callee_of(call);
    if (fn && (fn->kind == FN_DEVICE || fn->kind == FN_KERNEL) && uses_smem(fn))
        acc_add(out, layout_call_root(call), SA_READ | SA_WRITE, false, call->tok, NULL);
    const MathFn *math = (!fn || !acc_definition_of(fn)->body) ? math_fn(call) : NULL;
    if (math) {
        /* Values in, a value out; only the listed pointers are read or written through. */
        int i = 0;
        for (Node *a = call->args; a; a = a->next, i++) {
            walk(a, out, depth + 1);
            int mode = (math->out >> i & 1u) ? SA_WRITE : (math->in >> i & 1u) ? SA_READ : 0;
            Symbol *root;
            int r = mode ? resolve(a, &root, 0) : RES_LOCAL;
            if (r != RES_LOCAL)
                acc_add(out, r == RES_ROOT ? root : NULL, mode, false, a->tok, private_scope(a));
        }
        return;
    }
    bool async_copy = is_async_copy(call);
    Param *p = fn ? fn->params : NULL;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        walk(a, out, depth + 1);
        Symbol *root;
        int r = resolve(a, &root, 0);
        int carry = p && p->ty ? param_carries(p->ty) : PC_FOLLOWED;
        if (r != RES_LOCAL && carry != PC_NONE) {
            int mode = SA_READ;
            if (async_copy) /* the copies a thread issues into one buffer need no wait between them */
                mode = i == 0 ? SA_WRITE | SA_ASYNC_COPY_CLASS << SA_ATOMIC_SHIFT : SA_READ;
            else if (carry == PC_OPAQUE)
                mode |= SA_WRITE; /* an address in an integer: the callee is not followed */
            else if (fn)
                mode |= acc_param_written(fn, i) ? SA_WRITE : 0;
            else
                mode |= SA_WRITE; /* an opaque function may write what it is given */
            if (!fn && i == 0 && blind && call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR)
                mode |= atomic_commute_class(call->lhs->tok) << SA_ATOMIC_SHIFT;
            acc_add(out, r == RES_ROOT ? root : NULL, mode, async_copy && i == 0, a->tok, private_scope(a));
        }
        if (p)
            p = p->next;
    }
    if (call->kind == ND_CALL && !fn)
        walk(call->lhs, out, depth + 1);
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
        default:
            /* Statements and the remaining operators: visit every child. */
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
            break;
        }
    }
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
    Summary *next;
};

static Summary *summaries;

/*
 * Can nothing be written through a parameter of this type?  A number
 * cannot be written through; a pointer to const only when what it points
 * at holds no address either (`const T *const *`): a const struct's
 * pointer members, or the elements of `int32_t *const a[]`, still reach
 * writable memory (SPEC 6.1: a holder keeps its pointers' perspective).
 */
bool acc_type_read_only(const Type *ty, int depth)
{
    const Type *t = acc_strip_typedefs(ty);
    if (!t || depth > 16)
        return false;
    if (t->kind != TY_PTR && t->kind != TY_ARRAY)
        return param_carries(t) == PC_NONE;
    if (!t->base || !t->base->is_const)
        return false;
    const Type *b = acc_strip_typedefs(t->base);
    if (b && b->kind == TY_VOID)
        return true;
    if (b && (b->kind == TY_PTR || b->kind == TY_ARRAY))
        return acc_type_read_only(b, depth + 1);
    return b && param_carries(b) == PC_NONE;
}

static bool param_is_const_ptr(Function *fn, int index)
{
    Param *p = fn->params;
    for (int i = 0; p && i < index; i++)
        p = p->next;
    if (!p || !p->ty)
        return false;
    return acc_type_read_only(p->ty, 0);
}

bool acc_math_call(Node *call, unsigned *out, unsigned *in)
{
    Function *fn = call && call->kind == ND_CALL ? acc_callee_of(call) : NULL;
    const MathFn *m = call && (!fn || !acc_definition_of(fn)->body) ? math_fn(call) : NULL;
    if (!m)
        return false;
    *out = m->out;
    *in = m->in;
    return true;
}

bool acc_param_written(Function *fn, int index)
{
    Function *def = acc_definition_of(fn);
    if (param_is_const_ptr(def, index))
        return false;
    Param *p = def->params;
    for (int i = 0; p && i < index; i++)
        p = p->next;
    if (!p)
        return !def->variadic ? false : true;
    if (!def->body || def->is_unsafe || !p->sym)
        return true; /* the signature is all we know: non-const may be written */

    Summary *s = summaries;
    while (s && s->fn != def)
        s = s->next;
    if (!s) {
        s = NEW(Summary);
        s->fn = def;
        s->next = summaries;
        summaries = s;
    }
    if (s->state == 1)
        return true; /* recursion: assume the worst */
    if (s->state == 0) {
        s->state = 1;
        acc_of_node(def->body, &s->acc);
        s->state = 2;
    }
    for (int i = 0; i < s->acc.n; i++)
        if ((s->acc.v[i].root == p->sym || s->acc.v[i].root == NULL) && (s->acc.v[i].mode & SA_WRITE))
            return true;
    return false;
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
}


/* ---- which roots share bytes -------------------------------------------------- */

bool acc_overlaps(Symbol *a, Symbol *b)
{
    if (a == b || !a || !b)
        return true;
    /* Two pointer parameters of a block's or a warp's code may be one
     * pointer: a caller may pass the same tile twice, or two views of it
     * (SPEC 6.3 allows it outside a scope), and the callee's barriers must
     * hold then too (adv_run_reuse_helper_two_names).  Two grid[1] buffers
     * of a kernel are the launch's to keep apart, as nothing orders blocks. */
    if (a->kind == SYM_PARAM && b->kind == SYM_PARAM && a->ty && b->ty && type_is_pointer(a->ty) &&
        type_is_pointer(b->ty) && a->persp.level != PL_GRID && b->persp.level != PL_GRID)
        return true;
    /* Arena roots (allocations, callees' scratch) by their bytes; other roots are distinct objects. */
    return layout_overlap(a, b) == 1;
}

void access_reset(void)
{
    summaries = NULL;
    math_map = (HashMap){0};
    compound_map = (HashMap){0};
    cur_prog = NULL;
}
