/*
 * tests/emu/t_intrinsics.c - CUDA's device intrinsics (prism/emu/bits.h)
 * against references written again here from the CUDA Math API's and
 * PTX's definitions, by other means than the header's: the integer ones
 * over every combination of edge values, the correctly rounded ones
 * against long double, the fast ones within the error CUDA allows them;
 * then a kernel that computes each, which must agree with the same call
 * on the host; clock64 and clock; a program's own definitions of these
 * names.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>

/* A program's own macro of a non-reserved name, defined before prism.h, wins. */
#define llmax(a, b) 7777

#include "check.h"

/* ---- edge values ------------------------------------------------------------ */

static const unsigned E32[] = {
    0u,          1u,          0xffffffffu, 2u,          0x7fu,       0x80u,       0xffu,       0x100u,
    0x7fffu,     0x8000u,     0xffffu,     0x7fffffu,   0x800000u,   0xffffffu,   0x1000000u,  0x7fffffffu,
    0x80000000u, 0x80000001u, 0x55555555u, 0xaaaaaaaau, 0x12345678u, 0x89abcdefu, 31u,         32u,
    33u,         63u,         64u,         0xfffffffeu, 0x7f7f7f7fu, 0x80808080u, 0x00ff00ffu, 0xfedcba98u,
};
#define N32 (sizeof E32 / sizeof E32[0])
static const unsigned long long E64[] = {
    0ull,
    1ull,
    ~0ull,
    0x7fffffffffffffffull,
    0x8000000000000000ull,
    0x8000000000000001ull,
    0xffffffffull,
    0x100000000ull,
    0x80ull,
    63ull,
    64ull,
    0x5555555555555555ull,
    0xaaaaaaaaaaaaaaaaull,
    0x0123456789abcdefull,
    0xfedcba9876543210ull,
    0xffffffff00000000ull,
};
#define N64 (sizeof E64 / sizeof E64[0])

/* ---- references --------------------------------------------------------------- */

static unsigned ref_byte_perm(unsigned x, unsigned y, unsigned s)
{
    unsigned char in[8];
    for (int i = 0; i < 4; i++) {
        in[i] = (unsigned char)(x >> (8 * i));
        in[4 + i] = (unsigned char)(y >> (8 * i));
    }
    unsigned sel[4] = {s & 7u, s >> 4 & 7u, s >> 8 & 7u, s >> 12 & 7u};
    return in[sel[0]] | (unsigned)in[sel[1]] << 8 | (unsigned)in[sel[2]] << 16 | (unsigned)in[sel[3]] << 24;
}

/* The funnel shifts, by cases on the shift, without a 64-bit intermediate. */
static unsigned ref_shl(unsigned lo, unsigned hi, unsigned n) /* n in 0..32 */
{
    return n == 0 ? hi : n == 32 ? lo : hi << n | lo >> (32 - n);
}
static unsigned ref_shr(unsigned lo, unsigned hi, unsigned n)
{
    return n == 0 ? lo : n == 32 ? hi : lo >> n | hi << (32 - n);
}

static unsigned long long ref_umulhi64(unsigned long long x, unsigned long long y)
{
    /* Schoolbook on 32-bit halves. */
    unsigned long long xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
    unsigned long long ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
    unsigned long long mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static long long ref_mulhi64(long long x, long long y)
{
    /* Signed high word from the unsigned one: subtract y (x) where x (y) is negative, mod 2^64. */
    unsigned long long h = ref_umulhi64((unsigned long long)x, (unsigned long long)y);
    if (x < 0)
        h -= (unsigned long long)y;
    if (y < 0)
        h -= (unsigned long long)x;
    return (long long)h;
}

static int ref_dp4a(int a, int b, int c)
{
    long long s = c;
    for (int i = 0; i < 4; i++)
        s += (long long)(int8_t)(a >> (8 * i)) * (int8_t)(b >> (8 * i));
    return (int)(uint32_t)s;
}
static unsigned ref_udp4a(unsigned a, unsigned b, unsigned c)
{
    unsigned long long s = c;
    for (int i = 0; i < 4; i++)
        s += (unsigned long long)(uint8_t)(a >> (8 * i)) * (uint8_t)(b >> (8 * i));
    return (unsigned)s;
}
static int ref_dp2a(int a, int b, int c, int hi)
{
    long long s = c;
    s += (long long)(int16_t)a * (int8_t)(b >> (16 * hi));
    s += (long long)(int16_t)(a >> 16) * (int8_t)(b >> (16 * hi + 8));
    return (int)(uint32_t)s;
}
static unsigned ref_udp2a(unsigned a, unsigned b, unsigned c, int hi)
{
    unsigned long long s = c;
    s += (unsigned long long)(uint16_t)a * (uint8_t)(b >> (16 * hi));
    s += (unsigned long long)(uint16_t)(a >> 16) * (uint8_t)(b >> (16 * hi + 8));
    return (unsigned)s;
}

/* Round an integral-or-not double as mode says: 0 nearest even, 1 zero, 2 up, 3 down. */
static double ref_round(double v, int mode)
{
    double f = floor(v);
    if (mode == 1)
        return v < 0 ? -floor(-v) : f;
    if (mode == 2)
        return f == v ? v : f + 1;
    if (mode == 3)
        return f;
    double d = v - f;
    return d < 0.5 ? f : d > 0.5 ? f + 1 : fmod(f, 2.0) == 0 ? f : f + 1;
}
static long long ref_f2i(float x, int mode, long long lo, long long hi)
{
    if (isnan(x))
        return 0;
    double r = ref_round((double)x, mode);
    return r < (double)lo ? lo : r > (double)hi ? hi : (long long)r;
}

/* Ulps between a and the exact b, in a's format at b's magnitude. */
static double ulps_f(float a, long double b)
{
    if (isnan(a) || isnan(b))
        return isnan(a) && isnan(b) ? 0 : 1e30;
    if (isinf(b) || isinf(a))
        return a == b ? 0 : 1e30;
    int e;
    frexpl(b, &e);
    long double ulp = ldexpl(1.0L, (e - 24 < -149 ? -149 : e - 24));
    return (double)(fabsl((long double)a - b) / ulp);
}
static double ulps_d(double a, long double b)
{
    int e;
    frexpl(b, &e);
    long double ulp = ldexpl(1.0L, e - 53);
    return (double)(fabsl((long double)a - b) / ulp);
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* The float nearest to y, ties to even, with long double's 64 bits as the arbiter. */
static int is_nearest(float r, long double y)
{
    float up = nextafterf(r, INFINITY), down = nextafterf(r, -INFINITY);
    long double d = fabsl((long double)r - y);
    return d <= fabsl((long double)up - y) && d <= fabsl((long double)down - y);
}

/* ---- integer intrinsics ------------------------------------------------------ */

static void test_integer(void)
{
    int bad = 0;
    char what[160] = "";
#define INT_CHECK(cond, ...)                                        \
    do {                                                            \
        if (!(cond) && !bad++)                                      \
            snprintf(what, sizeof what, __VA_ARGS__);               \
    } while (0)
    for (unsigned i = 0; i < N32; i++)
        for (unsigned j = 0; j < N32; j++) {
            unsigned x = E32[i], y = E32[j];
            int sx = (int)x, sy = (int)y;
            INT_CHECK(__mul24(sx, sy) == (int)(uint32_t)((int64_t)(((int32_t)(x << 8)) >> 8) *
                                                         (((int32_t)(y << 8)) >> 8)),
                      "__mul24(%#x, %#x) = %#x", x, y, (unsigned)__mul24(sx, sy));
            INT_CHECK(__umul24(x, y) == (unsigned)((uint64_t)(x % 0x1000000u) * (y % 0x1000000u)),
                      "__umul24(%#x, %#x)", x, y);
            INT_CHECK(__mulhi(sx, sy) == (int)(((int64_t)sx * sy) >> 32), "__mulhi(%#x, %#x)", x, y);
            INT_CHECK(__umulhi(x, y) == (unsigned)(((uint64_t)x * y) >> 32), "__umulhi(%#x, %#x)", x, y);
            for (unsigned k = 0; k < N32; k++) {
                unsigned z = E32[k];
                INT_CHECK(__byte_perm(x, y, z) == ref_byte_perm(x, y, z), "__byte_perm(%#x, %#x, %#x) = %#x", x, y,
                          z, __byte_perm(x, y, z));
                INT_CHECK(__funnelshift_l(x, y, z) == ref_shl(x, y, z % 32), "__funnelshift_l(%#x, %#x, %u)", x, y, z);
                INT_CHECK(__funnelshift_lc(x, y, z) == ref_shl(x, y, z > 32 ? 32 : z), "__funnelshift_lc(%#x, %#x, %u)",
                          x, y, z);
                INT_CHECK(__funnelshift_r(x, y, z) == ref_shr(x, y, z % 32), "__funnelshift_r(%#x, %#x, %u)", x, y, z);
                INT_CHECK(__funnelshift_rc(x, y, z) == ref_shr(x, y, z > 32 ? 32 : z), "__funnelshift_rc(%#x, %#x, %u)",
                          x, y, z);
                INT_CHECK(__sad(sx, sy, z) == (unsigned)((uint64_t)llabs((long long)sx - sy) + z),
                          "__sad(%d, %d, %u)", sx, sy, z);
                INT_CHECK(__usad(x, y, z) == (unsigned)((x > y ? (uint64_t)x - y : (uint64_t)y - x) + z),
                          "__usad(%u, %u, %u)", x, y, z);
                INT_CHECK(__dp4a(sx, sy, (int)z) == ref_dp4a(sx, sy, (int)z), "__dp4a(%#x, %#x, %#x)", x, y, z);
                INT_CHECK(__dp4a(x, y, z) == ref_udp4a(x, y, z), "__dp4a(%#xu, %#xu, %#xu)", x, y, z);
                INT_CHECK(__dp2a_lo(sx, sy, (int)z) == ref_dp2a(sx, sy, (int)z, 0), "__dp2a_lo(%#x, %#x, %#x)", x, y, z);
                INT_CHECK(__dp2a_hi(sx, sy, (int)z) == ref_dp2a(sx, sy, (int)z, 1), "__dp2a_hi(%#x, %#x, %#x)", x, y, z);
                INT_CHECK(__dp2a_lo(x, y, z) == ref_udp2a(x, y, z, 0), "__dp2a_lo(%#xu, %#xu, %#xu)", x, y, z);
                INT_CHECK(__dp2a_hi(x, y, z) == ref_udp2a(x, y, z, 1), "__dp2a_hi(%#xu, %#xu, %#xu)", x, y, z);
            }
        }
    for (unsigned i = 0; i < N64; i++)
        for (unsigned j = 0; j < N64; j++) {
            unsigned long long x = E64[i], y = E64[j];
            INT_CHECK(__umul64hi(x, y) == ref_umulhi64(x, y), "__umul64hi(%#llx, %#llx)", x, y);
            INT_CHECK(__mul64hi((long long)x, (long long)y) == ref_mulhi64((long long)x, (long long)y),
                      "__mul64hi(%#llx, %#llx)", x, y);
        }
    /* The packed overloads read the same bytes, x lowest. */
    char4 c4a = make_char4(-128, 127, -1, 3), c4b = make_char4(5, -7, 127, -128);
    uchar4 u4a = make_uchar4(255, 1, 128, 7), u4b = make_uchar4(2, 255, 3, 128);
    short2 s2 = make_short2(-32768, 1234);
    ushort2 us2 = make_ushort2(65535, 7);
    INT_CHECK(__dp4a(c4a, c4b, 11) == 11 + -128 * 5 + 127 * -7 + -1 * 127 + 3 * -128, "__dp4a(char4)");
    INT_CHECK(__dp4a(u4a, u4b, 11u) == 11u + 255 * 2 + 1 * 255 + 128 * 3 + 7 * 128, "__dp4a(uchar4)");
    INT_CHECK(__dp2a_lo(s2, c4b, 1) == 1 + -32768 * 5 + 1234 * -7, "__dp2a_lo(short2)");
    INT_CHECK(__dp2a_hi(s2, c4b, 1) == 1 + -32768 * 127 + 1234 * -128, "__dp2a_hi(short2)");
    INT_CHECK(__dp2a_lo(us2, u4b, 1u) == 1u + 65535u * 2 + 7 * 255, "__dp2a_lo(ushort2)");
    INT_CHECK(__dp2a_hi(us2, u4b, 1u) == 1u + 65535u * 3 + 7 * 128, "__dp2a_hi(ushort2)");
    /* Bit casts, both ways, on edge patterns. */
    for (unsigned i = 0; i < N64; i++) {
        double d;
        memcpy(&d, &E64[i], 8);
        long long back = __double_as_longlong(__longlong_as_double((long long)E64[i]));
        INT_CHECK(back == (long long)E64[i] && (isnan(d) || __longlong_as_double((long long)E64[i]) == d),
                  "__double_as_longlong/__longlong_as_double(%#llx)", E64[i]);
    }
    check("intrinsics/integer-edges", bad == 0, "%d wrong, first %s", bad, what);
}

/* min and max pick CUDA's overload by the usual arithmetic conversion; the one-type helpers. */
static void test_minmax(void)
{
    int bad = 0;
    char what[160] = "";
    _Static_assert(_Generic(min(1, 2), int: 1, default: 0), "min(int, int) is int");
    _Static_assert(_Generic(min(1u, -1), unsigned: 1, default: 0), "min(unsigned, int) is unsigned");
    _Static_assert(_Generic(max(1.5f, 2.0f), float: 1, default: 0), "max(float, float) is float");
    _Static_assert(_Generic(max(1.5f, 2.0), double: 1, default: 0), "max(float, double) is double");
    _Static_assert(_Generic(min((short)1, (char)2), int: 1, default: 0), "small types promote");
    _Static_assert(_Generic(max(1ul, 2ul), unsigned long: 1, default: 0), "max(size_t, size_t)");
    INT_CHECK(min(-3, 2) == -3 && max(-3, 2) == 2, "int");
    INT_CHECK(min(1u, -1) == 1u && max(1u, -1) == 0xffffffffu, "unsigned, as CUDA's min(unsigned, int)");
    INT_CHECK(min(2.5f, 2.25f) == 2.25f && max(-0.5f, NAN) == -0.5f, "float (fminf/fmaxf)");
    INT_CHECK(min(1e300, 2.0f) == 2.0 && max(1e300, 2.0f) == 1e300, "double");
    INT_CHECK(min(LLONG_MIN, 0ll) == LLONG_MIN && max(0xffffffffffull, 1ull) == 0xffffffffffull, "64-bit");
    INT_CHECK(min((size_t)1 << 40, (size_t)3) == 3, "size_t is not truncated");
    INT_CHECK(umin(0xffffffffu, 1u) == 1u && umax(0xffffffffu, 1u) == 0xffffffffu, "umin/umax");
    INT_CHECK(llmin(-1, 1) == -1, "llmin");
    INT_CHECK(llmax(1, 2) == 7777, "the program's own llmax macro");
    INT_CHECK(ullmin(~0ull, 2) == 2 && ullmax(~0ull, 2) == ~0ull, "ullmin/ullmax");
    check("intrinsics/min-max", bad == 0, "%d wrong, first %s", bad, what);
}

/* ---- float conversions ------------------------------------------------------ */

static const float F_EDGES[] = {
    0.0f,          -0.0f,       0.5f,        -0.5f,       1.5f,         -1.5f,       2.5f,          -2.5f,
    0.49999997f,   1e-45f,      -1e-45f,     1e10f,       -1e10f,       2147483520.0f, -2147483648.0f,
    2147483648.0f, 4294967040.0f, 4294967296.0f, -1.0f,     -0.99999994f, 3.4e38f,     -3.4e38f,      INFINITY,
    -INFINITY,     NAN,         123456.78f,  -7.5f,       8388609.0f,   16777217.0f, 0x1p-126f,     0.75f,
};
#define NF (sizeof F_EDGES / sizeof F_EDGES[0])

static void test_conversions(void)
{
    int bad = 0;
    char what[160] = "";
    for (unsigned i = 0; i < NF; i++) {
        float x = F_EDGES[i];
        int ri[4] = {__float2int_rn(x), __float2int_rz(x), __float2int_ru(x), __float2int_rd(x)};
        unsigned ru[4] = {__float2uint_rn(x), __float2uint_rz(x), __float2uint_ru(x), __float2uint_rd(x)};
        for (int m = 0; m < 4; m++) {
            INT_CHECK(ri[m] == ref_f2i(x, m, INT_MIN, INT_MAX), "__float2int mode %d (%a) = %d", m, (double)x, ri[m]);
            INT_CHECK(ru[m] == ref_f2i(x, m, 0, UINT_MAX), "__float2uint mode %d (%a) = %u", m, (double)x, ru[m]);
        }
    }
    for (unsigned i = 0; i < N32; i++) {
        INT_CHECK(__int2float_rn((int)E32[i]) == (float)(double)(int)E32[i], "__int2float_rn(%d)", (int)E32[i]);
        INT_CHECK(__uint2float_rn(E32[i]) == (float)(double)E32[i], "__uint2float_rn(%u)", E32[i]);
        INT_CHECK(__float_as_uint(__uint_as_float(E32[i])) == E32[i], "__uint_as_float(%#x)", E32[i]);
        INT_CHECK(__float_as_int(__int_as_float((int)E32[i])) == (int)E32[i], "__int_as_float(%#x)", E32[i]);
    }
    /* Ties to even, not away: 16777217 = 2^24 + 1 is a tie between 2^24 and 2^24 + 2. */
    INT_CHECK(__int2float_rn(16777217) == 16777216.0f && __uint2float_rn(16777219u) == 16777220.0f, "ties");
    check("intrinsics/float-int-conversions", bad == 0, "%d wrong, first %s", bad, what);
}

/* ---- float arithmetic ---------------------------------------------------------- */

/* Floats to try: the edges above and a deterministic spread over the exponent range. */
static float sample(unsigned i)
{
    if (i < NF)
        return F_EDGES[i];
    uint32_t u = (i - (unsigned)NF) * 2654435761u;
    u = (u & 0x807fffffu) | ((u >> 9 & 0xffu) % 254u + 1u) << 23; /* normal, either sign */
    float f;
    memcpy(&f, &u, 4);
    return f;
}
#define NSAMPLES 20000u
/* CUDA's absolute error bound for __logf in [0.5, 2] and __sinf, __cosf in [-pi, pi]: 2^-21.41. */
#define ABS_ERR exp2l(-21.41L)

static void test_rounded(void)
{
    int bad = 0;
    char what[160] = "";
    for (unsigned i = 0; i < NSAMPLES; i++) {
        float x = sample(i), y = sample(i * 7u + 3u), z = sample(i * 13u + 5u);
        if (isnan(x) || isnan(y) || isnan(z) || isinf(x) || isinf(y) || isinf(z))
            continue;
        long double lx = x, ly = y;
        INT_CHECK(__fadd_rn(x, y) == (float)(double)(lx + ly), "__fadd_rn(%a, %a)", (double)x, (double)y);
        INT_CHECK(__fsub_rn(x, y) == (float)(double)(lx - ly), "__fsub_rn(%a, %a)", (double)x, (double)y);
        INT_CHECK(__fmul_rn(x, y) == (float)(lx * ly), "__fmul_rn(%a, %a)", (double)x, (double)y);
        INT_CHECK(__fdiv_rn(x, y) == x / y, "__fdiv_rn(%a, %a)", (double)x, (double)y);
        INT_CHECK(__frcp_rn(x) == 1.0f / x, "__frcp_rn(%a)", (double)x);
        /* fma: the exact x*y+z in long double's 64 bits is not exact in general; compare with fmal rounded. */
        INT_CHECK(__fmaf_rn(x, y, z) == fmaf(x, y, z), "__fmaf_rn(%a, %a, %a)", (double)x, (double)y, (double)z);
        float ax = fabsf(x);
        INT_CHECK(__fsqrt_rn(ax) == (float)sqrt((double)ax), "__fsqrt_rn(%a)", (double)ax);
        float r = __frsqrt_rn(ax);
        INT_CHECK(ax == 0.0f || is_nearest(r, 1.0L / sqrtl((long double)ax)), "__frsqrt_rn(%a) = %a", (double)ax,
                  (double)r);
    }
    /* Every float in [1, 4): both binades of __frsqrt_rn's pattern, one ulp apart each. */
    for (uint32_t u = 0x3f800000u; u < 0x40800000u; u += 61u) {
        float x;
        memcpy(&x, &u, 4);
        float r = __frsqrt_rn(x);
        INT_CHECK(is_nearest(r, 1.0L / sqrtl((long double)x)), "__frsqrt_rn(%a) = %a", (double)x, (double)r);
    }
    INT_CHECK(fbits(__frsqrt_rn(0.0f)) == fbits(INFINITY) && fbits(__frsqrt_rn(-0.0f)) == fbits(-INFINITY) &&
                  fbits(__frsqrt_rn(INFINITY)) == 0 && isnan(__frsqrt_rn(-1.0f)) && isnan(__frsqrt_rn(NAN)),
              "__frsqrt_rn special cases");
    INT_CHECK(fbits(__fadd_rn(1.0f, -1.0f)) == 0 && fbits(__fadd_rn(-0.0f, -0.0f)) == 0x80000000u &&
                  isnan(__fadd_rn(INFINITY, -INFINITY)),
              "__fadd_rn special cases");
    check("intrinsics/correctly-rounded", bad == 0, "%d wrong, first %s", bad, what);
}

/*
 * __fadd_rn(__fmul_rn(a, a), c) is two roundings, never an fma (CUDA:
 * "will never be merged into a single multiply-add").  With a = 1 + 2^-12
 * the product's 2^-24 is lost in rounding, so the sum is 0; an fma gives
 * 2^-24.  Compiled for fma, where gcc contracts a plain a * a + c.
 */
__attribute__((target("fma"), noinline)) static void no_contraction(float a, float c, float *rn, float *plain)
{
    *rn = __fadd_rn(__fmul_rn(a, a), c);
    *plain = a * a + c;
}

/* Not constants: gcc would fold the expressions at compile time, without contracting them. */
static volatile float contraction_a = 1.0f + 0x1p-12f, contraction_c = -(1.0f + 0x1p-11f);

static void test_no_contraction(void)
{
    float a = contraction_a, c = contraction_c, rn = -1, plain = -1;
    if (!__builtin_cpu_supports("fma")) {
        printf("SKIP intrinsics/no-fma-contraction: no fma on this CPU\n");
        return;
    }
    no_contraction(a, c, &rn, &plain);
    /* plain is 2^-24 where gcc contracted it (-O2 does), 0 where not. */
    check("intrinsics/no-fma-contraction", rn == 0.0f && __fmaf_rn(a, a, c) == 0x1p-24f,
          "__fadd_rn(__fmul_rn) = %a (plain expression: %a)", (double)rn, (double)plain);
}

static void test_fast(void)
{
    int bad = 0;
    char what[200] = "";
    for (unsigned i = 0; i < NSAMPLES; i++) {
        float x = sample(i), y = sample(i * 7u + 3u);
        if (isnan(x) || isnan(y))
            continue;
        long double lx = x, ly = y;
        /* __fdividef: 2 ulp for 2^-126 <= |y| <= 2^126; 0 (NaN for infinite x) above 2^126. */
        float q = __fdividef(x, y);
        if (fabsf(y) > 0x1p126f && !isinf(y))
            INT_CHECK(isinf(x) ? isnan(q) : q == 0.0f, "__fdividef(%a, %a) = %a", (double)x, (double)y, (double)q);
        else if (fabsf(y) >= 0x1p-126f && !isinf(y) && !isinf(x) && fabsl(lx / ly) <= FLT_MAX &&
                 fabsl(lx / ly) >= FLT_MIN)
            INT_CHECK(ulps_f(q, lx / ly) <= 2, "__fdividef(%a, %a) = %a", (double)x, (double)y, (double)q);
        INT_CHECK(ulps_f(rsqrtf(fabsf(x)), 1.0L / sqrtl(fabsl(lx))) <= 2 || x == 0, "rsqrtf(%a)", (double)fabsf(x));
        double dx = fabs((double)x * 1.000000123);
        INT_CHECK(dx == 0 || ulps_d(rsqrt(dx), 1.0L / sqrtl((long double)dx)) <= 1, "rsqrt(%a)", dx);
        /* __expf: 2 + floor(|1.173 x|) ulp where the result is normal. */
        if (fabsf(x) < 80.0f && expl(lx) >= FLT_MIN)
            INT_CHECK(ulps_f(__expf(x), expl(lx)) <= 2 + floor(fabs(1.173 * x)), "__expf(%a)", (double)x);
        /* __logf: 2^-21.41 absolute in [0.5, 2], else 3 ulp. */
        if (x > 0 && !isinf(x)) {
            float l = __logf(x);
            if (x >= 0.5f && x <= 2.0f)
                INT_CHECK(fabsl(l - logl(lx)) <= ABS_ERR, "__logf(%a)", (double)x);
            else
                INT_CHECK(ulps_f(l, logl(lx)) <= 3, "__logf(%a)", (double)x);
        }
        /* __sinf, __cosf: 2^-21.41 absolute in [-pi, pi]. */
        if (fabsf(x) <= 3.14159265f) {
            INT_CHECK(fabsl(__sinf(x) - sinl(lx)) <= ABS_ERR, "__sinf(%a)", (double)x);
            INT_CHECK(fabsl(__cosf(x) - cosl(lx)) <= ABS_ERR, "__cosf(%a)", (double)x);
            float s, c;
            __sincosf(x, &s, &c);
            INT_CHECK(s == __sinf(x) && c == __cosf(x), "__sincosf(%a)", (double)x);
        }
        /* __powf is exp2f(y * __log2f(x)), as CUDA computes it. */
        float p = __powf(fabsf(x), y / 16.0f);
        INT_CHECK(fbits(p) == fbits(exp2f(y / 16.0f * __log2f(fabsf(x)))), "__powf(%a, %a)", (double)fabsf(x),
                  (double)(y / 16.0f));
    }
    INT_CHECK(__fdividef(1.0f, 0x1p127f) == 0.0f && isnan(__fdividef(INFINITY, -0x1p127f)) &&
                  __fdividef(6.0f, 3.0f) == 2.0f,
              "__fdividef special cases");
    INT_CHECK(fbits(__saturatef(-0.0f)) == 0 && fbits(__saturatef(NAN)) == 0 && __saturatef(-2.0f) == 0.0f &&
                  __saturatef(2.0f) == 1.0f && __saturatef(INFINITY) == 1.0f && __saturatef(0.25f) == 0.25f &&
                  fbits(__saturatef(-INFINITY)) == 0,
              "__saturatef");
    INT_CHECK(fbits(__sinf(0x1p-140f)) == 0 && fbits(__sinf(-0x1p-140f)) == 0x80000000u, "__sinf flushes subnormals");
    INT_CHECK(isnan(__powf(-2.0f, 2.0f)) && isnan(__powf(0.0f, 0.0f)) && __powf(0.0f, 2.0f) == 0.0f,
              "__powf special cases (CUDA's, not powf's)");
    INT_CHECK(fbits(rsqrtf(0.0f)) == fbits(INFINITY) && fbits(rsqrtf(-0.0f)) == fbits(-INFINITY) &&
                  rsqrtf(INFINITY) == 0.0f && isnan(rsqrtf(-4.0f)) && rsqrt(4.0) == 0.5,
              "rsqrtf/rsqrt special cases");
    INT_CHECK(__expf(0.0f) == 1.0f && __logf(1.0f) == 0.0f && isinf(__logf(0.0f)) && isnan(__logf(-1.0f)) &&
                  __log2f(8.0f) == 3.0f && fabsf(__log10f(1000.0f) - 3.0f) < 1e-6f &&
                  fabsf(__exp10f(2.0f) - 100.0f) < 1e-4f && fabsf(__tanf(0.5f) - 0.5463025f) < 1e-6f,
              "fast special values");
    check("intrinsics/fast-math", bad == 0, "%d wrong, first %s", bad, what);
#undef INT_CHECK
}

/* ---- the same in a kernel ------------------------------------------------------ */

#define NK 36
/* Every intrinsic of a thread's inputs, as bits. */
#define ALL_INTRINSICS(o, a, b, c, f, g)                                                                     \
    do {                                                                                                     \
        unsigned ua = (unsigned)(a), ub = (unsigned)(b), uc = (unsigned)(c);                                 \
        int k = 0;                                                                                           \
        o[k++] = __byte_perm(ua, ub, uc);                                                                    \
        o[k++] = __funnelshift_l(ua, ub, uc);                                                                \
        o[k++] = __funnelshift_r(ua, ub, uc);                                                                \
        o[k++] = __funnelshift_lc(ua, ub, uc);                                                               \
        o[k++] = __funnelshift_rc(ua, ub, uc);                                                               \
        o[k++] = (unsigned)__mul24(a, b);                                                                    \
        o[k++] = __umul24(ua, ub);                                                                           \
        o[k++] = (unsigned)__mulhi(a, b);                                                                    \
        o[k++] = __umulhi(ua, ub);                                                                           \
        o[k++] = (unsigned)__mul64hi((long long)a * (1ll << 20), (long long)b * (1ll << 30));                                \
        o[k++] = (unsigned)(__umul64hi((unsigned long long)ua << 32 | ub, (unsigned long long)uc << 31) >> 3); \
        o[k++] = __sad(a, b, uc);                                                                            \
        o[k++] = __usad(ua, ub, uc);                                                                         \
        o[k++] = (unsigned)__dp4a(a, b, c);                                                                  \
        o[k++] = __dp4a(ua, ub, uc);                                                                         \
        o[k++] = (unsigned)__dp2a_lo(a, b, c);                                                               \
        o[k++] = (unsigned)__dp2a_hi(a, b, c);                                                               \
        o[k++] = __float_as_uint(__fdividef(f, g));                                                          \
        o[k++] = __float_as_uint(__saturatef(f));                                                            \
        o[k++] = (unsigned)__float2int_rn(f) ^ (unsigned)__float2int_rz(g) ^ (unsigned)__float2int_ru(f) * 3u ^ \
                 (unsigned)__float2int_rd(g) * 5u;                                                           \
        o[k++] = __float2uint_rn(f) ^ __float2uint_rz(g) ^ __float2uint_ru(f) * 3u ^ __float2uint_rd(g) * 5u; \
        o[k++] = __float_as_uint(__int2float_rn(a)) ^ __float_as_uint(__uint2float_rn(ub));                  \
        o[k++] = (unsigned)__double_as_longlong(__longlong_as_double((long long)a * 977));                  \
        o[k++] = __float_as_uint(rsqrtf(fabsf(f)));                                                          \
        o[k++] = (unsigned)__double_as_longlong(rsqrt(fabs((double)g)));                                     \
        o[k++] = __float_as_uint(__expf(f / 1e6f)) ^ __float_as_uint(__logf(fabsf(g)));                      \
        o[k++] = __float_as_uint(__sinf(f)) ^ __float_as_uint(__cosf(g));                                   \
        o[k++] = __float_as_uint(__powf(fabsf(f), g / 1e6f));                                                \
        o[k++] = __float_as_uint(__frsqrt_rn(fabsf(f))) ^ __float_as_uint(__fsqrt_rn(fabsf(g)));             \
        o[k++] = __float_as_uint(__fmaf_rn(f, g, f));                                                        \
        o[k++] = __float_as_uint(__fadd_rn(f, g)) ^ __float_as_uint(__fmul_rn(f, g));                        \
        o[k++] = (unsigned)min(a, b) ^ max(ua, ub);                                                          \
        o[k++] = __float_as_uint(min(f, g)) ^ __float_as_uint(max(f, g));                                    \
        o[k++] = umin(ua, ub) ^ umax(ua, uc);                                                                \
        o[k++] = (unsigned)llmin((long long)a * 3, (long long)b) ^ (unsigned)ullmax(ua, 5ull);              \
        o[k++] = (unsigned)__popc(ua) ^ (unsigned)__clz(a) << 8 ^ (unsigned)__ffs(b) << 16 ^ __brev(uc);    \
    } while (0)

#define K_A(t) ((int)((t) * 2654435761u))
#define K_B(t) ((int)((t) * 40503u + 0x80000000u))
#define K_C(t) ((int)((t) % 40u))
#define K_F(t) ((float)K_A(t) * 0.37f)
#define K_G(t) ((float)K_B(t) / 3.0f + 0.5f)

PRISM_KERNEL(k_intrinsics, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned *o = out + t * NK;
    ALL_INTRINSICS(o, K_A(t), K_B(t), K_C(t), K_F(t), K_G(t));
}

static void test_kernel(void)
{
    enum { GRID = 2, BLOCK = 64 };
    static unsigned out[GRID * BLOCK * NK], want[NK];
    int rc = PRISM_LAUNCH(k_intrinsics, GRID, BLOCK, out), bad = -1, which = -1;
    for (unsigned t = 0; t < GRID * BLOCK && bad < 0; t++) {
        ALL_INTRINSICS(want, K_A(t), K_B(t), K_C(t), K_F(t), K_G(t));
        for (int k = 0; k < NK && bad < 0; k++)
            if (out[t * NK + k] != want[k]) {
                bad = (int)t;
                which = k;
            }
    }
    check("intrinsics/kernel-agrees-with-host", rc == 0 && bad < 0, "rc %d, thread %d, intrinsic %d", rc, bad, which);
}

/* ---- clock64 and clock ------------------------------------------------------- */

/*
 * In a kernel both read one monotonic counter: clock() lies between two
 * clock64() around it, and the counter goes on across a barrier.  In host
 * code of the same file, clock() is libc's process CPU time.
 */
PRISM_KERNEL(k_clock, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(long long *, out, GRID(1)))
PRISM_UNSAFE {
    long long c0 = clock64();
    clock_t k = clock();
    long long c1 = clock64();
    __syncthreads();
    long long c2 = clock64();
    out[threadIdx.x] = c0 > 0 && c0 <= (long long)k && (long long)k <= c1 && c1 <= c2;
}

static void test_clock(void)
{
    long long out[64];
    int rc = PRISM_LAUNCH(k_clock, 1, 64, out), bad = -1;
    for (int t = 0; t < 64 && bad < 0; t++)
        if (out[t] != 1)
            bad = t;
    check("intrinsics/clock64-clock-in-kernel", rc == 0 && bad < 0, "rc %d, thread %d", rc, bad);
    clock_t before = (clock)(), mine = clock(), after = (clock)();
    check("intrinsics/clock-in-host-code-is-libc", before <= mine && mine <= after, "%ld not in [%ld, %ld]",
          (long)mine, (long)before, (long)after);
}

/* ---- a program's own definitions ---------------------------------------------- */

/*
 * nvcc lets a program define its own function of a device builtin's name;
 * here too.  gcc calls a static one from its definition on, an external
 * one (it drops the emulator's inline definition then) in the whole file;
 * clang calls either in the whole file.  So these are names nothing above
 * uses.
 */
static __device__ int __ffsll(long long x)
{
    return (int)x + 1000;
}
static __device__ unsigned long long __brevll(unsigned long long x)
{
    return x * 3u;
}
__device__ int __popcll(unsigned long long x)
{
    return (int)x * 2;
}

PRISM_KERNEL(k_own, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(long long *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = __ffsll(threadIdx.x) + (long long)__brevll(2u) + __popcll(10u);
}

static void test_own_definitions(void)
{
    long long out[32];
    int rc = PRISM_LAUNCH(k_own, 1, 32, out), bad = -1;
    for (int t = 0; t < 32 && bad < 0; t++)
        if (out[t] != t + 1000 + 6 + 20)
            bad = t;
    check("intrinsics/own-definitions-replace-them", rc == 0 && bad < 0, "rc %d, thread %d", rc, bad);
}

int main(void)
{
    test_integer();
    test_minmax();
    test_conversions();
    test_rounded();
    test_no_contraction();
    test_fast();
    test_kernel();
    test_clock();
    test_own_definitions();
    return 0;
}
