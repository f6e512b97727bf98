/*
 * prism/emu/bits.h - CUDA's device intrinsics for the host emulator:
 * integer and bit-cast intrinsics, float conversions and the fast and
 * correctly rounded float intrinsics, min/max, clock64 and clock, __trap.
 * Included by emu.h.  docs/EMULATOR.md lists them with any deviation.
 *
 * Each is what the CUDA Math API documents: the integer ones bit-exact
 * (PTX's instruction where the documentation is silent), the _rn ones
 * correctly rounded, the fast ones (__expf...) within the error CUDA
 * allows them, with the special cases CUDA documents.
 *
 * nvcc lets a program define its own function of a device builtin's name
 * (__popc, __byte_perm, clock64...), so these are GNU extern inline
 * functions, always inlined (PRISM_EMU_INTRINSIC): a definition of the
 * same name later in the file replaces ours (gcc: a static one from there
 * on, an external one in the whole file; clang: either in the whole file),
 * and no call reaches a symbol, so nothing needs linking.  CUDA's
 * overloaded names (__dp4a, __dp2a_lo/hi, min, max) are _Generic macros,
 * as C has no overloads; nvcc refuses a program's own function of those
 * names.  The names outside the reserved __ space (min,
 * max, umin..., rsqrtf, rsqrt, clock64, clock) stand back for a macro of
 * the program's own defined before prism.h.
 */
#ifndef PRISM_EMU_BITS_H
#define PRISM_EMU_BITS_H

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "prism/emu/vector_types.h" /* char4, uchar4, short2, ushort2 */

#define PRISM_EMU_INTRINSIC extern inline __attribute__((gnu_inline, always_inline))

/* Set bits. */
PRISM_EMU_INTRINSIC int __popc(unsigned x)
{
    return __builtin_popcount(x);
}
PRISM_EMU_INTRINSIC int __popcll(unsigned long long x)
{
    return __builtin_popcountll(x);
}
/* 1 + index of the least significant set bit; 0 for 0. */
PRISM_EMU_INTRINSIC int __ffs(int x)
{
    return __builtin_ffs(x);
}
PRISM_EMU_INTRINSIC int __ffsll(long long x)
{
    return __builtin_ffsll(x);
}
/* Leading zeros; 32 (64) for 0, where the builtin is undefined. */
PRISM_EMU_INTRINSIC int __clz(int x)
{
    return x == 0 ? 32 : __builtin_clz((unsigned)x);
}
PRISM_EMU_INTRINSIC int __clzll(long long x)
{
    return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
/* Bit reversal. */
PRISM_EMU_INTRINSIC unsigned __brev(unsigned x)
{
    x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
    x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
    return __builtin_bswap32(x);
}
PRISM_EMU_INTRINSIC unsigned long long __brevll(unsigned long long x)
{
    return (unsigned long long)__brev((unsigned)x) << 32 | __brev((unsigned)(x >> 32));
}
/* Reinterpret bits between float and 32-bit integers. */
PRISM_EMU_INTRINSIC unsigned __float_as_uint(float x)
{
    unsigned u;
    memcpy(&u, &x, sizeof u);
    return u;
}
PRISM_EMU_INTRINSIC int __float_as_int(float x)
{
    int i;
    memcpy(&i, &x, sizeof i);
    return i;
}
PRISM_EMU_INTRINSIC float __uint_as_float(unsigned u)
{
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}
PRISM_EMU_INTRINSIC float __int_as_float(int i)
{
    float x;
    memcpy(&x, &i, sizeof x);
    return x;
}

PRISM_EMU_INTRINSIC long long __double_as_longlong(double x)
{
    long long i;
    memcpy(&i, &x, sizeof i);
    return i;
}
PRISM_EMU_INTRINSIC double __longlong_as_double(long long i)
{
    double x;
    memcpy(&x, &i, sizeof x);
    return x;
}

/* ---- integer intrinsics: bit-exact ---------------------------------------- */

/* Byte n of the result is byte s[4n+2:4n] of y:x (x bytes 0-3); prmt's sign bit s[4n+3] is not used. */
PRISM_EMU_INTRINSIC unsigned __byte_perm(unsigned x, unsigned y, unsigned s)
{
    uint64_t in = (uint64_t)y << 32 | x;
    unsigned r = 0;
    for (unsigned n = 0; n < 4; n++)
        r |= (unsigned)(in >> (8u * (s >> (4u * n) & 7u)) & 0xffu) << (8u * n);
    return r;
}
/* hi:lo shifted left by shift & 31 (_lc: by min(shift, 32)), its high word. */
PRISM_EMU_INTRINSIC unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift)
{
    return (unsigned)(((uint64_t)hi << 32 | lo) << (shift & 31u) >> 32);
}
PRISM_EMU_INTRINSIC unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift)
{
    return (unsigned)(((uint64_t)hi << 32 | lo) << (shift < 32u ? shift : 32u) >> 32);
}
/* hi:lo shifted right by shift & 31 (_rc: by min(shift, 32)), its low word. */
PRISM_EMU_INTRINSIC unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift)
{
    return (unsigned)(((uint64_t)hi << 32 | lo) >> (shift & 31u));
}
PRISM_EMU_INTRINSIC unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift)
{
    return (unsigned)(((uint64_t)hi << 32 | lo) >> (shift < 32u ? shift : 32u));
}
/* The low 24 bits of x as a signed number (mul24.lo.s32 reads them so: nvcc sign-extends them). */
PRISM_EMU_INTRINSIC int64_t prism_emu_s24(int x)
{
    uint32_t u = (uint32_t)x & 0xffffffu;
    return (int64_t)u - (u & 0x800000u ? 0x1000000 : 0);
}
/* Low 32 bits of the product of the low 24 bits of x and y. */
PRISM_EMU_INTRINSIC int __mul24(int x, int y)
{
    return (int)(uint32_t)(uint64_t)(prism_emu_s24(x) * prism_emu_s24(y));
}
PRISM_EMU_INTRINSIC unsigned __umul24(unsigned x, unsigned y)
{
    return (unsigned)((uint64_t)(x & 0xffffffu) * (y & 0xffffffu));
}
/* High 32 (64) bits of the full product. */
PRISM_EMU_INTRINSIC int __mulhi(int x, int y)
{
    return (int)(uint32_t)((uint64_t)((int64_t)x * y) >> 32);
}
PRISM_EMU_INTRINSIC unsigned __umulhi(unsigned x, unsigned y)
{
    return (unsigned)((uint64_t)x * y >> 32);
}
PRISM_EMU_INTRINSIC long long __mul64hi(long long x, long long y)
{
    __extension__ typedef __int128 prism_emu_i128;
    __extension__ typedef unsigned __int128 prism_emu_u128;
    return (long long)(uint64_t)((prism_emu_u128)((prism_emu_i128)x * y) >> 64);
}
PRISM_EMU_INTRINSIC unsigned long long __umul64hi(unsigned long long x, unsigned long long y)
{
    __extension__ typedef unsigned __int128 prism_emu_u128;
    return (unsigned long long)((prism_emu_u128)x * y >> 64);
}
/* |x - y| + z, modulo 2^32 (sad.s32, sad.u32). */
PRISM_EMU_INTRINSIC unsigned __sad(int x, int y, unsigned z)
{
    return (x > y ? (unsigned)x - (unsigned)y : (unsigned)y - (unsigned)x) + z;
}
PRISM_EMU_INTRINSIC unsigned __usad(unsigned x, unsigned y, unsigned z)
{
    return (x > y ? x - y : y - x) + z;
}

/*
 * dp4a and dp2a: c plus the products of packed bytes (and halves), modulo
 * 2^32 (dp4a.s32.s32 / .u32.u32; dp2a.lo/hi).  The int overloads read the
 * bytes and halves as signed, the unsigned ones as unsigned; char4, uchar4,
 * short2 and ushort2 hold the same bytes (x lowest).
 */
PRISM_EMU_INTRINSIC int prism_emu_sbyte(unsigned v, unsigned n)
{
    unsigned b = v >> (8u * n) & 0xffu;
    return (int)b - (b & 0x80u ? 256 : 0);
}
PRISM_EMU_INTRINSIC int prism_emu_shalf(unsigned v, unsigned n)
{
    unsigned h = v >> (16u * n) & 0xffffu;
    return (int)h - (h & 0x8000u ? 65536 : 0);
}
PRISM_EMU_INTRINSIC int prism_emu_dp4a_i(int a, int b, int c)
{
    unsigned r = (unsigned)c;
    for (unsigned n = 0; n < 4; n++)
        r += (unsigned)(prism_emu_sbyte((unsigned)a, n) * prism_emu_sbyte((unsigned)b, n));
    return (int)r;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_dp4a_u(unsigned a, unsigned b, unsigned c)
{
    for (unsigned n = 0; n < 4; n++)
        c += (a >> (8u * n) & 0xffu) * (b >> (8u * n) & 0xffu);
    return c;
}
/* hi: bytes 2 and 3 of b, else bytes 0 and 1, times halves 0 and 1 of a. */
PRISM_EMU_INTRINSIC int prism_emu_dp2a_i(int a, int b, int c, unsigned hi)
{
    unsigned r = (unsigned)c;
    for (unsigned n = 0; n < 2; n++)
        r += (unsigned)(prism_emu_shalf((unsigned)a, n) * prism_emu_sbyte((unsigned)b, 2u * hi + n));
    return (int)r;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_dp2a_u(unsigned a, unsigned b, unsigned c, unsigned hi)
{
    for (unsigned n = 0; n < 2; n++)
        c += (a >> (16u * n) & 0xffffu) * (b >> (8u * (2u * hi + n)) & 0xffu);
    return c;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_bytes_u(const void *p)
{
    unsigned u;
    memcpy(&u, p, sizeof u);
    return u;
}
PRISM_EMU_INTRINSIC int prism_emu_dp4a_s(char4 a, char4 b, int c)
{
    return prism_emu_dp4a_i((int)prism_emu_bytes_u(&a), (int)prism_emu_bytes_u(&b), c);
}
PRISM_EMU_INTRINSIC unsigned prism_emu_dp4a_us(uchar4 a, uchar4 b, unsigned c)
{
    return prism_emu_dp4a_u(prism_emu_bytes_u(&a), prism_emu_bytes_u(&b), c);
}
PRISM_EMU_INTRINSIC int prism_emu_dp2a_lo_i(int a, int b, int c) { return prism_emu_dp2a_i(a, b, c, 0); }
PRISM_EMU_INTRINSIC int prism_emu_dp2a_hi_i(int a, int b, int c) { return prism_emu_dp2a_i(a, b, c, 1); }
PRISM_EMU_INTRINSIC unsigned prism_emu_dp2a_lo_u(unsigned a, unsigned b, unsigned c) { return prism_emu_dp2a_u(a, b, c, 0); }
PRISM_EMU_INTRINSIC unsigned prism_emu_dp2a_hi_u(unsigned a, unsigned b, unsigned c) { return prism_emu_dp2a_u(a, b, c, 1); }
PRISM_EMU_INTRINSIC int prism_emu_dp2a_lo_s(short2 a, char4 b, int c)
{
    return prism_emu_dp2a_i((int)prism_emu_bytes_u(&a), (int)prism_emu_bytes_u(&b), c, 0);
}
PRISM_EMU_INTRINSIC int prism_emu_dp2a_hi_s(short2 a, char4 b, int c)
{
    return prism_emu_dp2a_i((int)prism_emu_bytes_u(&a), (int)prism_emu_bytes_u(&b), c, 1);
}
PRISM_EMU_INTRINSIC unsigned prism_emu_dp2a_lo_us(ushort2 a, uchar4 b, unsigned c)
{
    return prism_emu_dp2a_u(prism_emu_bytes_u(&a), prism_emu_bytes_u(&b), c, 0);
}
PRISM_EMU_INTRINSIC unsigned prism_emu_dp2a_hi_us(ushort2 a, uchar4 b, unsigned c)
{
    return prism_emu_dp2a_u(prism_emu_bytes_u(&a), prism_emu_bytes_u(&b), c, 1);
}
/* The overload by the first operand's type (S, US: the packed signed and unsigned ones); integers
 * below int promote to int, as in C++. */
#define PRISM_EMU__DP_BY_TYPE(name, a, S, US)                                                                \
    _Generic((a), int: prism_emu_##name##_i, char: prism_emu_##name##_i, signed char: prism_emu_##name##_i,   \
             unsigned char: prism_emu_##name##_i, short: prism_emu_##name##_i,                              \
             unsigned short: prism_emu_##name##_i, _Bool: prism_emu_##name##_i, unsigned: prism_emu_##name##_u, \
             S: prism_emu_##name##_s, US: prism_emu_##name##_us)
#define __dp4a(a, b, c) PRISM_EMU__DP_BY_TYPE(dp4a, a, char4, uchar4)((a), (b), (c))
#define __dp2a_lo(a, b, c) PRISM_EMU__DP_BY_TYPE(dp2a_lo, a, short2, ushort2)((a), (b), (c))
#define __dp2a_hi(a, b, c) PRISM_EMU__DP_BY_TYPE(dp2a_hi, a, short2, ushort2)((a), (b), (c))

/*
 * min and max: CUDA C++ overloads them for every pair of int, unsigned,
 * long, unsigned long, long long, unsigned long long, float and double of
 * one rank (the result is the usual arithmetic conversion's type; float
 * and double go through fminf/fmin, fmaxf/fmax), so a _Generic on a + b
 * picks the same one: min(n, 1.5f) must not truncate to int.  umin, umax,
 * llmin, llmax, ullmin and ullmax have one type each.
 */
#define PRISM_EMU__MINMAX_FNS(op, cmp)                                                                   \
    PRISM_EMU_INTRINSIC int prism_emu_math_##op##_i(int a, int b) { return a cmp b ? a : b; }                 \
    PRISM_EMU_INTRINSIC unsigned prism_emu_math_##op##_u(unsigned a, unsigned b) { return a cmp b ? a : b; }  \
    PRISM_EMU_INTRINSIC long prism_emu_math_##op##_l(long a, long b) { return a cmp b ? a : b; }              \
    PRISM_EMU_INTRINSIC unsigned long prism_emu_math_##op##_ul(unsigned long a, unsigned long b)              \
    {                                                                                                    \
        return a cmp b ? a : b;                                                                          \
    }                                                                                                    \
    PRISM_EMU_INTRINSIC long long prism_emu_math_##op##_ll(long long a, long long b) { return a cmp b ? a : b; } \
    PRISM_EMU_INTRINSIC unsigned long long prism_emu_math_##op##_ull(unsigned long long a, unsigned long long b) \
    {                                                                                                    \
        return a cmp b ? a : b;                                                                          \
    }
PRISM_EMU__MINMAX_FNS(min, <)
PRISM_EMU__MINMAX_FNS(max, >)
#undef PRISM_EMU__MINMAX_FNS
#define PRISM_EMU__MINMAX(op, a, b)                                                                      \
    _Generic((a) + (b), int: prism_emu_math_##op##_i, unsigned: prism_emu_math_##op##_u, long: prism_emu_math_##op##_l, \
             unsigned long: prism_emu_math_##op##_ul, long long: prism_emu_math_##op##_ll,                         \
             unsigned long long: prism_emu_math_##op##_ull, float: f##op##f, double: f##op)((a), (b))
#if !defined(__cplusplus)
#ifndef min
#define min(a, b) PRISM_EMU__MINMAX(min, a, b)
#endif
#ifndef max
#define max(a, b) PRISM_EMU__MINMAX(max, a, b)
#endif
#endif
#ifndef umin
PRISM_EMU_INTRINSIC unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
#endif
#ifndef umax
PRISM_EMU_INTRINSIC unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
#endif
#ifndef llmin
PRISM_EMU_INTRINSIC long long llmin(long long a, long long b) { return a < b ? a : b; }
#endif
#ifndef llmax
PRISM_EMU_INTRINSIC long long llmax(long long a, long long b) { return a > b ? a : b; }
#endif
#ifndef ullmin
PRISM_EMU_INTRINSIC unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
#endif
#ifndef ullmax
PRISM_EMU_INTRINSIC unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
#endif

/* ---- float conversions ------------------------------------------------------ */

/*
 * float to int in the rounding named: cvt.rni/rzi/rpi/rmi.s32.f32, which
 * clamps to INT_MIN..INT_MAX and gives 0 for NaN (CUDA calls out of range
 * undefined); the unsigned ones clamp to 0..UINT_MAX.  rintf rounds to
 * nearest even in the default rounding mode, which kernels do not change.
 */
PRISM_EMU_INTRINSIC int prism_emu_f2i(float r)
{
    return r != r ? 0 : r >= 0x1p31f ? INT_MAX : r < -0x1p31f ? INT_MIN : (int)r;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_f2u(float r)
{
    return r != r || r <= 0.0f ? 0u : r >= 0x1p32f ? UINT_MAX : (unsigned)r;
}
PRISM_EMU_INTRINSIC int __float2int_rn(float x) { return prism_emu_f2i(rintf(x)); }
PRISM_EMU_INTRINSIC int __float2int_rz(float x) { return prism_emu_f2i(truncf(x)); }
PRISM_EMU_INTRINSIC int __float2int_ru(float x) { return prism_emu_f2i(ceilf(x)); }
PRISM_EMU_INTRINSIC int __float2int_rd(float x) { return prism_emu_f2i(floorf(x)); }
PRISM_EMU_INTRINSIC unsigned __float2uint_rn(float x) { return prism_emu_f2u(rintf(x)); }
PRISM_EMU_INTRINSIC unsigned __float2uint_rz(float x) { return prism_emu_f2u(truncf(x)); }
PRISM_EMU_INTRINSIC unsigned __float2uint_ru(float x) { return prism_emu_f2u(ceilf(x)); }
PRISM_EMU_INTRINSIC unsigned __float2uint_rd(float x) { return prism_emu_f2u(floorf(x)); }
/* C's conversion rounds to nearest even in the default rounding mode. */
PRISM_EMU_INTRINSIC float __int2float_rn(int x) { return (float)x; }
PRISM_EMU_INTRINSIC float __uint2float_rn(unsigned x) { return (float)x; }

/* ---- correctly rounded float arithmetic -------------------------------------- */

/*
 * The _rn operations round once to nearest even and, as CUDA promises,
 * are never contracted with a neighbouring multiply or add into an fma
 * (gcc contracts across inlined calls under -ffp-contract=fast, its GNU C
 * default, on a target with fma): the volatile copies keep each product
 * and sum a rounded float.
 */
PRISM_EMU_INTRINSIC float __fadd_rn(float x, float y)
{
    volatile float a = x, b = y;
    return a + b;
}
PRISM_EMU_INTRINSIC float __fsub_rn(float x, float y)
{
    volatile float a = x, b = y;
    return a - b;
}
PRISM_EMU_INTRINSIC float __fmul_rn(float x, float y)
{
    volatile float r = x * y;
    return r;
}
PRISM_EMU_INTRINSIC float __fdiv_rn(float x, float y) { return x / y; }
PRISM_EMU_INTRINSIC float __frcp_rn(float x) { return 1.0f / x; }
PRISM_EMU_INTRINSIC float __fmaf_rn(float x, float y, float z) { return fmaf(x, y, z); }
PRISM_EMU_INTRINSIC float __fsqrt_rn(float x) { return sqrtf(x); }
float prism_emu_frsqrt_rn(float x);
PRISM_EMU_INTRINSIC float __frsqrt_rn(float x) { return prism_emu_frsqrt_rn(x); }

/* rsqrtf (2 ulp in CUDA) through double, rsqrt (1 ulp) through long double: well within. */
#ifndef rsqrtf
PRISM_EMU_INTRINSIC float rsqrtf(float x) { return (float)(1.0 / sqrt((double)x)); }
#endif
#ifndef rsqrt
PRISM_EMU_INTRINSIC double rsqrt(double x) { return (double)(1.0L / sqrtl((long double)x)); }
#endif

/* ---- fast float intrinsics ------------------------------------------------------ */

/*
 * libm's functions are more accurate than CUDA's bounds for these (e.g.
 * __expf: 2 + floor(|1.173 x|) ulp), and CUDA's special cases are kept:
 * __fdividef's 0 (NaN for an infinite x) when 2^126 < |y| < 2^128,
 * __sinf's and __tanf's subnormal results flushed to a signed 0, and
 * __powf computed as CUDA computes it, exp2f(y * __log2f(x)) (so
 * __powf(-2, 2) is NaN and __powf(0, 0) too, where powf gives 4 and 1).
 */
PRISM_EMU_INTRINSIC float __fdividef(float x, float y)
{
    return fabsf(y) > 0x1p126f && fabsf(y) <= 0x1.fffffep127f ? x * copysignf(0.0f, y) : x / y;
}
/* Clamped to [+0, 1]; NaN gives +0. */
PRISM_EMU_INTRINSIC float __saturatef(float x)
{
    return x >= 1.0f ? 1.0f : x > 0.0f ? x : 0.0f;
}
PRISM_EMU_INTRINSIC float prism_emu_ftz(float r)
{
    return fabsf(r) < 0x1p-126f ? copysignf(0.0f, r) : r;
}
PRISM_EMU_INTRINSIC float __expf(float x) { return expf(x); }
PRISM_EMU_INTRINSIC float __exp10f(float x) { return powf(10.0f, x); }
PRISM_EMU_INTRINSIC float __logf(float x) { return logf(x); }
PRISM_EMU_INTRINSIC float __log2f(float x) { return log2f(x); }
PRISM_EMU_INTRINSIC float __log10f(float x) { return log10f(x); }
PRISM_EMU_INTRINSIC float __sinf(float x) { return prism_emu_ftz(sinf(x)); }
PRISM_EMU_INTRINSIC float __cosf(float x) { return cosf(x); }
PRISM_EMU_INTRINSIC float __tanf(float x) { return prism_emu_ftz(__fdividef(__sinf(x), __cosf(x))); }
PRISM_EMU_INTRINSIC void __sincosf(float x, float *s, float *c)
{
    *s = __sinf(x);
    *c = __cosf(x);
}
PRISM_EMU_INTRINSIC float __powf(float x, float y) { return exp2f(y * log2f(x)); }

/* ---- clock64, clock, __trap --------------------------------------------------- */

/*
 * clock64() and clock() in kernel code read a monotonic per-thread
 * counter, nanoseconds standing in for cycles (runtime/emu/intrinsics.c).
 * clock() is libc's too: a macro sends every call in a file that includes
 * prism.h to prism_emu_clock, which returns libc's clock() when not called
 * from kernel code, so host code in the same file keeps libc's meaning.
 */
long long prism_emu_clock64(void);
clock_t prism_emu_clock(void);
#ifndef clock64
PRISM_EMU_INTRINSIC long long clock64(void) { return prism_emu_clock64(); }
#endif
#ifndef clock
#define clock() prism_emu_clock()
#endif

/* __trap(): the launch stops, reported with the kernel, block, thread and line ([device-trap]). */
_Noreturn void prism_emu_trap(void);
PRISM_EMU_INTRINSIC __attribute__((noreturn)) void __trap(void) { prism_emu_trap(); }

#endif /* PRISM_EMU_BITS_H */
