/*
 * tests/lib/lt_user.h - a user-defined type and user operators, written the
 * way docs/LIBRARY.md tells a user to, and instantiated through the same
 * m4 path (lib-cub-like/m4/instance.m4) as the built-in types.
 *
 * lt_kv is an affine map x -> m*x + c over 32-bit wrap-around integers;
 * `aff` composes two maps (first a, then b).  Composition is associative
 * but not commutative, so the sweep proves that every algorithm keeps its
 * operands in order.  `xor` on int32_t is a user operator on a built-in
 * type.
 */
#ifndef LT_USER_H
#define LT_USER_H

#include "prism.h"
#include "lt_user_types.h"

/* x -> b.m * (a.m * x + a.c) + b.c */
PRISM_DEVICE(struct lt_kv, prism_op_aff_kv, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(struct lt_kv, a, THREAD(1)), PRISM_PARAM(struct lt_kv, b, THREAD(1)))
{
    struct lt_kv r;
    r.m = a.m * b.m;
    r.c = b.m * a.c + b.c;
    return r;
}

PRISM_DEVICE(int32_t, prism_op_xor_i32, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, a, THREAD(1)), PRISM_PARAM(int32_t, b, THREAD(1)))
{
    return a ^ b;
}

#endif /* LT_USER_H */
