/*
 * tests/emu/t_hopper.c - the emulator's Hopper intrinsics (mbarrier, TMA,
 * wgmma, setmaxnreg) against values worked out by hand from the PTX ISA,
 * and a TMA-fed wgmma GEMM against a CPU reference.
 *
 * The swizzle and descriptor values below are NOT computed by the code
 * under test: each is derived in its comment from the PTX ISA's
 * definitions, so a mistake shared by TMA and wgmma (which would cancel
 * out in a round trip) fails here.
 *
 * With an argument, runs one misuse case instead (tests/suites/32-hopper-emu.sh):
 * the launch must stop with a report; exits 3 when it returned
 * PRISM_ERR_DYNAMIC, 0 if the kernel ran to the end (a missed check).
 */
#include <math.h>
#include <stdint.h>

#include "check.h"

#define ARENA (16u * 1024u)

/* ---- swizzle known answers ----------------------------------------------- */

/*
 * One box of 8 rows of one swizzle span into the arena; element (r, c) of
 * the tensor holds r * 256 + c, so each 2-byte value names its source.
 */
PRISM_KERNEL(k_tma_box, ANY_SHAPE, PRISM_SMEM(ARENA), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(unsigned, box_cols, GRID(1)), PRISM_PARAM(int, row, GRID(1)), PRISM_PARAM(int, col, GRID(1)),
             PRISM_PARAM(uint16_t *, out, GRID(1)))
PRISM_UNSAFE {
    prism_mbarrier_t *bar = prism_smem_at(ARENA - 8, ARENA);
    uint16_t *tile = prism_smem_at(0, 8 * 128);
    if (threadIdx.x == 0) {
        prism_mbarrier_init(bar, 1);
        prism_fence_mbarrier_init();
        prism_mbarrier_arrive_expect_tx(bar, 8 * box_cols * 2);
        prism_tma_load_2d(tile, &map, 8, box_cols, row, col, bar);
        prism_mbarrier_wait(bar, 0);
        for (unsigned i = 0; i < 8 * box_cols; i++)
            out[i] = tile[i];
    }
}

static uint16_t *tensor_16(unsigned rows, unsigned cols)
{
    uint16_t *t = prism_dev_alloc((size_t)rows * cols * 2);
    for (unsigned r = 0; r < rows; r++)
        for (unsigned c = 0; c < cols; c++)
            t[r * cols + c] = (uint16_t)(r * 256 + c);
    return t;
}

struct where {
    unsigned r, c, at; /* tensor element (r, c) must land at element index `at` of the box */
};

static void swizzle_case(const char *name, prism_swizzle_t sw, unsigned box_cols, const struct where *w, unsigned n)
{
    uint16_t *t = tensor_16(16, 64), out[8 * 64];
    prism_tensor_map_t map;
    int ok = prism_tensor_map_2d(&map, t, PRISM_BF16, 16, 64, 64 * 2, 8, box_cols, sw) == 0 &&
             PRISM_LAUNCH(k_tma_box, 1, 32, map, box_cols, 0, 0, out) == PRISM_OK;
    unsigned bad = n;
    for (unsigned i = 0; ok && i < n; i++)
        if (out[w[i].at] != w[i].r * 256 + w[i].c)
            bad = i;
    check(name, ok && bad == n, "element (%u, %u) not at index %u (found 0x%04x)", bad < n ? w[bad].r : 0,
          bad < n ? w[bad].c : 0, bad < n ? w[bad].at : 0, bad < n ? out[w[bad].at] : 0);
    prism_dev_free(t);
}

static void test_swizzles(void)
{
    /*
     * PTX ISA, "Tensor swizzling modes" (cp.async.bulk.tensor): within
     * each repeat (256/512/1024 bytes for 32B/64B/128B), the 16-byte chunk
     * at byte offset o moves to chunk ((o >> 4) & m) ^ ((o >> 7) & m),
     * m = 1, 3, 7: 128B: row r (128 bytes) has its chunk j at j ^ (r % 8);
     * 64B: rows of 64 bytes, chunk j of row r at j ^ ((r / 2) % 4);
     * 32B: rows of 32 bytes, chunk j of row r at j ^ ((r / 4) % 2).
     * Element indices are byte offsets / 2.
     */
    static const struct where w128[] = {
        {0, 9, 9},     /* row 0: nothing moves */
        {1, 0, 72},    /* row 1 chunk 0 -> chunk 1: byte 128 + 16 = 144 */
        {3, 16, 200},  /* col 16 = byte 32 = chunk 2; 2 ^ 3 = 1: byte 384 + 16 = 400 */
        {7, 63, 455},  /* byte 126 = chunk 7 + 14; 7 ^ 7 = 0: byte 896 + 14 = 910 */
        {5, 41, 321},  /* byte 82 = chunk 5 + 2; 5 ^ 5 = 0: byte 640 + 2 = 642 */
    };
    static const struct where w64[] = {
        {1, 8, 40},   /* byte 64 + 16 = 80: (1 / 2) % 4 = 0, stays */
        {2, 0, 72},   /* byte 128: chunk 0 ^ 1 = 1: byte 144 */
        {7, 0, 248},  /* byte 448: chunk 0 ^ 3 = 3: byte 448 + 48 = 496 */
        {6, 31, 199}, /* byte 384 + 62: chunk 3 ^ 3 = 0, + 14: byte 398 */
    };
    static const struct where w32[] = {
        {3, 8, 56},  /* byte 96 + 16 = 112: (3 / 4) % 2 = 0, stays */
        {4, 0, 72},  /* byte 128: chunk 0 ^ 1 = 1: byte 144 */
        {5, 8, 80},  /* byte 160 + 16: chunk 1 ^ 1 = 0: byte 160 */
        {7, 15, 119}, /* byte 224 + 30: chunk 1 ^ 1 = 0, + 14: byte 238 */
    };
    static const struct where wnone[] = {{3, 5, 3 * 8 + 5}, {7, 7, 63}};
    swizzle_case("hopper/swizzle-128b", PRISM_SWIZZLE_128B, 64, w128, 5);
    swizzle_case("hopper/swizzle-64b", PRISM_SWIZZLE_64B, 32, w64, 4);
    swizzle_case("hopper/swizzle-32b", PRISM_SWIZZLE_32B, 16, w32, 4);
    swizzle_case("hopper/swizzle-none", PRISM_SWIZZLE_NONE, 8, wnone, 2);
}

/* A box hanging off the tensor: the outside is zeros, the inside is the tensor's. */
static void test_oob(void)
{
    uint16_t *t = tensor_16(16, 64), out[8 * 64];
    prism_tensor_map_t map;
    int ok = prism_tensor_map_2d(&map, t, PRISM_BF16, 16, 64, 64 * 2, 8, 8, PRISM_SWIZZLE_NONE) == 0 &&
             PRISM_LAUNCH(k_tma_box, 1, 32, map, 8u, -2, 60, out) == PRISM_OK;
    int bad = 0;
    for (unsigned r = 0; ok && r < 8; r++)
        for (unsigned c = 0; c < 8; c++) {
            int gr = (int)r - 2, gc = 60 + (int)c;
            unsigned want = gr < 0 || gc >= 64 ? 0u : (unsigned)(gr * 256 + gc);
            bad += out[r * 8 + c] != want;
        }
    check("hopper/tma-oob-zero", ok && bad == 0, "%d elements wrong", bad);
    prism_dev_free(t);
}

/* ---- descriptor known answers ----------------------------------------------- */

static void test_desc(void)
{
    /*
     * PTX ISA, wgmma "Matrix Descriptor Format": bits 0-13 start >> 4,
     * 16-29 leading byte offset >> 4, 32-45 stride byte offset >> 4,
     * 49-51 base offset, 62-63 swizzle (1 = 128B, 2 = 64B, 3 = 32B).
     * For K-major swizzled tiles: LBO field 1, SBO = 8 rows x span.
     *   128B at 0x400: start 0x40, LBO 1 << 16, SBO 1024 >> 4 = 0x40 << 32, 1 << 62
     *   64B at 0x2020: start 0x202, SBO 512 >> 4 = 0x20 << 32, 2 << 62
     *   32B at 0x100:  start 0x10, SBO 256 >> 4 = 0x10 << 32, 3 << 62
     */
    int ok = prism_wgmma_desc_encode(0x400, PRISM_SWIZZLE_128B) == 0x4000004000010040ull &&
             prism_wgmma_desc_encode(0x2020, PRISM_SWIZZLE_64B) == 0x8000002000010202ull &&
             prism_wgmma_desc_encode(0x100, PRISM_SWIZZLE_32B) == 0xC000001000010010ull;
    check("hopper/desc-encoding", ok, "0x%016llx 0x%016llx 0x%016llx",
          (unsigned long long)prism_wgmma_desc_encode(0x400, PRISM_SWIZZLE_128B),
          (unsigned long long)prism_wgmma_desc_encode(0x2020, PRISM_SWIZZLE_64B),
          (unsigned long long)prism_wgmma_desc_encode(0x100, PRISM_SWIZZLE_32B));
}

/*
 * wgmma reading through descriptors, pinned without TMA: A (64 x 16 at
 * arena 0) and B (64 x 16 at arena 8192), both 128B-swizzled K-major,
 * are zero but A[9][3] = 2 and B[5][3] = 3 (bf16 0x4000, 0x4040), written
 * at offsets worked out by hand:
 *   A[9][3]: row 9 = group 1 (SBO 1024) + row 1 (128) + k 3 (6) = 1158;
 *            chunk (1158 >> 4) & 7 = 0, row bits (1158 >> 7) & 7 = 1 -> chunk 1: 1174
 *   B[5][3]: 5 * 128 + 6 = 646; chunk 0 ^ 5 = 5: 646 + 80 = 726, + 8192 = 8918
 * D = A B^T is 6 at (9, 5) only.  wgmma D layout (PTX ISA, "wgmma
 * .m64nNk16 register fragment D"): row 9 = 16 * warp 0 + 8 + lane / 4 ->
 * lane / 4 = 1 and i % 4 >= 2; col 5 = 8 * (i / 4) + 2 * (lane % 4) + i % 2
 * -> i / 4 = 0, lane % 4 = 2, i odd: thread 6, d[3].
 */
PRISM_KERNEL(k_desc_read, ANY_SHAPE, PRISM_SMEM(ARENA), PRISM_PARAM(float *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned char *s = prism_smem_at(0, ARENA);
    unsigned t = threadIdx.x;
    for (unsigned i = t; i < ARENA / 4; i += 128)
        ((uint32_t *)s)[i] = 0;
    __syncthreads();
    if (t == 0) {
        uint16_t a = 0x4000, b = 0x4040;
        memcpy(s + 1174, &a, 2);
        memcpy(s + 8918, &b, 2);
    }
    __syncthreads();
    float acc[32];
    for (int i = 0; i < 32; i++)
        acc[i] = 0.0f;
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(s, PRISM_SWIZZLE_128B),
                                   prism_wgmma_desc(s + 8192, PRISM_SWIZZLE_128B), 1);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
    for (int i = 0; i < 32; i++)
        out[t * 32 + i] = acc[i];
}

static void test_desc_read(void)
{
    float *out = xcalloc(128 * 32, sizeof *out);
    int rc = PRISM_LAUNCH(k_desc_read, 1, 128, out);
    int bad = 0;
    for (unsigned i = 0; i < 128 * 32; i++)
        bad += out[i] != (i == 6 * 32 + 3 ? 6.0f : 0.0f);
    check("hopper/wgmma-desc-read", rc == PRISM_OK && bad == 0, "rc %d, %d registers wrong (thread 6 d[3] = %g)", rc,
          bad, (double)out[6 * 32 + 3]);
    free(out);
}

/*
 * Commit groups, on the one-hot operands of k_desc_read (thread 6, d[3]
 * gets 6 per wgmma): accumulators in flight read NaN until the wait that
 * retires their group; wait_group(1) retires all but the newest group;
 * two wgmmas on one accumulator before a wait chain (6 + 6).
 */
PRISM_KERNEL(k_groups, ANY_SHAPE, PRISM_SMEM(ARENA), PRISM_PARAM(float *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned char *s = prism_smem_at(0, ARENA);
    unsigned t = threadIdx.x;
    for (unsigned i = t; i < ARENA / 4; i += 128)
        ((uint32_t *)s)[i] = 0;
    __syncthreads();
    if (t == 0) {
        uint16_t a = 0x4000, b = 0x4040;
        memcpy(s + 1174, &a, 2);
        memcpy(s + 8918, &b, 2);
    }
    __syncthreads();
    uint64_t da = prism_wgmma_desc(s, PRISM_SWIZZLE_128B), db = prism_wgmma_desc(s + 8192, PRISM_SWIZZLE_128B);
    float acc1[32], acc2[32], acc3[32];
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc1, da, db, 0);
    prism_wgmma_commit();
    prism_wgmma_m64n64k16_f32_bf16(acc2, da, db, 0);
    prism_wgmma_commit();
    float in_flight = acc1[3];
    prism_wgmma_wait(1);
    float first = acc1[3], second_in_flight = acc2[3];
    prism_wgmma_wait(0);
    float second = acc2[3];
    prism_wgmma_m64n64k16_f32_bf16(acc3, da, db, 0);
    prism_wgmma_m64n64k16_f32_bf16(acc3, da, db, 1);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
    if (t == 6) {
        out[0] = in_flight;
        out[1] = first;
        out[2] = second_in_flight;
        out[3] = second;
        out[4] = acc3[3];
    }
}

static void test_groups(void)
{
    float out[5] = {0};
    int rc = PRISM_LAUNCH(k_groups, 1, 128, out);
    check("hopper/wgmma-commit-groups",
          rc == PRISM_OK && isnan(out[0]) && out[1] == 6.0f && isnan(out[2]) && out[3] == 6.0f && out[4] == 12.0f,
          "rc %d: in flight %g, after wait(1) %g and %g, after wait(0) %g, chained %g", rc, (double)out[0],
          (double)out[1], (double)out[2], (double)out[3], (double)out[4]);
}

/* ---- mbarrier transaction count ---------------------------------------------- */

/*
 * Thread 0 arms 2 boxes of bytes, copies one, yields, copies the other;
 * thread 32 waits on the phase and reads how many copies were issued: 2,
 * or the phase completed on the first box's bytes.  A parity-1 wait on a
 * fresh barrier passes at once (the previous phase counts as completed).
 */
PRISM_KERNEL(k_tx, ANY_SHAPE, PRISM_SMEM(ARENA), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    prism_mbarrier_t *bar = prism_smem_at(ARENA - 8, ARENA);
    uint16_t *tile = prism_smem_at(0, 2048);
    __shared__ volatile unsigned issued;
    if (threadIdx.x == 0) {
        issued = 0;
        prism_mbarrier_init(bar, 1);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        prism_mbarrier_wait(bar, 1);
        prism_mbarrier_arrive_expect_tx(bar, 2 * 8 * 64 * 2);
        issued = 1; /* before each copy: its completion orders the count for the waiter (race detector) */
        prism_tma_load_2d(tile, &map, 8, 64, 0, 0, bar);
        for (int i = 0; i < 4; i++)
            __nanosleep(10);
        issued = 2;
        prism_tma_load_2d(tile + 8 * 64, &map, 8, 64, 8, 0, bar);
    } else if (threadIdx.x == 32) {
        prism_mbarrier_wait(bar, 0);
        out[0] = issued;
        out[1] = tile[8 * 64 + 3]; /* element (8, 3) of the tensor */
    }
}

static void test_tx(void)
{
    uint16_t *t = tensor_16(16, 64);
    prism_tensor_map_t map;
    unsigned out[2] = {99, 99};
    int ok = prism_tensor_map_2d(&map, t, PRISM_BF16, 16, 64, 128, 8, 64, PRISM_SWIZZLE_NONE) == 0;
    int rc = ok ? PRISM_LAUNCH(k_tx, 1, 64, map, out) : -1;
    check("hopper/mbarrier-tx-count", rc == PRISM_OK && out[0] == 2 && out[1] == 8 * 256 + 3,
          "rc %d, the wait passed after %u copies, element 0x%x", rc, out[0], out[1]);
    prism_dev_free(t);
}

/* ---- GEMM: TMA + wgmma, K loop ----------------------------------------------------- */

#define GM 64
#define GK 128
#define GEMM_ARENA (8192u + 256u * 128u + 1024u)

/*
 * C (64 x n, f32) = A (64 x K, row-major) B^T (B: n x K, K-major), one
 * warpgroup, one 64 x 64 box (128 bytes of K) of A and an n x 64 box of
 * B per stage, 128B swizzle; four k16 wgmmas per stage step the
 * descriptors' start by 32 bytes.  steps_limit 1 stops after the first
 * wgmma (the single m64nNk16 case).  f16: the _f16 forms.
 */
PRISM_KERNEL(k_gemm, ANY_SHAPE, PRISM_SMEM(GEMM_ARENA), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(unsigned, n, GRID(1)),
             PRISM_PARAM(int, f16, GRID(1)), PRISM_PARAM(unsigned, steps_limit, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
PRISM_UNSAFE {
    unsigned char *sa = prism_smem_at(0, 8192), *sb = prism_smem_at(8192, 8192 + 256 * 128);
    prism_mbarrier_t *bar = prism_smem_at(GEMM_ARENA - 1024, GEMM_ARENA - 1016);
    unsigned t = threadIdx.x;
    float acc[128];
    for (int i = 0; i < 128; i++)
        acc[i] = 0.0f;
    if (t == 0) {
        prism_mbarrier_init(bar, 1);
        prism_fence_mbarrier_init();
    }
    __syncthreads();
    unsigned steps = 0;
    for (unsigned kt = 0; kt < GK / 64; kt++) {
        if (t == 0) {
            prism_mbarrier_arrive_expect_tx(bar, (64 + n) * 64 * 2);
            prism_tma_load_2d(sa, &mapA, 64, 64, 0, (int)(kt * 64), bar);
            prism_tma_load_2d(sb, &mapB, n, 64, 0, (int)(kt * 64), bar);
        }
        prism_mbarrier_wait(bar, kt & 1u);
        prism_wgmma_fence();
        for (unsigned ks = 0; ks < 4 && steps < steps_limit; ks++, steps++) {
            uint64_t da = prism_wgmma_desc(sa + 32 * ks, PRISM_SWIZZLE_128B);
            uint64_t db = prism_wgmma_desc(sb + 32 * ks, PRISM_SWIZZLE_128B);
            if (n == 64 && !f16)
                prism_wgmma_m64n64k16_f32_bf16(acc, da, db, 1);
            else if (n == 128 && !f16)
                prism_wgmma_m64n128k16_f32_bf16(acc, da, db, 1);
            else if (n == 256 && !f16)
                prism_wgmma_m64n256k16_f32_bf16(acc, da, db, 1);
            else if (n == 64)
                prism_wgmma_m64n64k16_f32_f16(acc, da, db, 1);
            else if (n == 128)
                prism_wgmma_m64n128k16_f32_f16(acc, da, db, 1);
            else
                prism_wgmma_m64n256k16_f32_f16(acc, da, db, 1);
        }
        prism_wgmma_commit();
        prism_wgmma_wait(0);
        __syncthreads(); /* every thread's wgmmas read the stage before the next copy overwrites it */
    }
    /* D layout, PTX ISA wgmma register fragment D (docs/HOPPER.md). */
    unsigned warp = t / 32, lane = t % 32;
    for (unsigned i = 0; i < n / 2; i++) {
        unsigned row = 16 * warp + 8 * (i % 4 >= 2) + lane / 4, col = 8 * (i / 4) + 2 * (lane % 4) + i % 2;
        C[row * n + col] = acc[i];
    }
}

/* |v| <= 8: exact in both.  bf16 is the top half of the f32; f16 is sign, 5-bit exponent (bias 15), 10-bit mantissa. */
static uint16_t half_of_small_int(int v, int f16)
{
    if (!f16) {
        float f = (float)v;
        uint32_t u;
        memcpy(&u, &f, 4);
        return (uint16_t)(u >> 16);
    }
    if (v == 0)
        return 0;
    unsigned m = (unsigned)(v < 0 ? -v : v), e = 0;
    while ((m >> e) > 1)
        e++;
    return (uint16_t)((v < 0 ? 0x8000u : 0u) | (e + 15) << 10 | ((m << (10 - e)) & 0x3ffu));
}

static void gemm_case(const char *name, unsigned n, int f16, unsigned steps_limit)
{
    uint16_t *A = prism_dev_alloc(GM * GK * 2), *B = prism_dev_alloc((size_t)n * GK * 2);
    int *a = xcalloc(GM * GK, sizeof *a), *b = xcalloc((size_t)n * GK, sizeof *b);
    uint32_t s = 2463534242u + n;
    for (unsigned i = 0; i < GM * GK; i++) {
        s ^= s << 13, s ^= s >> 17, s ^= s << 5;
        a[i] = (int)(s % 17) - 8;
        A[i] = half_of_small_int(a[i], f16);
    }
    for (unsigned i = 0; i < n * GK; i++) {
        s ^= s << 13, s ^= s >> 17, s ^= s << 5;
        b[i] = (int)(s % 17) - 8;
        B[i] = half_of_small_int(b[i], f16);
    }
    float *C = xcalloc((size_t)GM * n, sizeof *C);
    prism_dtype_t dt = f16 ? PRISM_F16 : PRISM_BF16;
    prism_tensor_map_t ma, mb;
    int ok = prism_tensor_map_2d(&ma, A, dt, GM, GK, GK * 2, 64, 64, PRISM_SWIZZLE_128B) == 0 &&
             prism_tensor_map_2d(&mb, B, dt, n, GK, GK * 2, n, 64, PRISM_SWIZZLE_128B) == 0;
    int rc = ok ? PRISM_LAUNCH(k_gemm, 1, 128, ma, mb, n, f16, steps_limit, C) : -1;
    unsigned kmax = steps_limit * 16 < GK ? steps_limit * 16 : GK;
    int bad = 0, first = -1;
    for (unsigned m = 0; m < GM; m++)
        for (unsigned j = 0; j < n; j++) {
            int want = 0; /* integers below 2^24: every order of f32 sums is exact */
            for (unsigned k = 0; k < kmax; k++)
                want += a[m * GK + k] * b[j * GK + k];
            if (C[m * n + j] != (float)want) {
                bad++;
                if (first < 0)
                    first = (int)(m * n + j);
            }
        }
    check(name, rc == PRISM_OK && bad == 0, "rc %d, %d of %u wrong (first at %d: %g)", rc, bad, GM * n, first,
          first >= 0 ? (double)C[first] : 0.0);
    prism_dev_free(A);
    prism_dev_free(B);
    free(a);
    free(b);
    free(C);
}

/* ---- misuse cases (one per run) ------------------------------------------------------ */

/* 0: armed for two boxes, one copied: the wait can never complete (deadlock). */
/* 1: init for 2 arrivals, only one arrives (deadlock). */
/* 2: box shape at the call differs from the map's. */
/* 3: setmaxnreg with 100 registers. */
/* 4: setmaxnreg, one warp of the warpgroup asks for another value (the emulator takes a variable; CUDA wants a constant). */
/* 5: wgmma in a 96-thread block. */
/* 6: a warp returns before the wgmma. */
/* 7: wgmma committed but never waited for. */
/* 8: a wait on a barrier nobody initialised. */
/* 11: a wgmma's A operand overwritten before the wait that retires it (a stage released too early). */
/* 12: a one-stage TMA/wgmma pipeline whose consumer arrives on `empty` before its wait_group (unsafe). */
PRISM_KERNEL(k_bad, ANY_SHAPE, PRISM_SMEM(ARENA), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, which, GRID(1)))
PRISM_UNSAFE {
    prism_mbarrier_t *bar = prism_smem_at(ARENA - 8, ARENA);
    unsigned char *tile = prism_smem_at(0, 8192);
    unsigned t = threadIdx.x;
    float acc[32] = {0};
    if (which <= 2 && t == 0)
        prism_mbarrier_init(bar, which == 1 ? 2 : 1);
    __syncthreads();
    switch (which) {
    case 0:
        if (t == 0) {
            prism_mbarrier_arrive_expect_tx(bar, 2 * 8 * 64 * 2);
            prism_tma_load_2d(tile, &map, 8, 64, 0, 0, bar);
        }
        prism_mbarrier_wait(bar, 0); /* SITE:tx-deadlock */
        break;
    case 1:
        if (t == 0)
            prism_mbarrier_arrive(bar);
        prism_mbarrier_wait(bar, 0); /* SITE:arrival-deadlock */
        break;
    case 2:
        if (t == 0) {
            prism_mbarrier_arrive_expect_tx(bar, 8 * 64 * 2);
            prism_tma_load_2d(tile, &map, 8, 32, 0, 0, bar); /* SITE:box-shape */
        }
        break;
    case 3:
        prism_setmaxnreg_inc(100); /* SITE:setmaxnreg-value */
        break;
    case 4:
        prism_setmaxnreg_dec(t >= 96 ? 48 : 40); /* SITE:setmaxnreg-mixed */
        break;
    case 5:
    case 6:
        if (which == 6 && t >= 96)
            return;
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(tile, PRISM_SWIZZLE_128B), /* SITE:wgmma-incomplete */
                                       prism_wgmma_desc(tile, PRISM_SWIZZLE_128B), 0);
        break;
    case 7:
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(tile, PRISM_SWIZZLE_128B), /* SITE:wgmma-pending */
                                       prism_wgmma_desc(tile, PRISM_SWIZZLE_128B), 0);
        prism_wgmma_commit();
        break;
    case 8:
        prism_mbarrier_wait(bar, 0); /* SITE:uninit */
        break;
    case 11:
        prism_wgmma_fence();
        prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(tile, PRISM_SWIZZLE_128B),
                                       prism_wgmma_desc(tile + 4096, PRISM_SWIZZLE_128B), 0);
        prism_wgmma_commit();
        if (t == 0)
            tile[1174] ^= 1; /* byte 1174: A[9][3], read by the wgmma */
        prism_wgmma_wait(0); /* SITE:wgmma-operand */
        for (int i = 0; i < 32; i++)
            tile[4096 + 4096 + i] = (unsigned char)acc[i]; /* after the wait: fine */
        break;
    case 12: {
        prism_mbarrier_t *full = (prism_mbarrier_t *)(tile + 8192), *empty = full + 1;
        if (t == 0) {
            prism_mbarrier_init(full, 1);
            prism_mbarrier_init(empty, 128);
        }
        __syncthreads();
        for (int k = 0; k < 4; k++) {
            if (t == 128) {
                prism_mbarrier_wait(empty, (k & 1) ^ 1);
                prism_mbarrier_arrive_expect_tx(full, 8 * 64 * 2);
                prism_tma_load_2d(tile, &map, 8, 64, (k & 1) * 8, 0, full); /* SITE:early-release */
            } else if (t < 128) {
                prism_mbarrier_wait(full, k & 1);
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(tile, PRISM_SWIZZLE_128B),
                                               prism_wgmma_desc(tile + 4096, PRISM_SWIZZLE_128B), 0);
                prism_wgmma_commit();
                prism_mbarrier_arrive(empty); /* too early: the wgmma may still read the stage */
                prism_wgmma_wait(0);
            }
        }
        break;
    }
    case 13: { /* a 1024-byte box into a 512-byte allocation, inside the arena: over the next one (rt26) */
        unsigned char *small = prism_smem_at(0, 512), *next = prism_smem_at(512, 8192);
        (void)next;
        if (t == 0) {
            prism_mbarrier_init(bar, 1);
            prism_mbarrier_arrive_expect_tx(bar, 8 * 64 * 2);
            prism_tma_load_2d(small, &map, 8, 64, 0, 0, bar); /* SITE:box-past-allocation */
        }
        break;
    }
    }
}

/* 9: a tensor map breaking five constraints (base, stride twice, box rows, swizzle span): one prism-tma line each. */
static int bad_map(void)
{
    uint16_t *t = tensor_16(16, 64);
    prism_tensor_map_t map;
    int rc = prism_tensor_map_2d(&map, (const char *)t + 8, PRISM_BF16, 16, 64, 120, 300, 128, PRISM_SWIZZLE_128B);
    prism_dev_free(t);
    printf("prism_tensor_map_2d returned %d\n", rc);
    return rc != 0 ? 3 : 0;
}

/* 10: a 32-row tensor map (31 x 128 + 128 = 4096 bytes) over a 16-row, 2048-byte device buffer (emulator only). */
static int map_past_buffer(void)
{
    uint16_t *t = tensor_16(16, 64);
    prism_tensor_map_t map;
    int rc = prism_tensor_map_2d(&map, t, PRISM_BF16, 32, 64, 128, 8, 64, PRISM_SWIZZLE_128B);
    prism_dev_free(t);
    printf("prism_tensor_map_2d returned %d\n", rc);
    return rc != 0 ? 3 : 0;
}

static int run_bad(int which)
{
    if (which == 9)
        return bad_map();
    if (which == 10)
        return map_past_buffer();
    uint16_t *t = tensor_16(16, 64);
    prism_tensor_map_t map;
    if (prism_tensor_map_2d(&map, t, PRISM_BF16, 16, 64, 128, 8, 64, PRISM_SWIZZLE_NONE) != 0)
        return 2;
    int rc = PRISM_LAUNCH(k_bad, 1, which == 5 ? 96 : which == 12 ? 160 : 128, map, which);
    printf("launch returned %d\n", rc);
    return rc == PRISM_ERR_DYNAMIC ? 3 : rc == PRISM_OK ? 0 : 4;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        return run_bad(atoi(argv[1]));
    test_swizzles();
    test_oob();
    test_desc();
    test_desc_read();
    test_groups();
    test_tx();
    gemm_case("hopper/wgmma-m64n64k16-tma", 64, 0, 1);
    gemm_case("hopper/wgmma-k-loop-tma", 64, 0, GK / 16);
    gemm_case("hopper/wgmma-m64n128k16-bf16-k-loop", 128, 0, GK / 16);
    gemm_case("hopper/wgmma-m64n256k16-bf16-k-loop", 256, 0, GK / 16);
    gemm_case("hopper/wgmma-m64n64k16-f16-k-loop", 64, 1, GK / 16);
    gemm_case("hopper/wgmma-m64n256k16-f16", 256, 1, 1);
    return check_failures ? 1 : 0;
}
