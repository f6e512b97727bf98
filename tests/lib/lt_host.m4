m4_divert(-1)
# tests/lib/lt_host.m4 - the host side of the sweep, per type and per
# (type, operator): value generators, CPU references for reductions and
# scans, and the tables lt_main.c iterates over.
#
# Values are small integers (floats too), so sums are exact in every type
# and the references compare with ==.  lt_kv composes affine maps with
# wrap-around arithmetic, also exact.

# The value a 32-bit random number x becomes in each type.
m4_define([[LT_VALUE]], [[m4_ifelse(PL_S, [[i32]], [[(int32_t)((x >> 16) % 17) - 8]],
    PL_S, [[u32]], [[(x >> 16) % 17]],
    PL_S, [[i64]], [[((int64_t)((x >> 16) % 17) - 8) * ((int64_t)1 << 33)]],
    PL_S, [[f32]], [[(float)((int)((x >> 16) % 17) - 8)]],
    PL_S, [[f64]], [[(double)((int)((x >> 16) % 17) - 8)]],
    [[(struct lt_kv){1u + 2u * ((x >> 16) % 8u), (x >> 8) % 1000u}]])]])
m4_define([[LT_EQ]], [[m4_ifelse(PL_S, [[kv]], [[a.m == b.m && a.c == b.c]], [[a == b]])]])
m4_define([[LT_SHOW]], [[m4_ifelse(PL_S, [[kv]], [[snprintf(buf, len, "{%u,%u}", (unsigned)v.m, (unsigned)v.c)]],
    PL_S, [[f32]], [[snprintf(buf, len, "%g", (double)v)]], PL_S, [[f64]], [[snprintf(buf, len, "%g", v)]],
    [[snprintf(buf, len, "%lld", (long long)v)]])]])
# The reference operators, written independently of the library's.
m4_define([[LT_REF_OP]], [[m4_ifelse(PL_OP, [[sum]], [[m4_ifelse(PL_S, [[i32]], [[(int32_t)((uint32_t)a + (uint32_t)b)]],
        PL_S, [[i64]], [[(int64_t)((uint64_t)a + (uint64_t)b)]], [[a + b]])]],
    PL_OP, [[min]], [[a < b ? a : b]], PL_OP, [[max]], [[a > b ? a : b]], PL_OP, [[xor]], [[a ^ b]],
    [[(struct lt_kv){a.m * b.m, b.m * a.c + b.c}]])]])

m4_define([[LT_HOST_TYPE]], [[
static void lt_gen_[[]]PL_S[[]](void *dst, size_t count, uint32_t seed)
{
    PL_T *p = (PL_T *)dst;
    uint32_t x = seed * 2654435761u + 12345u;
    for (size_t i = 0; i < count; i++) {
        x = x * 1664525u + 1013904223u;
        p[i] = LT_VALUE;
    }
}

static LT_UNUSED int lt_eq_[[]]PL_S[[]](PL_T a, PL_T b)
{
    return LT_EQ;
}

static LT_UNUSED void lt_show_[[]]PL_S[[]](char *buf, size_t len, PL_T v)
{
    LT_SHOW;
}

static int lt_bload_[[]]PL_S[[]](unsigned grid, unsigned block, const void *in, void *dump, void *rt, int n, int valid,
                       int mode, const void *oob)
{
    return launch_[[]]LT_KT(bload)(grid, block, (const PL_T *)in, (PL_T *)dump, (PL_T *)rt, n, valid, mode,
                              *(const PL_T *)oob);
}

static int lt_wload_[[]]PL_S[[]](unsigned grid, unsigned block, const void *in, void *dump, void *rt, int n, int valid,
                       int mode, const void *oob)
{
    return launch_[[]]LT_KT(wload)(grid, block, (const PL_T *)in, (PL_T *)dump, (PL_T *)rt, n, valid, mode,
                              *(const PL_T *)oob);
}

static int lt_wshfl_[[]]PL_S[[]](unsigned grid, unsigned block, const void *in, void *out, int width, int arg, int mode)
{
    return launch_[[]]LT_KT(wshfl)(grid, block, (const PL_T *)in, (PL_T *)out, width, arg, mode);
}
PL_FOR_SHAPES([[LT_HOST_SHAPE]], LT_SHAPES)
static const lt_shape_t lt_shapes_[[]]PL_S[[]][] = {PL_FOR_SHAPES([[LT_HOST_SHAPE_ROW]], LT_SHAPES)};
]])
m4_define([[LT_HOST_SHAPE]], [[
static int lt_xpose_[[]]LT_SHAPE_NAME[[]](unsigned grid, const void *in, void *dump, void *rt, int valid, int mode,
                             const void *oob)
{
    return launch_[[]]LT_KSH(bxpose)(grid, PL_BLOCK, (const PL_T *)in, (PL_T *)dump, (PL_T *)rt, valid, mode,
                                *(const PL_T *)oob);
}
]])
m4_define([[LT_HOST_SHAPE_ROW]], [[{PL_BLOCK, PL_ITEMS, lt_xpose_[[]]LT_SHAPE_NAME}, ]])
m4_define([[LT_TYPE_ROW]], [[    {"PL_S", sizeof(PL_T), lt_gen_[[]]PL_S, lt_bload_[[]]PL_S, lt_wload_[[]]PL_S, lt_wshfl_[[]]PL_S, lt_shapes_[[]]PL_S,
     (int)(sizeof lt_shapes_[[]]PL_S / sizeof lt_shapes_[[]]PL_S[0])},
]])
m4_define([[LT_COMBO_ROW]], [[    {"PL_S", "PL_OP", lt_wred_[[]]PL_OP[[]]_[[]]PL_S, lt_bred_[[]]PL_OP[[]]_[[]]PL_S, lt_bscan_[[]]PL_OP[[]]_[[]]PL_S},
]])

m4_define([[LT_HOST_COMBO]], [[
static PL_T lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](PL_T a, PL_T b)
{
    return LT_REF_OP;
}

/* Compare one result; say where and what on the first mismatch. */
static int lt_check_[[]]PL_OP[[]]_[[]]PL_S[[]](const char *what, size_t at, PL_T got, PL_T want)
{
    char g[64], w[64];
    if (lt_eq_[[]]PL_S[[]](got, want))
        return 0;
    lt_show_[[]]PL_S[[]](g, sizeof g, got);
    lt_show_[[]]PL_S[[]](w, sizeof w, want);
    fprintf(stderr, "  %s PL_OP PL_S: element %zu: got %s, want %s\n", what, at, g, w);
    return 1;
}

/* Warp reduce/scan over logical warps of `width` lanes, 2 blocks of `block` threads. */
static int lt_wred_[[]]PL_OP[[]]_[[]]PL_S[[]](unsigned block, int width, int mode, int valid)
{
    const size_t N = 2u * block;
    PL_T *in = (PL_T *)calloc(N, sizeof(PL_T)), *out = (PL_T *)calloc(N, sizeof(PL_T));
    void *din = lt_dev(N * sizeof(PL_T)), *dout = lt_dev(N * sizeof(PL_T));
    int bad = 0;
    lt_gen_[[]]PL_S[[]](in, N, block * 131u + (unsigned)width * 7u + (unsigned)mode);
    const PL_T init = in[N - 1];
    lt_put(din, in, N * sizeof(PL_T));
    if (launch_[[]]LT_K(wred)(2, block, (const PL_T *)din, (PL_T *)dout, width, valid, mode, init) != 0) {
        fprintf(stderr, "  wred: launch failed\n");
        bad = 1;
    }
    lt_get(out, dout, N * sizeof(PL_T));
    for (size_t g = 0; g < N && !bad; g++) {
        const size_t lane = g % (size_t)width, seg = g - lane;
        size_t last = mode == 0 ? (size_t)width - 1 : mode == 1 ? (size_t)valid - 1 : lane;
        PL_T want = in[seg];
        if (mode == 3) {
            want = init;
            last = lane;
            for (size_t k = 0; k < last; k++)
                want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](want, in[seg + k]);
        } else {
            for (size_t k = 1; k <= last; k++)
                want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](want, in[seg + k]);
        }
        bad = lt_check_[[]]PL_OP[[]]_[[]]PL_S[[]]("warp", g, out[g], want);
    }
    prism_dev_free(din), prism_dev_free(dout), free(in), free(out);
    return bad;
}

/* Block reduce of 2 tiles of block*n items; the first `valid` of the array are real. */
static int lt_bred_[[]]PL_OP[[]]_[[]]PL_S[[]](unsigned block, int n, int mode, int valid)
{
    const size_t tile = (size_t)block * (size_t)n, N = 2 * tile;
    PL_T *in = (PL_T *)calloc(N, sizeof(PL_T)), *out = (PL_T *)calloc(2u * block, sizeof(PL_T)), oob;
    void *din = lt_dev(N * sizeof(PL_T)), *dout = lt_dev(2u * block * sizeof(PL_T));
    int bad = 0;
    lt_gen_[[]]PL_S[[]](in, N, block * 17u + (unsigned)n * 3u + (unsigned)mode);
    lt_gen_[[]]PL_S[[]](&oob, 1, 99u);
    lt_put(din, in, N * sizeof(PL_T));
    if (launch_[[]]LT_K(bred)(2, block, (const PL_T *)din, (PL_T *)dout, n, valid, mode, oob) != 0) {
        fprintf(stderr, "  bred: launch failed\n");
        bad = 1;
    }
    lt_get(out, dout, 2u * block * sizeof(PL_T));
    for (size_t b = 0; b < 2 && !bad; b++) {
        const long bv = (long)valid - (long)(b * tile);
        const size_t bvalid = bv <= 0 ? 0 : (size_t)bv < tile ? (size_t)bv : tile;
        /* Odd modes reduce the valid items only; even ones the whole tile, oob included. */
        const size_t count = mode % 2 ? bvalid : tile;
        PL_T want = oob;
        for (size_t i = 0; i < count && bvalid > 0; i++) {
            const PL_T x = i < bvalid ? in[b * tile + i] : oob;
            want = i == 0 ? x : lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](want, x);
        }
        for (size_t t = 0; t < block && !bad; t++)
            bad = lt_check_[[]]PL_OP[[]]_[[]]PL_S[[]]("block reduce", b * block + t, out[b * block + t], want);
    }
    prism_dev_free(din), prism_dev_free(dout), free(in), free(out);
    return bad;
}

/* Block scans of `tiles` tiles per block (mode % 5 picks the form, see lt_kernels.m4). */
static int lt_bscan_[[]]PL_OP[[]]_[[]]PL_S[[]](unsigned block, int n, int mode, int tiles)
{
    const size_t tile = (size_t)block * (size_t)n, N = 2 * (size_t)tiles * tile, NA = 2 * (size_t)tiles * block;
    PL_T *in = (PL_T *)calloc(N, sizeof(PL_T)), *out = (PL_T *)calloc(N, sizeof(PL_T));
    PL_T *aggs = (PL_T *)calloc(NA, sizeof(PL_T)), init;
    void *din = lt_dev(N * sizeof(PL_T)), *dout = lt_dev(N * sizeof(PL_T)), *dagg = lt_dev(NA * sizeof(PL_T));
    const int form = mode % 5;
    int bad = 0;
    lt_gen_[[]]PL_S[[]](in, N, block * 29u + (unsigned)n * 5u + (unsigned)mode);
    lt_gen_[[]]PL_S[[]](&init, 1, 7u);
    lt_put(din, in, N * sizeof(PL_T));
    if (launch_[[]]LT_K(bscan)(2, block, (const PL_T *)din, (PL_T *)dout, (PL_T *)dagg, n, tiles, mode, init) != 0) {
        fprintf(stderr, "  bscan: launch failed\n");
        bad = 1;
    }
    lt_get(out, dout, N * sizeof(PL_T));
    lt_get(aggs, dagg, NA * sizeof(PL_T));
    for (size_t b = 0; b < 2 && !bad; b++) {
        PL_T running = init;
        for (size_t k = 0; k < (size_t)tiles && !bad; k++) {
            const size_t base = (b * (size_t)tiles + k) * tile;
            /* Item i's exclusive prefix within the tile is `acc` before it is folded in. */
            PL_T acc = in[base], ret;
            for (size_t i = 0; i < tile && !bad; i++) {
                PL_T want;
                if (i > 0)
                    acc = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](acc, in[base + i]);
                const PL_T excl_from = form == 2 ? init : running;
                if (form == 0)
                    want = acc;
                else if (form == 1)
                    want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](init, acc);
                else if (form == 3)
                    want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](running, acc);
                else if (i == 0)
                    want = excl_from;
                else {
                    want = in[base];
                    for (size_t j = 1; j < i; j++)
                        want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](want, in[base + j]);
                    want = lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](excl_from, want);
                }
                bad = lt_check_[[]]PL_OP[[]]_[[]]PL_S[[]]("block scan", base + i, out[base + i], want);
            }
            ret = form >= 3 ? lt_op_[[]]PL_OP[[]]_[[]]PL_S[[]](running, acc) : acc;
            for (size_t t = 0; t < block && !bad; t++)
                bad = lt_check_[[]]PL_OP[[]]_[[]]PL_S[[]]("block scan aggregate", t,
                                             aggs[(b * (size_t)tiles + k) * block + t], ret);
            running = ret;
        }
    }
    prism_dev_free(din), prism_dev_free(dout), prism_dev_free(dagg);
    free(in), free(out), free(aggs);
    return bad;
}
]])
m4_divert(0)m4_dnl
/*
 * GENERATED by m4 from tests/lib/lt_host.m4; do not edit.
 */
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"
#include "lt_main.h"
#include "lt_protos.h"

#define LT_UNUSED __attribute__((unused))
LT_FOR_TYPES([[LT_HOST_TYPE]])
LT_FOR_COMBOS([[LT_HOST_COMBO]])
const lt_type_t lt_types[] = {
LT_FOR_TYPES([[LT_TYPE_ROW]])};
const int lt_ntypes = (int)(sizeof lt_types / sizeof lt_types[0]);

const lt_combo_t lt_combos[] = {
LT_FOR_COMBOS([[LT_COMBO_ROW]])};
const int lt_ncombos = (int)(sizeof lt_combos / sizeof lt_combos[0]);

/* A launch at a block size the kernels' bound forbids. */
int lt_refused(unsigned block)
{
    return launch_lt_wshfl_i32(1, block, NULL, NULL, 32, 0, 0);
}
