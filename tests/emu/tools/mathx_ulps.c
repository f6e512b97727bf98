/*
 * tests/emu/tools/mathx_ulps.c - measures the math functions of
 * prism/emu/mathx.h (sinpi ... normcdfinv, float and double) in ulps
 * against quad precision (libquadmath), over N random arguments each, and
 * prints the largest error of each and where it was found: the "here"
 * column of docs/EMULATOR.md's accuracy table.  Not part of the suites
 * (libquadmath is gcc's); build and run it by hand:
 *
 *   make BUILD=build build/lib/libprism_emu.a build/lib/libprism_host.a
 *   gcc -std=gnu17 -O2 -D_GNU_SOURCE -Iinclude tests/emu/tools/mathx_ulps.c \
 *       build/lib/libprism_emu.a build/lib/libprism_host.a -lquadmath -lpthread -lm -o /tmp/mathx_ulps
 *   /tmp/mathx_ulps 1000000       (about four minutes)
 *
 * The inverse functions' references are Newton steps in quad from the
 * emulator's result; sinpi's and cospi's reduce x exactly (fmodq) first.
 */
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "prism.h"

typedef __float128 Q;

enum { SINPI, COSPI, RCBRT, RHYPOT, NORM3, RNORM3, NORM4, RNORM4, EXP10, ERFINV, ERFCINV, ERFCX, NCDF, NCDFINV,
       NORMF, RNORMF, NFUN };
static const char *const NAME[NFUN] = {"sinpi", "cospi", "rcbrt", "rhypot", "norm3d", "rnorm3d", "norm4d",
                                       "rnorm4d", "exp10", "erfinv", "erfcinv", "erfcx", "normcdf", "normcdfinv",
                                       "normf", "rnormf"};
/* The worst error of each function, double [0] and float [1], and its first argument. */
static double worst[2][NFUN], worst_at[2][NFUN];

/* |got - ref| in units of ref's last place in double (is_float 0) or float; an infinite or NaN ref must match. */
static double ulp_error(double got, Q ref, int is_float)
{
    const Q max = is_float ? (Q)FLT_MAX : (Q)DBL_MAX;
    if (isnanq(ref))
        return isnan(got) ? 0 : 1e30;
    if (isinfq(ref) || fabsq(ref) > max)
        return isinf(got) && (got > 0) == (ref > 0) ? 0 : 1e30;
    int e;
    frexpq(fabsq(ref), &e);
    int lowest = is_float ? -149 : -1074, bits = is_float ? 24 : 53;
    Q ulp = ldexpq(1, e - bits > lowest ? e - bits : lowest);
    return (double)(fabsq((Q)got - ref) / ulp);
}
static void note(int fn, int is_float, double got, Q ref, double at)
{
    double e = ulp_error(got, ref, is_float);
    if (e > worst[is_float][fn]) {
        worst[is_float][fn] = e;
        worst_at[is_float][fn] = at;
    }
}

static uint64_t rng_state = 88172645463325252ull;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static double uniform(double lo, double hi) { return lo + (hi - lo) * (double)(rng() >> 11) * 0x1p-53; }
/* +-2^u, u uniform in [lo, hi]: every binade alike. */
static double log_uniform(double lo, double hi)
{
    double v = exp2(uniform(lo, hi));
    return rng() & 1 ? -v : v;
}

static Q sinpiq(Q x)
{
    Q r = fmodq(x, 2);
    return r == floorq(r) ? 0 : sinq(M_PIq * r);
}
static Q cospiq(Q x)
{
    Q r = fmodq(x, 2);
    return r - 0.5Q == floorq(r - 0.5Q) ? 0 : cosq(M_PIq * r);
}
static Q erfinvq(Q y, Q t)
{
    for (int i = 0; i < 6; i++)
        t -= (erfq(t) - y) / (2 / sqrtq(M_PIq) * expq(-t * t));
    return t;
}
/* Newton on log(erfc(t)): the slope stays moderate where erfc falls by orders. */
static Q erfcinvq(Q y, Q t)
{
    for (int i = 0; i < 8; i++) {
        Q e = erfcq(t);
        t += (logq(e) - logq(y)) * e / (2 / sqrtq(M_PIq) * expq(-t * t));
    }
    return t;
}
static Q erfcinv_ref(Q y, double t) { return y > 1 ? -erfcinvq(2 - y, -t) : erfcinvq(y, t); }
static Q normcdfq(Q x) { return erfcq(-x / sqrtq(2)) / 2; }

static void pi_functions(void)
{
    double x = rng() & 3 ? uniform(-8, 8) : log_uniform(-60, 60);
    float xf = (float)x;
    note(SINPI, 0, sinpi(x), sinpiq(x), x);
    note(COSPI, 0, cospi(x), cospiq(x), x);
    note(SINPI, 1, sinpif(xf), sinpiq(xf), xf);
    note(COSPI, 1, cospif(xf), cospiq(xf), xf);
}
static void roots(void)
{
    double x = log_uniform(-1000, 1000), y = x * log_uniform(-30, 30);
    note(RCBRT, 0, rcbrt(x), 1 / cbrtq(x), x);
    note(RHYPOT, 0, rhypot(x, y), 1 / sqrtq((Q)x * x + (Q)y * y), x);
    float xf = (float)log_uniform(-140, 120), yf = (float)(xf * log_uniform(-30, 30));
    note(RCBRT, 1, rcbrtf(xf), 1 / cbrtq(xf), xf);
    note(RHYPOT, 1, rhypotf(xf, yf), 1 / sqrtq((Q)xf * xf + (Q)yf * yf), xf);
}
static void norms(void)
{
    double v[4];
    float f[7];
    for (int i = 0; i < 4; i++) {
        v[i] = log_uniform(-30, 30);
        f[i] = (float)v[i];
    }
    f[4] = f[0] * 3;
    f[5] = f[1] / 7;
    f[6] = f[2] + 1;
    Q s3 = (Q)v[0] * v[0] + (Q)v[1] * v[1] + (Q)v[2] * v[2], s4 = s3 + (Q)v[3] * v[3];
    note(NORM3, 0, norm3d(v[0], v[1], v[2]), sqrtq(s3), v[0]);
    note(RNORM3, 0, rnorm3d(v[0], v[1], v[2]), 1 / sqrtq(s3), v[0]);
    note(NORM4, 0, norm4d(v[0], v[1], v[2], v[3]), sqrtq(s4), v[0]);
    note(RNORM4, 0, rnorm4d(v[0], v[1], v[2], v[3]), 1 / sqrtq(s4), v[0]);
    Q f3 = (Q)f[0] * f[0] + (Q)f[1] * f[1] + (Q)f[2] * f[2], f4 = f3 + (Q)f[3] * f[3], f7 = f4;
    for (int i = 4; i < 7; i++)
        f7 += (Q)f[i] * f[i];
    note(NORM3, 1, norm3df(f[0], f[1], f[2]), sqrtq(f3), f[0]);
    note(RNORM3, 1, rnorm3df(f[0], f[1], f[2]), 1 / sqrtq(f3), f[0]);
    note(NORM4, 1, norm4df(f[0], f[1], f[2], f[3]), sqrtq(f4), f[0]);
    note(RNORM4, 1, rnorm4df(f[0], f[1], f[2], f[3]), 1 / sqrtq(f4), f[0]);
    note(NORMF, 1, normf(7, f), sqrtq(f7), f[0]);
    note(RNORMF, 1, rnormf(7, f), 1 / sqrtq(f7), f[0]);
}
static void exponentials(void)
{
    double x = uniform(-307, 308);
    float xf = (float)uniform(-37, 38);
    note(EXP10, 0, exp10(x), powq(10, x), x);
    note(EXP10, 1, exp10f(xf), powq(10, xf), xf);
    double c = uniform(-26, 100);
    float cf = (float)uniform(-9, 100);
    note(ERFCX, 0, erfcx(c), expq((Q)c * c) * erfcq(c), c);
    note(ERFCX, 1, erfcxf(cf), expq((Q)cf * cf) * erfcq(cf), cf);
    double n = uniform(-38.5, 9);
    float nf = (float)uniform(-14, 6);
    note(NCDF, 0, normcdf(n), normcdfq(n), n);
    note(NCDF, 1, normcdff(nf), normcdfq(nf), nf);
}
static void inverses(void)
{
    /* half of them near the ends, where the roots grow */
    double p = rng() & 1 ? uniform(-1, 1) : copysign(1 - exp2(-uniform(1, 53)), uniform(-1, 1));
    float pf = (float)(rng() & 1 ? uniform(-1, 1) : copysign(1 - exp2(-uniform(1, 24)), uniform(-1, 1)));
    note(ERFINV, 0, erfinv(p), erfinvq(p, erfinv(p)), p);
    note(ERFINV, 1, erfinvf(pf), erfinvq(pf, erfinvf(pf)), pf);
    double c = rng() & 1 ? uniform(0, 2) : exp2(-uniform(0, 1074));
    float cf = rng() & 1 ? (float)uniform(0, 2) : (float)exp2(-uniform(0, 149));
    if (c > 0 && c < 2)
        note(ERFCINV, 0, erfcinv(c), erfcinv_ref(c, erfcinv(c)), c);
    if (cf > 0 && cf < 2)
        note(ERFCINV, 1, erfcinvf(cf), erfcinv_ref(cf, erfcinvf(cf)), cf);
    double q = rng() & 1 ? uniform(0, 1) : exp2(-uniform(0, 1074));
    float qf = rng() & 1 ? (float)uniform(0, 1) : (float)exp2(-uniform(0, 149));
    if (q > 0 && q < 1)
        note(NCDFINV, 0, normcdfinv(q), -sqrtq(2) * erfcinv_ref(2 * (Q)q, -normcdfinv(q) / M_SQRT2), q);
    if (qf > 0 && qf < 1)
        note(NCDFINV, 1, normcdfinvf(qf), -sqrtq(2) * erfcinv_ref(2 * (Q)qf, -normcdfinvf(qf) / M_SQRT2), qf);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000;
    for (long i = 0; i < n; i++) {
        pi_functions();
        roots();
        norms();
        exponentials();
        inverses();
    }
    for (int k = 0; k < NFUN; k++)
        printf("%-11s double %.3f ulp (at %a)   float %.3f ulp (at %a)\n", NAME[k], worst[0][k], worst_at[0][k],
               worst[1][k], worst_at[1][k]);
    return 0;
}
