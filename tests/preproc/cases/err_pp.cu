#include "inc/consts.h"
#include "inc/missing.h"
#include <whatever.h>
#include nothing
#frobnicate
#if HALF == 8 && defined(TILE)
int ok;
#elif
#endif
#else
#ifdef
#endif
#if 1
#else
#else
#endif
#error stop here
#warning only a warning
#if 1
/*
 * check-name: err-pp
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_pp.cu:2:10: error: 'inc/missing.h' not found [P102]
    #include "inc/missing.h"
             ^
tests/preproc/cases/err_pp.cu:2:10: note: searched next to 'tests/preproc/cases/err_pp.cu' (no -I directories given)
    #include "inc/missing.h"
             ^
tests/preproc/cases/err_pp.cu:2:10: note: at stake: the signatures of the functions that header defines: without them every call into it is unchecked
tests/preproc/cases/err_pp.cu:2:10: note: fix: pass the header's directory with -I DIR (or -p BUILD_DIR to read them from compile_commands.json)
tests/preproc/cases/err_pp.cu:2:10: note: see: prism-check --explain P102
tests/preproc/cases/err_pp.cu:4:10: error: #include expects "FILENAME" or <FILENAME>, also after macro expansion [P100]
    #include nothing
             ^
tests/preproc/cases/err_pp.cu:4:10: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_pp.cu:4:10: note: see: prism-check --explain P100
tests/preproc/cases/err_pp.cu:5:2: error: invalid preprocessing directive #frobnicate [P100]
    #frobnicate
     ^
tests/preproc/cases/err_pp.cu:5:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_pp.cu:10:2: error: #else without #if [P100]
    #else
     ^
tests/preproc/cases/err_pp.cu:10:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_pp.cu:11:2: error: macro name expected after #ifdef [P100]
    #ifdef
     ^
tests/preproc/cases/err_pp.cu:11:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_pp.cu:15:2: error: #else after #else [P100]
    #else
     ^
tests/preproc/cases/err_pp.cu:13:2: note: the #if is here
    #if 1
     ^
tests/preproc/cases/err_pp.cu:15:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_pp.cu:17:2: error: #error stop here
    #error stop here
     ^
tests/preproc/cases/err_pp.cu:18:2: warning: #warning only a warning
    #warning only a warning
     ^
tests/preproc/cases/err_pp.cu:19:2: error: unterminated #if [P100]
    #if 1
     ^
tests/preproc/cases/err_pp.cu:19:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
