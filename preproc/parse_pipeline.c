/*
 * parse_pipeline.c - PRISM_PIPELINE, PRISM_STAGES, PRISM_PRODUCE,
 * PRISM_CONSUME, PRISM_STAGE and PRISM_STAGE_BAR as syntax (SPEC §8.3).
 *
 * They are read as constructs the other passes already know, so that the
 * perspective checks, the arena layout and barrier inference need no new
 * cases: the pipeline is a PRISM_SHARED of 2 * STAGES mbarriers (its bytes
 * count in PRISM_SMEM), a scope is a block that reads its round (and
 * bytes) before its body, and PRISM_STAGE(pipe) is the round modulo the
 * stage count.  What only pipelines have (which buffers are stages, which
 * block is which scope) is kept in the tables below for check_pipeline.c.
 */
#include "prism_check.h"

static Pipe *pipes;
static PipeScope *scopes;
static PipeStage *stages;
static PipeScope *open_scope; /* innermost PRISM_PRODUCE/CONSUME being parsed */
static Node **bar_reads;      /* the pipeline names PRISM_STAGE_BAR reads (the only legal ones) */
static int nbar_reads, cap_bar_reads;

void pipeline_reset(void)
{
    pipes = NULL;
    scopes = NULL;
    stages = NULL;
    open_scope = NULL;
    bar_reads = NULL;
    nbar_reads = cap_bar_reads = 0;
}

Pipe *pipeline_list(void) { return pipes; }
PipeScope *pipe_scope_list(void) { return scopes; }
PipeStage *pipe_stage_list(void) { return stages; }

PipeScope *pipe_scope_of(const Node *node)
{
    if (!node || node->kind != ND_BLOCK || !node->tok || !is_prism_name(node->tok))
        return NULL;
    for (PipeScope *s = scopes; s; s = s->next)
        if (s->node == node)
            return s;
    return NULL;
}

Pipe *pipe_of_stage(const Symbol *buf)
{
    for (PipeStage *s = stages; s; s = s->next)
        if (s->buf == buf)
            return s->pipe;
    return NULL;
}

static Pipe *pipe_of_sym(const Symbol *sym)
{
    for (Pipe *p = pipes; p; p = p->next)
        if (p->sym == sym)
            return p;
    return NULL;
}

static bool bar_read(const Node *var)
{
    for (int i = 0; i < nbar_reads; i++)
        if (bar_reads[i] == var)
            return true;
    return false;
}

bool pipe_raw_use(const Node *var)
{
    return var && var->kind == ND_VAR && var->sym && pipe_of_sym(var->sym) && !bar_read(var);
}

bool pipe_bar_use(const Node *var)
{
    return var && var->kind == ND_VAR && var->sym && pipe_of_sym(var->sym) && bar_read(var);
}

bool is_pipeline_stmt(Token *tok)
{
    return equal(tok, "PRISM_PIPELINE") || equal(tok, "PRISM_STAGES") || equal(tok, "PRISM_PRODUCE") ||
           equal(tok, "PRISM_CONSUME");
}

bool is_pipeline_expr(Token *tok)
{
    return equal(tok, "PRISM_STAGE") || equal(tok, "PRISM_STAGE_BAR");
}

/* The pipeline a construct names; P136 when the name is something else. */
static Pipe *pipe_name(Token **rest, Token *tok, Token *at)
{
    if (tok->kind != TK_IDENT || is_keyword(tok)) {
        syntax_error(tok, "expected a pipeline's name before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return NULL;
    }
    *rest = tok->next;
    Symbol *sym = lookup(tok);
    Pipe *p = sym ? pipe_of_sym(sym) : NULL;
    if (!p)
        diag(DIAG_ERROR, tok, "P136", "'%.*s' in %.*s is not a pipeline declared by PRISM_PIPELINE", tok->len,
             tok->loc, at->len, at->loc);
    return p;
}

static Node *expr_stmt(Node *e)
{
    Node *n = new_node(ND_EXPR_STMT, e->tok);
    n->lhs = e;
    return n;
}

/* pipeline = "PRISM_PIPELINE" "(" ident "," const-expr "," assign ")" ";" */
static Node *pipeline_decl(Token **rest, Token *tok)
{
    Token *at = tok;
    Node *alloc = new_node(ND_SHARED, tok);
    tok = skip(tok->next, "(");
    Token *name = tok;
    if (name->kind != TK_IDENT || is_keyword(name))
        syntax_error(name, "expected a pipeline's name before '%.*s'", name->len, name->loc);
    else
        tok = tok->next;
    tok = skip(tok, ",");
    Node *count = conditional(&tok, tok);
    tok = skip(tok, ",");
    Node *arrivals = assign(&tok, tok);
    tok = skip(tok, ")");
    if (parse_failed()) {
        *rest = tok;
        return alloc;
    }
    *rest = skip(tok, ";");
    Pipe *p = NEW(Pipe);
    p->tok = at;
    p->arrivals = arrivals;
    p->stages_ok = const_require(count, "the PRISM_PIPELINE stage count", &p->stages);
    if (p->stages_ok && p->stages < 1) {
        diag(DIAG_ERROR, count->tok, "P136", "a pipeline needs at least one stage, not %lld", (long long)p->stages);
        p->stages_ok = false;
    }
    /* STAGES full and STAGES empty barriers of 8 bytes: a PRISM_SHARED of 2 * STAGES uint64. */
    Node *two = new_node(ND_NUM, count->tok);
    two->val = 2;
    two->ty = new_type(TY_INT, count->tok);
    alloc->lhs = new_binary(ND_MUL, two, count, count->tok);
    alloc->val_ok = p->stages_ok;
    alloc->val = p->stages_ok ? 2 * p->stages : 0;
    alloc->poisoned = !p->stages_ok;
    alloc->ty = new_type(TY_LONG, at);
    alloc->ty->is_unsigned = true;
    Type *ptr = pointer_to(alloc->ty);
    ptr->is_const = true;
    Symbol *sym = declare(name, SYM_SHARED, ptr);
    sym->decl = alloc;
    alloc->sym = sym;
    alloc->name = name;
    p->sym = sym;
    p->decl = alloc;
    p->next = pipes;
    pipes = p;
    /* The arrival count is read by the block that initialises the barriers. */
    Node *blk = new_node(ND_BLOCK, at);
    blk->body = alloc;
    alloc->next = expr_stmt(arrivals);
    return blk;
}

/* stages = "PRISM_STAGES" "(" ident "," ident ")" ";" */
static Node *stages_decl(Token **rest, Token *tok)
{
    Token *at = tok;
    Node *node = new_node(ND_NULL_STMT, tok);
    tok = skip(tok->next, "(");
    Pipe *p = pipe_name(&tok, tok, at);
    tok = skip(tok, ",");
    Token *name = tok;
    if (name->kind != TK_IDENT || is_keyword(name))
        syntax_error(name, "expected the stage buffer's name before '%.*s'", name->len, name->loc);
    else
        tok = tok->next;
    tok = skip(tok, ")");
    if (parse_failed()) {
        *rest = tok;
        return node;
    }
    *rest = skip(tok, ";");
    Symbol *buf = lookup(name);
    if (!buf || buf->kind != SYM_SHARED || pipe_of_sym(buf)) {
        diag(DIAG_ERROR, name, "P136", "'%.*s' in PRISM_STAGES is not a PRISM_SHARED buffer", name->len, name->loc);
        return node;
    }
    if (pipe_of_stage(buf)) {
        diag(DIAG_ERROR, name, "P136", "'%.*s' is already the stages of a pipeline", name->len, name->loc);
        return node;
    }
    if (!p)
        return node;
    /* Each stage is an equal slice: the element count divides by the stages. */
    Node *decl = buf->decl;
    if (decl && decl->kind == ND_SHARED && decl->val_ok && p->stages_ok && decl->val % p->stages != 0)
        diag(DIAG_ERROR, name, "P136", "'%.*s' has %lld elements, which %lld stages do not divide evenly", name->len,
             name->loc, (long long)decl->val, (long long)p->stages);
    PipeStage *s = NEW(PipeStage);
    s->buf = buf;
    s->pipe = p;
    s->tok = name;
    s->next = stages;
    stages = s;
    return node;
}

/*
 * scope = "PRISM_PRODUCE" "(" ident "," assign "," assign ")" stmt
 *       | "PRISM_CONSUME" "(" ident "," assign ")" stmt
 *
 * A block { round; bytes; body } for the other passes.
 */
static Node *pipe_scope(Token **rest, Token *tok)
{
    Token *at = tok;
    bool produce = equal(tok, "PRISM_PRODUCE");
    Node *node = new_node(ND_BLOCK, tok);
    Node *enclosing = prism_scope_enter(NULL);
    prism_scope_leave(enclosing);
    node->scope = enclosing;
    tok = skip(tok->next, "(");
    Pipe *p = pipe_name(&tok, tok, at);
    tok = skip(tok, ",");
    Node *round = assign(&tok, tok);
    Node *bytes = NULL;
    if (produce) {
        tok = skip(tok, ",");
        bytes = assign(&tok, tok);
    }
    tok = skip(tok, ")");
    if (parse_failed()) {
        *rest = tok;
        return node;
    }
    PipeScope *s = NEW(PipeScope);
    s->node = node;
    s->pipe = p;
    s->produce = produce;
    s->round = round;
    s->bytes = bytes;
    s->tok = at;
    s->enclosing = enclosing;
    s->outer = open_scope;
    for (PipeScope *o = open_scope; o && p; o = o->outer)
        if (o->pipe == p)
            diag(DIAG_ERROR, at, "P136", "%.*s inside a %s of the same pipeline: a round's stage is never both", at->len,
                 at->loc, o->produce ? "PRISM_PRODUCE" : "PRISM_CONSUME");
    open_scope = s;
    s->body = stmt(rest, tok);
    open_scope = s->outer;
    s->next = scopes;
    scopes = s;
    Node *head = expr_stmt(round);
    Node *last = head;
    if (bytes)
        last = last->next = expr_stmt(bytes);
    last->next = s->body;
    node->body = head;
    return node;
}

Node *pipeline_stmt(Token **rest, Token *tok)
{
    if (equal(tok, "PRISM_PIPELINE"))
        return pipeline_decl(rest, tok);
    if (equal(tok, "PRISM_STAGES"))
        return stages_decl(rest, tok);
    return pipe_scope(rest, tok);
}

/* A fresh read of the scope's round (the other passes may mark nodes). */
static Node *round_copy(Node *round)
{
    if (round->kind != ND_VAR && round->kind != ND_NUM)
        return round;
    Node *n = new_node(round->kind, round->tok);
    n->sym = round->sym;
    n->val = round->val;
    n->ty = round->ty;
    return n;
}

/*
 * "PRISM_STAGE" "(" ident ")": round % STAGES of the innermost scope of
 * that pipeline; "PRISM_STAGE_BAR" "(" ident ")": pipe + that, the stage's
 * full barrier.
 */
Node *pipeline_expr(Token **rest, Token *tok)
{
    Token *at = tok;
    bool bar = equal(tok, "PRISM_STAGE_BAR");
    tok = skip(tok->next, "(");
    Token *name = tok;
    Pipe *p = pipe_name(&tok, tok, at);
    *rest = skip(tok, ")");
    if (!p)
        return error_node(at);
    PipeScope *s = open_scope;
    while (s && s->pipe != p)
        s = s->outer;
    if (!s) {
        diag(DIAG_ERROR, at, "P136", "%.*s(%.*s) outside a PRISM_PRODUCE or PRISM_CONSUME of '%.*s': no round names a stage here",
             at->len, at->loc, name->len, name->loc, name->len, name->loc);
        return error_node(at);
    }
    Node *count = new_node(ND_NUM, at);
    count->val = p->stages_ok ? p->stages : 1;
    count->ty = new_type(TY_INT, at);
    Node *stage = new_binary(ND_MOD, round_copy(s->round), count, at);
    if (!bar)
        return stage;
    Node *base = new_node(ND_VAR, name);
    base->sym = p->sym;
    base->ty = p->sym->ty;
    if (nbar_reads == cap_bar_reads) {
        int cap = cap_bar_reads ? cap_bar_reads * 2 : 16;
        Node **t = NEW_ARRAY(Node *, cap);
        for (int i = 0; i < nbar_reads; i++)
            t[i] = bar_reads[i];
        bar_reads = t;
        cap_bar_reads = cap;
    }
    bar_reads[nbar_reads++] = base;
    return new_binary(ND_ADD, base, stage, at);
}
