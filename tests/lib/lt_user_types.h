/*
 * tests/lib/lt_user_types.h - the sweep's user type as plain C, for the
 * host driver as well as the kernels (lt_user.h adds its operators).
 */
#ifndef LT_USER_TYPES_H
#define LT_USER_TYPES_H

#include <stdint.h>

/* The affine map x -> m*x + c over 32-bit wrap-around integers. */
struct lt_kv {
    uint32_t m;
    uint32_t c;
};

#endif /* LT_USER_TYPES_H */
