/*
 * cxx_at_file_scope.cu - C++ written at file scope of a kernel file, as a
 * CUDA user would (a template helper, a namespace, a class), without the
 * #ifndef __PRISM_CHECK__ that keeps it from the checker.  The checker reads
 * C; each declaration is one P100 that says so, not a cascade of syntax
 * errors through its body.
 */
#include "prism.h"

template <typename T> T twice(T x) { return x + x; } /* error P100 */

namespace util { /* error P100 */
int y;
float z(float a) { return a; }
}

class Counter { /* error P100 */
    int n;
};

using std_size = unsigned long; /* error P100 */

PRISM_HOST_API int after(void) { return 1; } /* fine: parsed after them */
/*
 * check-name: C++ at file scope: one P100 a declaration
 * check-exit-value: 1
 *
 * check-error-start
cxx_at_file_scope.cu:10:1: error: 'template' is C++: prism-check reads kernel files as C (the common subset of C and CUDA C++); keep C++ at file scope under #ifndef __PRISM_CHECK__, or in a file of its own [P100]
cxx_at_file_scope.cu:10:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
cxx_at_file_scope.cu:10:1: note: see: prism-check --explain P100
cxx_at_file_scope.cu:12:1: error: 'namespace' is C++: prism-check reads kernel files as C (the common subset of C and CUDA C++); keep C++ at file scope under #ifndef __PRISM_CHECK__, or in a file of its own [P100]
cxx_at_file_scope.cu:12:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
cxx_at_file_scope.cu:17:1: error: 'class' is C++: prism-check reads kernel files as C (the common subset of C and CUDA C++); keep C++ at file scope under #ifndef __PRISM_CHECK__, or in a file of its own [P100]
cxx_at_file_scope.cu:17:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
cxx_at_file_scope.cu:21:1: error: 'using' is C++: prism-check reads kernel files as C (the common subset of C and CUDA C++); keep C++ at file scope under #ifndef __PRISM_CHECK__, or in a file of its own [P100]
cxx_at_file_scope.cu:21:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
