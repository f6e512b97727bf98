/*
 * prism/emu/dpx.h - CUDA's DPX integer functions (sm_90's dynamic
 * programming instructions) for the host emulator: __vimax3_s32,
 * __viaddmax_s16x2, __vibmin_u32, ... on one 32-bit integer or on the two
 * halfwords (16x2) of an unsigned int.  Included by emu.h.
 *
 * Each computes what the CUDA Math API documents: max or min of two or
 * three values, or of a + b and c (the sum wraps in the lane, as the
 * lane's integer add does); _relu then takes the max with 0; __vibmax and
 * __vibmin also say, through their pointers, whether a >= b (max) or
 * a <= b (min), per halfword for 16x2 (pred_hi for the high one).  One
 * lane-wise function computes them all; like simd.h's they are GNU extern
 * inline (a program's own definition of the name wins).
 */
#ifndef PRISM_EMU_DPX_H
#define PRISM_EMU_DPX_H

#include <stdbool.h>

#include "prism/emu/bits.h" /* PRISM_EMU_INTRINSIC */

enum { PRISM_EMU_DPX_MAX, PRISM_EMU_DPX_MIN, PRISM_EMU_DPX_MAX3, PRISM_EMU_DPX_MIN3, PRISM_EMU_DPX_ADDMAX,
       PRISM_EMU_DPX_ADDMIN, PRISM_EMU_DPX_RELU = 16 };

/* The lane's bits of v as its signed or unsigned value. */
PRISM_EMU_INTRINSIC long long prism_emu_dpx_cut(unsigned long long v, int bits, int sign)
{
    unsigned long long m = bits == 32 ? 0xffffffffull : 0xffffull;
    v &= m;
    return sign && (v >> (bits - 1)) ? (long long)v - (long long)(m + 1) : (long long)v;
}

/* op on each lane of `bits` bits (32 or 16) of a, b and c; bit l of *ge: lane l's a >= b (a <= b for min). */
PRISM_EMU_INTRINSIC unsigned prism_emu_dpx(int op, int bits, int sign, unsigned a, unsigned b, unsigned c,
                                          unsigned *ge)
{
    unsigned r = 0, g = 0;
    for (int s = 0, l = 0; s < 32; s += bits, l++) {
        long long x = prism_emu_dpx_cut(a >> s, bits, sign), y = prism_emu_dpx_cut(b >> s, bits, sign);
        long long z = prism_emu_dpx_cut(c >> s, bits, sign), v;
        switch (op & ~PRISM_EMU_DPX_RELU) {
        case PRISM_EMU_DPX_MAX: v = x > y ? x : y; g |= (unsigned)(x >= y) << l; break;
        case PRISM_EMU_DPX_MIN: v = x < y ? x : y; g |= (unsigned)(x <= y) << l; break;
        case PRISM_EMU_DPX_MAX3: v = x > y ? x : y; v = v > z ? v : z; break;
        case PRISM_EMU_DPX_MIN3: v = x < y ? x : y; v = v < z ? v : z; break;
        case PRISM_EMU_DPX_ADDMAX: v = prism_emu_dpx_cut((unsigned long long)(x + y), bits, sign); v = v > z ? v : z; break;
        default: v = prism_emu_dpx_cut((unsigned long long)(x + y), bits, sign); v = v < z ? v : z; break;
        }
        if ((op & PRISM_EMU_DPX_RELU) && v < 0)
            v = 0;
        r |= (unsigned)(((unsigned long long)v & (bits == 32 ? 0xffffffffull : 0xffffull)) << s);
    }
    if (ge)
        *ge = g;
    return r;
}

#define PRISM__DPX_S32(name, op)                                                                             \
    PRISM_EMU_INTRINSIC int name(int a, int b, int c)                                                       \
    {                                                                                                        \
        return (int)prism_emu_dpx(op, 32, 1, (unsigned)a, (unsigned)b, (unsigned)c, 0);                      \
    }
#define PRISM__DPX_U32(name, op)                                                                             \
    PRISM_EMU_INTRINSIC unsigned name(unsigned a, unsigned b, unsigned c)                                   \
    {                                                                                                        \
        return prism_emu_dpx(op, 32, 0, a, b, c, 0);                                                         \
    }
#define PRISM__DPX_X2(name, op, sign)                                                                        \
    PRISM_EMU_INTRINSIC unsigned name(unsigned a, unsigned b, unsigned c)                                   \
    {                                                                                                        \
        return prism_emu_dpx(op, 16, sign, a, b, c, 0);                                                      \
    }
/* The two-operand _relu forms. */
#define PRISM__DPX_S32_2(name, op)                                                                           \
    PRISM_EMU_INTRINSIC int name(int a, int b)                                                              \
    {                                                                                                        \
        return (int)prism_emu_dpx(op, 32, 1, (unsigned)a, (unsigned)b, 0, 0);                                \
    }
#define PRISM__DPX_S16X2_2(name, op)                                                                         \
    PRISM_EMU_INTRINSIC unsigned name(unsigned a, unsigned b)                                               \
    {                                                                                                        \
        return prism_emu_dpx(op, 16, 1, a, b, 0, 0);                                                         \
    }

PRISM__DPX_S32(__vimax3_s32, PRISM_EMU_DPX_MAX3)
PRISM__DPX_S32(__vimin3_s32, PRISM_EMU_DPX_MIN3)
PRISM__DPX_S32(__vimax3_s32_relu, PRISM_EMU_DPX_MAX3 | PRISM_EMU_DPX_RELU)
PRISM__DPX_S32(__vimin3_s32_relu, PRISM_EMU_DPX_MIN3 | PRISM_EMU_DPX_RELU)
PRISM__DPX_S32(__viaddmax_s32, PRISM_EMU_DPX_ADDMAX)
PRISM__DPX_S32(__viaddmin_s32, PRISM_EMU_DPX_ADDMIN)
PRISM__DPX_S32(__viaddmax_s32_relu, PRISM_EMU_DPX_ADDMAX | PRISM_EMU_DPX_RELU)
PRISM__DPX_S32(__viaddmin_s32_relu, PRISM_EMU_DPX_ADDMIN | PRISM_EMU_DPX_RELU)
PRISM__DPX_U32(__vimax3_u32, PRISM_EMU_DPX_MAX3)
PRISM__DPX_U32(__vimin3_u32, PRISM_EMU_DPX_MIN3)
PRISM__DPX_U32(__viaddmax_u32, PRISM_EMU_DPX_ADDMAX)
PRISM__DPX_U32(__viaddmin_u32, PRISM_EMU_DPX_ADDMIN)
PRISM__DPX_X2(__vimax3_s16x2, PRISM_EMU_DPX_MAX3, 1)
PRISM__DPX_X2(__vimin3_s16x2, PRISM_EMU_DPX_MIN3, 1)
PRISM__DPX_X2(__vimax3_s16x2_relu, PRISM_EMU_DPX_MAX3 | PRISM_EMU_DPX_RELU, 1)
PRISM__DPX_X2(__vimin3_s16x2_relu, PRISM_EMU_DPX_MIN3 | PRISM_EMU_DPX_RELU, 1)
PRISM__DPX_X2(__viaddmax_s16x2, PRISM_EMU_DPX_ADDMAX, 1)
PRISM__DPX_X2(__viaddmin_s16x2, PRISM_EMU_DPX_ADDMIN, 1)
PRISM__DPX_X2(__viaddmax_s16x2_relu, PRISM_EMU_DPX_ADDMAX | PRISM_EMU_DPX_RELU, 1)
PRISM__DPX_X2(__viaddmin_s16x2_relu, PRISM_EMU_DPX_ADDMIN | PRISM_EMU_DPX_RELU, 1)
PRISM__DPX_X2(__vimax3_u16x2, PRISM_EMU_DPX_MAX3, 0)
PRISM__DPX_X2(__vimin3_u16x2, PRISM_EMU_DPX_MIN3, 0)
PRISM__DPX_X2(__viaddmax_u16x2, PRISM_EMU_DPX_ADDMAX, 0)
PRISM__DPX_X2(__viaddmin_u16x2, PRISM_EMU_DPX_ADDMIN, 0)
PRISM__DPX_S32_2(__vimax_s32_relu, PRISM_EMU_DPX_MAX | PRISM_EMU_DPX_RELU)
PRISM__DPX_S32_2(__vimin_s32_relu, PRISM_EMU_DPX_MIN | PRISM_EMU_DPX_RELU)
PRISM__DPX_S16X2_2(__vimax_s16x2_relu, PRISM_EMU_DPX_MAX | PRISM_EMU_DPX_RELU)
PRISM__DPX_S16X2_2(__vimin_s16x2_relu, PRISM_EMU_DPX_MIN | PRISM_EMU_DPX_RELU)

/* max or min, and which operand won. */
#define PRISM__DPX_B32(name, T, op, sign)                                                                    \
    PRISM_EMU_INTRINSIC T name(T a, T b, bool *pred)                                                         \
    {                                                                                                        \
        unsigned ge;                                                                                         \
        T r = (T)prism_emu_dpx(op, 32, sign, (unsigned)a, (unsigned)b, 0, &ge);                              \
        *pred = ge & 1u;                                                                                     \
        return r;                                                                                            \
    }
#define PRISM__DPX_B16(name, op, sign)                                                                       \
    PRISM_EMU_INTRINSIC unsigned name(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)                  \
    {                                                                                                        \
        unsigned ge, r = prism_emu_dpx(op, 16, sign, a, b, 0, &ge);                                          \
        *pred_hi = (ge >> 1) & 1u;                                                                           \
        *pred_lo = ge & 1u;                                                                                  \
        return r;                                                                                            \
    }
PRISM__DPX_B32(__vibmax_s32, int, PRISM_EMU_DPX_MAX, 1)
PRISM__DPX_B32(__vibmin_s32, int, PRISM_EMU_DPX_MIN, 1)
PRISM__DPX_B32(__vibmax_u32, unsigned, PRISM_EMU_DPX_MAX, 0)
PRISM__DPX_B32(__vibmin_u32, unsigned, PRISM_EMU_DPX_MIN, 0)
PRISM__DPX_B16(__vibmax_s16x2, PRISM_EMU_DPX_MAX, 1)
PRISM__DPX_B16(__vibmin_s16x2, PRISM_EMU_DPX_MIN, 1)
PRISM__DPX_B16(__vibmax_u16x2, PRISM_EMU_DPX_MAX, 0)
PRISM__DPX_B16(__vibmin_u16x2, PRISM_EMU_DPX_MIN, 0)

#endif
