/*
 * parse_expr.c - the expression grammar, with C's precedence.
 *
 *   expr        = assign ("," assign)*
 *   assign      = conditional (assign-op assign)?
 *   conditional = binary ("?" expr? ":" conditional)?
 *   binary      = cast (binop cast)*          by precedence climbing, over
 *                 || && | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %)
 *   cast        = "(" type-name ")" (cast | "{" init-list "}") | unary
 *   unary       = ("++" | "--" | "+" | "-" | "!" | "~" | "*" | "&") cast
 *               | ("sizeof" | "_Alignof") (unary | "(" type-name ")")
 *               | postfix
 *   postfix     = primary ("[" expr "]" | "(" args ")" | "." ident | "->" ident
 *                 | "++" | "--" | "<<<" args ">>>" "(" args ")")*
 *   primary     = "(" expr ")" | "(" "{" stmt* "}" ")" | number | char | string+
 *               | ident | prism-expr
 *
 * Calls stay opaque: the callee and every argument are parsed and
 * resolved, so the checker sees what flows into them.
 */
#include <string.h>

#include "prism_check.h"

static Node *unary(Token **rest, Token *tok);
static Node *postfix(Token **rest, Token *tok);
static Node *primary(Token **rest, Token *tok);

/* expr = assign ("," assign)* */
Node *expr(Token **rest, Token *tok)
{
    Node *node = assign(&tok, tok);
    while (equal(tok, ",")) {
        Token *op = tok;
        node = new_binary(ND_COMMA, node, assign(&tok, tok->next), op);
    }
    *rest = tok;
    return node;
}

static const struct {
    const char *op;
    NodeKind kind;
} assign_ops[] = {
    {"=", ND_ASSIGN}, {"+=", ND_ADD},  {"-=", ND_SUB},    {"*=", ND_MUL},   {"/=", ND_DIV},   {"%=", ND_MOD},
    {"&=", ND_BITAND}, {"|=", ND_BITOR}, {"^=", ND_BITXOR}, {"<<=", ND_SHL}, {">>=", ND_SHR},
};

/* assign = conditional (("=" | "+=" | ... | ">>=") assign)? */
/*
 * `lhs = rhs` gives a local variable a value: the variable itself, or an
 * element or member of a local array or struct (arr[0] = w, s.p = w).
 * The barrier inference follows what pointers are put where (SPEC 6.1: a
 * local array of pointers, a struct or an integer holding an address keep
 * the perspective of the pointers put in them).
 */
static void record_store(Node *lhs, Node *rhs)
{
    bool into = false; /* an element or member, not the variable itself */
    while (lhs && (lhs->kind == ND_INDEX || (lhs->kind == ND_MEMBER && !lhs->arrow))) {
        lhs = lhs->lhs;
        into = true;
    }
    if (!lhs || lhs->kind != ND_VAR || !lhs->sym)
        return;
    /* p[i] = w stores through the pointer p, not into it. */
    if (into && (!lhs->sym->ty || lhs->sym->ty->kind == TY_PTR))
        return;
    SymStore *st = NEW(SymStore);
    st->rhs = rhs;
    st->next = lhs->sym->stores;
    lhs->sym->stores = st;
}

Node *assign(Token **rest, Token *tok)
{
    if (!nest_enter(tok)) {
        *rest = tok;
        return error_node(tok);
    }
    Node *node = conditional(&tok, tok);
    if (tok->kind == TK_PUNCT && tok->loc[tok->len - 1] == '=' && !equal(tok, "==") && !equal(tok, "!=") &&
        !equal(tok, "<=") && !equal(tok, ">=")) {
        for (size_t i = 0; i < sizeof(assign_ops) / sizeof(assign_ops[0]); i++) {
            if (equal(tok, assign_ops[i].op)) {
                Token *op = tok;
                node = new_binary(ND_ASSIGN, node, assign(&tok, tok->next), op);
                node->op = assign_ops[i].kind;
                if (node->op == ND_ASSIGN)
                    record_store(node->lhs, node->rhs);
                break;
            }
        }
    }
    nest_leave();
    *rest = tok;
    return node;
}

/*
 * Binary operators: precedence (higher binds tighter) and node kind.  A
 * switch on the spelling, not a table walk: every operand ends here.
 */
static int binop(Token *tok, NodeKind *kind)
{
    if (tok->kind != TK_PUNCT || tok->len > 2)
        return 0;
    char c0 = tok->loc[0], c1 = tok->len == 2 ? tok->loc[1] : '\0';
#define OP(k, p) (*kind = (k), (p))
    switch (c0) {
    case '|': return c1 == '|' ? OP(ND_LOGOR, 1) : c1 ? 0 : OP(ND_BITOR, 3);
    case '&': return c1 == '&' ? OP(ND_LOGAND, 2) : c1 ? 0 : OP(ND_BITAND, 5);
    case '^': return c1 ? 0 : OP(ND_BITXOR, 4);
    case '=': return c1 == '=' ? OP(ND_EQ, 6) : 0;
    case '!': return c1 == '=' ? OP(ND_NE, 6) : 0;
    case '<': return c1 == '<' ? OP(ND_SHL, 8) : c1 == '=' ? OP(ND_LE, 7) : c1 ? 0 : OP(ND_LT, 7);
    case '>': return c1 == '>' ? OP(ND_SHR, 8) : c1 == '=' ? OP(ND_GE, 7) : c1 ? 0 : OP(ND_GT, 7);
    case '+': return c1 ? 0 : OP(ND_ADD, 9);
    case '-': return c1 ? 0 : OP(ND_SUB, 9);
    case '*': return c1 ? 0 : OP(ND_MUL, 10);
    case '/': return c1 ? 0 : OP(ND_DIV, 10);
    case '%': return c1 ? 0 : OP(ND_MOD, 10);
    default: return 0;
    }
#undef OP
}

/* Does e evidently hold an address (a pointer or array name, &x, a pointer cast, p + i)? */
static bool addressish(const Node *e, int depth)
{
    if (!e || depth > 16)
        return false;
    switch (e->kind) {
    case ND_VAR:
        return e->sym && e->sym->ty && (e->sym->ty->kind == TY_PTR || e->sym->ty->kind == TY_ARRAY);
    case ND_ADDR:
        return true;
    case ND_CAST:
        return e->ty && (e->ty->kind == TY_PTR || e->ty->kind == TY_ARRAY);
    case ND_ADD:
        return addressish(e->lhs, depth + 1) || addressish(e->rhs, depth + 1);
    case ND_SUB:
    case ND_COMMA:
        return addressish(e->kind == ND_SUB ? e->lhs : e->rhs, depth + 1);
    case ND_COND:
        return addressish(e->then, depth + 1) || addressish(e->els, depth + 1);
    default:
        return false;
    }
}

/* binary = cast (binop cast)*, operators of precedence >= min only */
static Node *binary(Token **rest, Token *tok, int min)
{
    Node *lhs = cast(&tok, tok);
    for (;;) {
        NodeKind kind;
        int prec = binop(tok, &kind);
        if (prec == 0 || prec < min)
            break;
        Token *op = tok;
        Node *rhs = binary(&tok, tok->next, prec + 1);
        lhs = new_binary(kind, lhs, rhs, op);
    }
    *rest = tok;
    return lhs;
}

/* conditional = binary ("?" expr? ":" conditional)? */
Node *conditional(Token **rest, Token *tok)
{
    Node *cond = binary(&tok, tok, 1);
    if (!equal(tok, "?")) {
        *rest = tok;
        return cond;
    }
    Node *node = new_node(ND_COND, tok);
    node->cond = cond;
    if (equal(tok->next, ":")) { /* GNU a ?: b */
        node->then = cond;
        tok = tok->next;
    } else {
        node->then = expr(&tok, tok->next);
    }
    tok = skip(tok, ":");
    node->els = conditional(rest, tok);
    return node;
}

/*
 * Is "(" tok ... a cast?  A known type name, or an unknown name that can
 * only be one: `(T *)x`, `(T)x` followed by an operand.
 */
static bool is_cast(Token *tok)
{
    if (is_typename(tok))
        return true;
    if (tok->kind != TK_IDENT || is_keyword(tok) || lookup(tok) || find_macro(tok->loc, tok->len) ||
        is_prism_name(tok))
        return false;
    Token *t = tok->next;
    if (equal(t, "*")) {
        while (equal(t, "*") || equal(t, "const"))
            t = t->next;
        return equal(t, ")");
    }
    if (!equal(t, ")"))
        return false;
    t = t->next;
    return t->kind == TK_IDENT || t->kind == TK_NUM || t->kind == TK_CHAR || equal(t, "(") || equal(t, "~") ||
           equal(t, "!");
}

/* cast = "(" type-name ")" (cast | "{" init-list "}" postfix-tail) | unary */
Node *cast(Token **rest, Token *tok)
{
    if (equal(tok, "(") && is_cast(tok->next)) {
        Token *start = tok;
        Type *ty = typename_(&tok, tok->next);
        tok = skip(tok, ")");
        if (equal(tok, "{")) /* a compound literal: a postfix expression */
            return postfix(rest, start);
        if (!nest_enter(start)) {
            *rest = tok;
            return error_node(start);
        }
        Node *node = new_unary(ND_CAST, cast(&tok, tok), start);
        nest_leave();
        node->ty = ty;
        *rest = tok;
        return node;
    }
    return unary(rest, tok);
}

/* sizeof / _Alignof operand: "(" type-name ")" or a unary expression */
static Node *sizeof_operand(Token **rest, Token *tok, NodeKind kind)
{
    Node *node = new_node(kind, tok);
    Token *t = tok->next;
    if (equal(t, "(") && is_cast(t->next)) {
        node->ty = typename_(&t, t->next);
        *rest = skip(t, ")");
        return node;
    }
    if (equal(t, "...")) { /* sizeof...(pack): C++ only */
        syntax_error(t, "unexpected '...'");
        *rest = t;
        return node;
    }
    node->lhs = unary(rest, t);
    return node;
}

/* unary = prefix-op cast | sizeof-expr | alignof-expr | postfix */
static Node *unary(Token **rest, Token *tok)
{
    static const struct {
        const char *op;
        NodeKind kind;
    } prefix[] = {
        {"++", ND_PREINC}, {"--", ND_PREDEC}, {"+", ND_POS}, {"-", ND_NEG},
        {"!", ND_NOT},     {"~", ND_BITNOT},  {"*", ND_DEREF}, {"&", ND_ADDR},
    };
    if (tok->kind == TK_PUNCT) {
        for (size_t i = 0; i < sizeof(prefix) / sizeof(prefix[0]); i++) {
            if (!equal(tok, prefix[i].op))
                continue;
            if (!nest_enter(tok)) {
                *rest = tok;
                return error_node(tok);
            }
            Token *op = tok;
            Node *operand = prefix[i].kind == ND_PREINC || prefix[i].kind == ND_PREDEC ? unary(&tok, tok->next)
                                                                                        : cast(&tok, tok->next);
            nest_leave();
            *rest = tok;
            if (prefix[i].kind == ND_ADDR && operand && operand->kind == ND_VAR && operand->sym)
                operand->sym->addr_taken = true;
            return new_unary(prefix[i].kind, operand, op);
        }
        if (equal(tok, "&&") && tok->next->kind == TK_IDENT) { /* GNU &&label */
            Node *n = new_node(ND_NUM, tok);
            *rest = tok->next->next;
            return n;
        }
    }
    if (equal(tok, "sizeof"))
        return sizeof_operand(rest, tok, ND_SIZEOF);
    if (equal(tok, "_Alignof") || equal(tok, "__alignof__") || equal(tok, "__alignof") || equal(tok, "alignof"))
        return sizeof_operand(rest, tok, ND_ALIGNOF);
    if (equal(tok, "__extension__"))
        return cast(rest, tok->next);
    return postfix(rest, tok);
}

Node *call_args(Token **rest, Token *tok, Node *call)
{
    Node head = {0}, *cur = &head;
    while (!equal(tok, ")") && tok->kind != TK_EOF) {
        if (cur != &head)
            tok = skip(tok, ",");
        if (parse_failed())
            break;
        cur = cur->next = assign(&tok, tok);
        call->nargs++;
    }
    call->args = head.next;
    *rest = skip(tok, ")");
    return call;
}

/* postfix = primary ("[" expr "]" | "(" args ")" | ("." | "->") ident | "++" | "--" | launch)* */
static Node *postfix(Token **rest, Token *tok)
{
    Node *node;
    if (equal(tok, "(") && is_cast(tok->next)) {
        /* (T){ ... }: a compound literal starts this postfix expression */
        Token *start = tok;
        Type *ty = typename_(&tok, tok->next);
        tok = skip(tok, ")");
        node = new_node(ND_COMPOUND_LIT, start);
        node->ty = ty;
        if (equal(tok, "{"))
            node->init = initializer(&tok, tok);
        else
            syntax_error(tok, "expected '{' after a compound literal's type");
    } else {
        node = primary(&tok, tok);
    }
    for (int links = 1;; links++) {
        if (parse_failed())
            break;
        if (chain_too_long(tok, links)) {
            node = error_node(tok);
            break;
        }
        if (equal(tok, "[")) {
            Token *op = tok;
            Node *idx = expr(&tok, tok->next);
            tok = skip(tok, "]");
            /* C's i[p] is p[i]: every pass reads the pointer from the left
             * (&0[tile] escaped a partition's hiding, adv_own_hidden_reverse_subscript). */
            if (!addressish(node, 0) && addressish(idx, 0)) {
                Node *t = node;
                node = idx;
                idx = t;
            }
            node = new_binary(ND_INDEX, node, idx, op);
            continue;
        }
        if (equal(tok, "(")) {
            Node *call = new_node(ND_CALL, tok);
            call->lhs = node;
            if (node->kind == ND_VAR)
                call->sym = node->sym;
            node = call_args(&tok, tok->next, call);
            /* __builtin_choose_expr(c, a, b) is a or b, chosen by the compiler: every pass reads the one
             * chosen (red team rt30: as a TMA destination it was a call that might store through sA) */
            Node *a = call->args;
            int64_t c;
            if (call->lhs->kind == ND_VAR && !call->lhs->sym && equal(call->lhs->tok, "__builtin_choose_expr") &&
                a && a->next && a->next->next && !a->next->next->next && const_eval(a, &c)) {
                node = c ? a->next : a->next->next;
                node->next = NULL;
            }
            continue;
        }
        if (equal(tok, ".") || equal(tok, "->")) {
            Node *m = new_node(ND_MEMBER, tok);
            m->lhs = node;
            m->arrow = equal(tok, "->");
            if (tok->next->kind != TK_IDENT) {
                syntax_error(tok->next, "expected a member name after '%.*s'", tok->len, tok->loc);
                break;
            }
            m->name = tok->next;
            node = m;
            tok = tok->next->next;
            continue;
        }
        if (equal(tok, "++") || equal(tok, "--")) {
            node = new_unary(equal(tok, "++") ? ND_POSTINC : ND_POSTDEC, node, tok);
            tok = tok->next;
            continue;
        }
        if (equal(tok, "<<<")) {
            Node *launch = new_node(ND_CUDA_LAUNCH, tok);
            launch->lhs = node;
            Node head = {0}, *cur = &head;
            tok = tok->next;
            while (!equal(tok, ">>>") && tok->kind != TK_EOF && !parse_failed()) {
                if (cur != &head)
                    tok = skip(tok, ",");
                cur = cur->next = conditional(&tok, tok);
                launch->nargs++;
            }
            launch->args = head.next;
            tok = skip(tok, ">>>");
            Node *call = new_node(ND_CALL, tok);
            call->lhs = node;
            tok = skip(tok, "(");
            launch->rhs = call_args(&tok, tok, call);
            node = launch;
            continue;
        }
        break;
    }
    *rest = tok;
    return node;
}

/* An identifier in an expression. */
static Node *name_expr(Token **rest, Token *tok)
{
    if (is_prism_expr(tok))
        return prism_expr(rest, tok);
    Symbol *sym = lookup(tok);
    if (!sym && is_prism_name(tok) && !is_prism_host_macro(tok)) {
        Macro *m = find_macro(tok->loc, tok->len);
        if (is_prism_stmt(tok)) {
            syntax_error(tok, "%.*s is a statement, not an expression", tok->len, tok->loc);
            *rest = tok->next;
            return error_node(tok);
        }
        if (!m || m->is_func) {
            diag(DIAG_ERROR, tok, "P101", "unknown Prism construct '%.*s'", tok->len, tok->loc);
            Node *n = new_node(ND_VAR, tok);
            n->poisoned = true;
            *rest = tok->next;
            return n;
        }
    }
    if (sym && sym->kind == SYM_TYPEDEF) {
        syntax_error(tok, "unexpected type name '%.*s' in an expression", tok->len, tok->loc);
        *rest = tok->next;
        return error_node(tok);
    }
    if (equal(tok, "true") || equal(tok, "false") || equal(tok, "nullptr")) {
        if (!sym && !find_macro(tok->loc, tok->len)) {
            Node *n = new_node(ND_NUM, tok);
            n->val = equal(tok, "true");
            *rest = tok->next;
            return n;
        }
    }
    if (sym && sym->diverges)
        divergent_use(tok, sym);
    Node *n = new_node(ND_VAR, tok);
    n->sym = sym;
    *rest = tok->next;
    return n;
}

/* The name among __COUNTER__, __INCLUDE_LEVEL__ and __BASE_FILE__ that tok came from (through
 * macro arguments too), or NULL. */
static const char *counter_value(const Token *tok)
{
    for (int i = 0; tok && i < LIMIT_MACRO_DEPTH; i++) {
        Expansion *e = tok_expansion(tok);
        if (!e)
            return NULL;
        if (!e->macro && e->from && macro_name_diverges(e->from))
            return tok_str(e->from);
        if (!e->is_arg)
            return NULL;
        tok = e->from;
    }
    return NULL;
}

/* primary = "(" expr ")" | "(" compound-stmt ")" | literal | string+ | ident */
static Node *primary(Token **rest, Token *tok)
{
    if (tok->bad) /* the lexer reported it: skip the statement quietly */
        parse_poison();
    if (equal(tok, "(") && equal(tok->next, "{")) {
        Node *n = new_node(ND_STMT_EXPR, tok);
        n->body = compound_stmt(&tok, tok->next);
        *rest = skip(tok, ")");
        return n;
    }
    if (equal(tok, "(")) {
        Node *n = expr(&tok, tok->next);
        *rest = skip(tok, ")");
        return n;
    }
    if (tok->kind == TK_NUM) {
        if (tok->diverges && counter_value(tok))
            divergent_value(tok, counter_value(tok));
        Node *n;
        if (tok->is_float) {
            n = new_node(ND_FNUM, tok);
            n->fval = token_float_value(tok);
        } else {
            n = new_node(ND_NUM, tok);
            n->val = (int64_t)token_int_value(tok);
        }
        *rest = tok->next;
        return n;
    }
    if (tok->kind == TK_CHAR) {
        Node *n = new_node(ND_NUM, tok);
        n->val = (int64_t)token_int_value(tok);
        *rest = tok->next;
        return n;
    }
    if (tok->kind == TK_STR) {
        Node *n = new_node(ND_STR, tok);
        for (; tok->kind == TK_STR; tok = tok->next)
            if (tok->diverges && counter_value(tok)) /* __BASE_FILE__ */
                divergent_value(tok, counter_value(tok));
        *rest = tok;
        return n;
    }
    if (tok->kind == TK_IDENT && (equal(tok, "__builtin_offsetof") || equal(tok, "offsetof")) &&
        equal(tok->next, "(")) {
        Node *n = new_node(ND_CALL, tok);
        Token *t = tok->next->next;
        typename_(&t, t);
        t = skip(t, ",");
        while (!equal(t, ")") && t->kind != TK_EOF && !parse_failed())
            t = t->next;
        *rest = skip(t, ")");
        return n;
    }
    if (tok->kind == TK_IDENT && !is_keyword(tok))
        return name_expr(rest, tok);
    if (tok->kind == TK_EOF)
        syntax_error(tok, "expected an expression before end of input");
    else
        syntax_error(tok, "expected an expression before '%.*s'", tok->len, tok->loc);
    *rest = tok;
    return error_node(tok);
}
