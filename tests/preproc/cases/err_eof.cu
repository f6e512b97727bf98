void f(void)
{
    for (int i = 0; i < 4; i++) {
        if (i) {
/*
 * check-name: err-eof
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_eof.cu:18:1: error: expected '}' before end of input [P100]
    
    ^
tests/preproc/cases/err_eof.cu:4:16: note: to match this '{'
            if (i) {
                   ^
 * check-error-end
 */
