/*
 * own_grid_element_by_value.cu - SPEC 6.6's own-element exemption is by
 * value (probe N, F1, F4, F5): the read's offset and the partition's are
 * compared as sums of terms (`base + t` against `t + base`, `x[i]` with
 * `const int i = g;` against a partition at `g`); an offset assigned
 * before the read, and not between the read and the partition, has the
 * same value at both; a pointer copied out of a by-value struct
 * parameter (`float *x = p.x`, a nested `p.io.y`, or read as `p.x[g]`
 * itself) is the partitioned pointer's own elements as a parameter is.
 * Illegal look-alikes: fail/own_grid_element_by_value.cu.
 */
#include "prism.h"

PRISM_KERNEL(commuted, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_AT(THREAD(1)) const float v = base + t < n ? x[base + t] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), t + base) {
        PRISM_GROUP(THREAD(1)) { if (base + t < n) xg[0] = v > 0.0f ? v : 0.0f; }
    }
}

/* A const local holding the offset, and a sum that cancels to it. */
PRISM_KERNEL(const_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int i = g;
    PRISM_AT(THREAD(1)) const int j = k + g - k;
    PRISM_AT(THREAD(1)) const float v = i < n ? x[i] + x[j] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) xg[0] = v * v; }
    }
}

/* The offset is fixed up before the read, in two statements and in a branch. */
PRISM_KERNEL(assigned_before_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, first, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int i = (int)PRISM_ID(THREAD(1));
    i += first;
    if (first > 4)
        i++;
    PRISM_AT(THREAD(1)) const float v = i < n ? x[i] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) xg[0] = 2.0f * v; }
    }
    i = 0; /* after the partition */
    (void)i;
}

typedef struct {
    float *y;
} Io;

typedef struct {
    float *x;
    int n;
    Io io;
} Args;

/* Pointers copied out of a by-value struct, read through the copy or the member itself. */
PRISM_KERNEL(struct_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const int n = p.n;
    float *x = p.x;
    PRISM_AT(THREAD(1)) const float v = g < n ? x[g] + p.x[g] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) xg[0] = 2.0f * v; }
    }
}

/* A member of a member; x, read before, is another member: it may point into y (SPEC 5.2), so not here. */
PRISM_KERNEL(struct_nested, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *y = p.io.y;
    PRISM_AT(THREAD(1)) const float w = g < p.n ? y[g] + p.io.y[g] : 0.0f;
    PRISM_PARTITION(yg, y, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < 64) yg[0] = w + 1.0f; }
    }
}

/*
 * check-name: legal: the own element by value: commuted sums, a const local, an offset fixed up before the read, a pointer copied out of a by-value struct
 *
 * check-error-start
 * check-error-end
 */
