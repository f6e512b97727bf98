/*
 * prism/emu/half.h - CUDA's 16-bit float types and their common intrinsics
 * for the host emulator (prism.h includes it when not compiling with nvcc;
 * <cuda_fp16.h> and <cuda_bf16.h> are C++ only).
 *
 * __half is gcc's _Float16 (x86-64, gcc 12): conversions round to nearest
 * even in libgcc, and + - * / on it work as in CUDA C++.  The arithmetic
 * intrinsics compute in float and round once to half: float's 24 bits are
 * at least 2 * 11 + 2, so that double rounding gives the correctly rounded
 * half.  __hfma rounds a*b+c to double (the product is exact there), then
 * to half: correctly rounded except where the sum needs more than double's
 * 53 bits and that first rounding lands on a half tie (c far below a*b),
 * as for bfloat16's, through float.  bfloat16 has no
 * arithmetic type in gcc 12 C: __nv_bfloat16 holds its bits (.x, as CUDA's
 * __nv_bfloat16_raw), converted by bit manipulation, round to nearest even.
 * __hadd and its kind take either type (C11 _Generic for C++'s overloads).
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

typedef _Float16 __half;
typedef struct __attribute__((aligned(4))) { __half x, y; } __half2;
typedef struct { unsigned short x; } __nv_bfloat16;
typedef struct __attribute__((aligned(4))) { __nv_bfloat16 x, y; } __nv_bfloat162;

static inline __half __float2half(float f) { return (__half)f; }
static inline __half __float2half_rn(float f) { return (__half)f; }
static inline float __half2float(__half h) { return (float)h; }
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

static inline __half prism__hadd(__half a, __half b) { return (__half)((float)a + (float)b); }
static inline __half prism__hsub(__half a, __half b) { return (__half)((float)a - (float)b); }
static inline __half prism__hmul(__half a, __half b) { return (__half)((float)a * (float)b); }
static inline __half prism__hdiv(__half a, __half b) { return (__half)((float)a / (float)b); }
static inline __half prism__hfma(__half a, __half b, __half c)
{
    return (__half)__builtin_fma((double)a, (double)b, (double)c);
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
#define __hadd(a, b) _Generic((a), __nv_bfloat16: prism__hadd_bf, default: prism__hadd)(a, b)
#define __hsub(a, b) _Generic((a), __nv_bfloat16: prism__hsub_bf, default: prism__hsub)(a, b)
#define __hmul(a, b) _Generic((a), __nv_bfloat16: prism__hmul_bf, default: prism__hmul)(a, b)
#define __hdiv(a, b) _Generic((a), __nv_bfloat16: prism__hdiv_bf, default: prism__hdiv)(a, b)
#define __hfma(a, b, c) _Generic((a), __nv_bfloat16: prism__hfma_bf, default: prism__hfma)(a, b, c)

static inline __half2 __halves2half2(__half lo, __half hi) { return (__half2){lo, hi}; }
static inline __half2 make_half2(__half x, __half y) { return (__half2){x, y}; }
static inline __half __low2half(__half2 h) { return h.x; }
static inline __half __high2half(__half2 h) { return h.y; }
static inline __half2 __float2half2_rn(float f) { return (__half2){(__half)f, (__half)f}; }
static inline __half2 __floats2half2_rn(float lo, float hi) { return (__half2){(__half)lo, (__half)hi}; }
static inline float2 __half22float2(__half2 h) { return (float2){(float)h.x, (float)h.y}; }
static inline float __low2float(__half2 h) { return (float)h.x; }
static inline float __high2float(__half2 h) { return (float)h.y; }
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
