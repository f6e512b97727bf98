/*
 * prism/emu/half.h - CUDA's 16-bit float types and their common intrinsics
 * for the host emulator (prism.h includes it when not compiling with nvcc;
 * <cuda_fp16.h> and <cuda_bf16.h> are C++ only).
 *
 * __half is gcc's _Float16 (x86-64, gcc 12; clang 15; without it, its bits:
 * see below): conversions round to nearest
 * even in libgcc, and + - * / on it work as in CUDA C++.  The arithmetic
 * intrinsics compute in float and round once to half: float's 24 bits are
 * at least 2 * 11 + 2, so that double rounding gives the correctly rounded
 * half.  __hfma rounds a*b+c to double (the product is exact there), then
 * to half: correctly rounded except where the sum needs more than double's
 * 53 bits and that first rounding lands on a half tie (c far below a*b),
 * as for bfloat16's, through float.  bfloat16 has no
 * arithmetic type in gcc 12 C: __nv_bfloat16 holds its bits (.x, as CUDA's
 * __nv_bfloat16_raw), converted by bit manipulation, round to nearest even.
 * __hadd and its kind take either type (C11 _Generic for C++'s overloads);
 * __hadd of integers is CUDA's int halving add.
 * Only the reserved (__) names are defined here, since prism.h includes it
 * in every emulator build and `half` is a common variable name; CUDA's
 * short names `half` and `half2` come with prism/emu/cuda_fp16.h, the
 * stand-in for <cuda_fp16.h>.
 */
#ifndef PRISM_EMU_HALF_H
#define PRISM_EMU_HALF_H

#include <stdint.h>
#include <string.h>

#include "prism/emu/vector_types.h" /* float2 */

#if defined(__FLT16_MANT_DIG__)
typedef _Float16 __half;
#define PRISM__H(f) ((__half)(f))
#define PRISM__H_OF_D(d) ((__half)(d))
#define PRISM__F(h) ((float)(h))
#else
/*
 * A compiler without _Float16 in C (clang before 15 on x86-64): __half
 * holds its bits and converts in software, rounding to nearest even, so
 * kernels build and the intrinsics compute as above; `+ - * /` on a __half
 * need the intrinsics (__hadd...) there, and __hfma rounds through float.
 */
typedef struct { unsigned short x; } __half;
static inline __half prism__h_of_f(float f)
{
    uint32_t u, a, r, rem;
    memcpy(&u, &f, 4);
    unsigned short sign = (unsigned short)((u >> 16) & 0x8000u);
    a = u & 0x7fffffffu;
    if (a > 0x7f800000u) /* NaN: quiet */
        return (__half){(unsigned short)(sign | 0x7e00u)};
    if (a >= 0x477ff000u) /* 65520 and above round to infinity */
        return (__half){(unsigned short)(sign | 0x7c00u)};
    if (a < 0x38800000u) { /* below 2^-14: a subnormal half (or 0), in units of 2^-24 */
        if (a <= 0x33000000u) /* 2^-25 ties to 0 */
            return (__half){sign};
        uint32_t m = (a & 0x7fffffu) | 0x800000u, shift = 126u - (a >> 23);
        r = m >> shift;
        rem = m & ((1u << shift) - 1u);
        uint32_t half_way = 1u << (shift - 1u);
        r += rem > half_way || (rem == half_way && (r & 1u));
        return (__half){(unsigned short)(sign | r)};
    }
    r = (a - 0x38000000u) >> 13; /* the exponent rebiased from 127 to 15 */
    rem = a & 0x1fffu;
    r += rem > 0x1000u || (rem == 0x1000u && (r & 1u)); /* a carry steps the exponent, up to infinity */
    return (__half){(unsigned short)(sign | r)};
}
static inline float prism__f_of_h(__half h)
{
    uint32_t sign = (uint32_t)(h.x & 0x8000u) << 16, e = (h.x >> 10) & 0x1fu, m = h.x & 0x3ffu, u;
    float f;
    if (e == 0x1fu)
        u = sign | 0x7f800000u | (m << 13);
    else if (e)
        u = sign | ((e + 112u) << 23) | (m << 13);
    else {
        f = (float)m * 0x1p-24f; /* exact: at most 10 bits */
        memcpy(&u, &f, 4);
        u |= sign;
    }
    memcpy(&f, &u, 4);
    return f;
}
#define PRISM__H(f) prism__h_of_f(f)
#define PRISM__H_OF_D(d) prism__h_of_f((float)(d))
#define PRISM__F(h) prism__f_of_h(h)
#endif
typedef struct __attribute__((aligned(4))) { __half x, y; } __half2;
typedef struct { unsigned short x; } __nv_bfloat16;
typedef struct __attribute__((aligned(4))) { __nv_bfloat16 x, y; } __nv_bfloat162;

static inline __half __float2half(float f) { return PRISM__H(f); }
static inline __half __float2half_rn(float f) { return PRISM__H(f); }
static inline float __half2float(__half h) { return PRISM__F(h); }
static inline __half __ushort_as_half(unsigned short u) { __half h; memcpy(&h, &u, 2); return h; }
static inline unsigned short __half_as_ushort(__half h) { unsigned short u; memcpy(&u, &h, 2); return u; }

static inline __nv_bfloat16 __float2bfloat16(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u) /* NaN: quiet, sign kept */
        return (__nv_bfloat16){(unsigned short)((u >> 16) | 0x40u)};
    u += 0x7fffu + ((u >> 16) & 1u); /* ties to the even one; overflow carries to inf */
    return (__nv_bfloat16){(unsigned short)(u >> 16)};
}
static inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }
static inline float __bfloat162float(__nv_bfloat16 b)
{
    uint32_t u = (uint32_t)b.x << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static inline __half prism__hadd(__half a, __half b) { return PRISM__H(PRISM__F(a) + PRISM__F(b)); }
static inline __half prism__hsub(__half a, __half b) { return PRISM__H(PRISM__F(a) - PRISM__F(b)); }
static inline __half prism__hmul(__half a, __half b) { return PRISM__H(PRISM__F(a) * PRISM__F(b)); }
static inline __half prism__hdiv(__half a, __half b) { return PRISM__H(PRISM__F(a) / PRISM__F(b)); }
static inline __half prism__hfma(__half a, __half b, __half c)
{
    return PRISM__H_OF_D(__builtin_fma((double)PRISM__F(a), (double)PRISM__F(b), (double)PRISM__F(c)));
}
#define PRISM__BF_OP(name, op)                                                                    \
    static inline __nv_bfloat16 prism__##name##_bf(__nv_bfloat16 a, __nv_bfloat16 b)              \
    {                                                                                              \
        return __float2bfloat16(__bfloat162float(a) op __bfloat162float(b));                       \
    }
PRISM__BF_OP(hadd, +)
PRISM__BF_OP(hsub, -)
PRISM__BF_OP(hmul, *)
PRISM__BF_OP(hdiv, /)
static inline __nv_bfloat16 prism__hfma_bf(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c)
{
    return __float2bfloat16(__builtin_fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c)));
}
/*
 * __hadd is CUDA's name for two overloads: the halves' sum and int's
 * halving add, (x + y) >> 1 without overflow.  C++ picks the int one for
 * any integer or float argument (a standard conversion beats __half's
 * converting constructor), so every type but the two half types goes
 * there: __hadd(3, 5) is 4, not the half 8 that _Float16's implicit
 * conversion would give.
 */
static inline int prism__hadd_i(int a, int b) { return (int)(((long long)a + b) >> 1); }
#define __hadd(a, b)                                                                                   \
    _Generic((a), __nv_bfloat16: prism__hadd_bf, __half: prism__hadd, default: prism__hadd_i)(a, b)
#define __hsub(a, b) _Generic((a), __nv_bfloat16: prism__hsub_bf, default: prism__hsub)(a, b)
#define __hmul(a, b) _Generic((a), __nv_bfloat16: prism__hmul_bf, default: prism__hmul)(a, b)
#define __hdiv(a, b) _Generic((a), __nv_bfloat16: prism__hdiv_bf, default: prism__hdiv)(a, b)
#define __hfma(a, b, c) _Generic((a), __nv_bfloat16: prism__hfma_bf, default: prism__hfma)(a, b, c)

static inline __half2 __halves2half2(__half lo, __half hi) { return (__half2){lo, hi}; }
static inline __half2 make_half2(__half x, __half y) { return (__half2){x, y}; }
static inline __half __low2half(__half2 h) { return h.x; }
static inline __half __high2half(__half2 h) { return h.y; }
static inline __half2 __float2half2_rn(float f) { return (__half2){PRISM__H(f), PRISM__H(f)}; }
static inline __half2 __floats2half2_rn(float lo, float hi) { return (__half2){PRISM__H(lo), PRISM__H(hi)}; }
static inline float2 __half22float2(__half2 h) { return (float2){PRISM__F(h.x), PRISM__F(h.y)}; }
static inline float __low2float(__half2 h) { return PRISM__F(h.x); }
static inline float __high2float(__half2 h) { return PRISM__F(h.y); }
static inline __half2 __hadd2(__half2 a, __half2 b) { return (__half2){prism__hadd(a.x, b.x), prism__hadd(a.y, b.y)}; }
static inline __half2 __hsub2(__half2 a, __half2 b) { return (__half2){prism__hsub(a.x, b.x), prism__hsub(a.y, b.y)}; }
static inline __half2 __hmul2(__half2 a, __half2 b) { return (__half2){prism__hmul(a.x, b.x), prism__hmul(a.y, b.y)}; }
static inline __half2 __hfma2(__half2 a, __half2 b, __half2 c)
{
    return (__half2){prism__hfma(a.x, b.x, c.x), prism__hfma(a.y, b.y, c.y)};
}
static inline __nv_bfloat162 __floats2bfloat162_rn(float lo, float hi)
{
    return (__nv_bfloat162){__float2bfloat16(lo), __float2bfloat16(hi)};
}
static inline __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 lo, __nv_bfloat16 hi) { return (__nv_bfloat162){lo, hi}; }
static inline __nv_bfloat16 __low2bfloat16(__nv_bfloat162 b) { return b.x; }
static inline __nv_bfloat16 __high2bfloat16(__nv_bfloat162 b) { return b.y; }
static inline float2 __bfloat1622float2(__nv_bfloat162 b) { return (float2){__bfloat162float(b.x), __bfloat162float(b.y)}; }

#endif /* PRISM_EMU_HALF_H */
