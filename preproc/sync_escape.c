/*
 * sync_escape.c - local holders whose storage leaves the analysis.
 *
 * A local array or struct of pointers keeps the perspective of what it
 * holds (SPEC 6.1), and sync_access.c follows what is put in it.  Once its
 * storage is handed out (`&s.p`, `&arr[0]`, an array decaying into a
 * pointer a callee stores through), anyone may put any address in it: the
 * holder then stands for unknown memory (Symbol.addr_taken, read by
 * resolve_reassigned), which the placement orders against everything.
 */
#include "sync.h"

/*
 * A local array or struct of pointers or structs (SPEC 6.1's holders).
 * An array of 64-bit integers is left out: what a callee stores in it is
 * a number unless the callee casts an address, which nothing here does.
 */
static bool local_holder(const Symbol *sym)
{
    /* The kind first: before the type passes, only a variable's type is
     * known to be set (the checker runs this too, for out-parameters). */
    if (!sym || sym->kind != SYM_VAR || sym->is_global)
        return false;
    const Type *t = type_unalias(sym->ty);
    if (!t || (t->kind != TY_ARRAY && t->kind != TY_STRUCT))
        return false;
    const Type *e = t;
    for (int i = 0; e && e->kind == TY_ARRAY && i < 16; i++)
        e = type_unalias(e->base);
    return e && (e->kind == TY_PTR || (e->kind == TY_STRUCT && !e->plain_values) ||
                 (e->kind == TY_NAMED && !acc_type_is_value(e)));
}

static void mark_escapes(Node *n, bool based, int depth);

/* A holder's storage is handed out: whoever gets it may put any address
 * in it, so the holder stands for unknown memory from then on
 * (resolve_reassigned). */
/* A local union that can hold an address: what its other members are given
 * (a double, an integer) is that address's bits, which the pass does not
 * follow; it stands for unknown memory (rt10, hole_union_double_pun). */
static void mark_union(Node *n, void *arg)
{
    (void)arg;
    if (n->kind != ND_VAR || !n->sym || n->sym->kind != SYM_VAR || n->sym->is_global)
        return;
    const Type *t = type_unalias(n->sym->ty);
    while (t && t->kind == TY_ARRAY)
        t = type_unalias(t->base);
    if (t && t->kind == TY_STRUCT && t->is_union && type_holds_pointer(t, false, 0))
        n->sym->addr_taken = true;
}

static void escape_storage(Node *lv)
{
    while (lv && (lv->kind == ND_CAST || lv->kind == ND_INDEX || (lv->kind == ND_MEMBER && !lv->arrow)))
        lv = lv->lhs;
    if (lv && lv->kind == ND_VAR && (local_holder(lv->sym) || acc_struct_param(lv->sym)))
        lv->sym->addr_taken = true;
}

/*
 * Does a function body put anything into what its parameter `p` points at
 * (`p[i] = q`, `*p = q`, `p->m = q`), or let `p` go where that cannot be
 * seen (passed on, copied, offset, its element's address taken)?  Reads
 * through it (`p[0][i]`, `x = p[0]`) and stores one level further
 * (`p[0][i] = v`) leave the holder as it was.
 */
static bool holder_param_stored(Node *n, Symbol *p, bool based, int depth)
{
    for (; n; n = NULL) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return true;
        switch (n->kind) {
        case ND_VAR:
            return n->sym == p && !based;
        case ND_INDEX:
        case ND_DEREF:
            return holder_param_stored(n->lhs, p, true, depth + 1) ||
                   holder_param_stored(n->rhs, p, false, depth + 1);
        case ND_MEMBER:
            return holder_param_stored(n->lhs, p, n->arrow || based, depth + 1);
        case ND_ADDR:
        case ND_ASSIGN:
        case ND_PREINC:
        case ND_PREDEC:
        case ND_POSTINC:
        case ND_POSTDEC: {
            /* The lvalue one level into p: its storage is written or handed out. */
            Node *lv = n->lhs;
            while (lv && lv->kind == ND_MEMBER && !lv->arrow)
                lv = lv->lhs;
            if (lv && ((lv->kind == ND_INDEX || lv->kind == ND_DEREF) || (lv->kind == ND_MEMBER && lv->arrow)) &&
                lv->lhs && lv->lhs->kind == ND_VAR && lv->lhs->sym == p)
                return true;
            return holder_param_stored(n->lhs, p, false, depth + 1) ||
                   holder_param_stored(n->rhs, p, false, depth + 1);
        }
        case ND_SIZEOF:
        case ND_ALIGNOF:
            return false;
        default: {
            Node *kids[7];
            node_children(n, kids);
            for (int i = 0; i < 7; i++)
                if (holder_param_stored(kids[i], p, false, depth + 1))
                    return true;
            for (Node *b = NODE_GET(n, body); b; b = b->next)
                if (holder_param_stored(b, p, false, depth + 1))
                    return true;
            for (Node *a = NODE_GET(n, args); a; a = a->next)
                if (holder_param_stored(a, p, false, depth + 1))
                    return true;
            return false;
        }
        }
    }
    return false;
}

/* Can the callee of `call` change what its argument `index` points at? */
static bool callee_stores_into(Function *fn, Param *p, int index)
{
    if (!fn)
        return true;
    if (p && p->ty && acc_type_read_only(p->ty, 0))
        return false;
    Function *def = acc_definition_of(fn);
    Param *dp = def->params;
    for (int i = 0; dp && i < index; i++)
        dp = dp->next;
    if (!def->body || def->is_unsafe || !dp || !dp->sym)
        return true;
    return holder_param_stored(def->body, dp->sym, false, 0);
}

static void mark_call(Node *call, int depth)
{
    Function *fn = acc_callee_of(call);
    Param *p = fn ? fn->params : NULL;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        /* An array argument decays to its address, `&s.p` is one: a callee
         * that stores into what that parameter points at can change what
         * the holder holds. */
        Node *lv = a->kind == ND_ADDR ? a->lhs : a;
        if (a->kind == ND_VAR && local_holder(a->sym) && type_unalias(a->sym->ty)->kind == TY_ARRAY) {
            if (callee_stores_into(fn, p, i))
                a->sym->addr_taken = true;
        } else if (a->kind == ND_ADDR && lv && lv->kind != ND_VAR) {
            if (callee_stores_into(fn, p, i))
                escape_storage(lv);
            mark_escapes(lv, true, depth + 1);
        } else {
            mark_escapes(a, false, depth + 1);
        }
        if (p)
            p = p->next;
    }
    if (call->kind == ND_CALL)
        mark_escapes(call->lhs, false, depth + 1);
}

/*
 * Find the holders whose storage leaves the analysis: `&s.p`, `&arr[0]`,
 * an array of pointers decaying into a pointer value (`int32_t **pp =
 * arr`, an argument a callee may write through).  `based`: n is the base
 * of an element or member access, where an array does not decay.
 */
static void mark_escapes(Node *n, bool based, int depth)
{
    for (; n; n = NULL) {
        if (depth > LIMIT_NEST_DEPTH * 2)
            return;
        switch (n->kind) {
        case ND_ADDR:
            escape_storage(n->lhs);
            mark_escapes(n->lhs, true, depth + 1);
            break;
        case ND_ASSIGN:
            if (n->op != ND_ASSIGN) {
                Node *lv = n->lhs;
                while (lv && (lv->kind == ND_INDEX || (lv->kind == ND_MEMBER && !lv->arrow)))
                    lv = lv->lhs;
                if (lv && lv->kind == ND_VAR && lv->sym && lv->sym->kind == SYM_VAR && !lv->sym->is_global)
                    acc_note_compound_store(lv->sym, n->rhs);
            }
            mark_escapes(n->lhs, true, depth + 1);
            mark_escapes(n->rhs, false, depth + 1);
            break;
        case ND_INDEX:
            mark_escapes(n->lhs, true, depth + 1);
            mark_escapes(n->rhs, false, depth + 1);
            break;
        case ND_MEMBER:
            mark_escapes(n->lhs, !n->arrow, depth + 1);
            break;
        case ND_VAR:
            if (!based && local_holder(n->sym) && type_unalias(n->sym->ty)->kind == TY_ARRAY)
                n->sym->addr_taken = true;
            break;
        case ND_CALL:
        case ND_PRISM_CALL:
            mark_call(n, depth);
            break;
        case ND_SIZEOF:
        case ND_ALIGNOF:
            break;
        default: {
            Node *kids[7];
            node_children(n, kids);
            for (int i = 0; i < 7; i++)
                mark_escapes(kids[i], false, depth + 1);
            for (Node *b = NODE_GET(n, body); b; b = b->next)
                mark_escapes(b, false, depth + 1);
            for (Node *a = NODE_GET(n, args); a; a = a->next)
                mark_escapes(a, false, depth + 1);
            break;
        }
        }
    }
}

void acc_mark_escapes(Node *body)
{
    mark_escapes(body, false, 0);
    node_visit(body, LIMIT_NEST_DEPTH * 2, mark_union, NULL);
}
