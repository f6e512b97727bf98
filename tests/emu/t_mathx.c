/*
 * tests/emu/t_mathx.c - the CUDA math API beyond libm (prism/emu/mathx.h)
 * against references computed by other means: directed rounding from a
 * long double result stepped with nextafter, or by the sign of an fma
 * residual; conversions from exact long double values; sinpi and the
 * norms against long double libm; the inverse functions by their forward
 * ones and by values from the literature; the special cases the CUDA Math
 * API documents.  Then a kernel calling some, against the host.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>

#include "check.h"

/* ---- directed rounding -------------------------------------------------------- */

/* v rounded to float toward zero (0), up (1), down (2), from a long double that is exact or far from a tie. */
static float ref_round(long double v, int mode)
{
    float r = (float)v; /* nearest */
    if (mode == 1 && (long double)r < v)
        r = nextafterf(r, INFINITY);
    if (mode == 2 && (long double)r > v)
        r = nextafterf(r, -INFINITY);
    if (mode == 0 && fabsl((long double)r) > fabsl(v))
        r = nextafterf(r, 0.0f);
    return r;
}

static const float FV[] = {1.0f, 3.0f, 0.1f, -0.1f, 1e-3f, -7.5f, 1.0000001f, 16777215.0f, 0.33333334f,
                           -2.0f, 1e30f, 1e-30f, 12345.678f, -0.5f, 3e38f};
#define NF (sizeof FV / sizeof FV[0])

/* Bit for bit, but a zero of either sign: an exact zero sum is -0 rounding down (IEEE 754), the reference's +0. */
static int same(float a, float b) { return memcmp(&a, &b, sizeof a) == 0 || (a != a && b != b) || (a == 0 && b == 0); }

static void check_float_rounding(void)
{
    int bad = 0;
    char why[160] = "";
    for (size_t i = 0; i < NF; i++)
        for (size_t j = 0; j < NF; j++) {
            float x = FV[i], y = FV[j];
            long double sum = (long double)x + y, prod = (long double)x * y, quot = (long double)x / y;
            float got[4][3] = {
                {__fadd_rz(x, y), __fadd_ru(x, y), __fadd_rd(x, y)},
                {__fmul_rz(x, y), __fmul_ru(x, y), __fmul_rd(x, y)},
                {__fdiv_rz(x, y), __fdiv_ru(x, y), __fdiv_rd(x, y)},
                {__fsub_rz(x, y), __fsub_ru(x, y), __fsub_rd(x, y)},
            };
            long double exact[4] = {sum, prod, quot, (long double)x - y};
            /* (a sum is exact in long double where the exponents are less than 64 apart; products of floats are) */
            int far = abs(ilogbf(x) - ilogbf(y)) > 60;
            for (int op = 0; op < 4; op++)
                for (int m = 0; m < 3; m++)
                    if (!(far && (op == 0 || op == 3)) && !same(got[op][m], ref_round(exact[op], m)) && !bad) {
                        bad = 1;
                        snprintf(why, sizeof why, "op %d mode %d of %a, %a: %a, want %a", op, m, x, y, got[op][m],
                                 ref_round(exact[op], m));
                    }
            if (x > 0) {
                long double s = sqrtl((long double)x);
                float g[3] = {__fsqrt_rz(x), __fsqrt_ru(x), __fsqrt_rd(x)};
                for (int m = 0; m < 3; m++)
                    if (!same(g[m], ref_round(s, m)) && !bad) {
                        bad = 1;
                        snprintf(why, sizeof why, "sqrt mode %d of %a: %a", m, x, g[m]);
                    }
            }
        }
    check("float _rz/_ru/_rd arithmetic", !bad, "%s", why);
    /* The classic: 1 + 2^-30 is 1 toward zero and down, the next float up. */
    check("float _ru/_rd of 1 + 2^-30",
          __fadd_rz(1.0f, 0x1p-30f) == 1.0f && __fadd_ru(1.0f, 0x1p-30f) == nextafterf(1.0f, 2.0f) &&
              __fadd_rd(-1.0f, -0x1p-30f) == -nextafterf(1.0f, 2.0f) && __frcp_rz(3.0f) < __frcp_ru(3.0f) &&
              __fadd_ru(1.0f, 1e30f) == nextafterf(1e30f, INFINITY) && __fadd_rn(1.0f, 1e30f) == 1e30f,
          "rz %a ru %a", __fadd_rz(1.0f, 0x1p-30f), __fadd_ru(1.0f, 0x1p-30f));
    /* The thread's rounding mode is left as it was. */
    check("rounding mode restored", fegetround() == FE_TONEAREST, "mode %d", fegetround());
}

/* r rounded down from x op y: the exact result is at or above r and below the next double (fma residuals). */
static int brackets_down(double r, double res_r, double res_next) { return res_r >= 0 && res_next < 0 && r == r; }

static void check_double_rounding(void)
{
    static const double DV[] = {1.0, 3.0, 0.1, 7.0, 1e-300, 1e300, 1.0000000000000002, 123456.789, 2.5};
    int bad = 0;
    for (size_t i = 0; i < sizeof DV / sizeof *DV; i++)
        for (size_t j = 0; j < sizeof DV / sizeof *DV; j++) {
            double x = DV[i], y = DV[j];
            double md = __dmul_rd(x, y), mu = __dmul_ru(x, y), dd = __ddiv_rd(x, y), du = __ddiv_ru(x, y);
            double mn = nextafter(md, INFINITY), dn = nextafter(dd, INFINITY);
            if (!isinf(mn) && !brackets_down(md, fma(x, y, -md), fma(x, y, -mn)))
                bad |= 1;
            if (mu != (fma(x, y, -md) == 0 ? md : mn) && !isinf(mn) && md != 0) /* (an underflowed residual is 0) */
                bad |= 2;
            if (dd != 0 && !isinf(dn) && !(fma(dd, y, -x) <= 0 && fma(dn, y, -x) > 0))
                bad |= 4;
            if (du != (fma(dd, y, -x) == 0 ? dd : dn) && dd != 0 && !isinf(dn))
                bad |= 8;
            if (__dmul_rz(x, y) != md || __ddiv_rz(x, y) != dd) /* positive operands: toward zero is down */
                bad |= 16;
            if (__dadd_rd(x, y) > __dadd_ru(x, y) || __dsub_rz(x, y) != (x >= y ? __dsub_rd(x, y) : __dsub_ru(x, y)))
                bad |= 32;
            double sd = __dsqrt_rd(x), sn = nextafter(sd, INFINITY), rd = __drcp_rd(x);
            if (!(fma(sd, sd, -x) <= 0 && fma(sn, sn, -x) > 0) || fma(rd, x, -1.0) > 0)
                bad |= 64;
            if (__fma_rd(x, y, 1.0) > __fma_ru(x, y, 1.0) || __fma_rz(x, y, 1.0) != __fma_rd(x, y, 1.0))
                bad |= 128;
        }
    check("double _rz/_ru/_rd arithmetic", !bad, "failed checks 0x%x", bad);
}

static void check_conversions(void)
{
    static const long long LL[] = {0, 1, -1, 16777217, -16777217, 9007199254740993LL, LLONG_MAX, LLONG_MIN,
                                   0x7fffff8000000001LL};
    int bad = 0;
    for (size_t i = 0; i < sizeof LL / sizeof *LL; i++) {
        long double v = (long double)LL[i];
        float g[3] = {__ll2float_rz(LL[i]), __ll2float_ru(LL[i]), __ll2float_rd(LL[i])};
        for (int m = 0; m < 3; m++)
            bad |= !same(g[m], ref_round(v, m));
        unsigned long long u = (unsigned long long)LL[i];
        float h[3] = {__ull2float_rz(u), __ull2float_ru(u), __ull2float_rd(u)};
        for (int m = 0; m < 3; m++)
            bad |= !same(h[m], ref_round((long double)u, m)) << 1;
        bad |= (__ll2float_rn(LL[i]) != (float)v) << 2;
        bad |= (__ll2double_rd(LL[i]) > v || __ll2double_ru(LL[i]) < v) << 3;
    }
    double d = 0.1; /* not a float: the three directions differ */
    bad |= !(__double2float_rd(d) < d && __double2float_ru(d) > d && __double2float_rz(-d) == -__double2float_rd(d))
           << 4;
    /* To integers as cvt: NaN 0, clamped, each direction. */
    bad |= !(__double2int_rd(-2.5) == -3 && __double2int_ru(-2.5) == -2 && __double2int_rz(-2.5) == -2 &&
             __double2int_rn(-2.5) == -2 && __double2int_rn(3.5) == 4 && __double2int_rz(1e10) == INT_MAX &&
             __double2uint_rn(-1.0) == 0 && __double2int_rn(NAN) == 0)
           << 5;
    bad |= !(__float2ll_rn(1e19f) == LLONG_MAX && __float2ll_rd(-1e19f) == LLONG_MIN && __float2ull_ru(0.5f) == 1 &&
             __double2ull_rz(1.9e19) == ULLONG_MAX && __double2ull_rz(1.8e19) == 18000000000000000000ULL && __double2ll_ru(-0.5) == 0 &&
             __double2ull_rn(NAN) == 0)
           << 6;
    bad |= !(__double2hiint(1.0) == 0x3ff00000 && __double2loint(1.0) == 0 &&
             __hiloint2double(__double2hiint(-0.1), __double2loint(-0.1)) == -0.1 && __int2double_rn(-7) == -7.0 &&
             __uint2double_rn(4000000000u) == 4e9)
           << 7;
    check("conversions", !bad, "failed checks 0x%x", bad);
}

/* ---- integers ----------------------------------------------------------------- */

static unsigned ref_fns(unsigned mask, unsigned base, int offset)
{
    if (offset == 0)
        return (mask >> base & 1u) ? base : 0xffffffffu;
    /* The bits from base in the search's direction, counted with popcount. */
    for (unsigned pos = 0; pos < 32; pos++) {
        if (!(mask >> pos & 1u))
            continue;
        unsigned lo = offset > 0 ? base : pos, hi = offset > 0 ? pos : base;
        if (lo > hi)
            continue;
        unsigned span = hi - lo == 31 ? 0xffffffffu : ((1u << (hi - lo + 1)) - 1) << lo;
        if (__builtin_popcount(mask & span) == (offset > 0 ? offset : -offset))
            return pos;
    }
    return 0xffffffffu;
}

static void check_integers(void)
{
    static const unsigned U[] = {0u, 1u, 2u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0xaaaaaaaau, 12345u, 0x10u};
    int bad = 0;
    for (size_t i = 0; i < sizeof U / sizeof *U; i++)
        for (size_t j = 0; j < sizeof U / sizeof *U; j++) {
            unsigned a = U[i], b = U[j];
            int sa = (int)a, sb = (int)b;
            /* halves without a wider type: each half, then the carry of the two low bits */
            unsigned uh = (a >> 1) + (b >> 1) + (a & b & 1u), urh = (a >> 1) + (b >> 1) + ((a | b) & 1u);
            long long srh = ((long long)sa + sb + 1 - (((long long)sa + sb + 1) % 2 + 2) % 2) / 2;
            long long sum = (long long)sa + sb, sh = sum / 2 - (sum % 2 != 0 && sum < 0); /* floor of the half */
            bad |= (__uhadd(a, b) != uh) | (__urhadd(a, b) != urh) << 1 | (__rhadd(sa, sb) != srh) << 2;
            bad |= (__hadd(sa, sb) != sh) << 5;
            for (int off = -33; off <= 33; off += 3)
                bad |= (__fns(a, b & 31u, off) != ref_fns(a, b & 31u, off)) << 3;
        }
    bad |= !(__fns(0xaaaaaaaau, 3, 1) == 3 && __fns(0xaaaaaaaau, 3, -1) == 3 && __fns(0xaaaaaaaau, 2, 1) == 3 &&
             __fns(0xaaaaaaaau, 2, -1) == 1)
           << 4; /* PTX's own examples */
    /* __hadd of integers is int's halving add, not the halves' sum (C++ picks the int overload for them). */
    bad |= !(__hadd(3, 5) == 4 && __hadd(-3, 0) == -2 && __hadd(INT_MAX, INT_MAX) == INT_MAX &&
             __hadd(INT_MIN, INT_MIN) == INT_MIN && __hadd(7u, 2u) == 4 && __hadd((short)-1, (char)2) == 0 &&
             __hadd(INT_MAX, INT_MIN) == -1)
           << 6;
    check("__hadd, __uhadd, __urhadd, __rhadd, __fns", !bad, "failed checks 0x%x", bad);
}

/* ---- functions ---------------------------------------------------------------- */

static double ulps(double got, long double want)
{
    double w = (double)want;
    double u = nextafter(fabs(w), INFINITY) - fabs(w);
    return (double)(fabsl((long double)got - want) / u);
}
static double ulpsf(float got, long double want)
{
    float w = (float)want;
    float u = nextafterf(fabsf(w), INFINITY) - fabsf(w);
    return (double)(fabsl((long double)got - want) / u);
}

static void check_functions(void)
{
    const long double PI = 3.14159265358979323846264338327950288L;
    double worst = 0, worstf = 0;
    for (int k = -400; k <= 400; k++) {
        if (k % 97 == 0)
            continue; /* integers: sinpi gives 0, which pi x in long double misses */
        double x = k / 97.0;
        worst = fmax(worst, ulps(sinpi(x), sinl(PI * x)));
        worst = fmax(worst, ulps(cospi(x), cosl(PI * x)));
        worstf = fmax(worstf, ulpsf(sinpif((float)x), sinl(PI * (float)x)));
        worstf = fmax(worstf, ulpsf(cospif((float)x), cosl(PI * (float)x)));
    }
    float s, c;
    sincospif(0.25f, &s, &c);
    check("sinpi, cospi", worst <= 1 && worstf <= 1 && sinpi(3.0) == 0 && signbit(sinpi(-2.0)) && cospi(2.5) == 0 &&
                              sinpi(0.5) == 1 && cospif(1.0f) == -1 && s == c && isnan(sinpi(INFINITY)) &&
                              sinpi(1e300) == 0,
          "worst %g ulp (double), %g (float)", worst, worstf);

    worst = worstf = 0;
    for (int k = 1; k < 60; k++) {
        double a = k * 0.37, b = -k * 1.91, cc = 3.0 / k, d = k * k * 0.01;
        worst = fmax(worst, ulps(norm3d(a, b, cc), hypotl(hypotl(a, b), cc)));
        worst = fmax(worst, ulps(rnorm4d(a, b, cc, d), 1 / hypotl(hypotl(a, b), hypotl(cc, d))));
        worst = fmax(worst, ulps(rhypot(a, b), 1 / hypotl(a, b)));
        worst = fmax(worst, ulps(rcbrt(b), 1 / cbrtl(b)));
        worstf = fmax(worstf, ulpsf(norm3df((float)a, (float)b, (float)cc),
                                    hypotl(hypotl((float)a, (float)b), (float)cc)));
        worstf = fmax(worstf, ulpsf(rcbrtf((float)b), 1 / cbrtl((float)b)));
        worstf = fmax(worstf, ulpsf(exp10f((float)cc), powl(10, (float)cc)));
    }
    check("norms, rhypot, rcbrt, exp10",
          worst <= 1 && worstf <= 1 && norm3df(INFINITY, NAN, 1) == INFINITY && rnorm3d(0, 0, 0) == INFINITY &&
              rcbrtf(8.0f) == 0.5f && rcbrt(-0.0) == -INFINITY && rhypot(INFINITY, NAN) == 0 &&
              norm4df(1e30f, 1e30f, 1e30f, 1e30f) == 2e30f && exp10(2.0) == 100.0,
          "worst %g ulp (double), %g (float)", worst, worstf);

    /* The inverses by their forward functions, and known values. */
    /* Within one ulp of the root: the forward function brackets the argument at the neighbours. */
    int off = 0;
    for (int k = -99; k <= 99; k++) {
        double y = k / 100.0, t = erfinv(y);
        if (!(erfl(nextafter(t, -INFINITY)) <= y && erfl(nextafter(t, INFINITY)) >= y))
            off++;
        double z = pow(10.0, -k * 3.0 - 10); /* 1e-307 .. 1e287: those in (0, 2) */
        t = erfcinv(z);
        if (z < 2 && !(erfcl(nextafter(t, -INFINITY)) >= z && erfcl(nextafter(t, INFINITY)) <= z))
            off++;
    }
    worst = off;
    check("erfinv, erfcinv", off == 0 && ulps(erfinv(0.5), 0.476936276204469873381418353643130559L) <= 1 &&
                                 erfinv(1.0) == INFINITY && erfinv(-1.0) == -INFINITY && isnan(erfinv(1.5)) &&
                                 erfcinv(0.0) == INFINITY && erfcinv(2.0) == -INFINITY && erfcinv(1.0) == 0 &&
                                 ulpsf(erfinvf(-0.5f), -0.476936276204469873381418353643130559L) <= 1 &&
                                 ulps(erfcinv(1.5), -0.476936276204469873381418353643130559L) <= 1,
          "%g roots more than one ulp off", worst);

    worst = 0;
    for (int k = -30; k <= 250; k++) {
        double x = k / 10.0;
        worst = fmax(worst, ulps(erfcx(x), expl((long double)x * x) * erfcl(x)));
    }
    double big = 1e6;
    check("erfcx", worst <= 2 && erfcx(0.0) == 1 && ulps(erfcx(big), 1 / (big * 1.7724538509055160273L) *
                                                                             (1 - 1 / (2.0L * big * big))) <= 1 &&
                       fabs(erfcx(49.9999999) / erfcx(50.0000001) - 1) < 1e-8 && erfcx(-30.0) == INFINITY &&
                       ulpsf(erfcxf(2.0f), expl(4.0L) * erfcl(2.0L)) <= 1,
          "worst %g ulp", worst);

    check("normcdf, normcdfinv",
          normcdf(0.0) == 0.5 && fabs(normcdf(1.96) - 0.9750021048517795) < 2e-16 &&
              fabs(normcdfinv(0.975) - 1.959963984540054) < 5e-16 && fabs(normcdfinv(normcdf(-3.3)) + 3.3) < 1e-14 &&
              normcdfinvf(0.0f) == -INFINITY && normcdfinv(1.0) == INFINITY && isnan(normcdfinv(1.5)) &&
              normcdff(-40.0f) == 0 && fdividef(1.0f, 4.0f) == 0.25f,
          "normcdf(1.96) %.17g normcdfinv(0.975) %.17g", normcdf(1.96), normcdfinv(0.975));
}

/* ---- in a kernel -------------------------------------------------------------- */

PRISM_KERNEL(mathx_kernel, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 4) {
        PRISM_GROUP(THREAD(1)) {
            float x = (float)t / 7.0f - 2.0f;
            o[0] = sinpif(x) + rnorm3df(x, 1.0f, 2.0f);
            o[1] = __fadd_ru(x, 0.1f) - __fmul_rd(x, 0.3f);
            o[2] = erfinvf(x / 4.0f) + erfcxf(x);
            o[3] = normcdff(x) + (float)__urhadd((unsigned)t, 7u);
        }
    }
}

static void check_kernel(void)
{
    enum { N = 32 };
    float *d = prism_dev_alloc(N * 4 * sizeof(float)), h[N * 4];
    int rc = PRISM_LAUNCH(mathx_kernel, 1, N, d);
    prism_copy_to_host(h, d, sizeof h);
    int bad = -1;
    for (int t = 0; t < N && bad < 0; t++) {
        float x = (float)t / 7.0f - 2.0f;
        float want[4] = {sinpif(x) + rnorm3df(x, 1.0f, 2.0f), __fadd_ru(x, 0.1f) - __fmul_rd(x, 0.3f),
                         erfinvf(x / 4.0f) + erfcxf(x), normcdff(x) + (float)__urhadd((unsigned)t, 7u)};
        for (int k = 0; k < 4; k++)
            if (!same(h[4 * t + k], want[k]))
                bad = t;
    }
    check("mathx in a kernel", rc == 0 && bad < 0, "launch rc %d, thread %d differs", rc, bad);
    prism_dev_free(d);
}

int main(void)
{
    check_float_rounding();
    check_double_rounding();
    check_conversions();
    check_integers();
    check_functions();
    check_kernel();
    return 0;
}
