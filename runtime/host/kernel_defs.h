/* kernel_defs.h - the definition registry's query (kernel_defs.c), for the launch check. */
#ifndef PRISM_RUNTIME_KERNEL_DEFS_H
#define PRISM_RUNTIME_KERNEL_DEFS_H

#include "prism/signature.h"

/* Another definition of k's name that differs from k's, or NULL. */
const prism_kernel_t *prism__kernel_conflict(const prism_kernel_t *k);

#endif
