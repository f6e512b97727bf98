/* Independent syntax errors: each reported once, at the right spot, and
 * parsing resumes after the broken statement. */
void f(int a)
{
    int x = ;
    int y = 2;
    if (y > ) {
        y = 3;
    }
    y = 4
    y = 5;
    x = (a + 1;
    y = a[2;
    return a b;
}

int g(void) { return 1 +; }
int ok(void) { return 0; }
}
/*
 * check-name: err-syntax
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_syntax.cu:5:13: error: expected an expression before ';' [P100]
        int x = ;
                ^
tests/preproc/cases/err_syntax.cu:5:13: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:5:13: note: see: prism-check --explain P100
tests/preproc/cases/err_syntax.cu:7:13: error: expected an expression before ')' [P100]
        if (y > ) {
                ^
tests/preproc/cases/err_syntax.cu:7:13: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:10:10: error: expected ';' before 'y' [P100]
        y = 4
             ^
tests/preproc/cases/err_syntax.cu:10:10: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:12:15: error: expected ')' before ';' [P100]
        x = (a + 1;
                  ^
tests/preproc/cases/err_syntax.cu:12:15: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:13:12: error: expected ']' before ';' [P100]
        y = a[2;
               ^
tests/preproc/cases/err_syntax.cu:13:12: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:14:14: error: expected ';' before 'b' [P100]
        return a b;
                 ^
tests/preproc/cases/err_syntax.cu:14:14: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:17:25: error: expected an expression before ';' [P100]
    int g(void) { return 1 +; }
                            ^
tests/preproc/cases/err_syntax.cu:17:25: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_syntax.cu:19:1: error: unexpected '}' at file scope [P100]
    }
    ^
tests/preproc/cases/err_syntax.cu:19:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
