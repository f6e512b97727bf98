/*
 * struct_param_fields.cu - a kernel's argument struct by value (the
 * CUTLASS-style `Params p`): its pointer fields are distinct buffers, the
 * launch's contract, as two grid[1] pointer parameters are (SPEC 5.2).
 * The input read inside the partition of the output made from the same
 * struct, through the field or a copy of it, and read before the write
 * partition, are accepted (red team P3: P061 and P066 before, though the
 * same kernel through a `const Params *` was accepted).  Nested structs
 * and arrays of pointers are fields too.  fail/struct_param_fields_alias
 * has the look-alikes that stay rejected.
 */
#include "prism.h"
typedef struct {
    const float *x;
    float *y;
    int n;
    float alpha;
} AxpyParams;
typedef struct {
    struct {
        const float *a;
    } in;
    float *outs[2];
} Nested;
PRISM_KERNEL(axpy_pv, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, GRID(1)))
{
    float *y = p.y;
    const float *x = p.x;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float before = i + 1 < p.n ? p.x[i + 1] : 0.0f;
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < p.n)
                yi[0] += p.alpha * x[i] + p.x[i] + before;
        }
    }
}
PRISM_KERNEL(nested, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(Nested, q, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    float *o = q.outs[0];
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(oi, o, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i + 1 < n)
                oi[0] = q.in.a[i + 1];
        }
    }
}
/* Another member read at the element the unit then writes of out: another buffer. */
typedef struct {
    const float *in;
    float *out;
    int n;
} Args;
PRISM_KERNEL(other_member, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *out = p.out;
    PRISM_AT(THREAD(1)) const float v = g < p.n ? out[g] + p.in[g + 1] : 0.0f;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < 64) o[0] = v; }
    }
}
/*
 * check-name: a kernel's argument struct by value: its pointer fields are distinct buffers
 */
