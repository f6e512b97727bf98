/*
 * dump.c - the AST as S-expressions, for tests and --dump-ast.
 *
 *     (kernel mma_naive (bound grid[1] block[1] thread[32]) (smem 1280) ...)
 *     (add (var a) (mul (var b) (num 2)))
 *
 * Each node prints its kind, its own data (value, name, perspective,
 * type), then its children in a fixed order.  Tests compare this text, so
 * it is stable: change it only together with tests/preproc/.
 */
#include <string.h>

#include "prism_check.h"

static const char *const kind_names[] = {
    [ND_NUM] = "num", [ND_FNUM] = "fnum", [ND_STR] = "str", [ND_VAR] = "var", [ND_ADD] = "add",
    [ND_SUB] = "sub", [ND_MUL] = "mul", [ND_DIV] = "div", [ND_MOD] = "mod", [ND_SHL] = "shl",
    [ND_SHR] = "shr", [ND_BITAND] = "bitand", [ND_BITOR] = "bitor", [ND_BITXOR] = "bitxor", [ND_EQ] = "eq",
    [ND_NE] = "ne", [ND_LT] = "lt", [ND_LE] = "le", [ND_GT] = "gt", [ND_GE] = "ge", [ND_LOGAND] = "and",
    [ND_LOGOR] = "or", [ND_NEG] = "neg", [ND_POS] = "pos", [ND_NOT] = "not", [ND_BITNOT] = "bitnot",
    [ND_DEREF] = "deref", [ND_ADDR] = "addr", [ND_PREINC] = "preinc", [ND_PREDEC] = "predec",
    [ND_POSTINC] = "postinc", [ND_POSTDEC] = "postdec", [ND_ASSIGN] = "assign", [ND_COND] = "cond",
    [ND_COMMA] = "comma", [ND_CAST] = "cast", [ND_SIZEOF] = "sizeof", [ND_ALIGNOF] = "alignof",
    [ND_COMPOUND_LIT] = "compound-lit", [ND_INIT_LIST] = "init", [ND_DESIG] = "desig", [ND_INDEX] = "index",
    [ND_MEMBER] = "member", [ND_CALL] = "call", [ND_CUDA_LAUNCH] = "cuda-launch", [ND_STMT_EXPR] = "stmt-expr",
    [ND_PRISM_ID] = "id", [ND_PRISM_NTHREADS] = "nthreads", [ND_PRISM_NBLOCKS] = "nblocks", [ND_PRISM_STRIDE_FIRST] = "stride-first", [ND_PRISM_STRIDE_STEP] = "stride-step", [ND_PRISM_LANEMASK] = "lanemask", [ND_PRISM_SYNC] = "sync",
    [ND_PRISM_CALL] = "prism-call", [ND_PRISM_LAUNCH] = "launch", [ND_BLOCK] = "block",
    [ND_EXPR_STMT] = "expr", [ND_NULL_STMT] = "null", [ND_DECL] = "decl", [ND_DECLARATOR] = "declarator",
    [ND_IF] = "if", [ND_FOR] = "for", [ND_WHILE] = "while", [ND_DO] = "do", [ND_SWITCH] = "switch",
    [ND_CASE] = "case", [ND_DEFAULT] = "default", [ND_BREAK] = "break", [ND_CONTINUE] = "continue",
    [ND_RETURN] = "return", [ND_GOTO] = "goto", [ND_LABEL] = "label", [ND_ASM] = "asm",
    [ND_ASM_OPERAND] = "asm-operand", [ND_STATIC_ASSERT] = "static-assert", [ND_GROUP] = "group",
    [ND_SPLIT] = "split", [ND_SPLIT_CASE] = "arm", [ND_PARTITION] = "partition", [ND_CLAIM] = "claim",
    [ND_ASYNC] = "async", [ND_SHARED] = "shared", [ND_UNSAFE] = "unsafe",
};

const char *node_kind_name(NodeKind kind)
{
    if ((size_t)kind < sizeof(kind_names) / sizeof(kind_names[0]) && kind_names[kind])
        return kind_names[kind];
    return "?";
}

static void dump_list(Node *n, FILE *out)
{
    for (; n; n = n->next) {
        fputc(' ', out);
        dump_node(n, out);
    }
}

static void child(Node *n, FILE *out)
{
    if (n) {
        fputc(' ', out);
        dump_node(n, out);
    }
}

void dump_node(Node *n, FILE *out)
{
    if (!n) {
        fputs("()", out);
        return;
    }
    fprintf(out, "(%s", node_kind_name(n->kind));
    switch (n->kind) {
    case ND_NUM: fprintf(out, " %lld", (long long)n->val); break;
    case ND_FNUM: fprintf(out, " %g", n->fval); break;
    case ND_STR: fprintf(out, " %.*s", n->tok->len, n->tok->loc); break;
    case ND_VAR: fprintf(out, " %.*s%s", n->tok->len, n->tok->loc, n->sym ? "" : "?"); break;
    case ND_ASSIGN:
        if (n->op != ND_ASSIGN)
            fprintf(out, " %s=", node_kind_name(n->op));
        break;
    case ND_DECLARATOR:
        fprintf(out, " %s %s", n->sym->name, type_str(n->sym->ty));
        if (n->sym->persp.level != PL_NONE)
            fprintf(out, " @%s", persp_str(&n->sym->persp));
        if (n->sym->kind == SYM_TYPEDEF)
            fputs(" typedef", out);
        break;
    case ND_CAST: case ND_COMPOUND_LIT: fprintf(out, " %s", type_str(n->ty)); break;
    case ND_SIZEOF: case ND_ALIGNOF: if (!n->lhs) fprintf(out, " %s", type_str(n->ty)); break;
    case ND_MEMBER: fprintf(out, " %s%.*s", n->arrow ? "->" : ".", n->name->len, n->name->loc); break;
    case ND_DESIG: if (n->name) fprintf(out, " .%.*s", n->name->len, n->name->loc); break;
    case ND_GOTO: case ND_LABEL: if (n->name) fprintf(out, " %.*s", n->name->len, n->name->loc); break;
    case ND_PRISM_CALL: case ND_PRISM_LAUNCH: if (n->name) fprintf(out, " %.*s", n->name->len, n->name->loc); break;
    case ND_ASM_OPERAND: fprintf(out, " %s%.*s", n->is_output ? "out " : "", n->name->len, n->name->loc); break;
    case ND_GROUP: case ND_PRISM_ID: fprintf(out, " %s", persp_str(&n->persp)); break;
    case ND_SPLIT: fprintf(out, " %.*s", n->persp.tok->len, n->persp.tok->loc); break;
    case ND_SPLIT_CASE: if (n->val_ok) fprintf(out, " %lld", (long long)n->val); break;
    case ND_PARTITION: case ND_CLAIM: case ND_ASYNC:
        if (n->name)
            fprintf(out, " %.*s", n->name->len, n->name->loc);
        if (n->kind != ND_ASYNC)
            fprintf(out, " %s", persp_str(&n->persp));
        if (n->nosync)
            fputs(" nosync", out);
        break;
    case ND_SHARED:
        fprintf(out, " %s %s", n->name ? n->sym->name : "?", type_str(n->ty));
        if (n->val_ok)
            fprintf(out, " %lld", (long long)n->val);
        break;
    default: break;
    }
    if (n->poisoned)
        fputs(" !", out);
    switch (n->kind) {
    case ND_SHARED: break;
    case ND_SPLIT_CASE: child(NODE_GET(n, body), out); break;
    case ND_COMPOUND_LIT: child(NODE_GET(n, init), out); break;
    default:
        child(NODE_GET(n, lhs), out);
        child(NODE_GET(n, rhs), out);
        child(NODE_GET(n, init), out);
        child(NODE_GET(n, cond), out);
        child(NODE_GET(n, then), out);
        child(NODE_GET(n, els), out);
        child(NODE_GET(n, inc), out);
        if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
            dump_list(NODE_GET(n, body), out);
        else
            child(NODE_GET(n, body), out);
        dump_list(NODE_GET(n, args), out);
    }
    fputc(')', out);
}

static void dump_function(Function *fn, FILE *out)
{
    static const char *const kinds[] = {"kernel", "device", "function"};
    fprintf(out, "(%s %.*s", kinds[fn->kind], fn->name->len, fn->name->loc);
    if (fn->kind != FN_PLAIN) {
        fputs(" (bound", out);
        for (int i = 0; i < fn->nbound; i++)
            fprintf(out, " %s", persp_str(&fn->bound[i]));
        fputs(")", out);
        if (fn->smem_ok)
            fprintf(out, " (smem %lld)", (long long)fn->smem);
    }
    if (fn->is_unsafe)
        fputs(" unsafe", out);
    for (Param *p = fn->params; p; p = p->next) {
        fprintf(out, "\n  (param %s %s", p->name ? tok_str(p->name) : "_", type_str(p->ty));
        if (p->persp.level != PL_NONE)
            fprintf(out, " @%s", persp_str(&p->persp));
        fputc(')', out);
    }
    if (fn->body) {
        fputs("\n  ", out);
        dump_node(fn->body, out);
    }
    fputs(")\n", out);
}

void dump_program(Program *prog, FILE *out)
{
    for (Node *g = prog->globals; g; g = g->next) {
        dump_node(g, out);
        fputc('\n', out);
    }
    for (Function *fn = prog->funcs; fn; fn = fn->next)
        if (fn->name)
            dump_function(fn, out);
}
