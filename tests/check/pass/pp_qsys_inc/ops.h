/* pp_qsys_inc/ops.h - a project header whose quoted include is the C library's complex.h (nothing
 * beside this file or in an -I directory has the name) */
#ifndef PP_QSYS_OPS_H
#define PP_QSYS_OPS_H
#include "complex.h"
#define OPS_SCALE 2.0f
#endif
