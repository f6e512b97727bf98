/*
 * consteval_unsigned.cu - constant expressions the checker folds (shared
 * allocation counts, indices, unit sizes) follow C's usual arithmetic
 * conversions: an operand beside an unsigned int becomes unsigned, an
 * unsigned int result wraps to 32 bits, a hex literal past INT_MAX is
 * unsigned (red team rt11: `-1 < 0u` folded to 1 and `-1u >> 28` to -1,
 * so arenas, footprints and named-barrier counts were computed on wrong
 * sizes).  Each assertion fails on the old folding.
 */
#include "prism.h"
_Static_assert((-1 < 0u) == 0, "a signed operand beside an unsigned one");
_Static_assert((int)(-1u >> 28) == 15, "an unsigned shift");
_Static_assert((-1 >> 28u) == -1, "a shift keeps its left operand's type");
_Static_assert(~0u == 4294967295u, "bitwise not of unsigned");
_Static_assert(0u - 1 > 5, "wrap below zero");
_Static_assert(65536u * 65536u == 0, "wrap past 32 bits");
_Static_assert((-1 == 0xFFFFFFFF) == 1, "a hex literal past INT_MAX is unsigned");
_Static_assert(-0x80000000 > 0, "negating an unsigned literal");
_Static_assert((2u - 3) / 1000000000 == 4, "unsigned division");
_Static_assert((1 ? -1 : 0u) >> 28 == 15, "the arms' common type");
_Static_assert((unsigned char)255 + 1 > 255, "promotion to int");
_Static_assert((-1 < 0) == 1, "signed stays signed");

PRISM_KERNEL(folds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, a, 64 + ((-1 < 0u) ? 0 : 64)); /* 128 ints */
        PRISM_SHARED(int, b, (int)(-1u >> 28) + 1);       /* 16 ints */
        (void)a, (void)b;
    }
    (void)out;
}
/*
 * check-name: constant folding with C's unsigned conversions (red team rt11)
 *
 * check-error-start
 * check-error-end
 */
