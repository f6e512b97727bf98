/*
 * tests/emu/t_half.c - CUDA's 16-bit floats in the emulator
 * (include/prism/emu/half.h): float -> half and float -> bfloat16 over
 * ranges that include NaN, infinities, overflow, subnormals and ties give
 * the bits of a reference computed another way (scaling in double and
 * rounding with nearbyint, to nearest even), back-conversion is exact, the
 * arithmetic intrinsics round as the reference does, and a kernel on
 * __half data gives its CPU result.
 */
#include <math.h>

#include "check.h"

/* The reserved names come with prism.h; a variable may be called half. */
static int half_is_a_name(void)
{
    int half = 3;
    return half;
}

#include "prism/emu/cuda_fp16.h"

/* CUDA's short names, from the stand-in for <cuda_fp16.h>. */
static void short_names(void)
{
    half h = __float2half(1.5f);
    half2 p = __floats2half2_rn(0.25f, -2.0f);
    float2 f = __half22float2(p);
    check("half-short-names", __half2float(h) == 1.5f && f.x == 0.25f && f.y == -2.0f && half_is_a_name() == 3,
          "%g %g %g", (double)__half2float(h), (double)f.x, (double)f.y);
}

PRISM_KERNEL(half_kernel, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(__half *, x, GRID(1)), PRISM_PARAM(__nv_bfloat16 *, y, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_PARTITION(yi, y, THREAD(1), i) {
            PRISM_GROUP(THREAD(1)) {
                xi[0] = __hfma(xi[0], __float2half(2.0f), __float2half(0.5f));
                yi[0] = __float2bfloat16(__bfloat162float(yi[0]) * 3.0f);
            }
        }
    }
}

/* The bits of x rounded to nearest even to a binary format with `mant`
 * fraction bits, `ebits` exponent bits, minimum normal exponent emin and
 * largest finite maxv (x not NaN). */
static unsigned ref_bits(double x, int mant, int ebits, int emin, double maxv)
{
    unsigned sign = signbit(x) ? 1u : 0u, expo = 0, frac = 0;
    double a = fabs(x);
    if (isinf(a)) {
        expo = (1u << ebits) - 1;
    } else if (a != 0) {
        int e = ilogb(a) < emin ? emin : ilogb(a);
        double r = ldexp(nearbyint(ldexp(a, mant - e)), e - mant);
        if (r > maxv) {
            expo = (1u << ebits) - 1;
        } else if (r != 0 && ilogb(r) < emin) { /* subnormal */
            frac = (unsigned)ldexp(r, mant - emin);
        } else if (r != 0) {
            expo = (unsigned)(ilogb(r) - emin + 1);
            frac = (unsigned)ldexp(r, mant - ilogb(r)) - (1u << mant);
        }
    }
    return sign << (ebits + mant) | expo << mant | frac;
}

static float from_bits(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static int is_nan_half(unsigned b) { return (b & 0x7c00u) == 0x7c00u && (b & 0x3ffu); }
static int is_nan_bf(unsigned b) { return (b & 0x7f80u) == 0x7f80u && (b & 0x7fu); }

/* Floats spread over every exponent, each with the low bits of a bfloat16
 * tie, a half tie, just below a tie, and an arbitrary pattern. */
static void conversions(void)
{
    int bad_h = 0, bad_b = 0, n = 0;
    char why_h[160] = "", why_b[160] = "";
    const double bf_max = (double)from_bits(0x7f7f0000u);
    for (uint64_t u = 0; u <= 0xffffffffu; u += 0x1001u) {
        const uint32_t low[4] = {0x8000u, 0x1000u | ((uint32_t)u & 0xe000u), 0x7fffu, (uint32_t)u & 0xffffu};
        for (int d = 0; d < 4; d++) {
            uint32_t bits = ((uint32_t)u & 0xffff0000u) | low[d];
            float f = from_bits(bits);
            unsigned hb = __half_as_ushort(__float2half(f)), bb = __float2bfloat16(f).x;
            n++;
            if (isnan(f)) {
                bad_h += !is_nan_half(hb);
                bad_b += !is_nan_bf(bb) || (bb >> 15) != (bits >> 31);
                continue;
            }
            unsigned rh = ref_bits(f, 10, 5, -14, 65504.0), rb = ref_bits(f, 7, 8, -126, bf_max);
            if (hb != rh && !bad_h++)
                snprintf(why_h, sizeof why_h, "half(%a) = %#x, reference %#x", (double)f, hb, rh);
            if (bb != rb && !bad_b++)
                snprintf(why_b, sizeof why_b, "bf16(%a) = %#x, reference %#x", (double)f, bb, rb);
        }
    }
    check("half-convert", !bad_h, "%d of %d: %s", bad_h, n, why_h);
    check("bf16-convert", !bad_b, "%d of %d: %s", bad_b, n, why_b);
}

/* Every half back to float: the value its bits denote, decoded by hand. */
static void back_to_float(void)
{
    int bad = 0;
    for (unsigned b = 0; b < 0x10000u; b++) {
        unsigned e = (b >> 10) & 0x1f, m = b & 0x3ff;
        double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m + 1024, (int)e - 25);
        v = (b & 0x8000u) ? -v : v;
        float f = __half2float(__ushort_as_half((unsigned short)b));
        bad += isnan(v) ? !isnan(f) : (double)f != v || !signbit(f) != !signbit(v);
        float g = __bfloat162float((__nv_bfloat16){(unsigned short)b});
        bad += !isnan(g) && __float2bfloat16(g).x != b; /* exact round trip */
    }
    check("half-bf16-to-float", !bad, "%d values", bad);
}

/* The arithmetic rounds the exact result once (the reference: in double,
 * exact for two halves, then rounded as above). */
static void arithmetic(void)
{
    int bad = 0;
    for (unsigned i = 0; i < 0x10000u; i += 7) {
        __half a = __ushort_as_half((unsigned short)i), b = __ushort_as_half((unsigned short)(i * 40503u >> 3));
        double x = __half2float(a), y = __half2float(b);
        if (isnan(x) || isnan(y) || isinf(x) || isinf(y))
            continue;
        bad += __half_as_ushort(__hadd(a, b)) != ref_bits(x + y, 10, 5, -14, 65504.0) && x + y != 0;
        bad += __half_as_ushort(__hmul(a, b)) != ref_bits(x * y, 10, 5, -14, 65504.0) && x * y != 0;
        bad += __half_as_ushort(__hsub(a, b)) != ref_bits(x - y, 10, 5, -14, 65504.0) && x - y != 0;
    }
    __half2 h = __floats2half2_rn(1.5f, -2.25f);
    float2 hf = __half22float2(__hmul2(h, __float2half2_rn(2.0f)));
    bad += hf.x != 3.0f || hf.y != -4.5f || __half2float(__low2half(h)) != 1.5f || __high2float(h) != -2.25f;
    bad += __bfloat162float(__hadd(__float2bfloat16(1.0f), __float2bfloat16(0.5f))) != 1.5f;
    check("half-arith", !bad, "%d results", bad);
}

static void kernel_on_half(void)
{
    __half *x = xcalloc(32, sizeof *x);
    __nv_bfloat16 *y = xcalloc(32, sizeof *y);
    for (int i = 0; i < 32; i++) {
        x[i] = __float2half((float)i * 0.25f);
        y[i] = __float2bfloat16((float)i);
    }
    int rc = PRISM_LAUNCH(half_kernel, 1, 32, x, y);
    int bad = 0;
    for (int i = 0; i < 32; i++)
        bad += __half2float(x[i]) != (float)i * 0.5f + 0.5f || __bfloat162float(y[i]) != __bfloat162float(__float2bfloat16((float)i * 3.0f));
    check("half-kernel", rc == PRISM_OK && !bad, "launch %d, %d wrong", rc, bad);
    free(x);
    free(y);
}

int main(void)
{
    conversions();
    back_to_float();
    arithmetic();
    kernel_on_half();
    short_names();
    return 0;
}
