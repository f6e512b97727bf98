/*
 * prism/emu/mathx.h - the CUDA math API beyond C's libm for the host
 * emulator: integer halving adds and __fns, the directed-rounding
 * arithmetic and conversions (_rz, _ru, _rd), and sinpi, cospi, norm3d,
 * rhypot, rcbrt, normcdf, erfinv, erfcx and their kin.  Included by
 * emu.h; docs/EMULATOR.md lists them with the accuracy met.
 *
 * Directed rounding is exact and leaves the thread's rounding mode alone
 * (see below).  The float functions compute in double or long double and
 * the double ones in long double (x86's 64-bit significand), then round
 * once, so their error stays within CUDA's documented ulp bounds (half an
 * ulp but for a rare double rounding).  Like bits.h's,
 * these are GNU extern inline (a program's own definition of the same
 * prototype wins), and a name outside the reserved space stands back for
 * a program's own macro of it.  normf and rnormf are CUDA's array forms;
 * norm and rnorm, their double twins, are not provided: `norm` is too
 * common a name of a program's own function (C cannot overload it).
 */
#ifndef PRISM_EMU_MATHX_H
#define PRISM_EMU_MATHX_H

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

/*
 * _rz, _ru and _rd are computed exactly and never by changing the thread's
 * rounding mode: the operation is done to nearest (kernels always run in
 * that mode), error-free transformations give the sign of (exact result -
 * nearest), and where the direction asks the nearest is stepped once with
 * nextafter.  A nearest that overflowed to infinity from finite operands
 * stands for a finite exact result, so rz and the direction toward zero
 * give the largest finite number; an exact zero sum is -0 rounding down
 * (IEEE 754).  Float operations find the sign in double, where their
 * products are exact; double ones scale their operands by powers of two
 * (frexp, ldexp: exact) so that no product's error underflows.
 */
enum { PRISM_EMU_RZ, PRISM_EMU_RU, PRISM_EMU_RD };

/* -1, 0 or 1; 0 for NaN (where a sign's computation meets inf - inf or 0 * inf, the result was exact). */
PRISM_EMU_INTRINSIC int prism_emu_sgn(double v) { return (v > 0) - (v < 0); }

/* r, the nearest to an exact result that is above it (s > 0), below it (s < 0) or r itself, rounded as m asks. */
PRISM_EMU_INTRINSIC double prism_emu_stepd(double r, int s, int m)
{
    if (m == PRISM_EMU_RU ? s > 0 : m == PRISM_EMU_RD ? s < 0 : (r > 0 && s < 0) || (r < 0 && s > 0))
        return nextafter(r, m == PRISM_EMU_RU ? INFINITY : m == PRISM_EMU_RD ? -INFINITY : 0.0);
    return r;
}
PRISM_EMU_INTRINSIC float prism_emu_stepf(float r, int s, int m)
{
    if (m == PRISM_EMU_RU ? s > 0 : m == PRISM_EMU_RD ? s < 0 : (r > 0 && s < 0) || (r < 0 && s > 0))
        return nextafterf(r, m == PRISM_EMU_RU ? INFINITY : m == PRISM_EMU_RD ? -INFINITY : 0.0f);
    return r;
}
#define PRISM_EMU_STEP(r, s, m) _Generic((r), float: prism_emu_stepf, default: prism_emu_stepd)(r, s, m)

/* An exact zero sum of addends a and b: their sign if they are zeros of one sign, else +0, -0 rounding down. */
PRISM_EMU_INTRINSIC double prism_emu_zero_sum(double a, double b, int m)
{
    return a == 0 && b == 0 && signbit(a) == signbit(b) ? a : m == PRISM_EMU_RD ? -0.0 : 0.0;
}

/* a + b = s + *e exactly, s the nearest (Knuth's TwoSum), for a finite sum. */
PRISM_EMU_INTRINSIC double prism_emu_two_sum(double a, double b, double *e)
{
    double s = a + b, a1 = s - b, b1 = s - a1;
    *e = (a - a1) + (b - b1);
    return s;
}
/*
 * The sign of the exact sum of t[0..n), n <= 8, finite and with finite
 * partial sums: Shewchuk's grow-expansion keeps the sum as parts that do
 * not overlap, in increasing magnitude, so the largest nonzero part has
 * the sum's sign.
 */
PRISM_EMU_INTRINSIC int prism_emu_sum_sign(const double *t, int n)
{
    double part[8];
    int k = 0;
    for (int i = 0; i < n; i++) {
        double q = t[i];
        for (int j = 0; j < k; j++)
            q = prism_emu_two_sum(q, part[j], &part[j]);
        part[k++] = q;
    }
    while (k > 0 && part[k - 1] == 0)
        k--;
    return k > 0 ? prism_emu_sgn(part[k - 1]) : 0;
}
/*
 * The sign of a b - c for finite a, b, c, c 0 or within a factor 4 of a b:
 * a b = (ma mb) 2^(ea + eb) with ma, mb in [1/2, 1), where ma mb and its
 * fma residual are exact, and c scaled by 2^-(ea + eb) is exact too.
 */
PRISM_EMU_INTRINSIC int prism_emu_mul_sub_sign(double a, double b, double c)
{
    if (a == 0 || b == 0)
        return -prism_emu_sgn(c);
    int ea, eb;
    double ma = frexp(a, &ea), mb = frexp(b, &eb);
    volatile double pv = ma * mb; /* never fused with an addition below: the residual is of this product */
    double p = pv, t[3] = {p, fma(ma, mb, -p), -ldexp(c, -(ea + eb))};
    return prism_emu_sum_sign(t, 3);
}

/* Float operations, m the direction: the nearest, and the sign of the rest in double. */
PRISM_EMU_INTRINSIC float prism_emu_fadd(int m, float x, float y)
{
    float r = x + y;
    if (r != r || isinf(x) || isinf(y))
        return r;
    if (r == 0)
        return (float)prism_emu_zero_sum(x, y, m);
    double t[3] = {x, y, -(double)r}; /* r infinite: the exact sum is finite, below it */
    return prism_emu_stepf(r, isinf(r) ? -prism_emu_sgn(r) : prism_emu_sum_sign(t, 3), m);
}
PRISM_EMU_INTRINSIC float prism_emu_fmul(int m, float x, float y)
{
    float r = x * y;
    return r != r ? r : prism_emu_stepf(r, prism_emu_sgn((double)x * y - r), m); /* the product is exact */
}
/* x / y - r has the sign of (x - r y) y, r y exact in double; 0 / 0 and infinities give NaN there: exact. */
PRISM_EMU_INTRINSIC float prism_emu_fdiv(int m, float x, float y)
{
    float r = x / y;
    return r != r ? r : prism_emu_stepf(r, prism_emu_sgn(x - (double)r * y) * prism_emu_sgn(y), m);
}
PRISM_EMU_INTRINSIC float prism_emu_fsqrt(int m, float x)
{
    float r = sqrtf(x);
    return r != r ? r : prism_emu_stepf(r, prism_emu_sgn(x - (double)r * r), m);
}
/* The nearest of x y + z (within half an ulp and a hair: the steps below need no more), the rest exact in double. */
PRISM_EMU_INTRINSIC float prism_emu_ffma(int m, float x, float y, float z)
{
    double p = (double)x * y;
    float r = (float)(p + z);
    if (r != r || isinf(x) || isinf(y) || isinf(z))
        return r;
    double t[3] = {p, z, -(double)r};
    int s = isinf(r) ? -prism_emu_sgn(r) : prism_emu_sum_sign(t, 3);
    return r == 0 && s == 0 ? (float)prism_emu_zero_sum(p, z, m) : prism_emu_stepf(r, s, m);
}

/* Double operations. */
PRISM_EMU_INTRINSIC double prism_emu_dadd(int m, double x, double y)
{
    double r = x + y;
    if (r != r || isinf(x) || isinf(y))
        return r;
    if (isinf(r))
        return prism_emu_stepd(r, -prism_emu_sgn(r), m);
    if (r == 0)
        return prism_emu_zero_sum(x, y, m);
    /* Dekker's Fast2Sum, the larger first: r - a and b - (r - a) are exact and cannot overflow. */
    double a = fabs(x) >= fabs(y) ? x : y, b = fabs(x) >= fabs(y) ? y : x;
    return prism_emu_stepd(r, prism_emu_sgn(b - (r - a)), m);
}
PRISM_EMU_INTRINSIC double prism_emu_dmul(int m, double x, double y)
{
    double r = x * y;
    if (r != r || isinf(x) || isinf(y) || x == 0 || y == 0)
        return r;
    return prism_emu_stepd(r, isinf(r) ? -prism_emu_sgn(r) : prism_emu_mul_sub_sign(x, y, r), m);
}
PRISM_EMU_INTRINSIC double prism_emu_ddiv(int m, double x, double y)
{
    double r = x / y;
    if (r != r || isinf(x) || isinf(y) || x == 0 || y == 0)
        return r;
    /* x / y - r has the sign of (x - r y) y; r is within a factor 2 of x / y, a subnormal one too */
    return prism_emu_stepd(r, isinf(r) ? -prism_emu_sgn(r) : -prism_emu_mul_sub_sign(r, y, x) * prism_emu_sgn(y), m);
}
PRISM_EMU_INTRINSIC double prism_emu_drcp(int m, double x) { return prism_emu_ddiv(m, 1.0, x); }
PRISM_EMU_INTRINSIC double prism_emu_dsqrt(int m, double x)
{
    double r = sqrt(x);
    return r != r || isinf(r) || r == 0 ? r : prism_emu_stepd(r, -prism_emu_mul_sub_sign(r, r, x), m);
}
/*
 * The sign of x y + z - r, all finite, x y and z not 0, r the nearest of
 * x y + z.  Where one addend lies more than 110 binades below the other,
 * it only decides a tie of the other's rest (that rest, if not 0, is a
 * multiple of a unit far above it).  Otherwise everything is scaled so
 * the larger addend is about 1: x y splits exactly into p + e there, z
 * and r scale exactly, and the four terms' sum has the sign.
 */
PRISM_EMU_INTRINSIC int prism_emu_fma_sign(double x, double y, double z, double r)
{
    int ex, ey;
    double mx = frexp(x, &ex), my = frexp(y, &ey);
    int k = ex + ey, ez = ilogb(z) + 1; /* |x y| in [2^(k-2), 2^k), |z| in [2^(ez-1), 2^ez) */
    if (ez > k + 110) {
        int s = prism_emu_sgn(z - r);
        return s ? s : prism_emu_sgn(x) * prism_emu_sgn(y);
    }
    if (k > ez + 110) {
        int s = prism_emu_mul_sub_sign(x, y, r);
        return s ? s : prism_emu_sgn(z);
    }
    int sc = -(k > ez ? k : ez);
    double a = ldexp(mx, k + sc);
    volatile double pv = a * my;
    double p = pv, t[4] = {p, fma(a, my, -p), ldexp(z, sc), -ldexp(r, sc)};
    return prism_emu_sum_sign(t, 4);
}
PRISM_EMU_INTRINSIC double prism_emu_dfma(int m, double x, double y, double z)
{
    double r = fma(x, y, z);
    if (r != r || isinf(x) || isinf(y) || isinf(z))
        return r;
    if (isinf(r))
        return prism_emu_stepd(r, -prism_emu_sgn(r), m);
    int s = x == 0 || y == 0 ? 0 : z == 0 ? prism_emu_mul_sub_sign(x, y, r) : prism_emu_fma_sign(x, y, z, r);
    return r == 0 && s == 0 ? prism_emu_zero_sum(x * y, z, m) : prism_emu_stepd(r, s, m);
}

/* name_rz, name_ru, name_rd(params) = fn(direction, args). */
#define PRISM_EMU_ARGS(...) __VA_ARGS__
#define PRISM_EMU_DIRECTED(R, name, params, args, fn)                                                   \
    PRISM_EMU_INTRINSIC R name##_rz params { return fn(PRISM_EMU_RZ, PRISM_EMU_ARGS args); }            \
    PRISM_EMU_INTRINSIC R name##_ru params { return fn(PRISM_EMU_RU, PRISM_EMU_ARGS args); }            \
    PRISM_EMU_INTRINSIC R name##_rd params { return fn(PRISM_EMU_RD, PRISM_EMU_ARGS args); }

PRISM_EMU_DIRECTED(float, __fadd, (float x, float y), (x, y), prism_emu_fadd)
PRISM_EMU_DIRECTED(float, __fsub, (float x, float y), (x, -y), prism_emu_fadd)
PRISM_EMU_DIRECTED(float, __fmul, (float x, float y), (x, y), prism_emu_fmul)
PRISM_EMU_DIRECTED(float, __fdiv, (float x, float y), (x, y), prism_emu_fdiv)
PRISM_EMU_DIRECTED(float, __frcp, (float x), (1.0f, x), prism_emu_fdiv)
PRISM_EMU_DIRECTED(float, __fsqrt, (float x), (x), prism_emu_fsqrt)
PRISM_EMU_DIRECTED(float, __fmaf, (float x, float y, float z), (x, y, z), prism_emu_ffma)
/* The _rn ones bits.h lacks; the volatile copies keep a neighbouring multiply from fusing with them (bits.h). */
PRISM_EMU_INTRINSIC double __dadd_rn(double x, double y) { volatile double a = x, b = y; return a + b; }
PRISM_EMU_INTRINSIC double __dsub_rn(double x, double y) { volatile double a = x, b = y; return a - b; }
PRISM_EMU_INTRINSIC double __dmul_rn(double x, double y) { volatile double r = x * y; return r; }
PRISM_EMU_INTRINSIC double __ddiv_rn(double x, double y) { return x / y; }
PRISM_EMU_INTRINSIC double __drcp_rn(double x) { return 1.0 / x; }
PRISM_EMU_INTRINSIC double __dsqrt_rn(double x) { return sqrt(x); }
PRISM_EMU_INTRINSIC double __fma_rn(double x, double y, double z) { return fma(x, y, z); }
PRISM_EMU_DIRECTED(double, __dadd, (double x, double y), (x, y), prism_emu_dadd)
PRISM_EMU_DIRECTED(double, __dsub, (double x, double y), (x, -y), prism_emu_dadd)
PRISM_EMU_DIRECTED(double, __dmul, (double x, double y), (x, y), prism_emu_dmul)
PRISM_EMU_DIRECTED(double, __ddiv, (double x, double y), (x, y), prism_emu_ddiv)
PRISM_EMU_DIRECTED(double, __drcp, (double x), (x), prism_emu_drcp)
PRISM_EMU_DIRECTED(double, __dsqrt, (double x), (x), prism_emu_dsqrt)
PRISM_EMU_DIRECTED(double, __fma, (double x, double y, double z), (x, y, z), prism_emu_dfma)

/*
 * Conversions to floating point: to nearest as C converts, the other
 * directions from the nearest, compared exactly with the source (as
 * 128-bit integers, or in double for a double's float).
 */
__extension__ typedef __int128 prism_emu_i128;
#define PRISM_EMU_INT2F(name, T, F)                                                                    \
    PRISM_EMU_INTRINSIC F prism_emu##name(int m, T x)                                                  \
    {                                                                                                  \
        F r = (F)x;                                                                                    \
        prism_emu_i128 d = (prism_emu_i128)x - (prism_emu_i128)r;                                      \
        return PRISM_EMU_STEP(r, (d > 0) - (d < 0), m);                                                \
    }                                                                                                  \
    PRISM_EMU_DIRECTED(F, name, (T x), (x), prism_emu##name)
PRISM_EMU_INT2F(__int2float, int, float)
PRISM_EMU_INT2F(__uint2float, unsigned, float)
PRISM_EMU_INT2F(__ll2float, long long, float)
PRISM_EMU_INT2F(__ull2float, unsigned long long, float)
PRISM_EMU_INT2F(__ll2double, long long, double)
PRISM_EMU_INT2F(__ull2double, unsigned long long, double)
#undef PRISM_EMU_INT2F
PRISM_EMU_INTRINSIC double __int2double_rn(int x) { return x; }
PRISM_EMU_INTRINSIC double __uint2double_rn(unsigned x) { return x; }
PRISM_EMU_INTRINSIC float __ll2float_rn(long long x) { return (float)x; }
PRISM_EMU_INTRINSIC float __ull2float_rn(unsigned long long x) { return (float)x; }
PRISM_EMU_INTRINSIC double __ll2double_rn(long long x) { return (double)x; }
PRISM_EMU_INTRINSIC double __ull2double_rn(unsigned long long x) { return (double)x; }
PRISM_EMU_INTRINSIC float __double2float_rn(double x) { return (float)x; }
/* x - r is exact in double or keeps its sign; r infinite from a finite x: the exact value is below it. */
PRISM_EMU_INTRINSIC float prism_emu_d2f(int m, double x)
{
    float r = (float)x;
    return r != r ? r : prism_emu_stepf(r, prism_emu_sgn(x - r), m);
}
PRISM_EMU_DIRECTED(float, __double2float, (double x), (x), prism_emu_d2f)
#undef PRISM_EMU_DIRECTED
#undef PRISM_EMU_ARGS

/*
 * To integers as PTX's cvt (ISA 9.0): out of range clamps to the type's
 * range (CUDA calls it undefined); NaN gives 0 only from float to a 32-bit
 * type (bits.h), and 1 << (bits - 1) otherwise: INT_MIN, 0x80000000,
 * LLONG_MIN, 0x8000000000000000.
 */
PRISM_EMU_INTRINSIC long long prism_emu_d2ll(double r)
{
    return r != r ? LLONG_MIN : r >= 0x1p63 ? LLONG_MAX : r < -0x1p63 ? LLONG_MIN : (long long)r;
}
PRISM_EMU_INTRINSIC unsigned long long prism_emu_d2ull(double r)
{
    return r != r ? 1ull << 63 : r <= 0.0 ? 0 : r >= 0x1p64 ? ULLONG_MAX : (unsigned long long)r;
}
PRISM_EMU_INTRINSIC int prism_emu_d2i(double r)
{
    return r != r ? INT_MIN : r >= 0x1p31 ? INT_MAX : r < -0x1p31 ? INT_MIN : (int)r;
}
PRISM_EMU_INTRINSIC unsigned prism_emu_d2u(double r)
{
    return r != r ? 1u << 31 : r <= 0.0 ? 0u : r >= 0x1p32 ? UINT_MAX : (unsigned)r;
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
#undef PRISM_EMU_TOINT

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
/* fdividef is x / y unless -use_fast_math makes it __fdividef (CUDA 13's documentation); nvcc's default is x / y. */
#ifndef fdividef
PRISM_EMU_INTRINSIC float fdividef(float x, float y) { return x / y; }
#endif
#undef PRISM_EMU_NORM

/*
 * normf and rnormf: the length of a vector of dim floats (and one over it),
 * the squares exact and summed in long double, rounded once; an infinite
 * coordinate gives +inf (+0) even beside a NaN, as CUDA documents.
 */
PRISM_EMU_INTRINSIC long double prism_emu_normv(int dim, const float *p)
{
    long double s = 0;
    for (int i = 0; i < dim; i++) {
        if (isinf(p[i]))
            return INFINITY;
        s += (long double)p[i] * p[i];
    }
    return sqrtl(s);
}
#ifndef normf
PRISM_EMU_INTRINSIC float normf(int dim, float const *p) { return (float)prism_emu_normv(dim, p); }
#endif
#ifndef rnormf
PRISM_EMU_INTRINSIC float rnormf(int dim, float const *p) { return (float)(1.0L / prism_emu_normv(dim, p)); }
#endif

/* ---- the normal distribution and the error function's inverses -------------- */

#define PRISM_EMU_SQRTPI 1.77245385090551602729816748334114518L
/*
 * The inverses by Newton's method in long double, each where its function
 * keeps its relative accuracy: erfinv near 0 on erf itself, erfcinv of a
 * small y on log(erfc(t)) (whose slope stays moderate where erfc falls by
 * orders).  The rest is reduced to them exactly: erfcinv(y) = erfinv(1 - y)
 * and erfinv(x) = erfcinv(1 - x), 1 - y exact for y in [1/2, 2].
 */
PRISM_EMU_INTRINSIC long double prism_emu_erfinv_small(long double x) /* |x| <= 1/2 */
{
    long double t = x * (PRISM_EMU_SQRTPI / 2);
    for (int i = 0; i < 100 && x != 0; i++) {
        long double step = (erfl(t) - x) / (expl(-t * t) * (2 / PRISM_EMU_SQRTPI));
        t -= step;
        if (fabsl(step) <= 1e-19L * fabsl(t))
            break;
    }
    return t;
}
PRISM_EMU_INTRINSIC long double prism_emu_erfcinv_small(long double y) /* y in (0, 1/2) */
{
    long double ly = logl(y), t = sqrtl(-ly);
    for (int i = 0; i < 100; i++) {
        long double e = erfcl(t);
        if (e <= 0)
            break;
        long double step = (logl(e) - ly) * e / (expl(-t * t) * (2 / PRISM_EMU_SQRTPI)); /* -d erfc / dt */
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
    if (y < 0.5 || y > 1.5) /* erfcinv(y) = -erfcinv(2 - y), 2 - y exact */
        return y < 0.5 ? prism_emu_erfcinv_small(y) : -prism_emu_erfcinv_small(2.0 - y);
    return prism_emu_erfinv_small(1.0 - y);
}
PRISM_EMU_INTRINSIC long double prism_emu_erfinv(double x)
{
    if (isnan(x) || fabs(x) > 1)
        return NAN;
    if (fabs(x) == 1)
        return copysignl(INFINITY, x);
    return fabs(x) <= 0.5 ? prism_emu_erfinv_small(x) : copysignl(prism_emu_erfcinv_small(1.0 - fabs(x)), x);
}
/*
 * normcdf(x) = erfc(-x / sqrt 2) / 2.  erfc magnifies its argument's
 * relative error by 2 t^2 (a thousand at the double range's end), so the
 * rounding of t = -x / sqrt 2 is put back to first order: erfc(t + d) =
 * erfc(t) - d (2 / sqrt pi) exp(-t^2), d from fmal and 1 / sqrt 2's low part.
 */
PRISM_EMU_INTRINSIC long double prism_emu_normcdf(double x)
{
    const long double hi = 0xb.504f333f9de6484p-4L, lo = 0xb.2fb1366ea95p-69L; /* 1 / sqrt 2 = hi + lo */
    if (isinf(x))
        return x > 0;
    long double t = -(long double)x * hi, d = fmal(-(long double)x, hi, -t) - (long double)x * lo;
    return (erfcl(t) - d * (2 / PRISM_EMU_SQRTPI) * expl(-t * t)) / 2;
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
    if (isinf(x)) /* (x^2's residual below would be inf - inf) */
        return x > 0 ? 0 : INFINITY;
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
/* normcdfinv(p) = -sqrt 2 erfcinv(2 p), 2 p exact. */
#ifndef normcdf
PRISM_EMU_F1(normcdf, double, prism_emu_normcdf(x))
#endif
#ifndef normcdff
PRISM_EMU_F1(normcdff, float, prism_emu_normcdf(x))
#endif
#ifndef normcdfinv
PRISM_EMU_F1(normcdfinv, double, -1.41421356237309504880168872420969808L * prism_emu_erfcinv(2 * x))
#endif
#ifndef normcdfinvf
PRISM_EMU_F1(normcdfinvf, float, -1.41421356237309504880168872420969808L * prism_emu_erfcinv(2 * (double)x))
#endif
#undef PRISM_EMU_F1

#endif /* PRISM_EMU_MATHX_H */
