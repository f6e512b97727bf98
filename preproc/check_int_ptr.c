/*
 * check_int_ptr.c - P041: a writable pointer made from a number.
 *
 * An integer holds an address through casts, +, -, ^, | and alignment
 * masks (SPEC 6.1), and the alias graph follows the address there: a
 * pointer cast back from such an integer keeps its owner, and the usual
 * narrowing rules apply to it.  Anything else an integer holds is a
 * number: a product, quotient, remainder or shift (even of an address:
 * `(uintptr_t)p * 1`, `>> 4 << 4`), a mask of the low bits, a constant, a
 * parameter, a value loaded or returned, or a local given any of those.
 * A writable pointer cast from a number has no known owner, whatever
 * address it happens to be: P041 at the cast.  A pointer to const may
 * read through it; to the barrier inference it is unknown memory
 * (sync_resolve.c).
 *
 * alias_scan hands this file every value an integer local is given
 * (int_ptr_note_value); a cast classifies its operand through them, once
 * the function's graph is complete.
 */
#include "check_internal.h"

#define INT_PTR_MAX_DEPTH 32

/* What an integer holds.  Joins: a lost address wins over everything, an
 * address over a number added to it. */
enum {
    IC_NONE,    /* no value yet (a local being classified, reached again) */
    IC_NUMBER,  /* a number: a count, a constant, a parameter */
    IC_ADDRESS, /* an address, with the owner the graph follows */
    IC_LOST,    /* a number made from an address: where it points is not known */
};

static unsigned query; /* each cast's classification, for the per-local memo */
/* In a plain helper an integer parameter is the caller's argument, which
 * the call checks as the address it carries (check_calls.c). */
static bool in_plain_helper;

static bool integer_type(const Type *ty)
{
    return type_is_integer(ty) || type_is_integer(type_unalias(ty));
}

static bool null_constant(Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    int64_t v;
    return e && const_eval(e, &v) && v == 0;
}

/* `x & m` with a constant m below 2^16 extracts low bits: a number. */
static bool low_bits_mask(Node *e)
{
    int64_t m;
    return (const_eval(e->lhs, &m) || const_eval(e->rhs, &m)) && m >= 0 && m < 65536;
}

/* Is e an integer value (not a pointer) by its form? */
static bool integer_valued(Node *e, int depth)
{
    if (!e || depth > INT_PTR_MAX_DEPTH)
        return false;
    switch (e->kind) {
    case ND_NUM:
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
    case ND_NEG:
    case ND_BITNOT:
        return true;
    case ND_VAR:
        return e->sym && integer_type(e->sym->ty);
    case ND_CAST:
        return integer_type(e->ty);
    case ND_ADD:
    case ND_SUB:
        return integer_valued(e->lhs, depth + 1) && integer_valued(e->rhs, depth + 1);
    case ND_COND:
        return integer_valued(e->then, depth + 1) && integer_valued(e->els, depth + 1);
    case ND_COMMA:
        return integer_valued(e->rhs, depth + 1);
    default:
        return false;
    }
}

/* Is e a pointer by its form (a pointer or array name, an address, a cast to a pointer, pointer arithmetic)? */
static bool pointer_valued(Node *e, int depth)
{
    if (!e || depth > INT_PTR_MAX_DEPTH)
        return false;
    switch (e->kind) {
    case ND_VAR:
        return e->sym && e->sym->ty && type_is_pointer(type_unalias(e->sym->ty));
    case ND_ADDR:
        return true;
    case ND_CAST:
        return type_is_pointer(type_unalias(e->ty));
    case ND_ADD:
    case ND_SUB:
        return pointer_valued(e->lhs, depth + 1) || (e->kind == ND_ADD && pointer_valued(e->rhs, depth + 1));
    case ND_COND:
        return pointer_valued(e->then, depth + 1) || pointer_valued(e->els, depth + 1);
    case ND_COMMA:
    case ND_ASSIGN:
        return pointer_valued(e->rhs, depth + 1);
    default:
        return false;
    }
}

/* a + b, a | b, a ^ b, a & ~15: an address in either passes through. */
static int join_keep(int a, int b)
{
    if (a == IC_LOST || b == IC_LOST)
        return IC_LOST;
    if (a == IC_ADDRESS || b == IC_ADDRESS)
        return IC_ADDRESS;
    /* A local being classified, moved by a number (`a = (a ^ 0) + 3`), is what it was. */
    return a == IC_NONE || b == IC_NONE ? IC_NONE : IC_NUMBER;
}

/* One value or another (?:, a local's values): an address or null is an
 * address; an address or some other number may be anything. */
static int join_either(int a, bool a_null, int b, bool b_null)
{
    if (a == IC_LOST || b == IC_LOST)
        return IC_LOST;
    if (a == IC_NONE || a_null)
        return b == IC_NONE && a_null ? IC_NUMBER : b;
    if (b == IC_NONE || b_null)
        return a;
    if (a != b)
        return IC_LOST;
    return a;
}

/* A number made of c: lost if an address went into it. */
static int made_number(int c)
{
    return c == IC_ADDRESS || c == IC_LOST ? IC_LOST : IC_NUMBER;
}

static int classify(Node *e, int depth);

static int classify_local(Symbol *s, int depth)
{
    SymInfo *si = sym_info(s);
    if (si->int_visit == query)
        return si->int_class; /* IC_NONE while it is being classified: a cycle adds nothing */
    si->int_visit = query;
    si->int_class = IC_NONE;
    int c = IC_NONE;
    bool scrambled = false; /* u *= k, u >>= k: what it held becomes a number */
    for (GivenValue *g = si->given; g; g = g->next) {
        switch (g->op) {
        case ND_ASSIGN:
            c = join_either(c, false, classify(g->value, depth + 1), null_constant(g->value));
            break;
        case ND_ADD:
        case ND_SUB:
        case ND_BITOR:
        case ND_BITXOR:
            c = join_keep(c, classify(g->value, depth + 1));
            break;
        case ND_BITAND: {
            int64_t m;
            if (const_eval(g->value, &m) && m >= 0 && m < 65536)
                scrambled = true; /* u &= 15: its low bits */
            else
                c = join_keep(c, classify(g->value, depth + 1));
            break;
        }
        default:
            scrambled = true;
            break;
        }
    }
    if (scrambled)
        c = made_number(c);
    if (c == IC_NONE)
        c = IC_NUMBER; /* never given a value we saw */
    si->int_class = c;
    return c;
}

static int classify(Node *e, int depth)
{
    if (!e || depth > INT_PTR_MAX_DEPTH)
        return IC_LOST;
    switch (e->kind) {
    case ND_NUM:
        return IC_NUMBER;
    case ND_CAST:
        /* (uintptr_t)p: an address; (uintptr_t)n: what n is. */
        return pointer_valued(e->lhs, depth + 1) ? IC_ADDRESS : classify(e->lhs, depth + 1);
    case ND_ADD:
    case ND_BITOR:
    case ND_BITXOR:
        return join_keep(classify(e->lhs, depth + 1), classify(e->rhs, depth + 1));
    case ND_SUB: {
        int l = classify(e->lhs, depth + 1), r = classify(e->rhs, depth + 1);
        if (r == IC_ADDRESS) /* a difference of addresses is a number */
            return made_number(l);
        return join_keep(l, r);
    }
    case ND_BITAND:
        if (low_bits_mask(e))
            return made_number(join_keep(classify(e->lhs, depth + 1), classify(e->rhs, depth + 1)));
        return join_keep(classify(e->lhs, depth + 1), classify(e->rhs, depth + 1));
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
        return made_number(join_keep(classify(e->lhs, depth + 1), classify(e->rhs, depth + 1)));
    case ND_NEG:
    case ND_BITNOT:
        return made_number(classify(e->lhs, depth + 1));
    case ND_COND:
        return join_either(classify(e->then, depth + 1), null_constant(e->then), classify(e->els, depth + 1),
                           null_constant(e->els));
    case ND_COMMA:
    case ND_ASSIGN:
        return classify(e->rhs, depth + 1);
    case ND_POS:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return classify(e->lhs, depth + 1);
    case ND_ADDR:
        return IC_ADDRESS;
    case ND_VAR: {
        Symbol *s = e->sym;
        if (!s)
            return IC_NUMBER; /* a macro constant or enumerator */
        if (!integer_type(s->ty))
            return IC_ADDRESS; /* a pointer or array */
        if (s->kind == SYM_PARAM && in_plain_helper)
            return IC_ADDRESS;
        if (s->kind != SYM_VAR || s->is_global)
            return IC_NUMBER; /* a parameter or a global: a number from outside */
        return classify_local(s, depth);
    }
    default:
        /* A value loaded or returned, an id: a number, unless it is a pointer. */
        return pointer_valued(e, depth) ? IC_ADDRESS : IC_NUMBER;
    }
}

void int_ptr_note_value(Symbol *to, Node *value, NodeKind op)
{
    if (!to || !value || !integer_type(to->ty) || to->kind != SYM_VAR || to->is_global)
        return;
    SymInfo *si = sym_info(to);
    GivenValue *g = NEW(GivenValue);
    g->value = value;
    g->op = op;
    g->next = si->given;
    si->given = g;
}

static void int_to_ptr(Node *cast)
{
    const Type *to = type_unalias(cast->ty);
    if (!to || to->kind != TY_PTR || type_points_to_const(to) || !integer_valued(cast->lhs, 0) ||
        null_constant(cast->lhs))
        return;
    query++;
    int k = classify(cast->lhs, 0);
    if (k == IC_ADDRESS)
        return;
    diag(DIAG_ERROR, cast->tok, "P041",
         "a writable pointer made from %s has no known owner: an integer keeps an address only through casts, "
         "+, -, ^, | and alignment masks (not *, /, %%, shifts or a mask of the low bits)",
         k == IC_LOST ? "a number computed from an address" : "a number (a constant, a count, a parameter, a value loaded or returned)");
    note(cast->tok, "cast to a pointer to const to read through it; writable memory changes owner through "
                    "PRISM_PARTITION or PRISM_CLAIM");
}

void check_int_to_ptr(Ctx *c, Node *cast)
{
    if (!c->poisoned)
        int_to_ptr(cast);
}

static void visit_cast(Node *n, void *arg)
{
    (void)arg;
    if (n->kind == ND_CAST)
        int_to_ptr(n);
}

/*
 * A plain __device__ helper's casts: its stores are checked at its calls
 * through the parameters they reach, and a pointer made from a number
 * reaches none (`*(int *)((uintptr_t)p * 1) = v` with a const p would
 * write the caller's memory unseen).
 */
void check_plain_int_ptr(Function *fn)
{
    alias_scan(fn);
    in_plain_helper = true;
    node_visit(fn->body, INT_PTR_MAX_DEPTH * 64, visit_cast, NULL);
    in_plain_helper = false;
}
