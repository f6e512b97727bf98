/*
 * tests/emu/t_mma.c - mma.sync.m16n8k8 tf32 against a CPU reference
 * written from PTX's fragment tables, and cvt.rna.tf32.f32 rounding.
 */
#include <math.h>
#include <stdint.h>

#include "check.h"

/* cvt.rna.tf32.f32 by its definition: keep 10 mantissa bits, ties away from zero. */
static float ref_tf32(float x)
{
    if (!isfinite(x))
        return x;
    int e;
    double m = frexp((double)x, &e);           /* x = m * 2^e, 0.5 <= |m| < 1 */
    double scaled = ldexp(m, 11);              /* 11 significant bits: 1 implicit + 10 */
    double r = scaled < 0 ? -floor(-scaled + 0.5) : floor(scaled + 0.5);
    return (float)ldexp(r, e - 11);
}

static void test_tf32(void)
{
    static const float xs[] = {1.0f + 0x1p-11f, 1.0f + 0x1p-12f, -(1.0f + 0x1p-11f), 1.0f + 3 * 0x1p-11f,
                               3.14159265f,     -2.7182818f,     1e-30f,             0.0f};
    int bad = -1;
    for (int i = 0; i < (int)(sizeof xs / sizeof xs[0]); i++)
        if (prism_emu_tf32(xs[i]) != ref_tf32(xs[i]))
            bad = i;
    /* The tie rounds away from zero, not to even: 1 + 2^-11 -> 1 + 2^-10. */
    check("mma/tf32-rounding", bad < 0 && prism_emu_tf32(1.0f + 0x1p-11f) == 1.0f + 0x1p-10f,
          "value %d rounds wrong", bad);
}

/*
 * Every warp of every block multiplies its own 16x8x8 tiles; lane l loads
 * its fragments by the PTX tables (g = l / 4, t = l % 4):
 *   a = A[g][t], A[g+8][t], A[g][t+4], A[g+8][t+4];  b = B[t][g], B[t+4][g]
 *   c = C[g][2t], C[g][2t+1], C[g+8][2t], C[g+8][2t+1]
 */
PRISM_KERNEL(k_mma, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)), PRISM_PARAM(const float *, C, GRID(1)),
             PRISM_PARAM(float *, D, GRID(1)))
PRISM_UNSAFE {
    unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, l = threadIdx.x % 32, g = l / 4, t = l % 4;
    const float *a = A + warp * 128, *b = B + warp * 64, *c = C + warp * 128;
    float *d = D + warp * 128;
    float fa[4] = {a[g * 8 + t], a[(g + 8) * 8 + t], a[g * 8 + t + 4], a[(g + 8) * 8 + t + 4]};
    float fb[2] = {b[t * 8 + g], b[(t + 4) * 8 + g]};
    float fc[4] = {c[g * 8 + 2 * t], c[g * 8 + 2 * t + 1], c[(g + 8) * 8 + 2 * t], c[(g + 8) * 8 + 2 * t + 1]};
    prism_mma_m16n8k8_tf32(fc, fa, fb, fc); /* d aliases c, as kernels write it */
    d[g * 8 + 2 * t] = fc[0];
    d[g * 8 + 2 * t + 1] = fc[1];
    d[(g + 8) * 8 + 2 * t] = fc[2];
    d[(g + 8) * 8 + 2 * t + 1] = fc[3];
}

static float rnd(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return (float)(*s >> 8) / (float)(1u << 23) * 2.0f - 1.0f;
}

static void test_mma(unsigned grid, unsigned block)
{
    unsigned warps = grid * block / 32;
    float *A = xcalloc(warps * 128, sizeof *A), *B = xcalloc(warps * 64, sizeof *B);
    float *C = xcalloc(warps * 128, sizeof *C), *D = xcalloc(warps * 128, sizeof *D);
    uint32_t s = 12345u + grid;
    for (unsigned i = 0; i < warps * 128; i++) {
        A[i] = rnd(&s);
        C[i] = rnd(&s);
    }
    for (unsigned i = 0; i < warps * 64; i++)
        B[i] = rnd(&s);
    int rc = PRISM_LAUNCH(k_mma, grid, block, A, B, C, D);
    double worst = 0;
    for (unsigned w = 0; w < warps; w++)
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 8; j++) {
                double acc = C[w * 128 + i * 8 + j];
                for (int k = 0; k < 8; k++)
                    acc += (double)ref_tf32(A[w * 128 + i * 8 + k]) * (double)ref_tf32(B[w * 64 + k * 8 + j]);
                double err = fabs(D[w * 128 + i * 8 + j] - acc);
                if (err > worst)
                    worst = err;
            }
    char name[64];
    snprintf(name, sizeof name, "mma/grid%u-block%u", grid, block);
    /* f32 accumulation of 8 products of magnitude <= 1: a few ulps of 8. */
    check(name, rc == 0 && worst < 1e-5, "rc %d, max abs error %g", rc, worst);
    free(A);
    free(B);
    free(C);
    free(D);
}

/* Without tf32 rounding the products would differ: inputs with low mantissa bits set. */
static void test_mma_rounds_inputs(void)
{
    float A[128], B[64], C[128], D[128];
    for (int i = 0; i < 128; i++) {
        A[i] = 1.0f + 0x1p-11f; /* a tie: rounds up to 1 + 2^-10 */
        C[i] = 0.0f;
    }
    for (int i = 0; i < 64; i++)
        B[i] = 1.0f + 0x1p-12f; /* rounds down to 1 */
    int rc = PRISM_LAUNCH(k_mma, 1, 32, A, B, C, D);
    float want = 8.0f * (1.0f + 0x1p-10f);
    int bad = -1;
    for (int i = 0; i < 128 && bad < 0; i++)
        if (D[i] != want)
            bad = i;
    check("mma/inputs-rounded-rna", rc == 0 && bad < 0, "rc %d, D[%d] = %a, want %a", rc, bad,
          bad < 0 ? 0.0 : (double)D[bad], (double)want);
}

int main(void)
{
    test_tf32();
    test_mma(1, 32);
    test_mma(3, 96);
    test_mma(2, 1024);
    test_mma_rounds_inputs();
    return 0;
}
