/*
 * parse_sugar.c - the DSL's shorthands, parsed into the constructs they
 * abbreviate.
 *
 * prism.h defines each shorthand as a macro over the long forms (SPEC
 * 4.4), and the checker must type it exactly as that expansion: so the
 * parser builds the very nodes the long form would have given, and every
 * pass after it sees nothing new.  The nodes keep the shorthand's token,
 * so a diagnostic points at the shorthand the user wrote.
 *
 *   PRISM_ONE stmt                     PRISM_SPLIT(THREAD) PRISM_CASE(1) stmt
 *   PRISM_ONE_CLAIM(y, x) stmt         PRISM_CLAIM(y, x, THREAD(1)) PRISM_ONE stmt
 *   PRISM_FOR_STRIDED(i, n) stmt       PRISM_GROUP(THREAD(1))
 *                                          for (int i = <first>; i < n; i += <step>) stmt
 *   PRISM_PARTITION_TILE(y, x, p, t)   PRISM_PARTITION(y, x, p, PRISM_ID(p) * (t))
 *
 * <first> and <step> are the calling thread's index in the unit around
 * the loop and that unit's thread count (ND_PRISM_STRIDE_FIRST/_STEP):
 * the macro computes them before it enters the group, where PRISM_ID of
 * a thread would be P033, so they are nodes of their own rather than
 * PRISM_ID and PRISM_NTHREADS.
 */
#include "prism_check.h"

/* thread[n], as persp() would have read THREAD(n) at tok. */
static Persp thread_persp(Token *tok, int64_t n)
{
    Persp p = {0};
    p.level = PL_THREAD;
    p.spelling = PS_THREAD;
    p.size = n;
    p.tok = tok;
    p.size_expr = new_node(ND_NUM, tok);
    p.size_expr->val = n;
    return p;
}

/* The arm of PRISM_ONE: PRISM_CASE(1) stmt, inside split. */
static Node *one_arm(Token **rest, Token *tok, Token *at, Node *split)
{
    Node *arm = new_node(ND_SPLIT_CASE, at);
    arm->scope = split;
    arm->lhs = new_node(ND_NUM, at);
    arm->lhs->val = 1;
    arm->val = 1;
    arm->val_ok = true;
    Node *outer = prism_scope_enter(arm);
    arm->body = stmt(rest, tok);
    prism_scope_leave(outer);
    return arm;
}

/*
 * PRISM_ONE's split, whose body starts at tok; `at` is the shorthand's
 * token.  The caller sets the split's enclosing scope, as for a split.
 */
Node *sugar_one(Token **rest, Token *tok, Token *at)
{
    Node *split = new_node(ND_SPLIT, at);
    split->persp = thread_persp(at, 1);
    Node *outer = prism_scope_enter(split);
    split->body = one_arm(rest, tok, at, split);
    prism_scope_leave(outer);
    return split;
}

/* The claim's target of PRISM_ONE_CLAIM: thread[1]. */
Persp sugar_claim_persp(Token *at)
{
    return thread_persp(at, 1);
}

/* PRISM_PARTITION_TILE's offset: PRISM_ID(p) * (tile). */
Node *sugar_tile_offset(Persp p, Node *tile, Token *at)
{
    Node *id = new_node(ND_PRISM_ID, at);
    id->persp = p;
    return new_binary(ND_MUL, id, tile, at);
}

/* "PRISM_FOR_STRIDED" "(" ident "," assign ")" stmt */
Node *sugar_for_strided(Token **rest, Token *tok)
{
    Token *at = tok;
    tok = skip(tok->next, "(");
    Token *name = tok;
    if (name->kind != TK_IDENT || is_keyword(name)) {
        syntax_error(name, "expected a loop variable name before '%.*s'", name->len, name->loc);
        *rest = tok;
        return error_node(at);
    }
    tok = skip(tok->next, ",");
    Node *n = assign(&tok, tok);
    tok = skip(tok, ")");
    Node *group = new_node(ND_GROUP, at);
    group->persp = thread_persp(at, 1);
    if (parse_failed()) {
        *rest = tok;
        return group;
    }
    Node *outer = prism_scope_enter(group);
    Node *loop = new_node(ND_FOR, at);
    loop->scope = group;
    push_scope();
    Node *decl = new_node(ND_DECL, name);
    decl->scope = group;
    Node *d = new_node(ND_DECLARATOR, name);
    Symbol *sym = declare(name, SYM_VAR, new_type(TY_INT, name));
    sym->decl = d;
    d->sym = sym;
    d->init = new_node(ND_PRISM_STRIDE_FIRST, at);
    decl->body = d;
    loop->init = decl;
    Node *v1 = new_node(ND_VAR, name), *v2 = new_node(ND_VAR, name);
    v1->sym = v2->sym = sym;
    loop->cond = new_binary(ND_LT, v1, n, at);
    loop->inc = new_binary(ND_ASSIGN, v2, new_node(ND_PRISM_STRIDE_STEP, at), at);
    loop->inc->op = ND_ADD;
    loop->body = parse_loop_body(rest, tok, loop);
    pop_scope();
    prism_scope_leave(outer);
    group->body = loop;
    return group;
}
