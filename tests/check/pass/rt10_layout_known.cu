/*
 * rt10_layout_known.cu - the look-alikes of fail/rt10_layout_unknown.cu
 * whose layout the checker does know: long, double, a plain typedef, a
 * struct of ints, an enum within 32 bits (negative and past INT_MAX too),
 * CUDA's float4, and sizeof of them in a count.
 */
#include "prism.h"
typedef float f32;
struct pair {
    int x, y;
};
enum small { NEG = -5, BIG31 = 0x7FFFFFFF };
enum usmall { HUGE32 = 0xFFFFFFFFu };
PRISM_KERNEL(layouts_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(8192), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(long, a, 16);
        PRISM_SHARED(double, b, 16);
        PRISM_SHARED(f32, c, 16);
        PRISM_SHARED(struct pair, d, 16);
        PRISM_SHARED(enum small, e, 16);
        PRISM_SHARED(float4, f, 16);
        PRISM_SHARED(enum usmall, h, 16);
        PRISM_SHARED(int, g, sizeof(struct pair) * 4 + sizeof(f32) + sizeof(enum small));
        (void)a, (void)b, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h;
    }
    (void)out;
}
/*
 * check-name: red team rt10 look-alikes: shared allocations of types the checker lays out as the compilers do
 *
 * check-error-start
 * check-error-end
 */
