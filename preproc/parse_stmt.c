/*
 * parse_stmt.c - statements and function bodies.
 *
 * Every statement node records the innermost Prism scope around it
 * (Node.scope) and every break, continue and goto the statement it leaves
 * to (Node.target), so the checker can tell a jump that leaves a Prism
 * scope without its barrier from one that stays inside.
 */
#include <string.h>

#include "prism_check.h"

static Node *brk_target;    /* innermost loop or switch */
static Node *cont_target;   /* innermost loop */
static Node *switch_node;   /* innermost switch */
static Node *prism_scope;   /* innermost Prism scope statement */
static HashMap labels;      /* label name -> ND_LABEL, per function */
static Node *gotos;         /* ND_GOTOs of the function, linked through aux */

Node *prism_scope_enter(Node *scope)
{
    Node *outer = prism_scope;
    prism_scope = scope;
    return outer;
}

void prism_scope_leave(Node *outer)
{
    prism_scope = outer;
}

static Function *body_fn; /* the function whose body is being parsed */
static bool file_diverges; /* the file-scope declaration being parsed names such a name */

bool file_scope_divergence(void)
{
    bool d = file_diverges;
    file_diverges = false;
    return d;
}

static Function *sig_fn; /* the Prism function whose signature is being read */

Function *function_signature(Function *fn)
{
    Function *was = sig_fn;
    sig_fn = fn;
    return was;
}

/*
 * The function whose checked text is being read: its body, or a Prism
 * function's bound (red team rt17: BLOCKDIM(BD) of an enum declared under
 * a test); NULL in host code, an unsafe function, or a quiet parse.
 */
static Function *checked_fn(void)
{
    Function *fn = body_fn ? body_fn : sig_fn;
    if (!fn || (fn->kind == FN_PLAIN && !fn->is_device) || fn->is_unsafe || quiet_parse())
        return NULL;
    return fn;
}

/* tok is a value of `name` (__COUNTER__, __BASE_FILE__, ...), which the compilers read otherwise. */
void divergent_value(Token *tok, const char *name)
{
    if (!checked_fn())
        return;
    diag(DIAG_ERROR, tok, "P107",
         "%s's value in a checked function's body: prism-check and the compilers read it differently (%s)", name,
         !strcmp(name, "__COUNTER__") ? "Prism's own macros take values where the compilers expand them"
                                      : "they compile the checked copy, with its headers inlined at level 0");
}

void divergent_use(Token *tok, Symbol *sym)
{
    if (!body_fn && !sig_fn && !quiet_parse()) {
        file_diverges = true; /* what it declares reads differently too */
        return;
    }
    if (!checked_fn() || sym->poisoned)
        return;
    sym->poisoned = true; /* once a name */
    diag(DIAG_ERROR, tok, "P107",
         "'%s' is declared where prism-check and the compilers read the source differently (under a test of a "
         "name they read differently, or with __COUNTER__'s value): the compilers may give it another value or "
         "type than the one this body is checked with",
         sym->name);
    note(sym->tok, "'%s' is declared here", sym->name);
}

void function_body_begin(Function *fn)
{
    body_fn = fn;
    labels = (HashMap){0};
    gotos = NULL;
    brk_target = cont_target = switch_node = prism_scope = NULL;
    push_scope();
    for (Param *p = fn->params; p; p = p->next) {
        if (!p->name)
            continue;
        Symbol *s = declare(p->name, SYM_PARAM, p->ty);
        s->persp = p->persp;
        p->sym = s;
    }
}

void function_body_end(Function *fn)
{
    (void)fn;
    body_fn = NULL;
    /* Until here a goto's target links the function's gotos. */
    for (Node *g = gotos, *next; g; g = next) {
        next = g->target;
        Node *label = hashmap_get(&labels, g->name->loc, g->name->len);
        if (!label)
            diag(DIAG_ERROR, g->name, "P100", "label '%.*s' used but not defined", g->name->len, g->name->loc);
        g->target = label;
    }
    gotos = NULL;
    pop_scope();
}

static Node *new_stmt(NodeKind kind, Token *tok)
{
    Node *n = new_node(kind, tok);
    n->scope = prism_scope;
    return n;
}

/* compound-stmt = "{" (declaration | stmt)* "}" */
Node *compound_stmt(Token **rest, Token *tok)
{
    Node *node = new_stmt(ND_BLOCK, tok);
    Token *lbrace = tok;
    tok = skip(tok, "{");
    push_scope();
    Node head = {0}, *cur = &head;
    while (!equal(tok, "}") && tok->kind != TK_EOF) {
        Token *before = tok;
        Node *s = stmt(&tok, tok);
        if (s)
            cur = cur->next = s;
        if (tok == before) /* nothing consumed: drop a token so we move on */
            tok = tok->next;
    }
    pop_scope();
    node->body = head.next;
    if (tok->kind == TK_EOF) {
        syntax_error(tok, "expected '}' before end of input");
        note(lbrace, "to match this '{'");
        *rest = tok;
        return node;
    }
    *rest = tok->next;
    return node;
}

/* Parenthesised condition: "(" expr ")" */
static Node *paren_expr(Token **rest, Token *tok)
{
    tok = skip(tok, "(");
    Node *n = expr(&tok, tok);
    *rest = skip(tok, ")");
    return n;
}

/*
 * asm-stmt = ("asm" | "__asm__") ("volatile" | "__volatile__" | "goto" | "inline")*
 *            "(" string+ (":" operands (":" operands (":" strings (":" idents)?)?)?)? ")" ";"?
 * operands = (("[" ident "]")? string "(" expr ")") ("," ...)*
 */
Node *asm_stmt(Token **rest, Token *tok)
{
    Node *node = new_stmt(ND_ASM, tok);
    tok = tok->next;
    while (equal(tok, "volatile") || equal(tok, "__volatile__") || equal(tok, "__volatile") || equal(tok, "goto") ||
           equal(tok, "inline")) {
        if (!equal(tok, "goto") && !equal(tok, "inline"))
            node->is_volatile = true;
        /* Its jumps are to labels no pass follows (red team rt20: past a
         * helper's barrier, the caller dropped its own); nvcc's device code
         * has no asm goto either. */
        if (equal(tok, "goto") && body_fn && (body_fn->kind != FN_PLAIN || body_fn->is_device) && !quiet_parse())
            diag(DIAG_ERROR, tok, "P106",
                 "asm goto in device code: the jumps to its labels are not followed, and nvcc's device code has no "
                 "asm goto");
        tok = tok->next;
    }
    tok = skip(tok, "(");
    if (tok->kind != TK_STR)
        syntax_error(tok, "expected the asm template string");
    while (tok->kind == TK_STR)
        tok = tok->next;
    Node head = {0}, *cur = &head;
    for (int section = 0; section < 4 && equal(tok, ":") && !parse_failed(); section++) {
        tok = tok->next;
        if (equal(tok, ":") || equal(tok, ")"))
            continue;
        for (;;) {
            if (section >= 2) { /* clobbers, goto labels */
                if (tok->kind != TK_STR && tok->kind != TK_IDENT) {
                    syntax_error(tok, "expected a clobber string");
                    break;
                }
                tok = tok->next;
            } else {
                Node *op = new_node(ND_ASM_OPERAND, tok);
                op->is_output = section == 0;
                if (equal(tok, "[")) {
                    tok = tok->next->next;
                    tok = skip(tok, "]");
                }
                if (tok->kind != TK_STR) {
                    syntax_error(tok, "expected an asm operand constraint string");
                    break;
                }
                op->name = tok;
                tok = skip(tok->next, "(");
                op->lhs = expr(&tok, tok);
                tok = skip(tok, ")");
                cur = cur->next = op;
                node->nargs++;
            }
            if (!equal(tok, ",") || parse_failed())
                break;
            tok = tok->next;
        }
    }
    node->args = head.next;
    tok = skip(tok, ")");
    *rest = skip(tok, ";");
    return node;
}

/* The statement after a loop header, with break/continue aimed at loop. */
Node *parse_loop_body(Token **rest, Token *tok, Node *loop)
{
    Node *brk = brk_target, *cont = cont_target;
    brk_target = cont_target = loop;
    Node *body = stmt(rest, tok);
    brk_target = brk;
    cont_target = cont;
    return body;
}

/*
 * stmt = "return" expr? ";" | "if" "(" expr ")" stmt ("else" stmt)?
 *      | "switch" "(" expr ")" stmt | "case" const-expr ("..." const-expr)? ":" stmt
 *      | "default" ":" stmt | "for" "(" (declaration | expr? ";") expr? ";" expr? ")" stmt
 *      | "while" "(" expr ")" stmt | "do" stmt "while" "(" expr ")" ";"
 *      | "goto" ident ";" | "break" ";" | "continue" ";" | ident ":" stmt
 *      | compound-stmt | asm-stmt | static-assert | prism-stmt | declaration
 *      | expr? ";"
 */
static Node *stmt_inner(Token **rest, Token *tok)
{
    if (equal(tok, "{"))
        return compound_stmt(rest, tok);
    if (equal(tok, ";")) {
        *rest = tok->next;
        return new_stmt(ND_NULL_STMT, tok);
    }
    if (equal(tok, "return")) {
        Node *n = new_stmt(ND_RETURN, tok);
        tok = tok->next;
        if (!equal(tok, ";"))
            n->lhs = expr(&tok, tok);
        *rest = skip(tok, ";");
        return n;
    }
    if (equal(tok, "if")) {
        /* An else-if chain is one level of nesting, as a switch's cases
         * are: a dispatch of 300 cases written with else if is ordinary
         * C, and recursing on each else drew P104 (external-user probe). */
        Node *head = NULL, **slot = &head;
        for (;;) {
            Node *n = new_stmt(ND_IF, tok);
            *slot = n;
            n->cond = paren_expr(&tok, tok->next);
            if (parse_failed())
                break;
            n->then = stmt(&tok, tok);
            if (!equal(tok, "else"))
                break;
            if (equal(tok->next, "if")) {
                tok = tok->next;
                slot = &n->els;
                continue;
            }
            n->els = stmt(&tok, tok->next);
            break;
        }
        *rest = tok;
        return head;
    }
    if (equal(tok, "switch")) {
        Node *n = new_stmt(ND_SWITCH, tok);
        n->cond = paren_expr(&tok, tok->next);
        if (parse_failed()) {
            *rest = tok;
            return n;
        }
        Node *brk = brk_target, *sw = switch_node;
        brk_target = switch_node = n;
        n->body = stmt(rest, tok);
        brk_target = brk;
        switch_node = sw;
        return n;
    }
    if (equal(tok, "case")) {
        Node *n = new_stmt(ND_CASE, tok);
        if (!switch_node)
            diag(DIAG_ERROR, tok, "P100", "'case' outside a switch statement");
        n->target = switch_node;
        n->lhs = conditional(&tok, tok->next);
        if (equal(tok, "..."))
            n->rhs = conditional(&tok, tok->next);
        tok = skip(tok, ":");
        if (parse_failed()) {
            *rest = tok;
            return n;
        }
        if (equal(tok, "}")) { /* a label at the end of a block (C23) */
            *rest = tok;
            return n;
        }
        n->body = stmt(rest, tok);
        return n;
    }
    if (equal(tok, "default") && equal(tok->next, ":")) {
        Node *n = new_stmt(ND_DEFAULT, tok);
        if (!switch_node)
            diag(DIAG_ERROR, tok, "P100", "'default' outside a switch statement");
        n->target = switch_node;
        tok = tok->next->next;
        if (equal(tok, "}")) {
            *rest = tok;
            return n;
        }
        n->body = stmt(rest, tok);
        return n;
    }
    if (equal(tok, "for")) {
        Node *n = new_stmt(ND_FOR, tok);
        tok = skip(tok->next, "(");
        push_scope();
        if (starts_declaration(tok)) {
            DeclAttr attr = {0};
            Token *start = tok;
            Type *base = declspec(&tok, tok, &attr);
            n->init = declaration(&tok, tok, base, &attr);
            n->init->tok = start;
            n->init->scope = prism_scope;
        } else if (!equal(tok, ";")) {
            Node *e = new_stmt(ND_EXPR_STMT, tok);
            e->lhs = expr(&tok, tok);
            n->init = e;
            tok = skip(tok, ";");
        } else {
            tok = tok->next;
        }
        if (!equal(tok, ";"))
            n->cond = expr(&tok, tok);
        tok = skip(tok, ";");
        if (!equal(tok, ")"))
            n->inc = expr(&tok, tok);
        tok = skip(tok, ")");
        if (!parse_failed())
            n->body = parse_loop_body(&tok, tok, n);
        pop_scope();
        *rest = tok;
        return n;
    }
    if (equal(tok, "while")) {
        Node *n = new_stmt(ND_WHILE, tok);
        n->cond = paren_expr(&tok, tok->next);
        if (parse_failed()) {
            *rest = tok;
            return n;
        }
        n->body = parse_loop_body(rest, tok, n);
        return n;
    }
    if (equal(tok, "do")) {
        Node *n = new_stmt(ND_DO, tok);
        n->body = parse_loop_body(&tok, tok->next, n);
        if (parse_failed()) {
            *rest = tok;
            return n;
        }
        tok = skip(tok, "while");
        n->cond = paren_expr(&tok, tok);
        *rest = skip(tok, ";");
        return n;
    }
    if (equal(tok, "goto")) {
        Node *n = new_stmt(ND_GOTO, tok);
        tok = tok->next;
        if (equal(tok, "*")) {
            /* GNU computed goto: no static target, so no path the
             * convergence rules can follow, and nvcc refuses label
             * addresses in device code anyway (red team A8). */
            diag(DIAG_ERROR, tok, "P100",
                 "computed goto ('goto *'): the checker cannot follow a jump to a run-time label, and nvcc does not "
                 "support label addresses in device code; use a switch");
            n->lhs = expr(&tok, tok->next);
        } else if (tok->kind == TK_IDENT && !is_keyword(tok)) {
            n->name = tok;
            n->target = gotos; /* the list of gotos to resolve (function_body_end) */
            gotos = n;
            tok = tok->next;
        } else {
            syntax_error(tok, "expected a label name after 'goto'");
        }
        *rest = skip(tok, ";");
        return n;
    }
    if (equal(tok, "break") || equal(tok, "continue")) {
        bool brk = equal(tok, "break");
        Node *n = new_stmt(brk ? ND_BREAK : ND_CONTINUE, tok);
        n->target = brk ? brk_target : cont_target;
        if (!n->target)
            diag(DIAG_ERROR, tok, "P100", "'%s' outside a %s", brk ? "break" : "continue",
                 brk ? "loop or switch" : "loop");
        *rest = skip(tok->next, ";");
        return n;
    }
    if (equal(tok, "asm") || equal(tok, "__asm__") || equal(tok, "__asm"))
        return asm_stmt(rest, tok);
    if (equal(tok, "_Static_assert") || equal(tok, "static_assert"))
        return static_assert_(rest, tok);
    if (tok->kind == TK_IDENT && equal(tok->next, ":") && !is_keyword(tok) && !is_prism_name(tok)) {
        Node *n = new_stmt(ND_LABEL, tok);
        n->name = tok;
        Node *prev = hashmap_get(&labels, tok->loc, tok->len);
        if (prev) {
            diag(DIAG_ERROR, tok, "P100", "duplicate label '%.*s'", tok->len, tok->loc);
            note(prev->tok, "the first is here");
        } else {
            hashmap_put(&labels, tok->loc, tok->len, n);
        }
        tok = tok->next->next;
        if (equal(tok, "}")) {
            *rest = tok;
            return n;
        }
        n->body = stmt(rest, tok);
        return n;
    }
    if (is_prism_stmt(tok))
        return prism_stmt(rest, tok);
    if (is_prism_name(tok) && !is_prism_known(tok) && !lookup(tok) && !find_macro(tok->loc, tok->len) &&
        equal(tok->next, "(")) {
        /*
         * A misspelt construct (PRISM_PARTITON(...) { ... }): say so once,
         * skip its arguments and still read a body that follows.
         */
        diag(DIAG_ERROR, tok, "P101", "unknown Prism construct '%.*s'", tok->len, tok->loc);
        Node *n = new_stmt(ND_BLOCK, tok);
        n->poisoned = true;
        int d = 0;
        tok = tok->next;
        do {
            d += equal(tok, "(") - equal(tok, ")");
            tok = tok->next;
        } while (d > 0 && tok->kind != TK_EOF);
        if (equal(tok, "{"))
            n->body = compound_stmt(rest, tok);
        else
            *rest = equal(tok, ";") ? tok->next : tok;
        return n;
    }
    if (starts_declaration(tok)) {
        DeclAttr attr = {0};
        Token *start = tok;
        Type *base = declspec(&tok, tok, &attr);
        Node *n = declaration(rest, tok, base, &attr);
        n->tok = start;
        n->scope = prism_scope;
        return n;
    }
    Node *n = new_stmt(ND_EXPR_STMT, tok);
    n->lhs = expr(&tok, tok);
    if (parse_failed()) {
        *rest = tok;
        return n;
    }
    *rest = skip(tok, ";");
    return n;
}

/* stmt with the nesting limit and, after a syntax error, recovery. */
Node *stmt(Token **rest, Token *tok)
{
    if (!nest_enter(tok)) {
        *rest = recover(tok);
        return NULL;
    }
    Node *n = stmt_inner(&tok, tok);
    nest_leave();
    if (parse_failed()) {
        if (n)
            n->poisoned = true;
        tok = recover(tok);
    }
    *rest = tok;
    return n;
}
