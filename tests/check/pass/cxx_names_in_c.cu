/*
 * cxx_names_in_c.cu - C code whose names are C++ keywords (legal C: a
 * variable called class_count, a typedef named using, a member called
 * template) and C++ kept at file scope under #ifndef __PRISM_CHECK__, as
 * SPEC 13.1 says: none of it is the C++ cxx_at_file_scope.cu reports.
 */
#include "prism.h"

typedef int using;
using class_count;
struct holder {
    int template;
    int namespace;
};

#ifndef __PRISM_CHECK__
template <typename T> T twice(T x) { return x + x; }
#endif

PRISM_HOST_API int count(void) { return class_count; }
/*
 * check-name: C names that are C++ keywords, and C++ hidden from the checker at file scope
 */
