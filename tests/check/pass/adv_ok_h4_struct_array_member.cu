/*
 * adv_ok_h4_struct_array_member.cu - a shape struct passed by value, with
 * an array member (`struct shape { int dims[2]; int n; }`, CUDA's usual
 * way to hand a kernel its extents and strides), read as a loop bound
 * around barriers; a block[1] local struct of the same kind, and a
 * `__constant__` one.
 *
 * Legal: the parameter is grid[1] and is a value (SPEC 3.1: "Kernel
 * parameters are passed the same value in every thread"); `p.dims[1]` is
 * an element of that value, not a read through a pointer (SPEC 5.2 speaks
 * of `p[i]`, `*p`, `p->f`; SPEC 5.1: a local array element is part of the
 * variable).  `p.n` and a local 2-D array `m[0][0]` are accepted; an
 * element of an array member draws P032/P030 "memory read through
 * non-const 'p' at thread[1]" (a false positive).
 */
#include "prism.h"

struct shape { int dims[2]; int n; };
__constant__ struct shape c_shape;

PRISM_KERNEL(h4_shape, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(struct shape, p, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        for (int i = 0; i < p.n; i++)             /* accepted */
            prism_syncthreads();
        for (int i = 0; i < p.dims[1]; i++)       /* P032 today */
            prism_syncthreads();
        const int d0 = p.dims[0];                 /* P030 today */
        for (int i = 0; i < d0; i++)
            prism_syncthreads();
    }
}

PRISM_DEVICE(void, h4_local_shape, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) struct shape c = {{n, 2}, 3};
    for (int i = 0; i < c.dims[0]; i++)           /* P032 today */
        prism_syncthreads();
}
/* SPEC 6.1: a `__constant__` variable "has the perspective of its index". */
PRISM_DEVICE(void, h4_const_shape, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    for (int i = 0; i < c_shape.n; i++)           /* accepted */
        prism_syncthreads();
    for (int i = 0; i < c_shape.dims[1]; i++)     /* P032 today */
        prism_syncthreads();
}
/*
 * check-name: adversarial h4 legal: elements of a struct's array member (a by-value shape parameter, a block[1] local) as loop bounds
 *
 * check-error-start
 * check-error-end
 */
