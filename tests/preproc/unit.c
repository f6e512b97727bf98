/*
 * tests/preproc/unit.c - unit tests of prism-check's front end: lexer,
 * #if/#define handling, constant evaluation, parser shapes, diagnostics
 * format, limits and reset.  Prints PASS/FAIL lines (tests/suites/21-preproc.sh
 * runs it); exit status 1 if any failed.
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

static int failures;

#define CHECK(name, cond, ...)                     \
    do {                                           \
        if (cond) {                                \
            printf("PASS unit-%s\n", name);        \
        } else {                                   \
            printf("FAIL unit-%s: ", name);        \
            printf(__VA_ARGS__);                   \
            putchar('\n');                         \
            failures++;                            \
        }                                          \
    } while (0)

/* Run the front end on text; diagnostics into a string. */
static char diag_buf[1 << 20];

static Program *run(const char *text)
{
    prism_reset();
    FILE *f = tmpfile();
    diag_set_stream(f);
    diag_set_color(0);
    Program *p = parse_program_text("t.cu", text, strlen(text), NULL);
    fflush(f);
    rewind(f);
    size_t n = fread(diag_buf, 1, sizeof(diag_buf) - 1, f);
    diag_buf[n] = '\0';
    fclose(f);
    diag_set_stream(NULL);
    return p;
}

static char *dump(Node *n)
{
    static char buf[1 << 14];
    FILE *f = tmpfile();
    dump_node(n, f);
    fflush(f);
    rewind(f);
    size_t len = fread(buf, 1, sizeof(buf) - 1, f);
    buf[len] = '\0';
    fclose(f);
    return buf;
}

/* The initializer of the last global declaration. */
static Node *last_init(Program *p)
{
    Node *g = p->globals;
    while (g && g->next)
        g = g->next;
    return g && g->body ? g->body->init : NULL;
}

static void test_lexer(void)
{
    prism_reset();
    const char *src = "int x = 0x1F + 'a' /* c */ + 1.5f;\n  y<<=2; // end\n\"s\\\"q\" L'x' 1'000";
    File *f = new_file("lex.c", arena_strdup(src), strlen(src));
    Token *t = tokenize(f);
    int n = 0;
    Token *y = NULL, *hex = NULL, *chr = NULL, *flt = NULL, *shl = NULL, *str = NULL;
    for (Token *u = t; u->kind != TK_EOF; u = u->next, n++) {
        if (equal(u, "y"))
            y = u;
        if (u->kind == TK_NUM && !u->is_float && token_int_value(u) == 31)
            hex = u;
        if (u->kind == TK_CHAR && !chr)
            chr = u;
        if (u->kind == TK_NUM && u->is_float)
            flt = u;
        if (equal(u, "<<="))
            shl = u;
        if (u->kind == TK_STR)
            str = u;
    }
    CHECK("lex-count", n == 16, "%d tokens", n);
    CHECK("lex-line-col", y && token_line(y) == 2 && token_col(y) == 3 && y->at_bol, "y at %d:%d", y ? token_line(y) : 0, y ? token_col(y) : 0);
    CHECK("lex-hex", hex != NULL, "0x1F not read as 31");
    CHECK("lex-char", chr && token_int_value(chr) == 'a', "'a' = %llu", chr ? (unsigned long long)token_int_value(chr) : 0ull);
    CHECK("lex-float", flt && token_float_value(flt) == 1.5, "1.5f");
    CHECK("lex-punct-longest", shl && shl->len == 3, "<<= not one token");
    CHECK("lex-string-escape", str && str->len == 6, "string token length %d", str ? str->len : 0);
    CHECK("lex-no-errors", diag_error_count() == 0, "%d errors", diag_error_count());
}

/*
 * Token.pos: each file has its own range of positions; lines and columns
 * are counted from it when asked, physical, as the compilers count them
 * (a splice and CR LF included).
 */
static void test_positions(void)
{
    prism_reset();
    const char *a = "a\nbb", *b = "x \\\n y\r\nz";
    File *fa = new_file("a.c", arena_strdup(a), strlen(a));
    File *fb = new_file("b.c", arena_strdup(b), strlen(b));
    Token *ta = tokenize(fa), *tb = tokenize(fb);
    Token *bb = ta->next, *y = tb->next, *z = y->next, *eof = z->next;
    CHECK("pos-file", token_file(ta) == fa && token_file(bb) == fa && token_file(y) == fb && token_file(z) == fb,
          "files of a, bb, y, z wrong");
    CHECK("pos-line-col",
          token_line(bb) == 2 && token_col(bb) == 1 && token_line(y) == 2 && token_col(y) == 2 &&
              token_line(z) == 3 && token_col(z) == 1,
          "bb %d:%d, y %d:%d, z %d:%d", token_line(bb), token_col(bb), token_line(y), token_col(y), token_line(z),
          token_col(z));
    CHECK("pos-eof", eof->kind == TK_EOF && token_file(eof) == fb && token_line(eof) == 3 && token_col(eof) == 2,
          "end of b.c at %d:%d", token_line(eof), token_col(eof));
    Token none = {0};
    CHECK("pos-none", !token_file(&none) && token_line(&none) == 0 && token_col(&none) == 0, "a token written nowhere has a place");
}

static void expect_const(const char *name, const char *text, int64_t want)
{
    Program *p = run(text);
    int64_t v = -12345;
    Node *e = p ? last_init(p) : NULL;
    bool ok = e && const_eval(e, &v);
    CHECK(name, ok && v == want, "got %s %lld, want %lld; %s", ok ? "value" : "non-constant", (long long)v,
          (long long)want, diag_buf);
}

static void expect_nonconst(const char *name, const char *text)
{
    Program *p = run(text);
    int64_t v;
    Node *e = p ? last_init(p) : NULL;
    CHECK(name, e && !const_eval(e, &v), "evaluated to %lld", e ? (long long)v : 0ll);
}

static void test_consteval(void)
{
    expect_const("const-arith", "int x = 1 + 2 * 3 - 8 / 4 % 3;", 5);
    expect_const("const-shift-bits", "int x = (1 << 10) | (0xf0 & 0x3c) ^ 1;", 1024 | (0x30 ^ 1));
    expect_const("const-define", "#define A 16\n#define B (A * 2 + 1)\nint x = B;", 33);
    expect_const("const-enum", "enum { P = 3, Q, R = Q * 10 };\nint x = R + P;", 43);
    expect_const("const-ternary-logic", "int x = (3 > 2 && 0 || 1) ? -7 : 9;", -7);
    expect_const("const-sizeof", "int x = sizeof(int) * 10 + sizeof(double) + sizeof(char *);", 56);
    expect_const("const-cast", "int x = (unsigned char)300 + (int)2.9;", 46);
    expect_const("const-var", "static const int T = 64;\nint x = T / 2;", 32);
    expect_const("const-prism-macro", "int x = PRISM_OK + 7;", 7);
    expect_nonconst("const-div-zero", "int x = 1 / 0;");
    expect_nonconst("const-overflow", "long x = 9223372036854775807 + 1;");
    expect_nonconst("const-variable", "int y;\nint x = y + 1;");
    expect_nonconst("const-cycle", "#define A B\n#define B A\nint x = A;");
    /* Function-like macros are expanded as C does (macro.c). */
    expect_const("const-func-macro", "#define F(a) ((a) * 3)\nint x = F(1 + 1);", 6);
    expect_const("const-paste-macro", "#define CAT(a, b) a##b\nint x = CAT(1, 2);", 12);
    expect_const("const-variadic-macro", "#define V(...) (0 __VA_OPT__(+) __VA_ARGS__)\nint x = V(5) + V();", 5);
    expect_const("const-nested-macro", "#define A(x) B(x) + 1\n#define B(x) (x * 2)\nint x = A(A(1));", 5); /* (1 * 2) + 1 * 2 + 1: no parentheses */
    expect_const("const-splice-macro", "#define T\\\n 4\nint x = T\\\r\n;", 4);
    expect_nonconst("const-self-macro", "#define G(x) x\nint x = G(G)(4);");
}

static void test_if(void)
{
    Program *p = run("#define A 2\n#if A > 1 && defined(A) && !defined B\nint yes;\n#else\nint no;\n#endif\n"
                     "#ifdef B\nint no2;\n#elif A == 2\nint yes2;\n#endif\n#if UNKNOWN\nint no3;\n#endif\n");
    int yes = 0, no = 0;
    for (Node *g = p->globals; g; g = g->next)
        for (Node *d = g->body; d; d = d->next)
            *(strncmp(d->sym->name, "yes", 3) == 0 ? &yes : &no) += 1;
    CHECK("pp-if", yes == 2 && no == 0, "yes %d no %d; %s", yes, no, diag_buf);
    CHECK("pp-predefined", (run("#ifdef __PRISM_CHECK__\nint a;\n#endif\n#ifdef __CUDACC__\nint b;\n#endif\n"),
                            p = run("#if defined(__PRISM_CHECK__) && defined(__CUDACC__)\nint a;\n#endif\n"),
                            p->globals != NULL),
          "__PRISM_CHECK__ or __CUDACC__ not defined");
    p = run("#if __has_include(<cuda.h>) || __has_builtin(x)\nint no;\n#else\nint yes;\n#endif\n");
    CHECK("pp-has-feature", p->globals && strcmp(p->globals->body->sym->name, "yes") == 0 && diag_error_count() == 0,
          "%s", diag_buf);
    run("#if 1\nint a;\n");
    CHECK("pp-unterminated-if", strstr(diag_buf, "t.cu:1:2: error: unterminated #if [P100]") != NULL, "%s", diag_buf);
    run("#endif\n");
    CHECK("pp-endif-without-if", strstr(diag_buf, "#endif without #if [P100]") != NULL, "%s", diag_buf);
    run("#include \"nowhere.h\"\n");
    CHECK("pp-include-missing", strstr(diag_buf, "t.cu:1:10: error: 'nowhere.h' not found [P102]") != NULL, "%s",
          diag_buf);
    run("int x; /* open\n\n");
    CHECK("lex-unterminated-comment", strcmp(diag_buf, "t.cu:1:8: error: unterminated comment [P100]\n"
                                                "    int x; /* open\n"
                                                "           ^\n") == 0,
          "%s", diag_buf);
    run("#frobnicate\n");
    CHECK("pp-bad-directive", strstr(diag_buf, "invalid preprocessing directive #frobnicate [P100]") != NULL, "%s",
          diag_buf);
}

static void test_parser(void)
{
    Program *p = run("int x = a = b ? c : d, y = -*p++ + !q * ~r;");
    Node *g = p->globals;
    CHECK("parse-assign-cond",
          g && strcmp(dump(g->body->init), "(assign (var a?) (cond (var b?) (var c?) (var d?)))") == 0, "%s",
          g ? dump(g->body->init) : diag_buf);
    CHECK("parse-unary-precedence",
          g && g->body->next &&
              strcmp(dump(g->body->next->init),
                     "(add (neg (deref (postinc (var p?)))) (mul (not (var q?)) (bitnot (var r?))))") == 0,
          "%s", g && g->body->next ? dump(g->body->next->init) : diag_buf);
    p = run("int x = a || b && c | d ^ e & f == g < h << i + j * k;");
    CHECK("parse-binary-ladder",
          strcmp(dump(last_init(p)), "(or (var a?) (and (var b?) (bitor (var c?) (bitxor (var d?) (bitand (var e?) "
                                     "(eq (var f?) (lt (var g?) (shl (var h?) (add (var i?) (mul (var j?) (var "
                                     "k?)))))))))))") == 0,
          "%s", dump(last_init(p)));
    p = run("int x = a - b - c;");
    CHECK("parse-left-assoc", strcmp(dump(last_init(p)), "(sub (sub (var a?) (var b?)) (var c?))") == 0, "%s",
          dump(last_init(p)));
    p = run("typedef int T;\nint x = (T)y + (T *)z - sizeof(T);");
    CHECK("parse-typedef-cast",
          strcmp(dump(last_init(p)), "(sub (add (cast int (var y?)) (cast int * (var z?))) (sizeof int))") == 0, "%s",
          dump(last_init(p)));
    p = run("void f(void) { T *a = 0; T b; a * b; }");
    Node *body = p->funcs && p->funcs->body ? p->funcs->body->body : NULL;
    CHECK("parse-unknown-type-decl", body && body->kind == ND_DECL && body->next && body->next->kind == ND_DECL,
          "%s", diag_buf);
    p = run("int a[3][4], *b[2], (*c)[5];");
    Node *d = p->globals ? p->globals->body : NULL;
    CHECK("parse-declarators",
          d && d->next && d->next->next && strcmp(type_str(d->sym->ty), "int[3][4]") == 0 &&
              strcmp(type_str(d->next->sym->ty), "int *[2]") == 0 && d->next->next->sym->ty->kind == TY_PTR,
          "%s / %s", d ? type_str(d->sym->ty) : "-", d && d->next ? type_str(d->next->sym->ty) : "-");
}

static void test_diag_format(void)
{
    run("void f(void)\n{\n\tint x = ;\n}\n");
    /* Column 17, as gcc prints it: the tab reaches column 8 (columns.c). */
    const char *want = "t.cu:3:17: error: expected an expression before ';' [P100]\n"
                       "    \tint x = ;\n"
                       "    \t        ^\n";
    CHECK("diag-format", strcmp(diag_buf, want) == 0, "got:\n%s", diag_buf);
    CHECK("diag-count", diag_error_count() == 1, "%d errors", diag_error_count());
    run("void f(void) {\n  int x = 1\n  int y = 2;\n  x = ;\n  y = 3 +;\n}\n");
    int n = 0;
    for (const char *s = diag_buf; (s = strstr(s, "error:")); s++)
        n++;
    CHECK("diag-independent-errors", n == 3, "%d errors:\n%s", n, diag_buf);
    run("void f(void) { if (a b) { c = 1; } }\n");
    n = 0;
    for (const char *s = diag_buf; (s = strstr(s, "error:")); s++)
        n++;
    CHECK("diag-no-cascade", n == 1, "%d errors:\n%s", n, diag_buf);
    run("void f(void) {\n  if (1) {\n");
    CHECK("diag-note", strstr(diag_buf, "t.cu:2:10: note: to match this '{'") != NULL, "%s", diag_buf);
}

static void test_prism(void)
{
    Program *p = run("PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(2)), PRISM_SMEM(64 * 4),\n"
                     "             PRISM_PARAM(const float *, a, GRID(1)))\n"
                     "{\n"
                     "    PRISM_SPLIT(WARPGROUP) { PRISM_CASE(1) { } }\n"
                     "}\n");
    Function *fn = p->funcs;
    CHECK("prism-kernel-signature",
          fn && fn->kind == FN_KERNEL && fn->nbound == 4 && fn->bound[2].level == PL_BLOCKDIM &&
              fn->bound[3].size == 64 && fn->bound[3].spelling == PS_WARP && fn->smem_ok && fn->smem == 256 &&
              fn->nparams == 1 && fn->params->persp.level == PL_GRID && type_points_to_const(fn->params->ty),
          "%s", diag_buf);
    Node *split = fn && fn->body ? fn->body->body : NULL;
    CHECK("prism-split-unit", split && split->kind == ND_SPLIT && split->persp.size == 128, "%s", diag_buf);
    p = run("PRISM_DEVICE(int, d, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))\n{ return 0; }\n"
            "enum { S = d_prism_smem + d_prism_n };\nint x = S;");
    int64_t v = -1;
    CHECK("prism-signature-consts", last_init(p) && const_eval(last_init(p), &v) && v == 32, "%lld %s",
          (long long)v, diag_buf);
    run("void f(void) { PRISM_GROUP(BLOCKDIM(4)) { } }");
    CHECK("prism-blockdim-only-in-bound", strstr(diag_buf, "BLOCKDIM(n) is only allowed") != NULL, "%s", diag_buf);
    run("void f(int n) { PRISM_GROUP(THREAD(n)) { } }");
    CHECK("prism-nonconst-size",
          strstr(diag_buf, "t.cu:1:36: error: a perspective size must be an integer constant expression; 'n' is "
                           "not a constant [P103]") != NULL &&
              strstr(diag_buf, "t.cu:1:12: note: 'n' is declared here") != NULL,
          "%s", diag_buf);
    run("void f(void) { PRISM_FROB(x); }");
    CHECK("prism-unknown", strstr(diag_buf, "unknown Prism construct 'PRISM_FROB' [P101]") != NULL, "%s", diag_buf);
    run("PRISM_GROUP(THREAD(1)) { }");
    CHECK("prism-at-file-scope", strstr(diag_buf, "only allowed inside a function body") != NULL, "%s", diag_buf);
}

static void test_limits_and_reset(void)
{
    /* Deeper than the parser's limit, within the lexer's bracket limit
     * (LIMIT_BRACKET_DEPTH, tests/suites/23-memory.sh). */
    size_t n = 1000;
    char *deep = malloc(n * 2 + 64);
    strcpy(deep, "int x = ");
    size_t len = strlen(deep);
    for (size_t i = 0; i < n; i++)
        deep[len++] = '(';
    deep[len++] = '1';
    for (size_t i = 0; i < n; i++)
        deep[len++] = ')';
    strcpy(deep + len, ";");
    run(deep);
    CHECK("limit-nesting", strstr(diag_buf, "nesting deeper than 256 levels [P104]") != NULL, "%.200s", diag_buf);
    free(deep);

    char big[64 * 1024];
    size_t off = 0;
    for (int i = 0; i < 1200 && off < sizeof(big) - 16; i++)
        off += (size_t)snprintf(big + off, sizeof(big) - off, "int x%d = @;\n", i);
    run(big);
    CHECK("limit-diagnostics", strstr(diag_buf, "more than 1000 diagnostics") != NULL && diag_error_count() > 1000,
          "%d errors", diag_error_count());

    char *ifs = malloc(300 * 12 + 64);
    ifs[0] = '\0';
    for (int i = 0; i < 300; i++)
        strcat(ifs, "#if 1\n");
    run(ifs);
    CHECK("limit-if-nesting", strstr(diag_buf, "t.cu:257:2: error: #if nesting deeper than 256 [P104]") != NULL, "%.300s",
          diag_buf);
    free(ifs);

    /* A parenthesised declarator 200 deep: linear, not exponential. */
    char decl[2048];
    size_t d = 0;
    d += (size_t)snprintf(decl, sizeof(decl), "int ");
    for (int i = 0; i < 200; i++)
        decl[d++] = '(';
    decl[d++] = 'x';
    for (int i = 0; i < 200; i++)
        decl[d++] = ')';
    strcpy(decl + d, ";");
    Program *p = run(decl);
    CHECK("parse-deep-declarator", p && p->globals && strcmp(p->globals->body->sym->name, "x") == 0, "%.300s",
          diag_buf);

    prism_reset();
    size_t before = arena_used();
    CHECK("reset-frees", before == 0, "%zu bytes after reset", before);
}

int main(void)
{
    test_lexer();
    test_positions();
    test_consteval();
    test_if();
    test_parser();
    test_diag_format();
    test_prism();
    test_limits_and_reset();
    prism_reset();
    return failures ? 1 : 0;
}
