/*
 * tests/launch/compile/legal.cu - conversions that are not narrowing, and
 * constants that survive theirs, must compile on both backends (the
 * look-alikes of the other files here).
 * expect-c: ok
 * expect-cuda: ok
 */
#include <stddef.h>

#include "prism.h"

struct pair {
    int a, b;
};

PRISM_KERNEL(k_mix, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(long long, big, GRID(1)), PRISM_PARAM(unsigned, u, GRID(1)),
             PRISM_PARAM(float, f, GRID(1)), PRISM_PARAM(double, d, GRID(1)), PRISM_PARAM(struct pair, p, GRID(1)),
             PRISM_PARAM(unsigned char, c, GRID(1)))
PRISM_UNSAFE {
    out[0] = in[0] + (float)big + (float)u + f + (float)d + (float)(p.a + p.b) + (float)c;
}

PRISM_KERNEL(k_none, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0))
PRISM_UNSAFE {
}

PRISM_HOST_API int launch_it(float *buf, int i, unsigned u, float f, short s, size_t grid);
PRISM_HOST_API int launch_it(float *buf, int i, unsigned u, float f, short s, size_t grid)
{
    struct pair p = {1, 2};
    unsigned char uc = 3;
    int rc = 0;
    /* float* to const float*, int to long long, unsigned to unsigned, float to float and to double, struct by value. */
    rc |= PRISM_LAUNCH(k_mix, 1, 32, buf, buf, i, u, f, f, p, uc);
    /* unsigned to long long, short to long long; constants that fit: 0 to float, 5 to unsigned, 255 to unsigned char, 0.5 to float. */
    rc |= PRISM_LAUNCH(k_mix, grid, 64u, buf, buf, u, 5, 0, 0.5, p, 255);
    rc |= PRISM_LAUNCH(k_mix, 2, (size_t)32, buf, buf, s, 'a', 0.5, f, p, 'b');
    rc |= PRISM_LAUNCH(k_none, 1, 32);
    /* An enumeration constant as a count (not an integral type to C++'s type traits). */
    enum { BLOCKS = 2, THREADS = 64 };
    rc |= PRISM_LAUNCH(k_none, BLOCKS, THREADS);
    return rc;
}
