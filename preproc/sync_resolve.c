/*
 * sync_resolve.c - which memory a pointer expression names (sync_access.c
 * charges each access to it).
 *
 * resolve() follows an expression back to its root: a shared allocation,
 * a pointer or struct parameter, a global; through casts, arithmetic,
 * ?: arms, struct members, locals that copy an address (and each
 * reassignment of them), integers an address was cast to, compound
 * literals.  Values that cannot hold an address (arithmetic, math
 * results, the math functions of sync_math.def) are thread-local; what it
 * cannot follow is unknown memory, which conflicts with everything.
 */
#include <string.h>

#include "sync.h"

static const MathFn math_fns[] = {
#define PURE(n) {.name = #n},
#define OUT(n, m) {.name = #n, .out = m},
#define IN(n, m) {.name = #n, .in = m},
#define RW(n, o, i) {.name = #n, .out = o, .in = i},
#define PTR(n, o, i) {.name = #n, .out = o, .in = i, .ptr = true},
#define FIND(n, i) {.name = #n, .in = i, .ptr = true, .found = true},
#define FDL(n) {.name = #n}, {.name = #n "f"}, {.name = #n "l"},
#define FD(n) {.name = #n}, {.name = #n "f"},
#define RND(n) {.name = #n "_rn"}, {.name = #n "_rz"}, {.name = #n "_ru"}, {.name = #n "_rd"},
#define V24(n) {.name = #n "2"}, {.name = #n "4"},
#include "sync_math.def"
#undef PURE
#undef OUT
#undef IN
#undef RW
#undef PTR
#undef FIND
#undef FDL
#undef FD
#undef RND
#undef V24
};

static HashMap math_map; /* name -> MathFn *, built on first use */

/*
 * The math function a call names, if it is one (and not one the program
 * defines).  `__builtin_memcpy` is gcc's and nvcc's name for memcpy, with
 * its prototype: the builtin form of a listed name is that entry (red
 * team A3 5: unlisted, the builtin wrote through its const source).
 */
const MathFn *acc_math_fn(Node *call)
{
    static const char builtin[] = "__builtin_";
    const int nb = (int)sizeof builtin - 1;
    Node *f = call->kind == ND_CALL ? call->lhs : NULL;
    if (!f || f->kind != ND_VAR || !f->tok)
        return NULL;
    if (!math_map.capacity)
        for (size_t i = 0; i < sizeof math_fns / sizeof *math_fns; i++)
            hashmap_put(&math_map, math_fns[i].name, (int)strlen(math_fns[i].name), (void *)&math_fns[i]);
    const MathFn *m = hashmap_get(&math_map, f->tok->loc, f->tok->len);
    if (!m && f->tok->len > nb && !strncmp(f->tok->loc, builtin, (size_t)nb))
        m = hashmap_get(&math_map, f->tok->loc + nb, f->tok->len - nb);
    return m;
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

/* The declared type of a name or of an element or member reached from it; NULL unknown. */
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
        const Type *t = type_unalias(expr_type(e->lhs, depth + 1));
        if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
            return t->base;
        if (e->kind == ND_INDEX) { /* i[p] */
            t = type_unalias(expr_type(e->rhs, depth + 1));
            if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
                return t->base;
        }
        return NULL;
    }
    case ND_MEMBER: { /* s.f, p->f: the member's declared type, where the struct's body was read */
        const Type *t = type_unalias(expr_type(e->lhs, depth + 1));
        if (t && e->arrow)
            t = t->kind == TY_PTR || t->kind == TY_ARRAY ? t->base : NULL;
        return t ? member_type(t, e->name) : NULL;
    }
    case ND_COMMA:
        return expr_type(e->rhs, depth + 1);
    case ND_ASSIGN:
        return expr_type(e->lhs, depth + 1);
    case ND_ADD:
    case ND_SUB: { /* p + i, i + p, p - i: the pointer's type ((bk + 1)->items, *(tile + ty)) */
        const Type *l = type_unalias(expr_type(e->lhs, depth + 1));
        const Type *r = e->kind == ND_ADD ? type_unalias(expr_type(e->rhs, depth + 1)) : NULL;
        bool lp = l && (l->kind == TY_PTR || l->kind == TY_ARRAY), rp = r && (r->kind == TY_PTR || r->kind == TY_ARRAY);
        const Type *t = lp && !rp ? l : rp && !lp ? r : NULL;
        if (!t || (e->kind == ND_SUB && (!e->rhs || type_is_pointer(type_unalias(expr_type(e->rhs, depth + 1))))))
            return NULL;
        return t->kind == TY_ARRAY ? pointer_to(t->base) : t;
    }
    case ND_CALL:
    case ND_PRISM_CALL: {
        Function *f = acc_callee_of(e);
        return f ? f->ret : NULL;
    }
    default:
        return NULL;
    }
}

const Type *acc_expr_type(Node *e)
{
    return expr_type(e, 0);
}

/* What an atomic's address points at: a signed or an unsigned integer of
 * 32 or 64 bits, or anything else (a float, a half, a short, a vector, a
 * type the checker cannot see, an enum of wide values, which is P051's). */
int acc_atomic_operand(Node *addr)
{
    const Type *t = NULL;
    if (addr && addr->kind == ND_ADDR) {
        t = expr_type(addr->lhs, 0);
    } else {
        const Type *p = type_unalias(expr_type(addr, 0));
        t = p && (p->kind == TY_PTR || p->kind == TY_ARRAY) ? p->base : NULL;
    }
    bool u;
    int bits = type_int_bits(t, &u);
    if (bits != 32 && bits != 64)
        return ATOMIC_ON_OTHER; /* narrower: no atomic of CUDA's; a float, a vector: no commuting sum */
    return (u ? ATOMIC_ON_UNSIGNED : ATOMIC_ON_SIGNED) | (bits == 64 ? ATOMIC_ON_WIDE : 0);
}

/* A name that is memory itself: shared allocations, pointer and struct parameters, global pointers and arrays. */
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
        const Type *t = type_unalias(sym->ty);
        return t && (t->kind == TY_PTR || t->kind == TY_ARRAY || (acc_struct_param(sym) && !sym->addr_taken));
    }
    /* A global pointer or array: device memory every thread sees. */
    if (sym->kind == SYM_VAR && sym->is_global)
        return sym->ty->kind == TY_PTR || sym->ty->kind == TY_ARRAY;
    return false;
}

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
bool acc_wide_integer(const Type *ty)
{
    const Type *t = type_unalias(ty);
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
    return sym->kind == SYM_VAR && !sym->is_global && acc_wide_integer(sym->ty) && sym_given(sym);
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
    case ND_CALL: {
        const MathFn *m = acc_math_fn(e);
        return m && !m->ptr;
    }
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
    const Type *t = type_unalias(ty);
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
    int k = acc_resolve(v, &r, depth + 1);
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
    const Type *ty = type_unalias(sym->ty);
    if (sym->addr_taken && ty &&
        (ty->kind == TY_PTR || ty->kind == TY_STRUCT || ty->kind == TY_ARRAY || acc_wide_integer(ty)))
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
    const Type *ty = type_unalias(sym->ty);
    if (!ty || (ty->kind != TY_PTR && ty->kind != TY_NAMED) || acc_wide_integer(ty)) {
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
        return acc_resolve(sym->decl->init, root, depth + 1);
    if (ty->kind == TY_NAMED)
        return RES_LOCAL; /* a value of a type we do not know the shape of */
    return RES_UNKNOWN;
}

/* Is ty a pointer (through typedefs)? */
static bool ptr_type_node(const Type *ty)
{
    const Type *t = type_unalias(ty);
    return t && t->kind == TY_PTR;
}

/* 0, (T)0, NULL: the null pointer constant. */
static bool is_null_constant(Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    int64_t v;
    return e && const_eval(e, &v) && v == 0;
}

/* a op b where an address in either side passes through (p + i, i + p,
 * u & ~15): the side that is a root decides; p - x is p's. */
static int resolve_either(Node *e, Symbol **root, int depth)
{
    int r = acc_resolve(e->lhs, root, depth + 1);
    if (r == RES_ROOT || e->kind == ND_SUB)
        return r;
    Symbol *r2;
    int k = acc_resolve(e->rhs, &r2, depth + 1);
    if (k == RES_ROOT) {
        *root = r2;
        return k;
    }
    return r == RES_UNKNOWN || k == RES_UNKNOWN ? RES_UNKNOWN : RES_LOCAL;
}

/* Is e (an array or a struct) part of the thread's own storage? */
static bool local_holder_expr(Node *e, TypeKind kind)
{
    const Type *t = local_object_type(e, NULL);
    return t && t->kind == kind;
}

int acc_resolve(Node *e, Symbol **root, int depth)
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
        /* A pointer made from a number ((int *)u, u a count or an integer
         * parameter) may point anywhere: unknown memory (SYNC.md 1).  The
         * null pointer constant points nowhere. */
        if (ptr_type_node(e->ty) && is_value(e->lhs, 0) && !is_null_constant(e->lhs))
            return RES_UNKNOWN;
        return acc_resolve(e->lhs, root, depth + 1);
    case ND_POS:
        return acc_resolve(e->lhs, root, depth + 1);
    case ND_COMMA:
        return acc_resolve(e->rhs, root, depth + 1);
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
        /* An integer keeps an address through a mask, a tag or a swizzle
         * ((uintptr_t)p & ~15, | 1, ^ k: SPEC 6.1): the side that carries
         * it decides, as for +. */
        return resolve_either(e, root, depth);
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_NEG:
    case ND_BITNOT: {
        /* A number made from an address ((uintptr_t)p * 1, >> 4 << 4) can
         * be cast back: where it points is not known. */
        Symbol *r;
        if (acc_resolve(e->lhs, &r, depth + 1) != RES_LOCAL ||
            (e->rhs && acc_resolve(e->rhs, &r, depth + 1) != RES_LOCAL))
            return RES_UNKNOWN;
        return RES_LOCAL;
    }
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return acc_resolve(e->lhs, root, depth + 1);
    case ND_ADD:
    case ND_SUB:
        /* pointer +/- integer: the pointer side decides. */
        return resolve_either(e, root, depth);
    case ND_ADDR: {
        Node *l = e->lhs;
        while (l && (l->kind == ND_MEMBER && !l->arrow))
            l = l->lhs;
        if (l && (l->kind == ND_INDEX || l->kind == ND_DEREF))
            return acc_resolve(l->lhs, root, depth + 1);
        if (l && l->kind == ND_MEMBER && l->arrow)
            return acc_resolve(l->lhs, root, depth + 1);
        /* &g_max, &gs.a: a variable outside the threads (a __device__
         * scalar or struct, a static local) is memory every thread sees. */
        if (l && l->kind == ND_VAR && l->sym && l->sym->kind == SYM_VAR && l->sym->is_global) {
            *root = l->sym;
            return RES_ROOT;
        }
        if (l && l->kind == ND_VAR)
            return acc_resolve(l, root, depth + 1);
        return RES_UNKNOWN;
    }
    case ND_COND: {
        Symbol *a, *b;
        int ka = acc_resolve(e->then, &a, depth + 1), kb = acc_resolve(e->els, &b, depth + 1);
        if (ka == kb && a == b) {
            *root = a;
            return ka;
        }
        return RES_UNKNOWN;
    }
    case ND_INDEX:
    case ND_DEREF: {
        /* A value loaded from memory; a row of a 2-D array is still that
         * array.  An element of a local holder (`bufs[k]` of `int *bufs[2]
         * = {a, b}`, `(int *[1]){w}[0]`) is what was put in it, one root
         * or unknown memory (SPEC 7: a holder of 6.1). */
        int r = acc_resolve(e->lhs, root, depth + 1);
        if (r == RES_UNKNOWN && local_holder_expr(e->lhs, TY_ARRAY))
            return RES_UNKNOWN;
        return r == RES_ROOT ? RES_ROOT : RES_LOCAL;
    }
    case ND_COMPOUND_LIT: {
        /* An unnamed local holder: the addresses put in it, as a named one's initializer. */
        int kind = -1;
        Symbol *first = NULL;
        fold_value(e->init, &kind, &first, depth);
        if (kind < 0)
            return RES_LOCAL;
        *root = kind == RES_ROOT ? first : NULL;
        return kind;
    }
    case ND_MEMBER:
        if (e->arrow) {
            int r = acc_resolve(e->lhs, root, depth + 1);
            return r == RES_ROOT ? RES_ROOT : RES_UNKNOWN;
        }
        /* A member of a local struct holds what was put in the struct
         * (resolve_reassigned), one of a struct parameter what the caller
         * put in it (the parameter is a root); of anything else we cannot
         * follow it. */
        if (e->lhs && e->lhs->kind == ND_VAR && e->lhs->sym &&
            ((e->lhs->sym->kind == SYM_VAR && !e->lhs->sym->is_global) || e->lhs->sym->kind == SYM_PARAM)) {
            const Type *t = type_unalias(e->lhs->sym->ty);
            if (t && t->kind == TY_STRUCT)
                return acc_resolve(e->lhs, root, depth + 1);
        }
        /* A member of a struct element or compound literal held locally
         * (`bb[0].q`, `((Box){w}).q`, `(*(Box[1]){{w}}).q`). */
        if (local_holder_expr(e->lhs, TY_STRUCT))
            return acc_resolve(e->lhs, root, depth + 1);
        return RES_UNKNOWN;
    case ND_PRISM_CALL:
        /* A Prism function's pointer result, as a plain call's: it may point
         * anywhere its arguments do, or elsewhere (adv_run_h5_helper_returns_view). */
        if (acc_type_is_value(expr_type(e, depth + 1)))
            return RES_LOCAL;
        return RES_UNKNOWN;
    case ND_CALL: {
        /* memcpy's result is its destination, memchr's a place in its
         * source: the memory argument 0 names. */
        const MathFn *m = acc_math_fn(e);
        if (m && m->ptr && e->args)
            return acc_resolve(e->args, root, depth + 1);
        return RES_UNKNOWN;
    }
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
    return acc_resolve(ptr, &root, 0) == RES_ROOT ? root : NULL;
}

bool acc_is_local(Node *ptr)
{
    Symbol *root;
    return acc_resolve(ptr, &root, 0) == RES_LOCAL;
}

void resolve_reset(void)
{
    math_map = (HashMap){0};
    compound_map = (HashMap){0};
}
