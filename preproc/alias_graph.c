/*
 * alias_graph.c - which names may point into the same memory: the graph.
 *
 * Before a function is walked, every assignment and initializer in it
 * records an edge "target derives from source" for the names the value is
 * built from in pointer position; the edges are taken flow-insensitively
 * (any assignment anywhere in the function counts, so a loop's back edge
 * is covered) and closed transitively on demand (alias_closure.c).  Two
 * names may alias when the pointer-carrying names they derive from (or
 * are) meet.  Integers are only intermediaries: `buf + i` and `out + i` do
 * not alias through `i`.  An edge joins the locals that hold the values
 * (alias_holder.c says which local an lvalue is part of).
 *
 * Reads of pointers from memory are not followed: they are reported to
 * the caller's load callback (a pointer read from memory is owned as
 * broadly as the memory read, check_loaded.c; storing a writable pointer
 * into memory is P041); neither are pointers an opaque function stores
 * through an out-parameter.  The checks that use the graph (P061, P066's
 * views) are check_alias.c's.
 */
#include <string.h>

#include "check_internal.h"
#include "sync.h"

/* Targets worth an edge: anything that can hold an address, integers included. */
static bool holder_type(const Type *t)
{
    return t && (alias_type_holds_address(t) || type_is_integer(t));
}

static void add_edge(Symbol *to, Symbol *from, Token *at)
{
    if (!to || !from || to == from)
        return;
    SymInfo *ti = sym_info(to);
    for (AliasEdge *e = ti->derives; e; e = e->next)
        if (e->from == from)
            return;
    AliasEdge *e = NEW(AliasEdge);
    e->from = from;
    e->at = at;
    e->next = ti->derives;
    ti->derives = e;
}

/* ---- the pointer fields of a kernel's argument struct ------------------------ */

/*
 * A struct a kernel takes by value (`Params p`) comes from the host, as
 * its pointer parameters do: its pointer fields are distinct buffers, the
 * launch's contract for two grid[1] pointer parameters (SPEC 5.2).  Each
 * such field (`p.out`, `p.in.x`, an array of pointers `p.ptrs` as one)
 * is a root of its own, so a partition of `float *y = p.y;` hides what
 * derives from `p.y` and not `p.x`.  The struct itself derives from all of
 * them: a copy of the whole, or a wide integer field, may be any.  A
 * device function's struct parameter stays one root: its caller may put
 * one buffer in two fields.
 */
typedef struct FieldRoot FieldRoot;
struct FieldRoot {
    Symbol *param;
    const char *path; /* "out", "in.x" */
    Symbol *root;
    FieldRoot *next;
};
static FieldRoot *field_roots;

static bool pointer_field(const Type *t)
{
    t = type_unalias(t);
    while (t && t->kind == TY_ARRAY)
        t = type_unalias(t->base);
    return t && t->kind == TY_PTR;
}

static void add_field_roots(Symbol *p, const Type *t, const char *path, int depth)
{
    t = type_unalias(t);
    if (!t || t->kind != TY_STRUCT || depth > 4)
        return;
    for (Member *m = t->members; m; m = m->next) {
        if (!m->name)
            continue;
        const char *mp = path ? arena_printf("%s.%.*s", path, m->name->len, m->name->loc)
                              : arena_printf("%.*s", m->name->len, m->name->loc);
        const Type *mt = type_unalias(m->ty);
        if (mt && mt->kind == TY_STRUCT) {
            add_field_roots(p, mt, mp, depth + 1);
            continue;
        }
        if (!pointer_field(m->ty))
            continue;
        Symbol *r = NEW(Symbol);
        r->kind = SYM_PARAM;
        r->name = arena_printf("%s.%s", p->name, mp);
        r->tok = p->tok;
        r->ty = m->ty;
        r->persp = p->persp;
        r->depth = p->depth;
        FieldRoot *f = NEW(FieldRoot);
        *f = (FieldRoot){p, mp, r, field_roots};
        field_roots = f;
        add_edge(p, r, p->tok);
    }
}

/* The path of a field chain `p.a.b` (or of `p.ptrs[i]`'s array), and its base. */
static const char *field_path(Node *e, Node **base)
{
    if (e && e->kind == ND_INDEX) {
        const Type *t = type_unalias(acc_expr_type(e->lhs));
        if (!t || t->kind != TY_ARRAY || !e->lhs || e->lhs->kind != ND_MEMBER)
            return NULL;
        e = e->lhs;
    }
    if (!e || e->kind != ND_MEMBER || e->arrow || !e->name)
        return NULL;
    if (e->lhs && e->lhs->kind == ND_VAR) {
        *base = e->lhs;
        return arena_printf("%.*s", e->name->len, e->name->loc);
    }
    const char *inner = field_path(e->lhs, base);
    return inner ? arena_printf("%s.%.*s", inner, e->name->len, e->name->loc) : NULL;
}

/* The struct parameter whose field root r is, or NULL. */
Symbol *alias_field_param(Symbol *r)
{
    for (FieldRoot *f = field_roots; f; f = f->next)
        if (f->root == r)
            return f->param;
    return NULL;
}

Symbol *alias_field_root(Node *e)
{
    if (!field_roots)
        return NULL;
    Node *base = NULL;
    const char *path = field_path(e, &base);
    if (!path || !base || !base->sym)
        return NULL;
    for (FieldRoot *f = field_roots; f; f = f->next)
        if (f->param == base->sym && strcmp(f->path, path) == 0)
            return f->root;
    return NULL;
}

typedef void (*SourceFn)(Symbol *src, void *arg);

/* Where sources() reports: names, and (when load is set) each load of an
 * address from memory it does not follow (SPEC 5.2: such a pointer is
 * owned as broadly as the location it was read from; check_store.c). */
typedef struct {
    SourceFn fn;
    void (*load)(Node *load, void *arg);
    void *arg;
} Sink;

/*
 * Call fn on every name e's value is built from in pointer position.
 * loose: the value lands in something that holds an address, so whatever
 * went into it counts, a call's result included (it may return any
 * argument).  Otherwise the value is a number unless an address passes
 * through unchanged: +, -, casts, ?:, alignment masks.
 */
static bool scanning; /* alias_scan is building the graph: its edges are not all there yet */

static bool frame_local(const Symbol *s)
{
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_static && !s->is_cuda_shared && !s->is_extern;
}

/*
 * A load through a pointer that can only point at the thread's own locals
 * (`const V *vp = &tv; vp->p`, `int *const *pa = arr; pa[0]`,
 * `*(int *const *)&tp`) reads what was put in those locals: they are the
 * sources, as the locals themselves would be (adv_h5_const_holder_views).
 * A load from memory is still not followed.
 */
static int ptr_depth(const Type *t)
{
    int d = 0;
    for (int i = 0; t && i < 64; i++) {
        if (t->kind == TY_NAMED && t->typedef_sym)
            t = t->typedef_sym->ty;
        else if (t->kind == TY_PTR || t->kind == TY_ARRAY) {
            d++;
            t = t->base;
        } else
            break;
    }
    return d;
}

/*
 * The locals a local pointer b may point at, into out[]: through `b = &x`
 * (x one level less deep), an array's decay or a struct's address, and
 * through copies of other such pointers.  False when b may point
 * anywhere else (memory, a parameter, an integer): then a load through it
 * is a load from memory.
 */
static bool pointees(Symbol *b, Symbol **out, int *n, int depth)
{
    if (depth > 8 || !frame_local(b) || !b->aux)
        return false;
    for (AliasEdge *e = ((SymInfo *)b->aux)->derives; e; e = e->next) {
        Symbol *x = e->from;
        if (!frame_local(x) || !x->ty)
            return false;
        int db = ptr_depth(b->ty), dx = ptr_depth(x->ty);
        /* An array's decay or address points at it; one of its elements
         * (`prev = bufs[k & 1]`, a pointer less deep) points where that
         * element does, into memory. */
        bool holder = (is_local_array(x) && (db == dx || db == dx + 1)) || x->ty->kind == TY_STRUCT;
        if (holder || (x->ty->kind == TY_PTR && db == dx + 1)) {
            if (*n >= 16)
                return false;
            out[(*n)++] = x;
        } else if (x->ty->kind == TY_PTR && db == dx) {
            if (!pointees(x, out, n, depth + 1))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

/*
 * A load through a pointer that can only point at the thread's own locals
 * (`const V *vp = &tv; vp->p`, `int *const *pa = arr; pa[0]`,
 * `*(int *const *)&tp`) reads what was put in those locals: they are the
 * sources, as the locals themselves would be (adv_h5_const_holder_views).
 * A load from memory is still not followed.
 */
static void sources(Node *e, bool loose, const Sink *k);
static void returned_globals(Function *f, const Sink *k);

static Node *stmt_expr_value(Node *se);

/* Is t a pointer or array type (the operand of `p + i` that is the pointer)? */
static bool addr_typed(Node *e)
{
    const Type *t = e ? type_unalias(acc_expr_type(e)) : NULL;
    return t && (t->kind == TY_PTR || t->kind == TY_ARRAY);
}

/*
 * The locals pointer expression p may point at; *memory when it may
 * point anywhere else.  Only the forms an address passes through unchanged are followed:
 * the address of a local (`&box`, `&tp`), a local array's decay, a local
 * pointer that can only point at locals, `+`/`-` of an offset, `?:`, a
 * comma, a statement expression's value, and a call's pointer arguments
 * (a returned pointer may be any of them).
 */
static void pointer_targets(Node *p, const Sink *k, bool *memory, int nest)
{
    while (p && p->kind == ND_CAST)
        p = p->lhs;
    if (!p || nest > 64) {
        *memory = true;
        return;
    }
    switch (p->kind) {
    case ND_ADDR: {
        Symbol *h = alias_holder(p->lhs);
        if (frame_local(h))
            k->fn(h, k->arg);
        else
            *memory = true;
        return;
    }
    case ND_VAR: {
        Symbol *v = p->sym;
        if (is_local_array(v)) {
            k->fn(v, k->arg);
            return;
        }
        Symbol *out[16];
        int n = 0;
        const Type *t = v && v->ty ? type_unalias(v->ty) : NULL;
        if (!scanning && t && t->kind == TY_PTR && pointees(v, out, &n, 0)) {
            for (int i = 0; i < n; i++)
                k->fn(out[i], k->arg);
            return;
        }
        *memory = true;
        return;
    }
    case ND_ADD:
    case ND_SUB:
        if (addr_typed(p->lhs) || !addr_typed(p->rhs))
            pointer_targets(p->lhs, k, memory, nest + 1);
        else
            pointer_targets(p->rhs, k, memory, nest + 1);
        return;
    case ND_COND:
        pointer_targets(p->then, k, memory, nest + 1);
        pointer_targets(p->els, k, memory, nest + 1);
        return;
    case ND_COMMA:
    case ND_ASSIGN:
        pointer_targets(p->rhs, k, memory, nest + 1);
        return;
    case ND_STMT_EXPR:
        pointer_targets(stmt_expr_value(p), k, memory, nest + 1);
        return;
    case ND_CALL: {
        bool any = false;
        for (Node *a = p->args; a; a = a->next) {
            const Type *t = type_unalias(acc_expr_type(a));
            if (!t || !acc_type_is_value(t) || acc_wide_integer(t)) {
                any = true;
                pointer_targets(a, k, memory, nest + 1);
            }
        }
        if (!any)
            *memory = true; /* a pointer from elsewhere */
        return;
    }
    default:
        *memory = true;
        return;
    }
}

/*
 * A load through pointer p (`*p`, `p[i]`, `p->f`).  What p may point at
 * among the thread's own locals is read as those locals (`const V *vp =
 * &tv; vp->p`, `*(ptrs + 1)`, `ref(&box)->p`).  Where p may point into
 * memory, the load is one from memory: not followed, but reported to the
 * sink's load callback (SPEC 5.2, 6.1).
 */
static void through_local_pointer(Node *p, Node *load, const Sink *k)
{
    bool memory = false;
    pointer_targets(p, k, &memory, 0);
    if (memory && k->load)
        k->load(load, k->arg);
}

/* The value of a statement expression `({ ...; v; })`: its last expression statement. */
static Node *stmt_expr_value(Node *se)
{
    Node *b = se ? se->body : NULL;
    Node *last = NULL;
    for (Node *st = b && b->kind == ND_BLOCK ? b->body : b; st; st = st->next)
        last = st;
    return last && last->kind == ND_EXPR_STMT ? last->lhs : NULL;
}

/*
 * An array of numbers inside a local or a value parameter (`p.rows[1]`,
 * `cfg2[1]`): the thread's own storage, as a local array of values is
 * (is_local_value_array), which no pointer the holder holds reaches.
 * check_local_addr.c keeps its address from narrower pointers (P040).
 */
static bool own_numbers(Node *e)
{
    const Type *t = type_unalias(acc_expr_type(e));
    for (int i = 0; t && t->kind == TY_ARRAY && i < 64; i++)
        t = type_unalias(t->base);
    Symbol *h = t ? alias_holder(e) : NULL;
    return h && (h->kind == SYM_PARAM || frame_local(h)) && acc_type_is_value(t) && !acc_wide_integer(t);
}

/* The names the address of lvalue l (`&l`) is built from: &x[i], &x->f, &*p: the address x holds; &local: the local itself. */
static void address_sources(Node *l, bool loose, const Sink *k)
{
    while (l && (l->kind == ND_INDEX || l->kind == ND_MEMBER || l->kind == ND_DEREF)) {
        if (l->kind == ND_MEMBER && !l->arrow) {
            l = l->lhs;
            continue;
        }
        Symbol *h = l->kind == ND_INDEX ? base_symbol(l->lhs) : NULL;
        if (l->kind == ND_INDEX && is_local_array(h)) {
            l = l->lhs;
            continue;
        }
        l = l->lhs;
        break;
    }
    sources(l, loose, k);
}

/* ---- the file's memory a function returns -------------------------------------- */

/* A name a returned value derives from: the file's, or one of the callee's
 * locals built from the file's (its parameters are the call's arguments). */
static void returned_name(Symbol *s, void *arg)
{
    const Sink *k = arg;
    if (s && s->kind == SYM_VAR && s->is_global) {
        k->fn(s, k->arg);
        return;
    }
    if (!s || s->kind != SYM_VAR || !s->aux)
        return;
    int n;
    Symbol **rs = alias_roots(s, &n);
    for (int i = 0; i < n; i++)
        if (rs[i]->kind == SYM_VAR && rs[i]->is_global)
            k->fn(rs[i], k->arg);
}

static void return_cb(Node *n, void *arg)
{
    if (n->kind != ND_RETURN || !n->lhs)
        return;
    Sink inner = {returned_name, NULL, arg};
    sources(n->lhs, true, &inner);
}

/*
 * Globals a function with a body may return a pointer into (`find_arr()`
 * returning `g_arr`): the call's value may be built from them.  A call in
 * a return is followed the same way, to a depth; a recursive one adds
 * nothing the outer walk does not find.
 */
static void returned_globals(Function *f, const Sink *k)
{
    static Function *stack[8];
    static int depth;
    if (depth >= 8)
        return;
    for (int i = 0; i < depth; i++)
        if (stack[i] == f)
            return;
    stack[depth++] = f;
    node_visit(f->body, 4096, return_cb, (void *)k);
    depth--;
}

static void sources(Node *e, bool loose, const Sink *k)
{
    if (!e)
        return;
    switch (e->kind) {
    case ND_VAR:
        if (e->sym && (e->sym->kind == SYM_VAR || e->sym->kind == SYM_PARAM || e->sym->kind == SYM_SHARED ||
                       e->sym->kind == SYM_ALIAS))
            k->fn(e->sym, k->arg);
        return;
    case ND_SUB: {
        /* A pointer difference is a number, not an address. */
        Symbol *l = base_symbol(e->lhs), *r = base_symbol(e->rhs);
        if (alias_is_ptr_sym(l) && alias_is_ptr_sym(r))
            return;
        sources(e->lhs, loose, k);
        sources(e->rhs, loose, k);
        return;
    }
    case ND_ADD:
        sources(e->lhs, loose, k);
        sources(e->rhs, loose, k);
        return;
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
        if (!loose) {
            /* A number keeps an address through an alignment mask (& ~15),
             * a tag (| 1) or a swizzle (^ k), not when its low bits are
             * extracted (& 15): as check_int_ptr.c classifies it. */
            int64_t m;
            if (e->kind == ND_BITAND && (const_eval(e->lhs, &m) || const_eval(e->rhs, &m)) && m >= 0 && m < 65536)
                return;
        }
        sources(e->lhs, loose, k);
        sources(e->rhs, loose, k);
        return;
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
        /* For a target that holds an address, anything that went into it. */
        if (loose) {
            sources(e->lhs, loose, k);
            sources(e->rhs, loose, k);
        }
        return;
    case ND_NEG:
    case ND_BITNOT:
        if (loose)
            sources(e->lhs, loose, k);
        return;
    case ND_POS:
    case ND_CAST:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        sources(e->lhs, loose, k);
        return;
    case ND_ASSIGN:
    case ND_COMMA:
        sources(e->rhs, loose, k);
        return;
    case ND_COND:
        sources(e->then, loose, k);
        sources(e->els, loose, k);
        return;
    case ND_ADDR:
        address_sources(e->lhs, loose, k);
        return;
    case ND_INDEX:
    case ND_DEREF:
    case ND_MEMBER: {
        /* An array that decays (s->val, tile[ty], p.rows[1]) is the address
         * of its first element: the storage it lives in, not a load. */
        if (alias_decays(e)) {
            if (!own_numbers(e))
                address_sources(e, loose, k);
            return;
        }
        /* An element or field of a local holder is what was put in it; a
         * load from memory is not followed.  A compound literal is an
         * unnamed holder: `(Box){w}.q`, `(*(Box[1]){{w}}).q` are w. */
        Node *lit;
        if (alias_member_is_number(e))
            return;
        /* A number narrower than an address, wherever it is read from,
         * passes none on (SPEC 6.1). */
        const Type *lt = type_unalias(acc_expr_type(e));
        if (lt && acc_type_is_value(lt) && !acc_wide_integer(lt))
            return;
        if (local_object_type(e, &lit) && lit->kind == ND_COMPOUND_LIT) {
            sources(lit, loose, k);
            return;
        }
        Symbol *h = alias_holder(e->kind == ND_DEREF ? e->lhs : e);
        if (e->kind == ND_DEREF && !is_local_array(h))
            h = NULL;
        Symbol *fr = e->kind != ND_DEREF ? alias_field_root(e) : NULL;
        if (fr) {
            k->fn(fr, k->arg);
        } else if (h) {
            k->fn(h, k->arg);
        } else if (e->kind == ND_MEMBER && !e->arrow) {
            /* A field of a struct value no variable holds: a call's result
             * (`mk(tile).p`), `(c ? ba : bb).p`, `(b1 = b2).p`, or a struct
             * loaded through a pointer: what that value is built from. */
            const Type *mt = acc_expr_type(e);
            if (loose || !mt || alias_type_holds_address(mt))
                sources(e->lhs, true, k);
        } else {
            through_local_pointer(e->kind == ND_INDEX ? alias_indexed(e) : e->lhs, e, k);
        }
        return;
    }
    case ND_STMT_EXPR:
        sources(stmt_expr_value(e), loose, k);
        return;
    case ND_CALL:
    case ND_PRISM_CALL: {
        /* A returned pointer may be any pointer argument; memcpy's or
         * memchr's is in its first (PTR in sync_math.def); a function with
         * a body may also return the file's memory it names. */
        Function *callee = e->kind == ND_CALL ? acc_callee_of(e) : call_target(e);
        Function *def = callee ? acc_definition_of(callee) : NULL;
        const MathFn *m = e->kind == ND_CALL && (!def || !def->body) ? acc_math_fn(e) : NULL;
        if (loose && def && def->body)
            returned_globals(def, k);
        if (loose && !(m && !m->ptr))
            for (Node *a = e->args; a && (!m || a == e->args); a = a->next)
                sources(a, loose, k);
        return;
    }
    case ND_INIT_LIST:
        for (Node *a = e->args; a; a = a->next)
            sources(a, loose, k);
        return;
    case ND_DESIG:
        sources(e->rhs, loose, k);
        return;
    case ND_COMPOUND_LIT:
        sources(e->init, loose, k);
        return;
    default:
        return;
    }
}

typedef struct {
    Symbol *to;
    Token *at;
} EdgeArg;

static void edge_cb(Symbol *src, void *arg)
{
    EdgeArg *ea = arg;
    add_edge(ea->to, src, ea->at);
}

static void record(Symbol *to, Node *value, NodeKind op, Token *at)
{
    if (!to || !holder_type(to->ty))
        return;
    int_ptr_note_value(to, value, op);
    EdgeArg ea = {to, at};
    Sink k = {edge_cb, NULL, &ea};
    sources(value, alias_type_holds_address(to->ty), &k);
}

static void scan_list(Node *n);

/* The object a byte copy or an atomic writes into, from its address argument (&q, or an array's name). */
static Node *written_object(Node *a)
{
    if (a && a->kind == ND_CAST)
        a = a->lhs;
    if (a && a->kind == ND_ADDR)
        return a->lhs;
    return a && a->kind == ND_VAR && a->sym && a->sym->ty && a->sym->ty->kind == TY_ARRAY ? a : NULL;
}

/*
 * Stores a call makes: memcpy(&q, &q0, n) gives q what q0 holds, and an
 * atomic gives its object its value arguments (atomicExch(&s_bp,
 * (uintptr_t)sT): red team rt39, a TMA-filled buffer's address handed to
 * another arm that way).
 */
static void record_call(Node *n)
{
    Token *name = n->lhs && n->lhs->kind == ND_VAR ? n->lhs->tok : NULL;
    if (!name || !n->args)
        return;
    Node *dst = written_object(n->args);
    if (!dst)
        return;
    static const char *const copies[] = {"memcpy", "memmove", "__builtin_memcpy", "__builtin_memmove"};
    for (size_t i = 0; i < sizeof copies / sizeof *copies; i++)
        if (equal(name, copies[i]) && n->args->next) {
            Node *src = written_object(n->args->next);
            if (src)
                record(alias_holder(dst), src, ND_ASSIGN, n->tok);
            return;
        }
    if (is_atomic_name(name))
        for (Node *v = n->args->next; v; v = v->next)
            record(alias_holder(dst), v, ND_ASSIGN, n->tok);
}

static void scan_node(Node *n)
{
    if (!n || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_CALL)
        record_call(n);
    if (n->kind == ND_ASSIGN)
        record(alias_holder(n->lhs), n->rhs, n->op, n->tok);
    else if (n->kind == ND_DECLARATOR && NODE_GET(n, init))
        record(n->sym, NODE_GET(n, init), ND_ASSIGN, n->sym && n->sym->tok ? n->sym->tok : n->tok);
    scan_node(NODE_GET(n, lhs));
    scan_node(NODE_GET(n, rhs));
    scan_node(NODE_GET(n, cond));
    scan_node(NODE_GET(n, then));
    scan_node(NODE_GET(n, els));
    scan_node(NODE_GET(n, init));
    scan_node(NODE_GET(n, inc));
    /* Only these bodies are lists; a single-statement body's `next` is
     * its parent's sibling, which the parent's list already visits. */
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_list(NODE_GET(n, body));
    else
        scan_node(NODE_GET(n, body));
    scan_list(NODE_GET(n, args));
}

static void scan_list(Node *n)
{
    for (; n; n = n->next)
        scan_node(n);
}

/* Is p (or a part of it) assigned, stepped or given its address in body? */
typedef struct {
    Symbol *p;
    bool changed;
} Changed;

static void changed_cb(Node *n, void *arg)
{
    Changed *c = arg;
    bool writes = n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
                  n->kind == ND_POSTDEC || n->kind == ND_ADDR;
    if (writes && n->lhs && alias_holder(n->lhs) == c->p)
        c->changed = true;
}

void alias_scan(Function *fn)
{
    field_roots = NULL;
    /* Only a struct the kernel keeps as the host gave it: one the body
     * assigns (`p.y = q`, `p = other`) or hands out by address holds what
     * was put in it, and stays one root. */
    for (Param *pa = fn->kind == FN_KERNEL ? fn->params : NULL; pa; pa = pa->next) {
        if (!pa->sym || !pa->sym->ty || type_unalias(pa->sym->ty)->kind != TY_STRUCT)
            continue;
        Changed ch = {pa->sym, false};
        node_visit(fn->body, 4096, changed_cb, &ch);
        if (!ch.changed)
            add_field_roots(pa->sym, pa->sym->ty, NULL, 0);
    }
    alias_closure_begin(fn);
    for (Param *pa = fn->params; pa; pa = pa->next)
        if (pa->sym)
            sym_info(pa->sym);
    scanning = true;
    scan_node(fn->body);
    scanning = false;
}

void alias_sources(Node *value, bool loose, void (*fn)(Symbol *src, void *arg), void *arg)
{
    Sink k = {fn, NULL, arg};
    sources(value, loose, &k);
}

void alias_sources_loads(Node *value, bool loose, void (*fn)(Symbol *src, void *arg),
                         void (*load)(Node *load, void *arg), void *arg)
{
    Sink k = {fn, load, arg};
    sources(value, loose, &k);
}
