/* Read by nvcc (C++) only: pp_skipped_include.cu includes it under #ifdef __cplusplus. */
#ifndef PP_SKIPPED_INCLUDE_H
#define PP_SKIPPED_INCLUDE_H
#if 0
#define FROM_DEAD_BRANCH 1 /* every branch counts: which one the compilers take is theirs */
#endif
#include "pp_skipped_include_inner.h"
#endif
