/*
 * tests/emu/t_simd.c - CUDA's SIMD video intrinsics (prism/emu/simd.h)
 * against references written again here from the CUDA Math API's and
 * PTX's definitions, by other means than the header's: each lane taken
 * apart with int8_t/int16_t casts, the saturations and roundings spelled
 * out per case, over every pair of a set of lane edge values; then a kernel
 * that computes some, which must agree with the same calls on the host.
 */
#include <limits.h>
#include <stdint.h>

#include "check.h"

/* Words whose lanes hold the edges: 0, 1, -1, the signed extremes and their neighbours. */
static const unsigned W[] = {
    0x00000000u, 0xffffffffu, 0x7f7f7f7fu, 0x80808080u, 0x7fff8000u, 0x80007fffu, 0x01ff7f80u,
    0x807f01ffu, 0x00017ffeu, 0xfffe8001u, 0x12345678u, 0x89abcdefu, 0xfe02fd03u, 0x40c03fc1u,
};
#define NW (sizeof W / sizeof W[0])

/* Lane i of x, signed and unsigned, for halfwords (h) and bytes (b). */
static int sh(unsigned x, int i) { return (int16_t)(uint16_t)(x >> (16 * i)); }
static int uh(unsigned x, int i) { return (uint16_t)(x >> (16 * i)); }
static int sb(unsigned x, int i) { return (int8_t)(uint8_t)(x >> (8 * i)); }
static int ub(unsigned x, int i) { return (uint8_t)(x >> (8 * i)); }

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static int absi(int v) { return v < 0 ? -v : v; }
/* PTX vavrg: a non-negative sum rounds up, a negative one down (half away from zero). */
static int avg_signed(int a, int b)
{
    int s = a + b;
    if (s >= 0)
        return (s + 1) / 2;
    return (s - 1) / 2; /* C rounds toward zero: -3 -> -2, -2 -> -1 */
}

enum { ADD, ADDSS, ADDUS, SUB, SUBSS, SUBUS, AVGS, AVGU, HADDU, ADS, ADU, MAXS, MAXU, MINS, MINU, EQ, NE, GES, GEU,
       GTS, GTU, LES, LEU, LTS, LTU, ABS, ABSSS, NEG, NEGSS, NOPS };

/* One lane's reference result, lane width w (8 or 16), before packing. */
static int ref_lane(int op, int a, int b, int ua, int ubv, int w)
{
    int smin = w == 8 ? INT8_MIN : INT16_MIN, smax = w == 8 ? INT8_MAX : INT16_MAX;
    int umax = w == 8 ? UINT8_MAX : UINT16_MAX;
    switch (op) {
    case ADD: return ua + ubv;
    case ADDSS: return clampi(a + b, smin, smax);
    case ADDUS: return clampi(ua + ubv, 0, umax);
    case SUB: return ua - ubv;
    case SUBSS: return clampi(a - b, smin, smax);
    case SUBUS: return clampi(ua - ubv, 0, umax);
    case AVGS: return avg_signed(a, b);
    case AVGU: return (ua + ubv + 1) >> 1;
    case HADDU: return (ua + ubv) >> 1;
    case ADS: return absi(a - b);
    case ADU: return absi(ua - ubv);
    case MAXS: return a > b ? a : b;
    case MAXU: return ua > ubv ? ua : ubv;
    case MINS: return a < b ? a : b;
    case MINU: return ua < ubv ? ua : ubv;
    case EQ: return a == b;
    case NE: return a != b;
    case GES: return a >= b;
    case GEU: return ua >= ubv;
    case GTS: return a > b;
    case GTU: return ua > ubv;
    case LES: return a <= b;
    case LEU: return ua <= ubv;
    case LTS: return a < b;
    case LTU: return ua < ubv;
    case ABS: return absi(a);
    case ABSSS: return clampi(absi(a), smin, smax);
    case NEG: return -a;
    default: return clampi(-a, smin, smax); /* NEGSS */
    }
}

/* Packed reference; cmp: a true lane is all ones; sad: the lanes' sum. */
static unsigned ref(int op, unsigned x, unsigned y, int w, int cmp, int sad)
{
    unsigned r = 0, sum = 0;
    for (int i = 0; i < 32 / w; i++) {
        int v = w == 16 ? ref_lane(op, sh(x, i), sh(y, i), uh(x, i), uh(y, i), 16)
                        : ref_lane(op, sb(x, i), sb(y, i), ub(x, i), ub(y, i), 8);
        if (cmp && v)
            v = -1;
        sum += (unsigned)v;
        r |= ((unsigned)v & (w == 16 ? 0xffffu : 0xffu)) << (w * i);
    }
    return sad ? sum : r;
}

/* Every intrinsic: X2(name, op, cmp, sad) for two operands, X1(name, op) for one.  (Called
 * by name, never through a pointer: the header's inline functions have no symbol to take.) */
#define SIMD_CASES(X2, X1)                                                                                  \
    X2(__vadd, ADD, 0, 0) X2(__vaddss, ADDSS, 0, 0) X2(__vaddus, ADDUS, 0, 0) X2(__vsub, SUB, 0, 0)           \
    X2(__vsubss, SUBSS, 0, 0) X2(__vsubus, SUBUS, 0, 0) X2(__vavgs, AVGS, 0, 0) X2(__vavgu, AVGU, 0, 0)       \
    X2(__vhaddu, HADDU, 0, 0) X2(__vabsdiffs, ADS, 0, 0) X2(__vabsdiffu, ADU, 0, 0) X2(__vmaxs, MAXS, 0, 0)  \
    X2(__vmaxu, MAXU, 0, 0) X2(__vmins, MINS, 0, 0) X2(__vminu, MINU, 0, 0) X2(__vsads, ADS, 0, 1)           \
    X2(__vsadu, ADU, 0, 1) X2(__vcmpeq, EQ, 1, 0) X2(__vcmpne, NE, 1, 0) X2(__vcmpges, GES, 1, 0)            \
    X2(__vcmpgeu, GEU, 1, 0) X2(__vcmpgts, GTS, 1, 0) X2(__vcmpgtu, GTU, 1, 0) X2(__vcmples, LES, 1, 0)      \
    X2(__vcmpleu, LEU, 1, 0) X2(__vcmplts, LTS, 1, 0) X2(__vcmpltu, LTU, 1, 0) X2(__vseteq, EQ, 0, 0)        \
    X2(__vsetne, NE, 0, 0) X2(__vsetges, GES, 0, 0) X2(__vsetgeu, GEU, 0, 0) X2(__vsetgts, GTS, 0, 0)        \
    X2(__vsetgtu, GTU, 0, 0) X2(__vsetles, LES, 0, 0) X2(__vsetleu, LEU, 0, 0) X2(__vsetlts, LTS, 0, 0)      \
    X2(__vsetltu, LTU, 0, 0) X1(__vabs, ABS) X1(__vabsss, ABSSS) X1(__vneg, NEG) X1(__vnegss, NEGSS)

typedef struct {
    const char *name;
    int op, cmp, sad, unary;
} Case;
#define CASE2(n, op, cmp, sad) {#n, op, cmp, sad, 0},
#define CASE1(n, op) {#n, op, 0, 0, 1},
static const Case cases[] = {SIMD_CASES(CASE2, CASE1)};

/* Case number c of the list on (x, y), lanes of w bits. */
static unsigned call(size_t c, int w, unsigned x, unsigned y)
{
    size_t i = 0;
#define CALL2(n, op, cmp, sad)                                      \
    if (c == i++)                                                   \
        return w == 16 ? n##2(x, y) : n##4(x, y);
#define CALL1(n, op)                                                \
    if (c == i++)                                                   \
        return w == 16 ? n##2(x) : n##4(x);
    SIMD_CASES(CALL2, CALL1)
    (void)y;
    return 0;
}

static void check_host(void)
{
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        const Case *k = &cases[c];
        int bad = 0;
        unsigned bx = 0, by = 0, got = 0, want = 0;
        for (size_t i = 0; i < NW && !bad; i++)
            for (size_t j = 0; j < NW && !bad; j++)
                for (int w = 8; w <= 16 && !bad; w += 8) {
                    unsigned x = W[i], y = k->unary ? 0u : W[j];
                    got = call(c, w, x, y);
                    want = ref(k->op, x, y, w, k->cmp, k->sad);
                    if (got != want)
                        bad = w, bx = x, by = y;
                }
        char name[48];
        snprintf(name, sizeof name, "simd %s", k->name);
        check(name, !bad, "%s%d(0x%08x, 0x%08x) = 0x%08x, want 0x%08x", k->name, bad == 16 ? 2 : 4, bx, by, got,
              want);
    }
}

/* The same calls in a kernel: one thread per pair of edge words. */
PRISM_KERNEL(simd_kernel, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(const unsigned *, w, GRID(1)),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 4) {
        PRISM_GROUP(THREAD(1)) {
            unsigned x = w[t % NW], y = w[t / NW];
            o[0] = __vaddss4(x, y) ^ __vavgs2(x, y);
            o[1] = __vsads4(x, y) + __vcmpgtu2(x, y);
            o[2] = __vabsss4(x) ^ __vnegss2(y);
            o[3] = __vsubus4(x, y) + __vsetlts2(x, y);
        }
    }
}

static void check_kernel(void)
{
    const int n = (int)(NW * NW);
    unsigned *dw = prism_dev_alloc(sizeof W), *dout = prism_dev_alloc((size_t)n * 4 * sizeof(unsigned));
    unsigned *h = xcalloc((size_t)n * 4, sizeof *h);
    prism_copy_to_dev(dw, W, sizeof W);
    int rc = PRISM_LAUNCH(simd_kernel, 1, n, dw, dout);
    prism_copy_to_host(h, dout, (size_t)n * 4 * sizeof(unsigned));
    int bad = -1;
    for (int t = 0; t < n && bad < 0; t++) {
        unsigned x = W[t % NW], y = W[t / NW];
        unsigned want[4] = {__vaddss4(x, y) ^ __vavgs2(x, y), __vsads4(x, y) + __vcmpgtu2(x, y),
                            __vabsss4(x) ^ __vnegss2(y), __vsubus4(x, y) + __vsetlts2(x, y)};
        for (int k = 0; k < 4; k++)
            if (h[4 * t + k] != want[k])
                bad = t;
    }
    check("simd in a kernel", rc == 0 && bad < 0, "launch rc %d, thread %d differs", rc, bad);
    free(h);
    prism_dev_free(dw);
    prism_dev_free(dout);
}

/* CUDA's own example, and lanes worked out by hand from PTX's definitions (lanes listed low first). */
static void check_examples(void)
{
    unsigned got[7] = {__vcmpges4(0x1234aba5u, 0x1234aba6u), __vabsss2(0x80008001u), __vabs2(0x8000ffffu),
                       __vnegss4(0x80017f00u), __vavgs4(0x01fffd03u, 0x00010203u), __vsads2(0x80007fffu, 0x7fff8000u),
                       __vhaddu4(0xffffffffu, 0x01010101u)};
    static const unsigned want[7] = {
        0xffffff00u, /* the CUDA Math API's: a5 < a6, the rest equal */
        0x7fff7fffu, /* -32767 and -32768 saturate to 32767 */
        0x80000001u, /* -1 -> 1; -32768 wraps to itself */
        0x7fff8100u, /* 0 -> 0, 127 -> -127, 1 -> -1, -128 -> 127 */
        0x0100ff03u, /* (3+3+1)>>1 = 3, -1 -> floor -1, 0 -> 0, 1 -> 1 */
        0x0001fffeu, /* two differences of 65535, summed */
        0x80808080u, /* (255 + 1) >> 1 = 128, no carry into the next lane */
    };
    int bad = -1;
    for (int i = 0; i < 7 && bad < 0; i++)
        if (got[i] != want[i])
            bad = i;
    check("simd documented and hand-worked examples", bad < 0, "example %d: 0x%08x, want 0x%08x", bad, bad < 0 ? 0 : got[bad],
          bad < 0 ? 0 : want[bad]);
}

/* DPX (prism/emu/dpx.h): the CUDA Math API's definitions on edge values. */
static void check_dpx(void)
{
    bool p = false, q = false;
    unsigned got[] = {
        (unsigned)__vimax3_s32(-5, 3, -7), (unsigned)__vimin3_s32_relu(-5, 3, -7),
        (unsigned)__viaddmax_s32(INT_MAX, 1, -3), /* the sum wraps to INT_MIN, max with -3 */
        __viaddmin_u32(0xffffffffu, 2u, 5u),          /* wraps to 1 */
        __vimax3_s16x2(0x8000ffffu, 0x00017fffu, 0xfffe0000u), /* hi max(-32768, 1, -2), lo max(-1, 32767, 0) */
        __viaddmax_s16x2_relu(0x7fff0001u, 0x00010001u, 0xfff0fff0u), /* hi wraps to -32768, relu 0; lo 2 */
        __vimin3_u16x2(0x0001ffffu, 0x00020000u, 0x0003fffeu),
        (unsigned)__vibmax_s32(4, 4, &p) + (unsigned)p * 100u, /* a >= b on a tie */
        __vibmin_u16x2(0x00050003u, 0x00040003u, &p, &q) + (unsigned)p * 0x100000u + (unsigned)q * 0x1000000u,
    };
    unsigned want[] = {3u, 0u, (unsigned)-3, 1u, 0x00017fffu, 0x00000002u, 0x00010000u, 104u,
                       0x00040003u + 0x1000000u};
    int bad = -1;
    for (int i = 0; i < (int)(sizeof got / sizeof *got) && bad < 0; i++)
        if (got[i] != want[i])
            bad = i;
    check("dpx documented definitions on edge values", bad < 0, "example %d: 0x%08x, want 0x%08x", bad,
          bad < 0 ? 0 : got[bad], bad < 0 ? 0 : want[bad]);
}

int main(void)
{
    check_host();
    check_examples();
    check_dpx();
    check_kernel();
    return 0;
}
