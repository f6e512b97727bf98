/*
 * sync_report.c - what the inference decided, for people and for dot.
 *
 * --sync-report prints one line per synchronization point:
 *
 *   FILE:LINE:COL: sync N in FUNC: before STMT[, hoisted out of the loop for
 *   STMT']: KIND ROOT (SRC -> DST[, back edge]); ...; group G: BARRIER
 *   (WHY)
 *
 * then one summary line per function: by default the functions written in
 * the input file only, with --sync-report=all those of its headers too
 * (the library's).  --sync-graph writes the data-
 * control-flow graph: one cluster per function, a box per partition /
 * claim / async scope, an ellipse per group or plain use, solid program-
 * order edges, dashed back edges, and red edges labelled with the point
 * that sits on them (docs/SYNC.md shows a rendered one).
 */
#include <string.h>

#include "sync.h"

/* A write after a write is WAW, not RAW (porter p10: a store after the same cell's store read "RAW"). */
static const char *kind_str(int k)
{
    bool reads = k & SK_READS;
    switch (k & (SK_RAW | SK_WAR)) {
    case SK_RAW:
        return reads ? "RAW" : "WAW";
    case SK_WAR:
        return "WAR";
    case SK_RAW | SK_WAR:
        return reads ? "RAW+WAR" : "WAW+WAR";
    }
    return "-";
}

static const char *stmt_word(Node *s)
{
    if (!s)
        return "?";
    switch (s->kind) {
    case ND_PARTITION:
        return "partition";
    case ND_CLAIM:
        return "claim";
    case ND_ASYNC:
        return "async";
    case ND_GROUP:
        return "group";
    case ND_SPLIT:
        return "split";
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
        return "loop";
    case ND_IF:
        return "if";
    case ND_DECL:
        return "declaration";
    case ND_EXPR_STMT: {
        /* "call f" for a statement that is (an assignment of) a call. */
        Node *e = s->lhs;
        if (e && e->kind == ND_ASSIGN)
            e = e->rhs;
        if (e && e->kind == ND_PRISM_CALL && e->name)
            return arena_printf("call %s", tok_str(e->name));
        if (e && e->kind == ND_CALL && e->lhs && e->lhs->kind == ND_VAR && e->lhs->tok)
            return arena_printf("call %s", tok_str(e->lhs->tok));
        return "statement";
    }
    default:
        return "statement";
    }
}

/* "partition C_th of C_smem (34)" / "group thread[1] (36)" / "statement (73)" */
static char *node_desc(SyncNode *nd)
{
    if (!nd)
        return "code before the loop";
    Node *s = nd->stmt;
    int line = s->tok ? token_line(s->tok) : 0;
    switch (nd->kind) {
    case SN_PARTITION:
    case SN_CLAIM:
    case SN_ASYNC:
        return arena_printf("%s %s of %s (line %d)", stmt_word(s), nd->alias ? nd->alias->name : "?",
                            root_name(nd->root), line);
    case SN_REGION:
        if (s->kind == ND_GROUP)
            return arena_printf("group %s (line %d)", persp_str(&s->persp), line);
        return arena_printf("split (line %d)", line);
    case SN_USE:
        return arena_printf("%s (line %d)", stmt_word(s), line);
    }
    return "?";
}

static const char *fn_name(SyncFunc *sf)
{
    return sf->fn->name ? tok_str(sf->fn->name) : "?";
}

static void print_where(const Token *t, FILE *out)
{
    const File *f = token_file(t);
    int line = token_line(t);
    fprintf(out, "%s:%d:%d: ", f ? file_display(f, &line) : "<unknown>", line, token_col(t));
}

static void print_point(SyncFunc *sf, SyncPoint *pt, FILE *out)
{
    Token *t = pt->before ? pt->before->tok : NULL;
    if (t && !pt->at_head)
        print_where(t, out);
    if (pt->at_head && pt->at_head->tok)
        print_where(pt->at_head->tok, out);
    if (pt->at_head)
        fprintf(out, "sync %d in %s: at the head of the loop, after every iteration", pt->id + 1, fn_name(sf));
    else
        fprintf(out, "sync %d in %s: before %s", pt->id + 1, fn_name(sf), stmt_word(pt->before));
    if (pt->hoisted)
        fprintf(out, " (hoisted: on behalf of accesses inside it)");
    if (pt->arrive_after && pt->bar == BAR_SPLIT)
        fprintf(out, ", arrive after %s (line %d)", stmt_word(pt->arrive_after),
                pt->arrive_after->tok ? token_line(pt->arrive_after->tok) : 0);
    fputs(":", out);
    const char *sep = " ";
    for (SyncConflict *c = pt->conf; c; c = c->next) {
        /* Conflicts that differ only in the earlier event print once, with a count. */
        bool seen = false;
        for (SyncConflict *d = pt->conf; d != c && !seen; d = d->next)
            seen = d->root == c->root && d->other == c->other && d->kind == c->kind && d->dst == c->dst && d->back == c->back;
        if (seen)
            continue;
        int more = 0;
        for (SyncConflict *d = c->next; d; d = d->next)
            more += d->root == c->root && d->other == c->other && d->kind == c->kind && d->dst == c->dst && d->back == c->back;
        fprintf(out, "%s%s %s%s%s (%s%s -> %s%s)", sep, kind_str(c->kind), root_name(c->root),
                c->other ? " = " : "", c->other ? root_name(c->other) : "", node_desc(c->src),
                more ? arena_printf(" and %d more", more) : "", c->dst ? node_desc(c->dst) : "the loop",
                c->back ? ", back edge" : "");
        sep = "; ";
    }
    if (pt->async_wait >= 0)
        fprintf(out, "; waits for async copies (cp.async.wait_group %d)", pt->async_wait);
    fprintf(out, "; group %s: %s (%s)\n", pt->group ? pt->group : "?", pt->barrier ? pt->barrier : "?",
            pt->why ? pt->why : "");
}

/* Was sf's function written in the input file (not an included header)? */
static bool in_main_file(Program *prog, SyncFunc *sf)
{
    Token *name = sf->fn->name ? tok_written(sf->fn->name, false) : NULL;
    return name && prog->nfiles > 0 && token_file(name) == prog->files[0];
}

void sync_report(Program *prog, FILE *out, bool all)
{
    SyncPlan *plan = sync_plan(prog);
    if (!plan)
        return;
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next) {
        /* A user's own kernels first of all: the library's points are hundreds of lines. */
        if (!all && !in_main_file(prog, sf))
            continue;
        if (sf->gave_up) {
            fprintf(out, "%s: analysis budget exceeded (deep loop nest): its scopes keep their conservative barriers\n",
                    fn_name(sf));
            continue;
        }
        int counts[BAR_CTX + 1] = {0};
        for (SyncPoint *pt = sf->points; pt; pt = pt->next) {
            print_point(sf, pt, out);
            counts[pt->bar]++;
        }
        for (int i = 0; i < sf->nasync_rets; i++) {
            print_where(sf->async_rets[i]->tok, out);
            fprintf(out, "in %s: before return: waits for async copies in flight (cp.async.wait_group 0): the "
                         "caller cannot see them\n", fn_name(sf));
        }
        /* The conservative build: a barrier at entry and exit of every scope whose owner can meet. */
        int scopes = 0, fenced = 0;
        for (SyncNode *nd = sf->nodes; nd; nd = nd->next) {
            if (nd->kind != SN_PARTITION && nd->kind != SN_CLAIM && nd->kind != SN_ASYNC)
                continue;
            scopes++;
            SyncRegion *r = nd->region;
            fenced += r->level == PL_THREAD ? r->n > 1 : r->level == PL_BLOCK ? r->n == 1 : r->level == PL_NONE;
        }
        if (scopes == 0 && sf->npoints == 0)
            continue; /* nothing to say about a function without scopes */
        fprintf(out, "%s: %d scope%s, %d sync point%s", fn_name(sf), scopes, scopes == 1 ? "" : "s", sf->npoints,
                sf->npoints == 1 ? "" : "s");
        const char *sep = " (";
        for (int k = 0; k <= BAR_CTX; k++) {
            if (!counts[k])
                continue;
            fprintf(out, "%s%d %s", sep, counts[k], bar_kind_str((BarKind)k));
            sep = ", ";
        }
        fprintf(out, "%s; conservative: %d scope barriers\n", *sep == ',' ? ")" : "", 2 * fenced);
    }
}

/* ---- Graphviz -------------------------------------------------------------------- */

/* Labels keep their \\n line breaks; only quotes need escaping. */
static void dot_escape(const char *s, FILE *out)
{
    for (; *s; s++) {
        if (*s == '"')
            fputc('\\', out);
        fputc(*s, out);
    }
}

static void dot_node(SyncFunc *sf, SyncNode *nd, FILE *out)
{
    Node *s = nd->stmt;
    int line = s->tok ? token_line(s->tok) : 0;
    const char *shape = nd->kind == SN_USE || nd->kind == SN_REGION ? "ellipse" : "box";
    char *label;
    if (nd->kind == SN_PARTITION || nd->kind == SN_CLAIM || nd->kind == SN_ASYNC) {
        Persp *p = &s->persp;
        label = arena_printf("%s(%s) as %s%s%s\\n%s, line %d", stmt_word(s), root_name(nd->root),
                             nd->alias ? nd->alias->name : "?", p->level != PL_NONE ? " @ " : "",
                             p->level != PL_NONE ? persp_str(p) : "", acc_mode_str(nd->mode), line);
    } else {
        label = node_desc(nd);
    }
    fprintf(out, "    f%d_n%d [shape=%s, label=\"", sf->fn->name ? token_line(sf->fn->name) : 0, nd->id, shape);
    dot_escape(label, out);
    fprintf(out, "\"%s];\n", nd->kind == SN_PARTITION || nd->kind == SN_CLAIM || nd->kind == SN_ASYNC
                                 ? (nd->mode & SA_WRITE ? ", style=filled, fillcolor=\"#fde0c5\""
                                                        : ", style=filled, fillcolor=\"#d8ecf8\"")
                                 : "");
}

/* The hoisted point that guards edges into the loop from outside it, if any. */
static SyncPoint *hoisted_for(SyncFunc *sf, SyncNode *from, SyncNode *to)
{
    for (SyncPoint *pt = sf->points; pt; pt = pt->next)
        if (pt->hoisted && sync_contains(pt->before, to->stmt) && !sync_contains(pt->before, from->stmt))
            return pt;
    return NULL;
}

/*
 * What the picture shows: every scope, every group or split that touches
 * memory, and the plain uses that some point orders; other uses are
 * contracted away (their edges are followed through).
 */
static bool visible(SyncFunc *sf, SyncNode *nd)
{
    if (nd->acc.n == 0)
        return false;
    bool linked = nd->succ != NULL;
    for (SyncNode *m = sf->nodes; m && !linked; m = m->next)
        for (SyncEdge *e = m->succ; e && !linked; e = e->next)
            linked = e->to == nd;
    if (!linked)
        return false; /* alone in its region: nothing to order */
    if (nd->kind != SN_USE)
        return true;
    for (SyncPoint *pt = sf->points; pt; pt = pt->next)
        for (SyncConflict *c = pt->conf; c; c = c->next)
            if (c->src == nd || c->dst == nd)
                return true;
    return false;
}

typedef struct {
    SyncNode *to;
    SyncPoint *point;
    bool back;
} DotEdge;

/* Visible successors of nd, through invisible nodes (depth-first, each node once). */
static void reach(SyncFunc *sf, SyncNode *from, SyncEdge *e, SyncPoint *pt, bool back, DotEdge *out, int *n, int cap,
                  char *seen)
{
    SyncNode *to = e->to;
    if (!pt)
        pt = e->point ? e->point : hoisted_for(sf, from, to);
    back |= e->back;
    if (visible(sf, to)) {
        for (int i = 0; i < *n; i++)
            if (out[i].to == to) {
                if (!out[i].point)
                    out[i].point = pt;
                return;
            }
        if (*n < cap)
            out[(*n)++] = (DotEdge){to, pt, back};
        return;
    }
    if (seen[to->id])
        return;
    seen[to->id] = 1;
    for (SyncEdge *f = to->succ; f; f = f->next)
        reach(sf, to, f, pt, back, out, n, cap, seen);
}

void sync_graph(Program *prog, FILE *out)
{
    SyncPlan *plan = sync_plan(prog);
    fprintf(out, "digraph prism_sync {\n    rankdir=TB;\n    node [fontname=\"Helvetica\", fontsize=10];\n"
                 "    edge [fontname=\"Helvetica\", fontsize=9];\n");
    for (SyncFunc *sf = plan ? plan->funcs : NULL; sf; sf = sf->next) {
        int key = sf->fn->name ? token_line(sf->fn->name) : 0;
        fprintf(out, "  subgraph cluster_%d {\n    label=\"", key);
        dot_escape(fn_name(sf), out);
        fprintf(out, "\";\n");
        for (SyncNode *nd = sf->nodes; nd; nd = nd->next)
            if (visible(sf, nd))
                dot_node(sf, nd, out);
        DotEdge *edges = NEW_ARRAY(DotEdge, sf->nnodes + 1);
        char *seen = NEW_ARRAY(char, sf->nnodes + 1);
        for (SyncNode *nd = sf->nodes; nd; nd = nd->next) {
            if (!visible(sf, nd))
                continue;
            int n = 0;
            memset(seen, 0, (size_t)sf->nnodes + 1);
            for (SyncEdge *e = nd->succ; e; e = e->next)
                reach(sf, nd, e, NULL, false, edges, &n, sf->nnodes + 1, seen);
            for (int i = 0; i < n; i++) {
                DotEdge *e = &edges[i];
                fprintf(out, "    f%d_n%d -> f%d_n%d [", key, nd->id, key, e->to->id);
                if (e->back)
                    fputs("style=dashed", out);
                if (e->point) {
                    SyncPoint *pt = e->point;
                    fprintf(out, "%scolor=red, fontcolor=red, penwidth=2, label=\"sync %d: ", e->back ? ", " : "",
                            pt->id + 1);
                    dot_escape(pt->bar == BAR_SPLIT ? "arrive/wait" : pt->barrier ? pt->barrier : "?", out);
                    fprintf(out, "\\n%s\"", kind_str(pt->kinds));
                }
                fputs("];\n", out);
            }
        }
        fputs("  }\n", out);
    }
    fputs("}\n", out);
}
