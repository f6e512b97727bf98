/*
 * tests/emu/t_warp.c - warp collectives against CUDA's definitions:
 * every shuffle kind at every width for every value type, votes, match,
 * __syncwarp, and two halves of a warp running separate collectives.
 */
#include "check.h"

enum { IDX, UP, DOWN, XOR };

/*
 * Which lane `lane` reads: PTX's shfl.sync pseudo-code, written out again
 * here, with CUDA's operands (b the lane, delta or lane mask; c =
 * ((32 - width) << 8) | 0x1f, without the 0x1f for up).
 */
static unsigned ref_src(int kind, unsigned lane, unsigned b, unsigned width)
{
    unsigned c = (32u - width) << 8 | (kind == UP ? 0u : 0x1fu);
    long bval = b & 0x1f, cval = c & 0x1f, segmask = c >> 8 & 0x1f, l = lane;
    long max_lane = (l & segmask) | (cval & ~segmask), min_lane = l & segmask, j;
    int pval;
    switch (kind) {
    case UP: j = l - bval; pval = j >= max_lane; break;
    case DOWN: j = l + bval; pval = j <= max_lane; break;
    case XOR: j = l ^ bval; pval = j <= max_lane; break;
    default: j = min_lane | (bval & ~segmask); pval = j <= max_lane; break;
    }
    return pval ? (unsigned)j : lane;
}

/* Every lane, delta and lane mask 0..40, and 0xffffffff (-1 as a lane): what only bits 4:0 of b reach. */
#define NARGS 42
static int shfl_arg(int i)
{
    return i < 41 ? i : -1;
}

/*
 * One kernel per type, each call site run with every argument in turn:
 * each thread's value is a function of its thread id that does not
 * survive a wrong type (fractions for floats, high bits for 64-bit
 * integers).
 */
#define SHFL_KERNEL(T, tag, VALUE)                                                                 \
    PRISM_KERNEL(k_shfl_##tag, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(T *, out, GRID(1)),            \
                 PRISM_PARAM(int, kind, GRID(1)), PRISM_PARAM(int, width, GRID(1)))                \
    PRISM_UNSAFE {                                                                                 \
        unsigned t = threadIdx.x;                                                                  \
        T v = VALUE(t), r;                                                                         \
        for (int i = 0; i < NARGS; i++) {                                                          \
            int arg = shfl_arg(i);                                                                 \
            if (kind == IDX)                                                                       \
                r = width == 32 ? __shfl_sync(0xffffffffu, v, arg) : __shfl_sync(0xffffffffu, v, arg, width); \
            else if (kind == UP)                                                                   \
                r = __shfl_up_sync(0xffffffffu, v, (unsigned)arg, width);                          \
            else if (kind == DOWN)                                                                 \
                r = __shfl_down_sync(0xffffffffu, v, (unsigned)arg, width);                        \
            else                                                                                   \
                r = __shfl_xor_sync(0xffffffffu, v, arg, width);                                   \
            out[i * 64 + (int)t] = r;                                                              \
        }                                                                                          \
    }                                                                                              \
    /* -1 if right, -2 if the launch failed, else the first wrong (arg index * 64 + thread). */   \
    static int run_shfl_##tag(int kind, int width)                                                 \
    {                                                                                              \
        static T out[NARGS * 64];                                                                  \
        int rc = PRISM_LAUNCH(k_shfl_##tag, 1, 64, out, kind, width);                              \
        if (rc)                                                                                    \
            return -2;                                                                             \
        for (int i = 0; i < NARGS; i++)                                                            \
            for (unsigned t = 0; t < 64; t++) {                                                    \
                unsigned src = (t & ~31u) + ref_src(kind, t % 32, (unsigned)shfl_arg(i), (unsigned)width); \
                if (out[i * 64 + (int)t] != VALUE(src))                                            \
                    return i * 64 + (int)t;                                                        \
            }                                                                                      \
        return -1;                                                                                 \
    }

#define V_INT(t) ((int)(t) * -3 + 1)
#define V_UNS(t) (0x80000000u + (unsigned)(t) * 5u)
#define V_LL(t) ((long long)(t) * -(1ll << 40) + 3)
#define V_ULL(t) ((unsigned long long)(t) << 36 | (t))
#define V_FLT(t) ((float)(t) + 0.25f)
#define V_DBL(t) ((double)(t) / 3.0)
SHFL_KERNEL(int, i, V_INT)
SHFL_KERNEL(unsigned, u, V_UNS)
SHFL_KERNEL(long long, ll, V_LL)
SHFL_KERNEL(unsigned long long, ull, V_ULL)
SHFL_KERNEL(float, f, V_FLT)
SHFL_KERNEL(double, d, V_DBL)

/* The reference itself, on cases worked by hand from the pseudo-code. */
static void test_shuffle_reference(void)
{
    static const struct {
        int kind;
        unsigned lane, b, width, want;
    } cases[] = {
        {DOWN, 0, 0xffffffffu, 32, 31}, /* bval 31: lane 0 reads lane 31 */
        {DOWN, 1, 0xffffffffu, 32, 1},  /* never a lower lane */
        {UP, 31, 0xffffffffu, 32, 0},   /* bval 31: lane 31 reads lane 0 */
        {UP, 30, 0xffffffffu, 32, 30},
        {UP, 5, 33, 32, 4},             /* 33 acts as 1 */
        {XOR, 9, 9, 8, 0},              /* xor may read an earlier segment */
        {XOR, 1, 9, 8, 1},              /* ... never a later one */
        {IDX, 13, 37, 8, 13},           /* 37 & 7 = 5 in segment 8..15 */
        {IDX, 13, 0xffffffffu, 16, 15},
        {DOWN, 6, 1, 8, 7},
        {DOWN, 7, 1, 8, 7},             /* past the segment: own lane */
        {DOWN, 3, 0, 1, 3},
        {UP, 4, 0, 1, 4},
    };
    int bad = -1;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0] && bad < 0; i++)
        if (ref_src(cases[i].kind, cases[i].lane, cases[i].b, cases[i].width) != cases[i].want)
            bad = (int)i;
    check("shfl/reference", bad < 0, "case %d", bad);
}

static void test_shuffles(void)
{
    static const char *const kinds[] = {"idx", "up", "down", "xor"};
    static const struct {
        const char *name;
        int (*run)(int, int);
    } types[] = {{"int", run_shfl_i},  {"unsigned", run_shfl_u}, {"longlong", run_shfl_ll},
                 {"ulonglong", run_shfl_ull}, {"float", run_shfl_f},   {"double", run_shfl_d}};
    for (size_t ty = 0; ty < sizeof types / sizeof types[0]; ty++)
        for (int kind = IDX; kind <= XOR; kind++)
            for (int width = 1; width <= 32; width *= 2) {
                int bad = types[ty].run(kind, width);
                char name[96];
                snprintf(name, sizeof name, "shfl/%s/%s/width%d", kinds[kind], types[ty].name, width);
                check(name, bad == -1, bad == -2 ? "launch failed" : "wrong value at thread %d (arg %d)", bad % 64,
                      bad < 0 ? 0 : shfl_arg(bad / 64));
            }
}

/* The DSL spellings (intrinsics.h) reach the same collectives. */
PRISM_KERNEL(k_dsl_shfl, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int v = (int)threadIdx.x;
    int s = v;
    for (int d = 16; d >= 1; d /= 2)
        s += prism_shfl_down(s, d);          /* lane 0 gets the warp's sum */
    int w = prism_shfl_xor_w(v, 1, 2);       /* swap neighbours */
    out[threadIdx.x] = prism_shfl(s, 0) * 100 + w;
}

static void test_dsl_shfl(void)
{
    int out[32];
    int rc = PRISM_LAUNCH(k_dsl_shfl, 1, 32, out), bad = -1;
    for (int t = 0; t < 32 && bad < 0; t++)
        if (out[t] != 496 * 100 + (t ^ 1))
            bad = t;
    check("shfl/dsl-wrappers", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/*
 * The two halves of a warp run their own collectives with disjoint masks
 * at different sites, the way split arms do.
 */
PRISM_KERNEL(k_halves, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int v = (int)threadIdx.x * 10;
    if (threadIdx.x % 32 < 16)
        v = __shfl_sync(0x0000ffffu, v, 3);
    else
        v = __shfl_sync(0xffff0000u, v, 19) + (int)__ballot_sync(0xffff0000u, threadIdx.x % 2);
    out[threadIdx.x] = v;
}

static void test_halves(void)
{
    int out[64];
    int rc = PRISM_LAUNCH(k_halves, 1, 64, out), bad = -1;
    for (int t = 0; t < 64 && bad < 0; t++) {
        int base = t & ~31, want = t % 32 < 16 ? (base + 3) * 10 : (base + 19) * 10 + (int)0xaaaa0000u;
        if (out[t] != want)
            bad = t;
    }
    check("warp/disjoint-halves", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/* Votes over a full warp and over the 8 lanes of a partial last warp. */
PRISM_KERNEL(k_votes, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned t = threadIdx.x, lane = t % 32;
    unsigned mask = t < 32 ? 0xffffffffu : 0xffu;
    /* Before any collective: no lane of the warp can have returned yet. */
    out[t * 8 + 4] = __activemask();
    unsigned ballot = __ballot_sync(mask, lane % 3 == 0);
    int any = __any_sync(mask, lane == 5);
    int all = __all_sync(mask, lane < 31);
    int all8 = __all_sync(mask, lane < 8);
    out[t * 8 + 0] = ballot;
    out[t * 8 + 1] = (unsigned)any;
    out[t * 8 + 2] = (unsigned)all;
    out[t * 8 + 3] = (unsigned)all8;
    /* __uni_sync: the same on every lane, true or false, or not. */
    out[t * 8 + 5] = (unsigned)__uni_sync(mask, lane == 5);
    out[t * 8 + 6] = (unsigned)__uni_sync(mask, lane < 40);
    out[t * 8 + 7] = (unsigned)__uni_sync(mask, lane >= 32);
}

static void test_votes(void)
{
    unsigned out[40 * 8];
    int rc = PRISM_LAUNCH(k_votes, 1, 40, out), bad = -1;
    for (unsigned t = 0; t < 40 && bad < 0; t++) {
        unsigned n = t < 32 ? 32 : 8, ballot = 0;
        for (unsigned l = 0; l < n; l++)
            ballot |= (unsigned)(l % 3 == 0) << l;
        unsigned want[8] = {ballot, n > 5, n < 32, n == 8, t < 32 ? 0xffffffffu : 0xffu, 0, 1, 1};
        if (memcmp(&out[t * 8], want, sizeof want) != 0)
            bad = (int)t;
    }
    check("vote/ballot-any-all-uni-activemask", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/* Match: groups of four lanes share a value; then one lane breaks unanimity. */
PRISM_KERNEL(k_match, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned lane = threadIdx.x % 32;
    int pred1 = -1, pred2 = -1;
    out[lane * 6 + 0] = __match_any_sync(0xffffffffu, (long long)(lane / 4) << 33);
    out[lane * 6 + 1] = __match_any_sync(0xffffffffu, lane % 2 ? 1.5f : -0.0f);
    out[lane * 6 + 2] = __match_all_sync(0xffffffffu, 7u, &pred1);
    out[lane * 6 + 3] = (unsigned)pred1;
    out[lane * 6 + 4] = __match_all_sync(0xffffffffu, lane == 9 ? 1.0 : 2.0, &pred2);
    out[lane * 6 + 5] = (unsigned)pred2;
}

static void test_match(void)
{
    unsigned out[32 * 6];
    int rc = PRISM_LAUNCH(k_match, 1, 32, out), bad = -1;
    for (unsigned l = 0; l < 32 && bad < 0; l++) {
        unsigned want[6] = {0xfu << (l / 4 * 4), l % 2 ? 0xaaaaaaaau : 0x55555555u, 0xffffffffu, 1, 0, 0};
        if (memcmp(&out[l * 6], want, sizeof want) != 0)
            bad = (int)l;
    }
    check("match/any-all", rc == 0 && bad < 0, "rc %d, wrong lane %d", rc, bad);
}

/* __syncwarp orders shared-memory writes within a warp (and a sub-warp mask). */
PRISM_KERNEL(k_syncwarp, ANY_SHAPE, PRISM_SMEM(256), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int *s = prism_smem_at(0, 256);
    unsigned t = threadIdx.x, lane = t % 32, base = t & ~31u;
    for (unsigned y = 0; y < lane % 4; y++)
        __nanosleep(1);
    s[t] = (int)t * 3;
    if (lane < 8) {
        __syncwarp(0xffu); /* the first 8 lanes only */
        out[t] = s[base + (lane + 1) % 8];
    } else {
        __syncwarp(0xffffff00u);
        out[t] = s[base + 8 + (lane - 8 + 1) % 24];
    }
    __syncwarp();
}

static void test_syncwarp(void)
{
    int out[64];
    int rc = PRISM_LAUNCH(k_syncwarp, 1, 64, out), bad = -1;
    for (int t = 0; t < 64 && bad < 0; t++) {
        int base = t & ~31, lane = t % 32;
        int src = lane < 8 ? base + (lane + 1) % 8 : base + 8 + (lane - 8 + 1) % 24;
        if (out[t] != src * 3)
            bad = t;
    }
    check("syncwarp/masks", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/*
 * __reduce_*_sync over a full warp, over the odd lanes of a second warp
 * (a partial mask), and over the 8 lanes of a partial last warp; int and
 * unsigned, whose min and max differ on negative values.
 */
enum { R_ADD, R_MIN, R_MAX, R_UMIN, R_UMAX, R_AND, R_OR, R_XOR, R_N };
#define R_VAL(t) ((int)(((t) * 2654435761u) >> 7) - (int)0x00c00000)
PRISM_KERNEL(k_reduce, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned t = threadIdx.x, lane = t % 32;
    int v = R_VAL(t);
    unsigned u = (unsigned)v, mask = t < 32 ? 0xffffffffu : t < 64 ? 0xaaaaaaaau : 0xffu;
    if (t >= 32 && t < 64 && lane % 2 == 0)
        return;
    out[t * R_N + R_ADD] = (unsigned)__reduce_add_sync(mask, v);
    out[t * R_N + R_MIN] = (unsigned)__reduce_min_sync(mask, v);
    out[t * R_N + R_MAX] = (unsigned)__reduce_max_sync(mask, v);
    out[t * R_N + R_UMIN] = __reduce_min_sync(mask, u);
    out[t * R_N + R_UMAX] = __reduce_max_sync(mask, u);
    out[t * R_N + R_AND] = __reduce_and_sync(mask, u);
    out[t * R_N + R_OR] = __reduce_or_sync(mask, u);
    out[t * R_N + R_XOR] = __reduce_xor_sync(mask, u);
}

static void test_reduce(void)
{
    static unsigned out[72 * R_N];
    memset(out, 0, sizeof out);
    int rc = PRISM_LAUNCH(k_reduce, 1, 72, out), bad = -1;
    for (unsigned t = 0; t < 72 && bad < 0; t++) {
        if (t >= 32 && t < 64 && t % 2 == 0)
            continue;
        unsigned base = t & ~31u, mask = t < 32 ? 0xffffffffu : t < 64 ? 0xaaaaaaaau : 0xffu;
        unsigned want[R_N] = {0, 0, 0, 0, 0, 0xffffffffu, 0, 0};
        int smin = 0, smax = 0, first = 1;
        for (unsigned l = 0; l < 32; l++) {
            if (!(mask >> l & 1u))
                continue;
            int v = R_VAL(base + l);
            unsigned u = (unsigned)v;
            want[R_ADD] += u;
            smin = first || v < smin ? v : smin;
            smax = first || v > smax ? v : smax;
            want[R_UMIN] = first || u < want[R_UMIN] ? u : want[R_UMIN];
            want[R_UMAX] = first || u > want[R_UMAX] ? u : want[R_UMAX];
            want[R_AND] &= u;
            want[R_OR] |= u;
            want[R_XOR] ^= u;
            first = 0;
        }
        want[R_MIN] = (unsigned)smin;
        want[R_MAX] = (unsigned)smax;
        if (memcmp(&out[t * R_N], want, sizeof want) != 0)
            bad = (int)t;
    }
    check("reduce/add-min-max-and-or-xor", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/*
 * The integer types below int reach the int overloads, as C++'s promotion
 * takes them there (the result is an int); __half and __nv_bfloat16 have
 * shuffles of their own.
 */
PRISM_KERNEL(k_small_types, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned t = threadIdx.x;
    short s = (short)(-1000 - (int)t);
    unsigned short us = (unsigned short)(60000u + t);
    char c = (char)('a' + t % 8);
    signed char sc = (signed char)(-100 + (int)t);
    unsigned char uc = (unsigned char)(200u + t);
    bool b = t % 3 == 0;
    __half h = __float2half((float)t + 0.5f);
    __nv_bfloat16 bf = __float2bfloat16((float)t * 2.0f);
    int *o = out + t * 12;
    o[0] = __shfl_sync(0xffffffffu, s, 5);
    o[1] = __shfl_down_sync(0xffffffffu, us, 1);
    o[2] = __shfl_up_sync(0xffffffffu, c, 1);
    o[3] = __shfl_xor_sync(0xffffffffu, sc, 31);
    o[4] = __shfl_sync(0xffffffffu, uc, 7, 8);
    o[5] = __shfl_sync(0xffffffffu, b, 3);
    o[6] = (int)__match_any_sync(0xffffffffu, c);
    o[7] = (int)__match_any_sync(0xffffffffu, b);
    int pred = -1;
    o[8] = (int)__match_all_sync(0xffffffffu, (short)7, &pred);
    o[9] = pred;
    o[10] = (int)__half2float(__shfl_xor_sync(0xffffffffu, h, 1));
    o[11] = (int)__bfloat162float(__shfl_sync(0xffffffffu, bf, 2));
    _Static_assert(_Generic(__shfl_sync(0xffffffffu, s, 0), int: 1, default: 0), "short shuffles as int");
    _Static_assert(_Generic(__shfl_sync(0xffffffffu, h, 0), __half: 1, default: 0), "__half shuffles as __half");
}

static void test_small_types(void)
{
    static int out[32 * 12];
    int rc = PRISM_LAUNCH(k_small_types, 1, 32, out), bad = -1;
    for (int t = 0; t < 32 && bad < 0; t++) {
        int up = t >= 1 ? t - 1 : t, down = t <= 30 ? t + 1 : t;
        unsigned same_c = 0, same_b = 0;
        for (int l = 0; l < 32; l++) {
            same_c |= (unsigned)(l % 8 == t % 8) << l;
            same_b |= (unsigned)((l % 3 == 0) == (t % 3 == 0)) << l;
        }
        int want[12] = {-1005, 60000 + down, 'a' + up % 8, -100 + (t ^ 31), 200 + (t & ~7) + 7, 1,
                        (int)same_c, (int)same_b, -1, 1, t ^ 1, 4};
        if (memcmp(&out[t * 12], want, sizeof want) != 0)
            bad = t;
    }
    check("shfl-match/small-and-half-types", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

int main(void)
{
    test_shuffle_reference();
    test_shuffles();
    test_dsl_shfl();
    test_halves();
    test_votes();
    test_match();
    test_syncwarp();
    test_reduce();
    test_small_types();
    return 0;
}
