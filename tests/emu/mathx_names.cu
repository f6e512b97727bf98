/*
 * tests/emu/mathx_names.cu - a kernel that calls, once each, the CUDA
 * names prism/emu/mathx.h and prism/emu/simd.h give the emulator: the
 * integer halving adds and __fns, every directed rounding and conversion,
 * the math functions beyond libm, the SIMD video intrinsics and sm_90's
 * DPX functions (prism/emu/dpx.h).
 * tests/suites/30-emu.sh checks that prism-check accepts it and the
 * emulator builds it, and, where nvcc exists, that nvcc builds it as CUDA,
 * where every one of these names is CUDA's own (so a misspelt or invented
 * name fails there).  The values are computed and checked in
 * tests/emu/t_mathx.c and t_simd.c.
 */
#include "prism.h"

/* f_rn, f_rz, f_ru, f_rd of the same arguments, summed (R3: no _rn). */
#define R3(f, ...) (f##_rz(__VA_ARGS__) + f##_ru(__VA_ARGS__) + f##_rd(__VA_ARGS__))
#define R4(f, ...) (f##_rn(__VA_ARGS__) + R3(f, __VA_ARGS__))
/* Both lane widths of a SIMD intrinsic, xor-ed. */
#define V2(f, ...) (f##2(__VA_ARGS__) ^ f##4(__VA_ARGS__))

__device__ unsigned names_integer(unsigned a, unsigned b)
{
    int i = (int)a, j = (int)b;
    double d = __hiloint2double(i, j);
    return (unsigned)(__hadd(i, j) + __rhadd(i, j) + __double2hiint(d) + __double2loint(d)) + __uhadd(a, b) +
           __urhadd(a, b) + __fns(a, b & 31u, 1) + (unsigned)__ull2float_rn(a) + (unsigned)__ll2double_rn(j);
}

__device__ double names_rounding(float x, float y, float z, double u, double v, double w)
{
    float f = R4(__fadd, x, y) + R4(__fsub, x, y) + R4(__fmul, x, y) + R4(__fdiv, x, y) + R4(__fsqrt, x) +
              R4(__frcp, x) + R4(__fmaf, x, y, z);
    double d = R4(__dadd, u, v) + R4(__dsub, u, v) + R4(__dmul, u, v) + R4(__ddiv, u, v) + R4(__dsqrt, u) +
               R4(__drcp, u) + R4(__fma, u, v, w);
    int n = (int)x;
    unsigned un = (unsigned)y;
    long long ll = (long long)u;
    unsigned long long ull = (unsigned long long)v;
    f += R4(__int2float, n) + R4(__uint2float, un) + R4(__ll2float, ll) + R4(__ull2float, ull) +
         R4(__double2float, u);
    d += R4(__ll2double, ll) + R4(__ull2double, ull) + __int2double_rn(n) + __uint2double_rn(un);
    d += (double)(R4(__float2ll, x) + (long long)R4(__float2ull, y) + R4(__double2int, u) +
                  (long long)R4(__double2uint, v) + R4(__double2ll, w) + (long long)R4(__double2ull, u));
    return d + f;
}

__device__ double names_functions(float x, float y, float z, double u, double v, double w)
{
    float p[4] = {x, y, z, 1.0f}, s, c;
    double sd, cd;
    sincospif(x, &s, &c);
    sincospi(u, &sd, &cd);
    float f = norm3df(x, y, z) + rnorm3df(x, y, z) + norm4df(x, y, z, x) + rnorm4df(x, y, z, y) + normf(4, p) +
              rnormf(4, p) + rhypotf(x, y) + rcbrtf(x) + sinpif(x) + cospif(y) + s + c + normcdff(x) +
              normcdfinvf(y) + erfinvf(z) + erfcinvf(y) + erfcxf(x) + fdividef(x, y) + exp10f(z);
    double d = rcbrt(u) + sinpi(u) + cospi(v) + sd + cd + norm3d(u, v, w) + rnorm3d(u, v, w) + norm4d(u, v, w, u) +
               rnorm4d(u, v, w, v) + rhypot(u, v) + normcdf(u) + normcdfinv(v) + erfinv(w) + erfcinv(v) + erfcx(u) +
               exp10(w);
    return d + f;
}

__device__ unsigned names_simd(unsigned a, unsigned b)
{
    return V2(__vadd, a, b) ^ V2(__vsub, a, b) ^ V2(__vaddss, a, b) ^ V2(__vaddus, a, b) ^ V2(__vsubss, a, b) ^
           V2(__vsubus, a, b) ^ V2(__vabsdiffs, a, b) ^ V2(__vabsdiffu, a, b) ^ V2(__vabs, a) ^ V2(__vabsss, a) ^
           V2(__vavgs, a, b) ^ V2(__vavgu, a, b) ^ V2(__vhaddu, a, b) ^ V2(__vcmpeq, a, b) ^ V2(__vcmpges, a, b) ^
           V2(__vcmpgeu, a, b) ^ V2(__vcmpgts, a, b) ^ V2(__vcmpgtu, a, b) ^ V2(__vcmples, a, b) ^
           V2(__vcmpleu, a, b) ^ V2(__vcmplts, a, b) ^ V2(__vcmpltu, a, b) ^ V2(__vcmpne, a, b) ^
           V2(__vmaxs, a, b) ^ V2(__vmaxu, a, b) ^ V2(__vmins, a, b) ^ V2(__vminu, a, b) ^ V2(__vneg, a) ^
           V2(__vnegss, a) ^ V2(__vsads, a, b) ^ V2(__vsadu, a, b) ^ V2(__vseteq, a, b) ^ V2(__vsetges, a, b) ^
           V2(__vsetgeu, a, b) ^ V2(__vsetgts, a, b) ^ V2(__vsetgtu, a, b) ^ V2(__vsetles, a, b) ^
           V2(__vsetleu, a, b) ^ V2(__vsetlts, a, b) ^ V2(__vsetltu, a, b) ^ V2(__vsetne, a, b);
}

__device__ unsigned names_dpx(unsigned a, unsigned b, unsigned c)
{
    int i = (int)a, j = (int)b, k = (int)c;
    bool p, q;
    unsigned r = (unsigned)(__vimax3_s32(i, j, k) + __vimin3_s32(i, j, k) + __vimax3_s32_relu(i, j, k) +
                            __vimin3_s32_relu(i, j, k) + __viaddmax_s32(i, j, k) + __viaddmin_s32(i, j, k) +
                            __viaddmax_s32_relu(i, j, k) + __viaddmin_s32_relu(i, j, k) + __vimax_s32_relu(i, j) +
                            __vimin_s32_relu(i, j) + __vibmax_s32(i, j, &p) + __vibmin_s32(i, j, &q));
    r ^= __vimax3_u32(a, b, c) ^ __vimin3_u32(a, b, c) ^ __viaddmax_u32(a, b, c) ^ __viaddmin_u32(a, b, c) ^
         __vimax3_s16x2(a, b, c) ^ __vimin3_s16x2(a, b, c) ^ __vimax3_s16x2_relu(a, b, c) ^
         __vimin3_s16x2_relu(a, b, c) ^ __viaddmax_s16x2(a, b, c) ^ __viaddmin_s16x2(a, b, c) ^
         __viaddmax_s16x2_relu(a, b, c) ^ __viaddmin_s16x2_relu(a, b, c) ^ __vimax3_u16x2(a, b, c) ^
         __vimin3_u16x2(a, b, c) ^ __viaddmax_u16x2(a, b, c) ^ __viaddmin_u16x2(a, b, c) ^
         __vimax_s16x2_relu(a, b) ^ __vimin_s16x2_relu(a, b) ^ __vibmax_u32(a, b, &p) ^ __vibmin_u32(a, b, &q);
    r ^= __vibmax_s16x2(a, b, &p, &q) ^ __vibmin_s16x2(a, b, &p, &q) ^ __vibmax_u16x2(a, b, &p, &q) ^
         __vibmin_u16x2(a, b, &p, &q);
    return r + (unsigned)p + (unsigned)q;
}

PRISM_KERNEL(mathx_names, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(double *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            const float x = in[3 * t], y = in[3 * t + 1], z = in[3 * t + 2];
            const unsigned a = __float_as_uint(x), b = __float_as_uint(y);
            o[0] = names_rounding(x, y, z, (double)x, (double)y, (double)z) +
                   names_functions(x, y, z, (double)y, (double)z, (double)x) + (double)names_integer(a, b) +
                   (double)names_simd(a, b) + (double)names_dpx(a, b, __float_as_uint(z));
        }
    }
}
