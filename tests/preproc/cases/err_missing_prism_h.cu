/* prism.h not found: one P102, not one P101 per PRISM_* use that follows. */
#include "no/such/prism.h"
PRISM_HOST_API int one(int x) { return x; }
PRISM_HOST_API int two(int x) { return x; }
/*
 * check-name: err-missing-prism-h
 * check-command: $PRISM_CHECK --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_missing_prism_h.cu:2:10: error: 'no/such/prism.h' not found [P102]
    #include "no/such/prism.h"
             ^
tests/preproc/cases/err_missing_prism_h.cu:2:10: note: searched next to 'tests/preproc/cases/err_missing_prism_h.cu' (no -I directories given)
    #include "no/such/prism.h"
             ^
tests/preproc/cases/err_missing_prism_h.cu:2:10: note: at stake: the signatures of the functions that header defines: without them every call into it is unchecked
tests/preproc/cases/err_missing_prism_h.cu:2:10: note: fix: pass the header's directory with -I DIR (or -p BUILD_DIR to read them from compile_commands.json)
tests/preproc/cases/err_missing_prism_h.cu:2:10: note: see: prism-check --explain P102
 * check-error-end
 */
