/*
 * consteval.c - integer constant expressions.
 *
 * Perspective sizes, split arms, shared-memory counts and budgets, array
 * lengths and #if conditions must be known before the kernel runs.  They
 * may use literals, enum constants, object-like #defines whose body is
 * itself constant (evaluated lazily, once, with a cycle guard), `const`
 * variables with constant initializers (CUDA is C++), sizeof and _Alignof
 * of the types types.c knows, and all of C's integer operators.  Arithmetic is in int64_t
 * (#if's in intmax_t and uintmax_t, pp_eval); anything C leaves undefined
 * (division by zero, signed overflow, shifts out of range) makes the
 * expression non-constant rather than wrong.
 */
#include <string.h>

#include "prism_check.h"

/*
 * Nesting through macros and const variables, across evaluations: a chain
 * of a hundred thousand #defines must not exhaust the stack.
 */
static int nesting;

typedef struct {
    bool pp_mode;   /* #if: unknown names are 0 */
    Node *culprit;  /* the first part that is not constant */
    Macro *macro;   /* the macro whose body was not constant, if any */
    bool in_body;   /* folding a macro's replacement, not the program's own tokens */
} Eval;

static bool eval(Eval *ev, Node *n, int64_t *out);

static bool fail(Eval *ev, Node *n)
{
    if (!ev->culprit)
        ev->culprit = n;
    return false;
}

/* Truncate v to an integer type, as a cast does. */
static int64_t convert(Type *ty, int64_t v)
{
    switch (ty->kind) {
    case TY_BOOL: return v != 0;
    case TY_CHAR: return ty->is_unsigned ? (int64_t)(uint8_t)v : (int64_t)(int8_t)v;
    case TY_SHORT: return ty->is_unsigned ? (int64_t)(uint16_t)v : (int64_t)(int16_t)v;
    case TY_INT:
    case TY_ENUM: return ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
    default: return v;
    }
}

bool macro_value(Macro *m, int64_t *out)
{
    if (m->eval_state == 2) {
        *out = m->value;
        return true;
    }
    if (m->eval_state != 0 || m->is_func || !m->body)
        return false; /* in progress (a cycle), known bad, or function-like */
    if (nesting >= LIMIT_MACRO_DEPTH)
        return false;
    nesting++;
    m->eval_state = 1;
    Node *expr = parse_expr_tokens(m->body, true);
    int64_t v = 0;
    Eval ev = {.in_body = true};
    bool ok = expr && eval(&ev, expr, &v);
    nesting--;
    m->eval_state = ok ? 2 : 3;
    m->value = v;
    *out = v;
    return ok;
}

static bool eval_name(Eval *ev, Node *n, int64_t *out)
{
    Symbol *sym = n->sym;
    if (sym && sym->kind == SYM_ENUM_CONST) {
        if (!sym->enum_val_ok)
            return fail(ev, n);
        *out = sym->enum_val;
        return true;
    }
    /* A const integer variable with a constant initializer (C++ rules). */
    if (sym && sym->kind == SYM_VAR && sym->ty && sym->ty->is_const && type_is_integer(sym->ty) && sym->decl &&
        sym->decl->init && sym->decl->init->kind != ND_INIT_LIST) {
        if (nesting >= LIMIT_MACRO_DEPTH)
            return fail(ev, n);
        nesting++;
        Eval inner = {0};
        bool ok = eval(&inner, sym->decl->init, out);
        nesting--;
        if (ok) {
            *out = convert(sym->ty, *out);
            return true;
        }
        return fail(ev, n);
    }
    if (sym)
        return fail(ev, n);
    Macro *m = ev->in_body ? find_macro(n->tok->loc, n->tok->len) : macro_left_in_program(n->tok);
    if (m && !m->is_func) {
        bool ok = macro_value(m, out);
        if (!ok) {
            if (!ev->macro)
                ev->macro = m;
            return fail(ev, n);
        }
        return true;
    }
    if (ev->pp_mode) {
        *out = 0;
        return true;
    }
    return fail(ev, n);
}

/* A hex or octal literal: C gives it unsigned int where int cannot hold it (0xFFFFFFFF). */
static bool hex_or_octal(const Token *t)
{
    return t && t->kind == TK_NUM && t->len > 1 && t->loc[0] == '0';
}

/*
 * The C type of a constant expression as far as int64 folding cares:
 * unsigned (a u literal, a cast, sizeof, a const of an unsigned type,
 * arithmetic on one), 64 bits wide.  int64 arithmetic differs from C's
 * where an unsigned value is negative or past 32 bits: `-1 < 0u` is 0 in
 * C, `0u - 1` is UINT_MAX (red team rt11, hole_arena_fold_unsigned_*).
 */
typedef struct {
    bool u, wide;
} CType;

static CType ctype_or(CType a, CType b)
{
    return (CType){a.u || b.u, a.wide || b.wide};
}

/* A type name's: unsigned, 64-bit (long, a pointer; a typedef the checker cannot size may be either). */
static CType ctype_of_type(const Type *t)
{
    t = type_unalias(t);
    if (!t)
        return (CType){true, true};
    bool named = t->kind == TY_NAMED;
    return (CType){t->is_unsigned || named || t->kind == TY_PTR, t->kind == TY_LONG || named || t->kind == TY_PTR};
}

static CType c_type(const Node *n, int depth)
{
    if (!n || depth > 64)
        return (CType){true, true};
    switch (n->kind) {
    case ND_NUM: {
        /* A decimal past INT_MAX is a long; a hex or octal one is unsigned int up to UINT_MAX. */
        bool u = n->tok && (token_int_unsigned(n->tok) || (hex_or_octal(n->tok) && n->val > INT32_MAX));
        bool wide = n->tok && (n->tok->long_count > 0 || n->val > (int64_t)UINT32_MAX ||
                               (!hex_or_octal(n->tok) && !token_int_unsigned(n->tok) && n->val > INT32_MAX));
        return (CType){u, wide};
    }
    case ND_CAST: return ctype_of_type(n->ty);
    case ND_SIZEOF: case ND_ALIGNOF: return (CType){true, true};
    case ND_VAR:
        if (!n->sym || !n->sym->ty || n->sym->kind == SYM_ENUM_CONST)
            return (CType){false, false};
        return ctype_of_type(n->sym->ty);
    case ND_NEG: case ND_POS: case ND_BITNOT: case ND_SHL: case ND_SHR: return c_type(n->lhs, depth + 1);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: return ctype_or(c_type(n->lhs, depth + 1), c_type(n->rhs, depth + 1));
    case ND_COND: return ctype_or(c_type(n->then, depth + 1), c_type(n->els, depth + 1));
    case ND_COMMA: return c_type(n->rhs, depth + 1);
    default: return (CType){false, false}; /* comparisons, !, && and || give int */
    }
}

/*
 * An unsigned int value as C has it: the low 32 bits (`~0u`, `0u - 1`).
 * A 64-bit unsigned value past INT64_MAX, or one made negative in int64
 * arithmetic, has no int64 spelling: no constant to the checker.
 */
static bool as_unsigned(Eval *ev, Node *n, bool wide, int64_t *v)
{
    if (!wide) {
        *v = (int64_t)(uint32_t)*v;
        return true;
    }
    return *v >= 0 || fail(ev, n);
}

static bool eval_int(Eval *ev, Node *n, int64_t *out);

static bool eval(Eval *ev, Node *n, int64_t *out)
{
    if (!eval_int(ev, n, out))
        return false;
    if (!n || n->kind == ND_NUM || n->kind == ND_VAR || n->kind == ND_CAST)
        return true; /* a literal's, a name's (a macro's value) or a cast's own value */
    CType ct = c_type(n, 0);
    if (ct.u)
        return as_unsigned(ev, n, ct.wide, out);
    /* An int result past 32 bits overflowed in C (undefined; gcc wraps):
     * `65536 * 65536` is no constant to the checker. */
    if (!ct.wide && (*out > INT32_MAX || *out < INT32_MIN))
        return fail(ev, n);
    return true;
}

static bool eval_int(Eval *ev, Node *n, int64_t *out)
{
    int64_t a = 0, b = 0;
    if (!n)
        return false;
    switch (n->kind) {
    case ND_NUM:
        *out = n->val;
        return true;
    case ND_VAR:
        return eval_name(ev, n, out);
    case ND_CAST:
        if (!n->ty || !type_is_integer(n->ty))
            return fail(ev, n);
        if (n->lhs && n->lhs->kind == ND_FNUM) {
            double d = n->lhs->fval;
            if (!(d > -9.2e18 && d < 9.2e18))
                return fail(ev, n);
            *out = convert(n->ty, (int64_t)d);
            return true;
        }
        if (!eval(ev, n->lhs, &a))
            return false;
        *out = convert(n->ty, a);
        return true;
    case ND_SIZEOF:
    case ND_ALIGNOF: {
        /* Of a type name only: an expression's type is not tracked. */
        int64_t size, align;
        if (n->lhs || !type_size_align(n->ty, &size, &align))
            return fail(ev, n);
        *out = n->kind == ND_SIZEOF ? size : align;
        return true;
    }
    case ND_COND:
        if (!eval(ev, n->cond, &a))
            return false;
        return eval(ev, a ? n->then : n->els, out);
    case ND_LOGAND:
        if (!eval(ev, n->lhs, &a))
            return false;
        if (!a) {
            *out = 0;
            return true;
        }
        if (!eval(ev, n->rhs, &b))
            return false;
        *out = b != 0;
        return true;
    case ND_LOGOR:
        if (!eval(ev, n->lhs, &a))
            return false;
        if (a) {
            *out = 1;
            return true;
        }
        if (!eval(ev, n->rhs, &b))
            return false;
        *out = b != 0;
        return true;
    case ND_NEG:
        if (!eval(ev, n->lhs, &a))
            return false;
        if (a == INT64_MIN)
            return fail(ev, n);
        *out = -a;
        return true;
    case ND_POS:
        return eval(ev, n->lhs, out);
    case ND_NOT:
        if (!eval(ev, n->lhs, &a))
            return false;
        *out = !a;
        return true;
    case ND_BITNOT:
        if (!eval(ev, n->lhs, &a))
            return false;
        *out = ~a;
        return true;
    case ND_COMMA:
        if (!eval(ev, n->lhs, &a))
            return false;
        return eval(ev, n->rhs, out);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
    case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    case ND_GT: case ND_GE:
        break;
    default:
        return fail(ev, n);
    }
    if (!eval(ev, n->lhs, &a) || !eval(ev, n->rhs, &b))
        return false;
    /* The usual arithmetic conversions: a signed operand beside an unsigned
     * one becomes unsigned (`-1 < 0u` is 0); a shift keeps its left type. */
    bool shift = n->kind == ND_SHL || n->kind == ND_SHR;
    CType ct = shift ? c_type(n->lhs, 0) : ctype_or(c_type(n->lhs, 0), c_type(n->rhs, 0));
    if (ct.u && (!as_unsigned(ev, n, ct.wide, &a) || (!shift && !as_unsigned(ev, n, ct.wide, &b))))
        return false;
    switch (n->kind) {
    case ND_ADD: if (__builtin_add_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_SUB: if (__builtin_sub_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_MUL: if (__builtin_mul_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_DIV:
    case ND_MOD:
        if (b == 0 || (a == INT64_MIN && b == -1))
            return fail(ev, n);
        *out = n->kind == ND_DIV ? a / b : a % b;
        return true;
    case ND_SHL:
        if (b < 0 || b > 62 || a < 0 || a > (INT64_MAX >> b))
            return fail(ev, n);
        *out = a << b;
        return true;
    case ND_SHR:
        if (b < 0 || b > 63)
            return fail(ev, n);
        *out = a >> b;
        return true;
    case ND_BITAND: *out = a & b; return true;
    case ND_BITOR: *out = a | b; return true;
    case ND_BITXOR: *out = a ^ b; return true;
    case ND_EQ: *out = a == b; return true;
    case ND_NE: *out = a != b; return true;
    case ND_LT: *out = a < b; return true;
    case ND_LE: *out = a <= b; return true;
    case ND_GT: *out = a > b; return true;
    case ND_GE: *out = a >= b; return true;
    default: return fail(ev, n);
    }
}

bool const_eval(Node *expr, int64_t *out)
{
    Eval ev = {0};
    int64_t v = 0;
    bool ok = eval(&ev, expr, &v);
    *out = ok ? v : 0;
    return ok;
}

/*
 * #if arithmetic (C17 6.10.1p4): every signed type acts as intmax_t, every
 * unsigned one as uintmax_t, and the usual arithmetic conversions make an
 * operation unsigned when either operand is: `-1 > 0u` is true, and so is
 * `(1 ? -1 : 0u) > 0`.  The type of an expression does not depend on its
 * value, so it is read off the tree (an arm ?: does not evaluate counts).
 */
static bool pp_unsigned(const Node *n)
{
    if (!n)
        return false;
    switch (n->kind) {
    case ND_NUM: return n->tok && token_int_unsigned(n->tok);
    case ND_NEG: case ND_POS: case ND_BITNOT: case ND_SHL: case ND_SHR: return pp_unsigned(n->lhs);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: return pp_unsigned(n->lhs) || pp_unsigned(n->rhs);
    case ND_COND: return pp_unsigned(n->then) || pp_unsigned(n->els);
    case ND_COMMA: return pp_unsigned(n->rhs);
    default: return false; /* comparisons, !, && and || give int; names are 0 */
    }
}

/* The value's bits; read as uint64_t where pp_unsigned(n). */
static bool pp_eval(Eval *ev, Node *n, int64_t *out)
{
    int64_t a = 0, b = 0;
    if (!n)
        return false;
    bool u = pp_unsigned(n);
    switch (n->kind) {
    case ND_COND:
        if (!pp_eval(ev, n->cond, &a))
            return false;
        return pp_eval(ev, a ? n->then : n->els, out);
    case ND_LOGAND: case ND_LOGOR:
        if (!pp_eval(ev, n->lhs, &a))
            return false;
        if ((a != 0) == (n->kind == ND_LOGOR)) {
            *out = a != 0;
            return true;
        }
        if (!pp_eval(ev, n->rhs, &b))
            return false;
        *out = b != 0;
        return true;
    case ND_NOT:
        if (!pp_eval(ev, n->lhs, &a))
            return false;
        *out = !a;
        return true;
    case ND_NEG:
        if (!pp_eval(ev, n->lhs, &a))
            return false;
        if (!u && a == INT64_MIN)
            return fail(ev, n);
        *out = (int64_t)(0 - (uint64_t)a);
        return true;
    case ND_POS:
        return pp_eval(ev, n->lhs, out);
    case ND_BITNOT:
        if (!pp_eval(ev, n->lhs, &a))
            return false;
        *out = ~a;
        return true;
    case ND_COMMA:
        if (!pp_eval(ev, n->lhs, &a))
            return false;
        return pp_eval(ev, n->rhs, out);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
    case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    case ND_GT: case ND_GE:
        break;
    default:
        return eval(ev, n, out);
    }
    if (!pp_eval(ev, n->lhs, &a) || !pp_eval(ev, n->rhs, &b))
        return false;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    bool cmp_u = pp_unsigned(n->lhs) || pp_unsigned(n->rhs);
    switch (n->kind) {
    case ND_EQ: *out = a == b; return true;
    case ND_NE: *out = a != b; return true;
    case ND_LT: *out = cmp_u ? ua < ub : a < b; return true;
    case ND_LE: *out = cmp_u ? ua <= ub : a <= b; return true;
    case ND_GT: *out = cmp_u ? ua > ub : a > b; return true;
    case ND_GE: *out = cmp_u ? ua >= ub : a >= b; return true;
    case ND_BITAND: *out = a & b; return true;
    case ND_BITOR: *out = a | b; return true;
    case ND_BITXOR: *out = a ^ b; return true;
    case ND_SHL:
    case ND_SHR: {
        /* The count's own type decides its sign; one C leaves undefined (negative, 64 or more) is not constant. */
        if ((!pp_unsigned(n->rhs) && b < 0) || ub > 63)
            return fail(ev, n);
        if (n->kind == ND_SHR) {
            *out = u ? (int64_t)(ua >> ub) : a >> ub;
            return true;
        }
        if (!u && (a < 0 || a > (INT64_MAX >> ub)))
            return fail(ev, n);
        *out = (int64_t)(ua << ub);
        return true;
    }
    default:
        break;
    }
    if (u) { /* modulo 2^64, as C's unsigned arithmetic */
        switch (n->kind) {
        case ND_ADD: *out = (int64_t)(ua + ub); return true;
        case ND_SUB: *out = (int64_t)(ua - ub); return true;
        case ND_MUL: *out = (int64_t)(ua * ub); return true;
        case ND_DIV:
        case ND_MOD:
            if (ub == 0)
                return fail(ev, n);
            *out = (int64_t)(n->kind == ND_DIV ? ua / ub : ua % ub);
            return true;
        default: return fail(ev, n);
        }
    }
    switch (n->kind) {
    case ND_ADD: if (__builtin_add_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_SUB: if (__builtin_sub_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_MUL: if (__builtin_mul_overflow(a, b, out)) return fail(ev, n); return true;
    case ND_DIV:
    case ND_MOD:
        if (b == 0 || (a == INT64_MIN && b == -1))
            return fail(ev, n);
        *out = n->kind == ND_DIV ? a / b : a % b;
        return true;
    default: return fail(ev, n);
    }
}

bool const_eval_if(Node *expr, int64_t *out)
{
    Eval ev = {.pp_mode = true};
    int64_t v = 0;
    bool ok = pp_eval(&ev, expr, &v);
    *out = ok ? v : 0;
    return ok;
}

bool const_require(Node *expr, const char *what, int64_t *out)
{
    Eval ev = {0};
    int64_t v = 0;
    if (!expr) {
        *out = 0;
        return false;
    }
    if (expr->poisoned) {
        *out = 0;
        return false;
    }
    if (eval(&ev, expr, &v)) {
        *out = v;
        return true;
    }
    *out = 0;
    Node *c = ev.culprit ? ev.culprit : expr;
    if (c->kind == ND_VAR) {
        diag(DIAG_ERROR, c->tok, "P103", "%s must be an integer constant expression; '%.*s' is not a constant", what,
             c->tok->len, c->tok->loc);
        if (ev.macro)
            note(ev.macro->def, "'%s' is defined here", ev.macro->name);
        else if (c->sym && c->sym->tok)
            note(c->sym->tok, "'%s' is declared here", c->sym->name);
    } else {
        diag(DIAG_ERROR, c->tok, "P103", "%s must be an integer constant expression", what);
    }
    expr->poisoned = true;
    return false;
}
