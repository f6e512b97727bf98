/*
 * hopper_alias.c - the locals a TMA destination or a wgmma descriptor's
 * stage may be made of (SPEC 8.2), for check_tma.c to follow: each local
 * pointer, or integer holding an address, with every value it is given; a
 * local array of them as one; a local struct's pointer and integer members
 * one each.  What changes one in a way the checker does not follow (++, a
 * compound assignment, its address taken, the array passed on, the struct
 * assigned whole) marks it changed, so that a box made of it is refused
 * rather than left unchecked.
 */
#include "check_hopper.h"
#include "sync.h"

#include <string.h>

static bool same_name(const Token *a, const Token *b)
{
    return a == b || (a && b && a->len == b->len && !memcmp(a->loc, b->loc, (size_t)a->len));
}

static bool is_array(Node *e)
{
    const Type *t = type_unalias(acc_expr_type(e));
    return t && t->kind == TY_ARRAY;
}

/* The local whose own storage lv names (s, s[i] of an array s, s.m, s.m[i]...), or NULL. */
static Symbol *storage_of(Node *lv)
{
    for (int depth = 0; lv && depth < LIMIT_POSTFIX_CHAIN; depth++) {
        if (lv->kind == ND_CAST)
            lv = lv->lhs;
        else if (lv->kind == ND_VAR)
            return lv->sym;
        else if ((lv->kind == ND_MEMBER && !lv->arrow) || (lv->kind == ND_INDEX && is_array(lv->lhs)))
            lv = lv->lhs;
        else
            return NULL;
    }
    return NULL;
}

/*
 * What a write to lv, part of a's local, does to a: 1 gives it the value
 * written (lv is a's own form: the local, d[i], st.m), 0 leaves it (another
 * member), -1 changes it in a way not followed (the whole struct assigned,
 * d[i].x, a part of a member).
 */
static int writes_alias(Node *lv, const Alias *a)
{
    while (lv && lv->kind == ND_CAST)
        lv = lv->lhs;
    if (!a->member && !a->elements)
        return lv->kind == ND_VAR ? 1 : -1;
    if (a->elements)
        return lv->kind == ND_INDEX && lv->lhs && lv->lhs->kind == ND_VAR ? 1 : -1;
    Node *top = lv; /* the member of s that lv is in */
    while (top->kind != ND_VAR && top->lhs && top->lhs->kind != ND_VAR)
        top = top->lhs;
    if (top->kind != ND_MEMBER)
        return -1;
    if (!same_name(top->name, a->member))
        return 0;
    return top == lv ? 1 : -1;
}

/*
 * The member a stands for of a whole struct value another local holds
 * (`st = other`, `struct pipe st = other;`): other.m, for check_tma.c to
 * follow as that local's member; NULL for any other value (a call's, a
 * compound literal's through a pointer).
 */
static Node *member_of(Node *v, const Alias *a)
{
    for (;;) {
        if (v && v->kind == ND_CAST)
            v = v->lhs;
        else if (v && v->kind == ND_COMMA)
            v = v->rhs; /* (n, x): x */
        else if (v && v->kind == ND_ASSIGN && v->op == ND_ASSIGN)
            v = v->lhs; /* y = x = z: x, as it is after */
        else if (v && v->kind == ND_DEREF && v->lhs && v->lhs->kind == ND_ADDR)
            v = v->lhs->lhs; /* *&x */
        else
            break;
    }
    if (v && v->kind == ND_COND) { /* n ? z : x: each one's member (red team rt29) */
        Node *t = member_of(v->then, a), *e = member_of(v->els, a);
        if (!t || !e)
            return NULL;
        Node *c = new_node(ND_COND, v->tok);
        c->cond = v->cond;
        c->then = t;
        c->els = e;
        return c;
    }
    if (!v || v->kind != ND_VAR || !v->sym || v->sym == a->sym || v->sym->is_global)
        return NULL;
    const Type *t = type_unalias(v->sym->ty);
    if (!t || t->kind != TY_STRUCT || t->is_union || !member_type(t, a->member))
        return NULL;
    Node *m = new_node(ND_MEMBER, v->tok);
    m->lhs = v;
    m->name = (Token *)a->member;
    m->ty = member_type(t, a->member);
    return m;
}

/*
 * The values plain assignments give a, into a (up to MAX_ALIAS_VALUES;
 * past that, changed); changed: anything else (++, a compound assignment,
 * its address taken, an array of them passed on as a pointer, which the
 * callee may write through).
 */
static void assigned_values(Node *n, Alias *a, bool index_base)
{
    for (; n; n = n->next) {
        Node *lv = NULL;
        /* (an asm output operand, "+r"(p), writes it as check_walk.c's mark_reassigned counts) */
        if (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
            n->kind == ND_POSTDEC || n->kind == ND_ADDR || (n->kind == ND_ASM_OPERAND && n->is_output))
            lv = n->lhs;
        int w = lv && storage_of(lv) == a->sym ? writes_alias(lv, a) : 0;
        Node *whole = a->member && w < 0 && n->kind == ND_ASSIGN && n->op == ND_ASSIGN && lv->kind == ND_VAR
                          ? member_of(n->rhs, a)
                          : NULL;
        /* p = (float *)((uintptr_t)p | 1024) is p moved, as p |= 1024 is */
        if (w > 0 && n->kind == ND_ASSIGN && n->op == ND_ASSIGN && a->nval < MAX_ALIAS_VALUES &&
            !node_names_var(n->rhs, a->sym, 0))
            a->val[a->nval++] = n->rhs;
        else if (whole && a->nval < MAX_ALIAS_VALUES)
            a->val[a->nval++] = whole; /* st = other: other.m (red team rt28) */
        else if (w)
            a->changed = true;
        if (a->elements && n->kind == ND_VAR && n->sym == a->sym && !index_base)
            a->changed = true; /* stages[] given to a helper, or to a pointer: written where the checker does not look */
        Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, cond), NODE_GET(n, then), NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, inc), NODE_GET(n, body), NODE_GET(n, args)};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && kids[i] != n)
                assigned_values(kids[i], a, i == 0 && (n->kind == ND_INDEX || n->kind == ND_MEMBER));
    }
}

Alias *hopper_alias_of(H *h, Node *e)
{
    if (!e)
        return NULL;
    Symbol *s = NULL;
    const Token *m = NULL;
    bool el = false;
    if (e->kind == ND_VAR)
        s = e->sym;
    else if (e->kind == ND_INDEX && e->lhs && e->lhs->kind == ND_VAR)
        s = e->lhs->sym, el = true;
    else if (e->kind == ND_MEMBER && !e->arrow && e->lhs && e->lhs->kind == ND_VAR)
        s = e->lhs->sym, m = e->name;
    for (int i = 0; s && i < h->nalias; i++)
        if (h->alias[i].sym == s && h->alias[i].elements == el && same_name(h->alias[i].member, m))
            return &h->alias[i];
    return NULL;
}

/*
 * The local storage e is read from where no Alias follows it (a member of
 * a member, an element of a 2-D array or of an array of structs, a union's
 * member, a compound literal's element; and the same reached through `&`
 * and `*` of a local, `(&st)->p`, `*&p`, `*(a + i)`, or a member of a
 * struct value made by `,`, `?:`, a statement expression or a call: red
 * team rt33), spelled for a diagnostic ("mm.in.a", "d2[][]", "(&st)->p");
 * NULL where e is not read from the function's own storage (a parameter's,
 * a global, what a pointer parameter points to): those the emulator checks
 * at run time (SPEC 8.2).
 */
static const char *local_root(Node *e, int depth)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    if (!e || depth > LIMIT_POSTFIX_CHAIN)
        return NULL;
    const char *base;
    switch (e->kind) {
    case ND_MEMBER:
        if (!e->name)
            return NULL;
        base = local_root(e->arrow && e->lhs && e->lhs->kind == ND_ADDR ? e->lhs->lhs : e->lhs, depth + 1);
        if (base && e->arrow && !(e->lhs && e->lhs->kind == ND_ADDR) && !(e->lhs && is_array(e->lhs)))
            return NULL; /* p->m of a local pointer p: read through a pointer */
        return base ? arena_printf("%s%s%.*s", base, e->arrow ? "->" : ".", e->name->len, e->name->loc) : NULL;
    case ND_INDEX:
        if (!e->lhs || !(is_array(e->lhs) || e->lhs->kind == ND_COMPOUND_LIT ||
                         (e->lhs->kind == ND_DEREF && e->lhs->lhs && e->lhs->lhs->kind == ND_ADDR) ||
                         e->lhs->kind == ND_ADDR))
            return NULL;
        base = local_root(e->lhs, depth + 1);
        return base ? arena_printf("%s[]", base) : NULL;
    case ND_DEREF: /* *&x, *(a + i) of a local array */
        base = e->lhs && (e->lhs->kind == ND_ADDR || ((e->lhs->kind == ND_ADD || e->lhs->kind == ND_SUB) &&
                                                        is_array(e->lhs->lhs)))
                   ? local_root(e->lhs->kind == ND_ADDR ? e->lhs->lhs : e->lhs->lhs, depth + 1)
                   : NULL;
        return base ? arena_printf("*(%s)", base) : NULL;
    case ND_ADDR: /* (&a[0])[i] */
        return local_root(e->lhs, depth + 1);
    case ND_COMMA:
        return local_root(e->rhs, depth + 1);
    case ND_COND:
        return (base = local_root(e->then, depth + 1)) ? base : local_root(e->els, depth + 1);
    case ND_STMT_EXPR:
        return "a statement expression's value";
    case ND_CALL:
        return "a call's result";
    case ND_COMPOUND_LIT:
        return "a compound literal";
    case ND_VAR:
        return e->sym && e->sym->kind == SYM_VAR && !e->sym->is_global ? e->sym->name : NULL;
    default:
        return NULL;
    }
}

const char *hopper_unfollowed_local(Node *e)
{
    return local_root(e, 0);
}

/* Is e made of an address: a pointer cast to an integer, or a local already followed? */
static bool holds_address(H *h, Node *e, int depth)
{
    if (!e || depth > 64)
        return false;
    if (e->kind == ND_CAST && e->ty && type_is_integer(e->ty) && type_is_pointer(type_unalias(acc_expr_type(e->lhs))))
        return true;
    if (hopper_alias_of(h, e))
        return true;
    Node *kids[7];
    node_children(e, kids);
    for (int i = 0; i < 7; i++)
        if (holds_address(h, kids[i], depth + 1))
            return true;
    return false;
}

bool hopper_assigned(Node *n, Symbol *s)
{
    Alias a = {.sym = s};
    assigned_values(n, &a, false);
    return a.nval > 0 || a.changed;
}

static void add_value(Alias *a, Node *v)
{
    if (v->kind == ND_INIT_LIST || a->nval == MAX_ALIAS_VALUES)
        a->changed = true; /* a brace inside: not a value the checker follows */
    else
        a->val[a->nval++] = v;
}

/* Are st's named members all of it, laid out one after another (no bit-field, no unnamed member)? */
static bool members_whole(const Type *st)
{
    int64_t off = 0, size, align;
    if (st->struct_align <= 0 || st->is_union)
        return false;
    for (const Member *m = st->members; m; m = m->next) {
        if (!type_size_align(m->ty, &size, &align) || align <= 0)
            return false;
        off = (off + align - 1) / align * align + size;
    }
    return (off + st->struct_align - 1) / st->struct_align * st->struct_align == st->struct_size;
}

/* The values an initializer gives a: each element of an array's, a's member's of a struct's. */
static void init_values(Alias *a, Node *init, const Type *t)
{
    if (init->kind == ND_COMPOUND_LIT && NODE_GET(init, init) && NODE_GET(init, init)->kind == ND_INIT_LIST)
        init = NODE_GET(init, init); /* = (struct pipe){sA, 0}: its list */
    if (init->kind != ND_INIT_LIST) {
        Node *m = a->member ? member_of(init, a) : NULL;
        if (m)
            add_value(a, m); /* = other: other.m */
        else if (a->elements || a->member)
            a->changed = true; /* a string, a call's struct: not followed */
        else
            add_value(a, init);
        return;
    }
    if (a->elements) {
        for (Node *it = init->args; it; it = it->next)
            add_value(a, it->kind == ND_DESIG ? it->rhs : it);
        return;
    }
    /* positional items fill the members in order; `.m =` moves to m (as C does) */
    bool ordered = members_whole(t);
    const Member *at = t->members;
    for (Node *it = init->args; it; it = it->next) {
        Node *v = it;
        if (it->kind == ND_DESIG) {
            at = NULL;
            for (const Member *m = t->members; it->name && m; m = m->next)
                if (same_name(m->name, it->name))
                    at = m;
            v = it->rhs;
            if (!at) {
                a->changed = true;
                return;
            }
        } else if (!ordered) {
            add_value(a, v); /* which member it fills is not known: it may be a's */
            continue;
        }
        if (at && same_name(at->name, a->member))
            add_value(a, v);
        at = at ? at->next : NULL;
    }
}

/*
 * A local pointer, or an integer (`uintptr_t a = (uintptr_t)sA ^ 1024`,
 * red team rt23), that a TMA destination may be made of: its values, for
 * check_tma.c to follow.  An array of them is one such local, every element
 * each value any element is given; a struct's pointer and integer members
 * are one each (red team rt26: a destination held in either went
 * unchecked).  Other locals of the function do not matter.
 */
static bool alias_type(const Type *t)
{
    t = type_unalias(t);
    return t && (t->kind == TY_PTR || type_is_integer(t));
}

static void add_one(H *h, Node *n, const Token *member, bool elements, const Type *t)
{
    if (h->nalias >= MAX_SHARED)
        return;
    Alias *a = &h->alias[h->nalias];
    *a = (Alias){.sym = n->sym, .member = member, .elements = elements};
    if (NODE_GET(n, init))
        init_values(a, NODE_GET(n, init), type_unalias(n->sym->ty));
    assigned_values(h->fn->body, a, false);
    /* an integer matters only when some value of it is made of an address (a cast of a pointer) */
    bool address = t->kind == TY_PTR;
    for (int i = 0; i < a->nval && !address; i++)
        address = holds_address(h, a->val[i], 0);
    if (address && (a->nval || a->changed))
        h->nalias++;
}

void hopper_add_alias(H *h, Node *n)
{
    const Type *t = n->sym ? type_unalias(n->sym->ty) : NULL;
    if (!t || n->sym->is_global)
        return;
    if (alias_type(t))
        add_one(h, n, NULL, false, t);
    else if (t->kind == TY_ARRAY && alias_type(t->base))
        add_one(h, n, NULL, true, type_unalias(t->base));
    else if (t->kind == TY_STRUCT && !t->is_union)
        for (const Member *m = t->members; m; m = m->next)
            if (alias_type(m->ty))
                add_one(h, n, m->name, false, type_unalias(m->ty));
}

