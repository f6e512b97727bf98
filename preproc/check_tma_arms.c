/*
 * check_tma_arms.c - P138: a buffer a TMA fills in one arm of a split is
 * not named in another arm (SPEC 8.2).
 *
 * A bulk copy is an asynchronous-copy intrinsic: the ownership rules let
 * it write a shared buffer the issuing thread does not own (SPEC 6.5), and
 * it completes through an mbarrier, not at a barrier the checker places.
 * Inside one arm, and between a split and the code after it, the arm's
 * own waits and the inferred block barriers order the copy against the
 * buffer's readers.  Between two arms of one split nothing does: the
 * readers would need the fill's mbarrier (RAW) and the next fill the
 * readers' release (WAR), which is exactly the ring PRISM_PIPELINE builds
 * and checks.  So a buffer filled by TMA outside PRISM_PRODUCE belongs to
 * the arm that fills it.
 */
#include "check_internal.h"
#include "sync.h"

#include <string.h>

#define MAX_FILLS 32
#define MAX_SHARED 64

/* The function's shared buffers: what a copy's destination may point into. */
static Symbol *shared[MAX_SHARED];
static int nshared;

typedef struct {
    Symbol *buf[MAX_FILLS]; /* TMA destinations outside PRISM_PRODUCE */
    Token *at[MAX_FILLS];
    int n;
} Fills;

/* The next statement of n's body after b: a block's list goes on, a loop's or label's one statement does not. */
static Node *body_next(const Node *n, const Node *b)
{
    return n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR ? b->next : NULL;
}

/* Every node under n, parents first; `enter` says whether to go below a node. */
static void each_node(Node *n, bool (*enter)(Node *, void *), void *arg, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH || !enter(n, arg))
        return;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        each_node(kids[i], enter, arg, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = body_next(n, b))
        each_node(b, enter, arg, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        each_node(a, enter, arg, depth + 1);
}

/* The bulk copies' destinations, outside PRISM_PRODUCE scopes (those the pipeline hands over). */
static bool add_fills(Node *n, void *arg)
{
    Fills *f = arg;
    PipeScope *ps = pipe_scope_of(n);
    if (n->kind == ND_UNSAFE || (ps && ps->produce))
        return false;
    if (tma_is_bulk_copy(n) && n->args) {
        Symbol *dst = base_symbol(n->args);
        for (int i = 0; dst && i < nshared; i++) {
            Symbol *buf = shared[i];
            /* A pipeline's stages are the pipeline rules' (P130, P131). */
            if (alias_may_derive(dst, buf) && !pipe_of_stage(buf) && f->n < MAX_FILLS) {
                f->buf[f->n] = buf;
                f->at[f->n++] = n->lhs->tok;
            }
        }
    }
    return true;
}

/* The first use of buf, or of a pointer into it taken before the split. */
typedef struct {
    Symbol *buf;
    Node *use; /* a name, or a call whose callee names buf */
} Use;

/* What a function's body names, through the functions it calls or names (a pointer taken to one): a
 * buffer, or a call through a pointer, which may reach any (red team rt36: `float (*f)(int) = peek`,
 * a helper returning the buffer's address). */
typedef struct {
    Symbol *buf;
    Symbol *seen[32];
    int nseen;
    bool names;
} Names;

static bool names_in(Node *n, void *arg);
static void pointer_values(Names *nm, Symbol *p);
static void pointer_value(Names *nm, Node *v);

static void fn_names(Names *nm, Symbol *f)
{
    for (int i = 0; i < nm->nseen; i++)
        if (nm->seen[i] == f)
            return;
    /* (its definition: a prototype before the arm, the body after it) */
    Function *def = f->func ? acc_definition_of(f->func) : NULL;
    if (nm->nseen == 32 || !def || !def->body) {
        nm->names |= nm->nseen == 32; /* too deep to follow: it may */
        return;
    }
    nm->seen[nm->nseen++] = f;
    each_node(def->body, names_in, nm, 0);
}

static bool names_in(Node *n, void *arg)
{
    Names *nm = arg;
    if (nm->names)
        return false;
    if (n->kind == ND_VAR && n->sym && n->sym == nm->buf)
        nm->names = true;
    else if (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_FUNC)
        fn_names(nm, n->sym);
    else if (n->kind == ND_PRISM_CALL && n->sym && n->sym->kind == SYM_FUNC)
        fn_names(nm, n->sym);
    else if (n->kind == ND_CALL && (!n->lhs || n->lhs->kind != ND_VAR || !n->lhs->sym))
        nm->names = true; /* through a pointer made here: any function */
    else if (n->kind == ND_CALL && n->lhs->sym->kind != SYM_FUNC)
        pointer_values(nm, n->lhs->sym);
    return !nm->names;
}

/* A call through a local function pointer: every function it is given (a parameter's, a global's, or
 * a value not a function's name: any). */
static void pointer_values(Names *nm, Symbol *p)
{
    if (p->kind != SYM_VAR || p->is_global) {
        nm->names = true;
        return;
    }
    Node *init = p->decl && p->decl->kind == ND_DECLARATOR ? NODE_GET(p->decl, init) : NULL;
    int n = 0;
    for (SymStore *st = p->stores; st && !nm->names; st = st->next, n++)
        pointer_value(nm, st->rhs);
    if (init)
        pointer_value(nm, init);
    else if (!n)
        nm->names = true;
}

static void pointer_value(Names *nm, Node *v)
{
    while (v && (v->kind == ND_CAST || v->kind == ND_ADDR))
        v = v->lhs;
    if (v && v->kind == ND_VAR && v->sym && v->sym->kind == SYM_FUNC)
        fn_names(nm, v->sym);
    else
        nm->names = true;
}

static bool find_use(Node *n, void *arg)
{
    Use *u = arg;
    if (u->use)
        return false;
    if (n->kind == ND_VAR && n->sym && alias_may_derive(n->sym, u->buf)) {
        u->use = n;
        return false;
    }
    /* A file-scope buffer a callee names itself, through the helpers it calls (rt35, tma_arm_helper), or
     * one a function named here or called through a pointer may name (rt36). */
    if (u->buf->kind == SYM_VAR && (n->kind == ND_CALL || n->kind == ND_PRISM_CALL ||
                                    (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_FUNC))) {
        Names nm = {.buf = u->buf};
        names_in(n, &nm);
        if (nm.names) {
            u->use = n;
            return false;
        }
    }
    return true;
}

static void arms_of_split(Node *split)
{
    bool braced = split->body && split->body->kind == ND_BLOCK;
    for (Node *a = braced ? split->body->body : split->body; a; a = braced ? a->next : NULL) {
        if (a->kind != ND_SPLIT_CASE)
            continue;
        Fills f = {0};
        each_node(a->body, add_fills, &f, 0);
        for (int i = 0; i < f.n; i++) {
            bool seen = false;
            for (int j = 0; j < i && !seen; j++)
                seen = f.buf[j] == f.buf[i];
            for (Node *b = braced ? split->body->body : NULL; b && !seen; b = b->next) {
                Use u = {f.buf[i], NULL};
                if (b != a && b->kind == ND_SPLIT_CASE)
                    each_node(b->body, find_use, &u, 0);
                if (!u.use)
                    continue;
                bool by_name = u.use->kind == ND_VAR && u.use->sym->kind != SYM_FUNC;
                Symbol *named = by_name ? u.use->sym : f.buf[i];
                Token *at = u.use->kind == ND_CALL && u.use->lhs ? u.use->lhs->tok : u.use->tok;
                diag(DIAG_ERROR, at, "P138",
                     "'%s'%s%s%s is filled by TMA in another arm of this split and %s: nothing "
                     "orders this arm's accesses against the copies (an mbarrier for the data, a release before "
                     "the next fill); hand the buffer from arm to arm with PRISM_PIPELINE",
                     named->name, named != f.buf[i] ? " (a pointer into '" : "", named != f.buf[i] ? f.buf[i]->name : "",
                     named != f.buf[i] ? "')" : "", by_name ? "named in this one" : "may be used by a function this arm calls or names");
                note(f.at[i], "the TMA that fills it");
                seen = true;
            }
        }
    }
}

static bool check_splits(Node *n, void *arg)
{
    (void)arg;
    if (n->kind == ND_UNSAFE)
        return false;
    if (n->kind == ND_SPLIT)
        arms_of_split(n);
    return true;
}

static bool add_shared(Node *n, void *arg)
{
    (void)arg;
    if (n->kind == ND_VAR && n->sym && (n->sym->kind == SYM_SHARED || n->sym->is_cuda_shared)) {
        bool seen = false;
        for (int i = 0; i < nshared && !seen; i++)
            seen = shared[i] == n->sym;
        if (!seen && nshared < MAX_SHARED)
            shared[nshared++] = n->sym;
    }
    return true;
}

void check_tma_arms(Function *fn)
{
    if (!fn->body)
        return;
    nshared = 0;
    each_node(fn->body, add_shared, NULL, 0);
    if (nshared)
        each_node(fn->body, check_splits, NULL, 0);
}
