/*
 * check_pipe_stage.c - which stage of a pipeline an address is in (SPEC
 * 8.3, P130): inside a PRODUCE or CONSUME only the round's stage belongs
 * to that side, so a name of the stage buffer must be offset by
 * PRISM_STAGE(pipe) * TILE and stay inside one tile.
 *
 * The rule reads only the expression around the name (the chain of
 * ancestors check_pipeline.c's walk keeps) and the scope's pipeline,
 * never what the walk collected, so it is asked from the walk and asks
 * nothing back.  The call and scope names below are the pipeline passes'
 * common vocabulary: the walk asks them too.
 */
#include <string.h>

#include "check_internal.h"

const char *pipe_scope_name(const PipeScope *ps)
{
    return ps->produce ? "PRISM_PRODUCE" : "PRISM_CONSUME";
}

bool pipe_call_is(Node *call, const char *prefix)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok)
        return false;
    Token *t = call->lhs->tok;
    size_t n = strlen(prefix);
    return (size_t)t->len >= n && memcmp(t->loc, prefix, n) == 0;
}

Node *pipe_call_arg(Node *call, int i)
{
    Node *a = call->args;
    while (a && i-- > 0)
        a = a->next;
    return a;
}

/* ---- which stage an address is in -------------------------------------------- */

/* PRISM_STAGE(pipe), which the parser builds as the scope's round % STAGES, or that written out. */
static bool is_stage_index(const Node *e, const PipeScope *ps)
{
    int64_t v;
    if (!e || e->kind != ND_MOD)
        return false;
    if (e->tok && equal(e->tok, "PRISM_STAGE"))
        return true;
    return ps->round && ps->round->kind == ND_VAR && e->lhs && e->lhs->kind == ND_VAR && e->lhs->sym &&
           e->lhs->sym == ps->round->sym && const_eval(e->rhs, &v) && v == ps->pipe->stages;
}

/* Is e PRISM_STAGE(pipe) * tile (either order)? */
static bool is_stage_term(const Node *e, const PipeScope *p, int64_t tile)
{
    int64_t v;
    if (!e || e->kind != ND_MUL)
        return false;
    return (is_stage_index(e->lhs, p) && const_eval(e->rhs, &v) && v == tile) ||
           (is_stage_index(e->rhs, p) && const_eval(e->lhs, &v) && v == tile);
}

static bool names_stage(Node *e, const PipeScope *p)
{
    if (!e)
        return false;
    if (is_stage_index(e, p))
        return true;
    return names_stage(NODE_GET(e, lhs), p) || (NODE_GET(e, rhs) != NODE_GET(e, lhs) && names_stage(NODE_GET(e, rhs), p)) ||
           names_stage(NODE_GET(e, cond), p) || names_stage(NODE_GET(e, then), p) || names_stage(NODE_GET(e, els), p);
}

typedef struct {
    int nstage;         /* PRISM_STAGE(pipe) * TILE terms added */
    bool other;         /* another term that names the stage, subtracted or scaled */
    int64_t konst;      /* the constant terms' sum */
    bool varying;       /* a term that is not constant */
} Terms;

/* The terms of a sum of element offsets, each with its sign. */
static void offset_terms(Node *e, int sign, const PipeScope *p, int64_t tile, Terms *t)
{
    int64_t v;
    if (!e)
        return;
    if (e->kind == ND_ADD || e->kind == ND_SUB) {
        offset_terms(e->lhs, sign, p, tile, t);
        offset_terms(e->rhs, e->kind == ND_SUB ? -sign : sign, p, tile, t);
    } else if (sign > 0 && is_stage_term(e, p, tile)) {
        t->nstage++;
    } else if (const_eval(e, &v)) {
        t->konst += sign * v;
    } else {
        t->varying = true;
        /* (1 - PRISM_STAGE(pipe)) * TILE, PRISM_STAGE(pipe) ^ 1, ...: another stage than the round's */
        if (names_stage(e, p))
            t->other = true;
    }
}

/*
 * The ND_VAR on top of the ancestors anc[0..nanc) names a stage buffer inside a scope of
 * its pipeline: the address it makes must be the round's stage,
 * buf + PRISM_STAGE(pipe) * TILE + c with a constant c in [0, TILE), or a
 * TMA box that fits in it.  Another offset (the other stage, TILE too
 * far) hands the bytes of a round the other side owns.  An offset that is
 * not a constant is not followed (SPEC 8.3 says so), nor offsets added to
 * a pointer declared from the stage.
 */
void pipe_stage_offset_check(Node *const *anc, int nanc, Node *var, const PipeScope *ps)
{
    Pipe *p = ps->pipe;
    Node *decl = var->sym->decl;
    if (!p->stages_ok || !decl || decl->kind != ND_SHARED || !decl->val_ok || p->stages <= 0)
        return;
    int64_t tile = decl->val / p->stages;
    /* Up the sum the name is the pointer operand of, adding the other operands. */
    Terms t = {0};
    int i = nanc - 2;
    Node *top = var;
    for (; i >= 0; i--) {
        Node *a = anc[i];
        if (a->kind == ND_ADD && (a->lhs == top || a->rhs == top))
            offset_terms(a->lhs == top ? a->rhs : a->lhs, 1, ps, tile, &t);
        else if (a->kind == ND_SUB && a->lhs == top)
            offset_terms(a->rhs, -1, ps, tile, &t);
        else
            break;
        top = a;
    }
    Node *index = i >= 0 && anc[i]->kind == ND_INDEX && (anc[i]->lhs == top || anc[i]->rhs == top)
                      ? anc[i]
                      : NULL;
    if (i >= 0 && !index && top == var && anc[i]->kind == ND_CAST)
        return; /* (void)buf, or a cast before any arithmetic: its units are not the element's */
    if (i >= 0 && anc[i]->kind == ND_EXPR_STMT)
        return;
    if (index)
        offset_terms(index->lhs == top ? index->rhs : index->lhs, 1, ps, tile, &t);
    int64_t span = 1;
    const char *what = index ? "the element" : "the address";
    if (!index && i >= 0 && anc[i]->kind == ND_CALL && anc[i]->args == top && pipe_call_is(anc[i], "prism_tma_load")) {
        int64_t rows, cols;
        Node *call = anc[i];
        int64_t se, al;
        if (pipe_call_arg(call, 2) && pipe_call_arg(call, 3) && const_eval(pipe_call_arg(call, 2), &rows) && const_eval(pipe_call_arg(call, 3), &cols) &&
            type_size_align(decl->ty, &se, &al) && se > 0) {
            /* the box's bytes are the map's elements, in the stage's elements (rounded up) */
            int64_t me = tma_box_elem(rows, cols);
            span = (rows * cols * (me ? me : se) + se - 1) / se;
            what = "the TMA box";
        }
    }
    bool need_stage = p->stages > 1;
    const char *why = NULL;
    if (t.other)
        why = "it picks a stage other than PRISM_STAGE(pipe)'s";
    else if (need_stage && t.nstage != 1)
        why = t.nstage ? "it adds PRISM_STAGE(pipe) * TILE more than once" : "it does not add PRISM_STAGE(pipe) * TILE";
    else if (!t.varying && (t.konst < 0 || t.konst + span > tile))
        why = arena_printf("%s at element %lld%s of the stage lies outside its %lld elements", what,
                           (long long)t.konst, span > 1 ? arena_printf("..%lld", (long long)(t.konst + span - 1)) : "",
                           (long long)tile);
    if (!why)
        return;
    diag(DIAG_ERROR, var->tok, "P130",
         "'%s' inside %s must address the round's stage, %s + PRISM_STAGE(%s) * %lld + (0..%lld): %s; the other "
         "stages belong to rounds the other side owns now",
         var->sym->name, pipe_scope_name(ps), var->sym->name, p->sym->name, (long long)tile, (long long)(tile - 1), why);
    note(ps->tok, "the scope is here");
}
