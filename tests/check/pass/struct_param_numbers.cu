/*
 * struct_param_numbers.cu - the kernel-arguments-in-one-struct idiom
 * (the porter's finding 4, 2026-11-28): a count copied out of a
 * by-value struct is a number, not a view of the output its other field
 * points to (SPEC 5.2, 6.3), and copying the pointer field out reads no
 * element (SPEC 6.6); number fields read in place (`p.n`, `p.shape.rows`,
 * `p.dims[0]`) before, inside and after the write partition of the
 * pointer field are numbers too (over-rejection probe N, 2026-11-28).
 * Rejected look-alikes: fail/struct_param_pointers.
 */
#include "prism.h"

typedef struct {
    int n;
    float scale;
    float *out;
} Args;

PRISM_KERNEL(fill, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const int n = p.n;
    const float s = p.scale;
    float *out = p.out;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) o[0] = s * (float)g; }
    }
}

typedef struct {
    int rows, cols;
} Shape;

typedef struct {
    float *y;
    int n;
    float alpha;
    Shape shape;
    int dims[2];
} Args2;

/* Number fields read in place: before, inside and after the write partition of the pointer field. */
PRISM_KERNEL(fields_in_place, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(Args2, p, GRID(1)), PRISM_PARAM(int *, sizes, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const int d1 = p.dims[1];
    float *y = p.y;
    PRISM_PARTITION(yg, y, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < p.n && g < p.dims[0] && g < d1)
                yg[0] = p.alpha * (float)p.shape.rows;
        }
    }
    PRISM_PARTITION(sg, sizes, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { sg[0] = p.shape.cols + p.dims[1]; }
    }
}

/*
 * check-name: legal: numbers and a pointer copied out of a by-value argument struct
 *
 * check-error-start
 * check-error-end
 */
