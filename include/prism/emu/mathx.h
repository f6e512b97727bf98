/*
 * prism/emu/mathx.h - the CUDA math API beyond C's libm for the host
 * emulator: integer halving adds and __fns, the directed-rounding
 * arithmetic and conversions (_rz, _ru, _rd), and sinpi, cospi, norm3d,
 * rhypot, rcbrt, normcdf, erfinv, erfcx and their kin.  Included by
 * emu.h; docs/EMULATOR.md lists them with the accuracy met.
 *
 * Directed rounding sets the thread's rounding mode around the one
 * operation and restores it: volatile operands keep the operation between
 * the two calls (gcc does not honour FENV_ACCESS), and a fiber never
 * yields inside.  The float functions compute in double and the double
 * ones in long double (x86's 64-bit significand), then round once, so
 * their error stays within CUDA's documented ulp bounds.  Like bits.h's,
 * these are GNU extern inline (a program's own definition of the same
 * prototype wins), and a name outside the reserved space stands back for
 * a program's own macro of it.  Not provided: norm, rnorm, normf, rnormf
 * (common names of a program's own functions, which C cannot overload).
 */
#ifndef PRISM_EMU_MATHX_H
#define PRISM_EMU_MATHX_H

#include <fenv.h>
#include <float.h>

#include "prism/emu/bits.h" /* PRISM_EMU_INTRINSIC, prism_emu_f2i */

/* ---- integer ------------------------------------------------------------------ */

PRISM_EMU_INTRINSIC int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
PRISM_EMU_INTRINSIC unsigned __uhadd(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x + y) >> 1); }
PRISM_EMU_INTRINSIC unsigned __urhadd(unsigned x, unsigned y)
{
    return (unsigned)(((unsigned long long)x + y + 1) >> 1);
}
/* PTX fns: the offset-th set bit of mask from base, upward (offset > 0) or downward; 0xffffffff if none. */
PRISM_EMU_INTRINSIC unsigned __fns(unsigned mask, unsigned base, int offset)
{
    if (offset == 0)
        return base < 32 && (mask >> base & 1u) ? base : 0xffffffffu;
    long long count = offset > 0 ? offset : -(long long)offset;
    for (int pos = (int)base; pos >= 0 && pos < 32; pos += offset > 0 ? 1 : -1)
        if ((mask >> pos & 1u) && --count == 0)
            return (unsigned)pos;
    return 0xffffffffu;
}
PRISM_EMU_INTRINSIC int __double2hiint(double x)
{
    long long b;
    memcpy(&b, &x, sizeof b);
    return (int)(b >> 32);
}
PRISM_EMU_INTRINSIC int __double2loint(double x)
{
    unsigned long long b;
    memcpy(&b, &x, sizeof b);
    return (int)(unsigned)b;
}
PRISM_EMU_INTRINSIC double __hiloint2double(int hi, int lo)
{
    unsigned long long b = (unsigned long long)(unsigned)hi << 32 | (unsigned)lo;
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

/* ---- directed rounding -------------------------------------------------------- */

/* expr (over the volatile a, b, c) computed in rounding mode m, the thread's mode restored. */
#define PRISM_EMU_ROUNDED(T, m, expr)          \
    __extension__({                            \
        int prism_old_ = fegetround();         \
        fesetround(m);                         \
        volatile T prism_r_ = (expr);          \
        fesetround(prism_old_);                \
        prism_r_;                              \
    })

/* name_rn/_rz/_ru/_rd(args) = expr, with the arguments copied to volatile a, b, c. */
#define PRISM_EMU_RND1(R, name, T, expr)                                                               \
    PRISM_EMU_INTRINSIC R name##_rz(T x) { volatile T a = x; return PRISM_EMU_ROUNDED(R, FE_TOWARDZERO, expr); } \
    PRISM_EMU_INTRINSIC R name##_ru(T x) { volatile T a = x; return PRISM_EMU_ROUNDED(R, FE_UPWARD, expr); }     \
    PRISM_EMU_INTRINSIC R name##_rd(T x) { volatile T a = x; return PRISM_EMU_ROUNDED(R, FE_DOWNWARD, expr); }
#define PRISM_EMU_RND2(name, T, expr)                                                                  \
    PRISM_EMU_INTRINSIC T name##_rz(T x, T y)                                                          \
    {                                                                                                  \
        volatile T a = x, b = y;                                                                       \
        return PRISM_EMU_ROUNDED(T, FE_TOWARDZERO, expr);                                              \
    }                                                                                                  \
    PRISM_EMU_INTRINSIC T name##_ru(T x, T y)                                                          \
    {                                                                                                  \
        volatile T a = x, b = y;                                                                       \
        return PRISM_EMU_ROUNDED(T, FE_UPWARD, expr);                                                  \
    }                                                                                                  \
    PRISM_EMU_INTRINSIC T name##_rd(T x, T y)                                                          \
    {                                                                                                  \
        volatile T a = x, b = y;                                                                       \
        return PRISM_EMU_ROUNDED(T, FE_DOWNWARD, expr);                                                \
    }
#define PRISM_EMU_RND3(name, T, fn)                                                                    \
    PRISM_EMU_INTRINSIC T name##_rz(T x, T y, T z)                                                     \
    {                                                                                                  \
        volatile T a = x, b = y, c = z;                                                                \
        return PRISM_EMU_ROUNDED(T, FE_TOWARDZERO, fn(a, b, c));                                       \
    }                                                                                                  \
    PRISM_EMU_INTRINSIC T name##_ru(T x, T y, T z)                                                     \
    {                                                                                                  \
        volatile T a = x, b = y, c = z;                                                                \
        return PRISM_EMU_ROUNDED(T, FE_UPWARD, fn(a, b, c));                                           \
    }                                                                                                  \
    PRISM_EMU_INTRINSIC T name##_rd(T x, T y, T z)                                                     \
    {                                                                                                  \
        volatile T a = x, b = y, c = z;                                                                \
        return PRISM_EMU_ROUNDED(T, FE_DOWNWARD, fn(a, b, c));                                         \
    }

PRISM_EMU_RND2(__fadd, float, a + b)
PRISM_EMU_RND2(__fsub, float, a - b)
PRISM_EMU_RND2(__fmul, float, a * b)
PRISM_EMU_RND2(__fdiv, float, a / b)
PRISM_EMU_RND3(__fmaf, float, fmaf)
PRISM_EMU_RND1(float, __frcp, float, 1.0f / a)
PRISM_EMU_RND1(float, __fsqrt, float, sqrtf(a))
PRISM_EMU_INTRINSIC double __dadd_rn(double x, double y) { volatile double a = x, b = y; return a + b; }
PRISM_EMU_INTRINSIC double __dsub_rn(double x, double y) { volatile double a = x, b = y; return a - b; }
PRISM_EMU_INTRINSIC double __dmul_rn(double x, double y) { volatile double a = x, b = y, r = a * b; return r; }
PRISM_EMU_INTRINSIC double __ddiv_rn(double x, double y) { return x / y; }
PRISM_EMU_INTRINSIC double __drcp_rn(double x) { return 1.0 / x; }
PRISM_EMU_INTRINSIC double __dsqrt_rn(double x) { return sqrt(x); }
PRISM_EMU_INTRINSIC double __fma_rn(double x, double y, double z) { return fma(x, y, z); }
PRISM_EMU_RND2(__dadd, double, a + b)
PRISM_EMU_RND2(__dsub, double, a - b)
PRISM_EMU_RND2(__dmul, double, a * b)
PRISM_EMU_RND2(__ddiv, double, a / b)
PRISM_EMU_RND3(__fma, double, fma)
PRISM_EMU_RND1(double, __drcp, double, 1.0 / a)
PRISM_EMU_RND1(double, __dsqrt, double, sqrt(a))

/* Conversions: to floating point rounded as named; to integers as PTX's cvt (NaN 0, clamped). */
PRISM_EMU_INTRINSIC double __int2double_rn(int x) { return x; }
PRISM_EMU_INTRINSIC double __uint2double_rn(unsigned x) { return x; }
PRISM_EMU_INTRINSIC float __ll2float_rn(long long x) { return (float)x; }
PRISM_EMU_INTRINSIC float __ull2float_rn(unsigned long long x) { return (float)x; }
PRISM_EMU_INTRINSIC double __ll2double_rn(long long x) { return (double)x; }
PRISM_EMU_INTRINSIC double __ull2double_rn(unsigned long long x) { return (double)x; }
PRISM_EMU_INTRINSIC float __double2float_rn(double x) { return (float)x; }
PRISM_EMU_RND1(float, __int2float, int, (float)a)
PRISM_EMU_RND1(float, __uint2float, unsigned, (float)a)
PRISM_EMU_RND1(float, __ll2float, long long, (float)a)
PRISM_EMU_RND1(float, __ull2float, unsigned long long, (float)a)
PRISM_EMU_RND1(double, __ll2double, long long, (double)a)
PRISM_EMU_RND1(double, __ull2double, unsigned long long, (double)a)
PRISM_EMU_RND1(float, __double2float, double, (float)a)

PRISM_EMU_INTRINSIC long long prism_emu_d2ll(double r)
{
    return r != r ? 0 : r >= 0x1p63 ? LLONG_MAX : r < -0x1p63 ? LLONG_MIN : (long long)r;
}
PRISM_EMU_INTRINSIC unsigned long long prism_emu_d2ull(double r)
{
    return r != r || r <= 0.0 ? 0 : r >= 0x1p64 ? ULLONG_MAX : (unsigned long long)r;
}
PRISM_EMU_INTRINSIC int prism_emu_d2i(double r)
{
    return r != r ? 0 : r >= 0x1p31 ? INT_MAX : r < -0x1p31 ? INT_MIN : (int)r;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_d2u(double r)
{
    return r != r || r <= 0.0 ? 0u : r >= 0x1p32 ? UINT_MAX : (unsigned)r;
}
/* name_rn/_rz/_ru/_rd(x) = clamp(round(x)), rint/trunc/ceil/floor exact in the source type. */
#define PRISM_EMU_TOINT(name, R, T, clamp, sfx)                                     \
    PRISM_EMU_INTRINSIC R name##_rn(T x) { return clamp(rint##sfx(x)); }           \
    PRISM_EMU_INTRINSIC R name##_rz(T x) { return clamp(trunc##sfx(x)); }          \
    PRISM_EMU_INTRINSIC R name##_ru(T x) { return clamp(ceil##sfx(x)); }           \
    PRISM_EMU_INTRINSIC R name##_rd(T x) { return clamp(floor##sfx(x)); }
PRISM_EMU_TOINT(__float2ll, long long, float, prism_emu_d2ll, f)
PRISM_EMU_TOINT(__float2ull, unsigned long long, float, prism_emu_d2ull, f)
PRISM_EMU_TOINT(__double2int, int, double, prism_emu_d2i, )
PRISM_EMU_TOINT(__double2uint, unsigned, double, prism_emu_d2u, )
PRISM_EMU_TOINT(__double2ll, long long, double, prism_emu_d2ll, )
PRISM_EMU_TOINT(__double2ull, unsigned long long, double, prism_emu_d2ull, )

/* ---- functions of pi x -------------------------------------------------------- */

/* sin(pi x) with the argument reduced exactly to [-1/2, 1/2] first. */
PRISM_EMU_INTRINSIC long double prism_emu_sinpi(double x)
{
    if (isnan(x) || isinf(x))
        return isnan(x) ? x : NAN;
    double r = fmod(x, 2.0); /* exact, in (-2, 2) */
    if (r > 1.0)
        r -= 2.0;
    else if (r < -1.0)
        r += 2.0;
    if (r > 0.5)
        r = 1.0 - r;
    else if (r < -0.5)
        r = -1.0 - r;
    if (r == 0.0)
        return copysign(0.0, x);
    return sinl(3.14159265358979323846264338327950288L * r);
}
PRISM_EMU_INTRINSIC long double prism_emu_cospi(double x)
{
    if (isnan(x) || isinf(x))
        return isnan(x) ? x : NAN;
    double r = fabs(fmod(x, 2.0));
    if (r > 1.0)
        r = 2.0 - r; /* cos(pi r) = cos(pi (2 - r)), in [0, 1] */
    if (r == 0.5)
        return 0.0;
    /* cos(pi r) = sin(pi (1/2 - r)), the difference exact for r >= 1/4 */
    return r < 0.25 ? cosl(3.14159265358979323846264338327950288L * r) : prism_emu_sinpi(0.5 - r);
}
#ifndef sinpi
PRISM_EMU_INTRINSIC double sinpi(double x) { return (double)prism_emu_sinpi(x); }
#endif
#ifndef sinpif
PRISM_EMU_INTRINSIC float sinpif(float x) { return (float)prism_emu_sinpi(x); }
#endif
#ifndef cospi
PRISM_EMU_INTRINSIC double cospi(double x) { return (double)prism_emu_cospi(x); }
#endif
#ifndef cospif
PRISM_EMU_INTRINSIC float cospif(float x) { return (float)prism_emu_cospi(x); }
#endif
#ifndef sincospi
PRISM_EMU_INTRINSIC void sincospi(double x, double *s, double *c)
{
    *s = (double)prism_emu_sinpi(x);
    *c = (double)prism_emu_cospi(x);
}
#endif
#ifndef sincospif
PRISM_EMU_INTRINSIC void sincospif(float x, float *s, float *c)
{
    *s = (float)prism_emu_sinpi(x);
    *c = (float)prism_emu_cospi(x);
}
#endif

/* ---- norms and reciprocal roots ---------------------------------------------- */

/* sqrt(a^2 + b^2 + c^2 + d^2) in long double (no overflow from doubles); +inf if one is infinite, as hypot. */
PRISM_EMU_INTRINSIC long double prism_emu_norm4(double a, double b, double c, double d)
{
    if (isinf(a) || isinf(b) || isinf(c) || isinf(d))
        return INFINITY;
    long double s = (long double)a * a + (long double)b * b + (long double)c * c + (long double)d * d;
    return sqrtl(s);
}
#define PRISM_EMU_NORM(name, T, args, expr) \
    PRISM_EMU_INTRINSIC T name args { return (T)(expr); }
#ifndef norm3d
PRISM_EMU_NORM(norm3d, double, (double a, double b, double c), prism_emu_norm4(a, b, c, 0))
#endif
#ifndef norm3df
PRISM_EMU_NORM(norm3df, float, (float a, float b, float c), prism_emu_norm4(a, b, c, 0))
#endif
#ifndef norm4d
PRISM_EMU_NORM(norm4d, double, (double a, double b, double c, double d), prism_emu_norm4(a, b, c, d))
#endif
#ifndef norm4df
PRISM_EMU_NORM(norm4df, float, (float a, float b, float c, float d), prism_emu_norm4(a, b, c, d))
#endif
#ifndef rnorm3d
PRISM_EMU_NORM(rnorm3d, double, (double a, double b, double c), 1.0L / prism_emu_norm4(a, b, c, 0))
#endif
#ifndef rnorm3df
PRISM_EMU_NORM(rnorm3df, float, (float a, float b, float c), 1.0L / prism_emu_norm4(a, b, c, 0))
#endif
#ifndef rnorm4d
PRISM_EMU_NORM(rnorm4d, double, (double a, double b, double c, double d), 1.0L / prism_emu_norm4(a, b, c, d))
#endif
#ifndef rnorm4df
PRISM_EMU_NORM(rnorm4df, float, (float a, float b, float c, float d), 1.0L / prism_emu_norm4(a, b, c, d))
#endif
#ifndef rhypot
PRISM_EMU_NORM(rhypot, double, (double a, double b), 1.0L / prism_emu_norm4(a, b, 0, 0))
#endif
#ifndef rhypotf
PRISM_EMU_NORM(rhypotf, float, (float a, float b), 1.0L / prism_emu_norm4(a, b, 0, 0))
#endif
#ifndef rcbrt
PRISM_EMU_NORM(rcbrt, double, (double a), 1.0L / cbrtl(a))
#endif
#ifndef rcbrtf
PRISM_EMU_NORM(rcbrtf, float, (float a), 1.0L / cbrtl(a))
#endif
#ifndef exp10
PRISM_EMU_NORM(exp10, double, (double a), powl(10.0L, a))
#endif
#ifndef exp10f
PRISM_EMU_NORM(exp10f, float, (float a), pow(10.0, a))
#endif
#ifndef fdividef
PRISM_EMU_INTRINSIC float fdividef(float x, float y) { return __fdividef(x, y); }
#endif
#undef PRISM_EMU_NORM

/* ---- the normal distribution and the error function's inverses -------------- */

#define PRISM_EMU_SQRTPI 1.77245385090551602729816748334114518L
/*
 * t with erfc(t) = y, y in (0, 1]: Newton's method on log(erfc(t)) for
 * small y (its slope stays moderate where erfc falls by orders), on erfc
 * itself near 1.
 */
PRISM_EMU_INTRINSIC long double prism_emu_erfcinv_upper(long double y)
{
    long double t = y > 0.5L ? (1.0L - y) * (PRISM_EMU_SQRTPI / 2) : sqrtl(-logl(y));
    long double ly = logl(y);
    for (int i = 0; i < 100; i++) {
        long double e = erfcl(t), step;
        if (e <= 0)
            break;
        long double g = expl(-t * t) * (2 / PRISM_EMU_SQRTPI); /* -d erfc / dt */
        step = y > 0.5L ? (e - y) / g : (logl(e) - ly) * e / g;
        t += step;
        if (fabsl(step) <= 1e-19L * fabsl(t))
            break;
    }
    return t;
}
PRISM_EMU_INTRINSIC long double prism_emu_erfcinv(double y)
{
    if (isnan(y) || y < 0 || y > 2)
        return NAN;
    if (y == 0 || y == 2)
        return y == 0 ? INFINITY : -INFINITY;
    /* erfcinv(y) = -erfcinv(2 - y), 2 - y exact for y in [1, 2] */
    return y <= 1 ? prism_emu_erfcinv_upper(y) : -prism_emu_erfcinv_upper(2.0 - y);
}
PRISM_EMU_INTRINSIC long double prism_emu_erfinv(double x)
{
    if (isnan(x) || fabs(x) > 1)
        return NAN;
    if (fabs(x) >= 0.5) /* erfinv(x) = erfcinv(1 - x), 1 - |x| exact */
        return copysignl(prism_emu_erfcinv_upper(1.0 - fabs(x)), x);
    if (x == 0)
        return x;
    long double t = x * (PRISM_EMU_SQRTPI / 2);
    for (int i = 0; i < 100; i++) {
        long double step = (erfl(t) - x) / (expl(-t * t) * (2 / PRISM_EMU_SQRTPI));
        t -= step;
        if (fabsl(step) <= 1e-19L * fabsl(t))
            break;
    }
    return t;
}
/* exp(x^2) erfc(x): x^2 split exactly (fmal) below 50, the asymptotic series above; by reflection below 0. */
PRISM_EMU_INTRINSIC long double prism_emu_erfcx_pos(double x)
{
    if (x < 50) {
        long double hi = (long double)x * x, lo = fmal(x, x, -hi);
        return expl(hi) * expl(lo) * erfcl(x);
    }
    long double u = 1 / (2.0L * x * x), term = 1, sum = 1;
    for (int n = 1; n < 12; n++) {
        term *= -(2 * n - 1) * u;
        sum += term;
    }
    return sum / ((long double)x * PRISM_EMU_SQRTPI);
}
PRISM_EMU_INTRINSIC long double prism_emu_erfcx(double x)
{
    if (isnan(x) || x >= 0)
        return isnan(x) ? x : prism_emu_erfcx_pos(x);
    long double hi = (long double)x * x, lo = fmal(x, x, -hi);
    return 2 * expl(hi) * expl(lo) - prism_emu_erfcx_pos(-x);
}
#define PRISM_EMU_F1(name, T, expr) \
    PRISM_EMU_INTRINSIC T name(T x) { return (T)(expr); }
#ifndef erfinv
PRISM_EMU_F1(erfinv, double, prism_emu_erfinv(x))
#endif
#ifndef erfinvf
PRISM_EMU_F1(erfinvf, float, prism_emu_erfinv(x))
#endif
#ifndef erfcinv
PRISM_EMU_F1(erfcinv, double, prism_emu_erfcinv(x))
#endif
#ifndef erfcinvf
PRISM_EMU_F1(erfcinvf, float, prism_emu_erfcinv(x))
#endif
#ifndef erfcx
PRISM_EMU_F1(erfcx, double, prism_emu_erfcx(x))
#endif
#ifndef erfcxf
PRISM_EMU_F1(erfcxf, float, prism_emu_erfcx(x))
#endif
/* normcdf(x) = erfc(-x / sqrt 2) / 2; normcdfinv(p) = -sqrt 2 erfcinv(2 p), 2 p exact. */
#ifndef normcdf
PRISM_EMU_F1(normcdf, double, erfcl(-(long double)x * 0.707106781186547524400844362104849039L) / 2)
#endif
#ifndef normcdff
PRISM_EMU_F1(normcdff, float, erfcl(-(long double)x * 0.707106781186547524400844362104849039L) / 2)
#endif
#ifndef normcdfinv
PRISM_EMU_F1(normcdfinv, double, -1.41421356237309504880168872420969808L * prism_emu_erfcinv(2 * x))
#endif
#ifndef normcdfinvf
PRISM_EMU_F1(normcdfinvf, float, -1.41421356237309504880168872420969808L * prism_emu_erfcinv(2 * (double)x))
#endif
#undef PRISM_EMU_F1

#endif /* PRISM_EMU_MATHX_H */
