int a = @ 3;
int b = 99999999999999999999999;
int c = 12abc;
const char *s = "unterminated;
int d = '';
/*
 * check-name: err-lexical
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_lexical.cu:1:9: error: stray '@' in program [P100]
    int a = @ 3;
            ^
tests/preproc/cases/err_lexical.cu:1:9: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_lexical.cu:1:9: note: see: prism-check --explain P100
tests/preproc/cases/err_lexical.cu:2:9: error: integer literal is too large [P100]
    int b = 99999999999999999999999;
            ^
tests/preproc/cases/err_lexical.cu:2:9: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_lexical.cu:3:9: error: invalid numeric literal '12abc' [P100]
    int c = 12abc;
            ^
tests/preproc/cases/err_lexical.cu:3:9: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_lexical.cu:4:17: error: unterminated string literal [P100]
    const char *s = "unterminated;
                    ^
tests/preproc/cases/err_lexical.cu:4:17: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_lexical.cu:5:9: error: empty character literal [P100]
    int d = '';
            ^
tests/preproc/cases/err_lexical.cu:5:9: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
