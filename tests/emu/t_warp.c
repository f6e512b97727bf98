/*
 * tests/emu/t_warp.c - warp collectives against CUDA's definitions:
 * every shuffle kind at every width for every value type, votes, match,
 * __syncwarp, and two halves of a warp running separate collectives.
 */
#include "check.h"

enum { IDX, UP, DOWN, XOR };

/* CUDA's shuffle, from the programming guide: which lane `lane` reads. */
static unsigned ref_src(int kind, unsigned lane, unsigned arg, unsigned width)
{
    unsigned seg = lane & ~(width - 1), pos = lane & (width - 1);
    switch (kind) {
    case IDX: return seg + arg % width;
    case UP: return pos >= arg ? lane - arg : lane;
    case DOWN: return pos + arg < width ? lane + arg : lane;
    default: return (lane ^ arg) < seg + width ? lane ^ arg : lane;
    }
}

/*
 * One kernel per type: each thread's value is a function of its thread
 * id that does not survive a wrong type (fractions for floats, high bits
 * for 64-bit integers).
 */
#define SHFL_KERNEL(T, tag, VALUE)                                                                 \
    PRISM_KERNEL(k_shfl_##tag, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(T *, out, GRID(1)),            \
                 PRISM_PARAM(int, kind, GRID(1)), PRISM_PARAM(int, arg, GRID(1)),                   \
                 PRISM_PARAM(int, width, GRID(1)))                                                 \
    PRISM_UNSAFE {                                                                                 \
        unsigned t = threadIdx.x;                                                                  \
        T v = VALUE(t), r;                                                                         \
        if (kind == IDX)                                                                           \
            r = width == 32 ? __shfl_sync(0xffffffffu, v, arg) : __shfl_sync(0xffffffffu, v, arg, width); \
        else if (kind == UP)                                                                       \
            r = __shfl_up_sync(0xffffffffu, v, (unsigned)arg, width);                              \
        else if (kind == DOWN)                                                                     \
            r = __shfl_down_sync(0xffffffffu, v, (unsigned)arg, width);                            \
        else                                                                                       \
            r = __shfl_xor_sync(0xffffffffu, v, arg, width);                                       \
        out[t] = r;                                                                                \
    }                                                                                              \
    static int run_shfl_##tag(int kind, int arg, int width)                                        \
    {                                                                                              \
        T out[64];                                                                                 \
        int rc = PRISM_LAUNCH(k_shfl_##tag, 1, 64, out, kind, arg, width);                         \
        if (rc)                                                                                    \
            return -2;                                                                             \
        for (unsigned t = 0; t < 64; t++) {                                                        \
            unsigned src = (t & ~31u) + ref_src(kind, t % 32, (unsigned)arg, (unsigned)width);     \
            if (out[t] != VALUE(src))                                                              \
                return (int)t;                                                                     \
        }                                                                                          \
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

static void test_shuffles(void)
{
    static const char *const kinds[] = {"idx", "up", "down", "xor"};
    static const struct {
        const char *name;
        int (*run)(int, int, int);
    } types[] = {{"int", run_shfl_i},  {"unsigned", run_shfl_u}, {"longlong", run_shfl_ll},
                 {"ulonglong", run_shfl_ull}, {"float", run_shfl_f},   {"double", run_shfl_d}};
    for (size_t ty = 0; ty < sizeof types / sizeof types[0]; ty++)
        for (int kind = IDX; kind <= XOR; kind++)
            for (int width = 1; width <= 32; width *= 2) {
                /* Arguments that hit inside, at the edge of, and past a segment. */
                static const int args[] = {0, 1, 3, 5, 16, 31};
                int bad = -1, bad_arg = 0;
                for (size_t a = 0; a < sizeof args / sizeof args[0] && bad == -1; a++) {
                    bad = types[ty].run(kind, args[a], width);
                    bad_arg = args[a];
                }
                char name[96];
                snprintf(name, sizeof name, "shfl/%s/%s/width%d", kinds[kind], types[ty].name, width);
                check(name, bad == -1, bad == -2 ? "launch failed" : "wrong value at thread %d (arg %d)", bad,
                      bad_arg);
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

int main(void)
{
    test_shuffles();
    test_dsl_shfl();
    test_halves();
    test_votes();
    test_match();
    test_syncwarp();
    return 0;
}
