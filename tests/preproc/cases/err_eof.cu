void f(void)
{
    for (int i = 0; i < 4; i++) {
        if (i) {
/*
 * check-name: err-eof
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_eof.cu:20:1: error: expected '}' before end of input [P100]
    
    ^
tests/preproc/cases/err_eof.cu:4:16: note: to match this '{'
            if (i) {
                   ^
tests/preproc/cases/err_eof.cu:20:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_eof.cu:20:1: note: see: prism-check --explain P100
 * check-error-end
 */
