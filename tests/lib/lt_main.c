/*
 * tests/lib/lt_main.c - the lib-cub-like sweep, run on the emulator (and
 * on a GPU when there is one): every primitive, every type and operator,
 * against a CPU reference, the way CUB tests itself.
 *
 *   lib-sweep-emu [full|quick]
 *
 * Prints one PASS or FAIL line per family and type (and operator), with
 * the number of cases; details of a failure go to stderr.  The default
 * sweep is sized for CI (block sizes 32..1024, items 1..11 in full for
 * int32_t/sum, a spread for the rest); `full` runs the whole cross product,
 * `quick` a smaller spread (block sizes 32, 96, 256) for everything: the
 * sanitizer pass, same code paths in a fraction of the time.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"
#include "lt_main.h"

static const unsigned blocks_all[] = {32, 64, 96, 128, 256, 1024};
static const unsigned blocks_some[] = {32, 96, 1024};
static const unsigned blocks_quick[] = {32, 96, 256};
static const int items_some[] = {1, 4, 11};
static int full, quick;

void *lt_dev(size_t bytes)
{
    void *p = prism_dev_alloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "lib-sweep: device allocation of %zu bytes failed\n", bytes);
        exit(2);
    }
    return p;
}

void lt_put(void *dev, const void *host, size_t bytes)
{
    if (prism_copy_to_dev(dev, host, bytes) != 0) {
        fprintf(stderr, "lib-sweep: copy to device failed\n");
        exit(2);
    }
}

void lt_get(void *host, const void *dev, size_t bytes)
{
    if (prism_copy_to_host(host, dev, bytes) != 0) {
        fprintf(stderr, "lib-sweep: copy to host failed\n");
        exit(2);
    }
}

/* ---- moves: loads, stores, exchanges, shuffles (bit copies) ------------- */

/* A family's tally: cases run, and the first failure. */
typedef struct tally {
    int cases, failed;
    char first[160];
} tally_t;

static void record(tally_t *t, int bad, const char *fmt, unsigned a, int b, int c, int d)
{
    t->cases++;
    if (bad && !t->failed++)
        snprintf(t->first, sizeof t->first, fmt, a, b, c, d);
}

static void report(const char *family, const char *type, const char *op, const tally_t *t)
{
    char name[96];
    snprintf(name, sizeof name, "lib-%s-%s%s%s", family, op ? op : "", op ? "-" : "", type);
    if (t->failed)
        printf("FAIL %s: %d of %d cases, first: %s\n", name, t->failed, t->cases, t->first);
    else
        printf("PASS %s: %d cases\n", name, t->cases);
    fflush(stdout);
}

/* The state of one moving test: host copies, device buffers, expected output. */
typedef struct move {
    const lt_type_t *ty;
    size_t count, esz;
    unsigned char *in, *dump, *rt, *want_dump, *want_rt, *oob;
    void *din, *ddump, *drt;
} move_t;

static void move_init(move_t *m, const lt_type_t *ty, size_t count, uint32_t seed)
{
    m->ty = ty;
    m->count = count;
    m->esz = ty->size;
    m->in = calloc(count + 1, m->esz);
    m->dump = calloc(count, m->esz);
    m->rt = calloc(count, m->esz);
    m->want_dump = calloc(count, m->esz);
    m->want_rt = calloc(count, m->esz);
    m->oob = calloc(1, m->esz);
    ty->gen(m->in, count + 1, seed);
    ty->gen(m->oob, 1, seed ^ 0x5bd1e995u);
    /* Untouched output keeps this pattern, which no generated value has. */
    memset(m->rt, 0x5a, count * m->esz);
    memset(m->want_rt, 0x5a, count * m->esz);
    m->din = lt_dev((count + 1) * m->esz);
    m->ddump = lt_dev(count * m->esz);
    m->drt = lt_dev(count * m->esz);
    lt_put(m->din, m->in, (count + 1) * m->esz);
    lt_put(m->drt, m->rt, count * m->esz);
}

/* How many items a guarded move touches: a negative valid means none. */
static size_t items_upto(long valid)
{
    return valid < 0 ? 0 : (size_t)valid;
}

/* want_dump[slot] = in[off + src] when src < valid, else oob. */
static void want_item(move_t *m, size_t slot, size_t src, size_t valid, size_t off)
{
    const unsigned char *from = src < valid ? m->in + (off + src) * m->esz : m->oob;
    memcpy(m->want_dump + slot * m->esz, from, m->esz);
}

/* want_rt = in[off ..] where j < valid (the rest untouched). */
static void want_roundtrip(move_t *m, size_t valid, size_t off)
{
    for (size_t j = 0; j < m->count && j < valid; j++)
        memcpy(m->want_rt + j * m->esz, m->in + (off + j) * m->esz, m->esz);
}

static int move_finish(move_t *m, int launch_rc, int check_dump)
{
    int bad = launch_rc != 0;
    if (bad)
        fprintf(stderr, "  %s: launch failed (%d)\n", m->ty->name, launch_rc);
    lt_get(m->dump, m->ddump, m->count * m->esz);
    lt_get(m->rt, m->drt, m->count * m->esz);
    for (size_t i = 0; i < m->count && !bad; i++) {
        if (check_dump && memcmp(m->dump + i * m->esz, m->want_dump + i * m->esz, m->esz)) {
            fprintf(stderr, "  %s: arrangement differs at element %zu\n", m->ty->name, i);
            bad = 1;
        } else if (memcmp(m->rt + i * m->esz, m->want_rt + i * m->esz, m->esz)) {
            fprintf(stderr, "  %s: stored tile differs at element %zu\n", m->ty->name, i);
            bad = 1;
        }
    }
    prism_dev_free(m->din), prism_dev_free(m->ddump), prism_dev_free(m->drt);
    free(m->in), free(m->dump), free(m->rt), free(m->want_dump), free(m->want_rt), free(m->oob);
    return bad;
}

/* Block load/store: modes 0 direct, 1 guarded, 2 striped, 3 striped guarded, 4 vec. */
static int t_bload(const lt_type_t *ty, unsigned block, int n, int mode, long valid, size_t off)
{
    const size_t upto = items_upto(valid);
    const size_t tile = (size_t)block * (size_t)n, N = 2 * tile;
    const int guarded = mode == 1 || mode == 3, striped = mode == 2 || mode == 3;
    move_t m;
    move_init(&m, ty, N, block * 7u + (unsigned)n * 11u + (unsigned)mode);
    for (size_t b = 0; b < 2; b++)
        for (size_t t = 0; t < block; t++)
            for (size_t i = 0; i < (size_t)n; i++) {
                const size_t idx = b * tile + (striped ? i * block + t : t * (size_t)n + i);
                want_item(&m, b * tile + t * (size_t)n + i, idx, guarded ? upto : N, off);
            }
    want_roundtrip(&m, guarded ? upto : N, off);
    const int rc = ty->bload(2, block, m.din + off * m.esz, m.ddump, m.drt, n, (int)valid, mode, m.oob);
    return move_finish(&m, rc, 1);
}

/*
 * Warp load/store per warp tile: 0 direct, 1 guarded, 2 striped, 3 striped
 * guarded, 4 vec, 5 transpose, 6 transpose guarded, 7 shuffle exchange,
 * 8 shared-memory exchange (7 and 8 dump the striped arrangement).
 */
static int t_wload(const lt_type_t *ty, unsigned block, int n, int mode, long valid)
{
    const size_t upto = items_upto(valid);
    const size_t N = 2 * (size_t)block * (size_t)n, wt = 32 * (size_t)n;
    const int guarded = mode == 1 || mode == 3 || mode == 6;
    const int striped = mode == 2 || mode == 3 || mode >= 7;
    move_t m;
    move_init(&m, ty, N, block * 3u + (unsigned)n * 13u + (unsigned)mode);
    for (size_t g = 0; g < 2 * (size_t)block; g++)
        for (size_t i = 0; i < (size_t)n; i++) {
            const size_t w = g / 32, l = g % 32;
            const size_t idx = w * wt + (striped ? i * 32 + l : l * (size_t)n + i);
            want_item(&m, g * (size_t)n + i, idx, guarded ? upto : N, 0);
        }
    want_roundtrip(&m, guarded ? upto : N, 0);
    const int rc = ty->wload(2, block, m.din, m.ddump, m.drt, n, (int)valid, mode, m.oob);
    return move_finish(&m, rc, 1);
}

/* Shuffles over logical warps: 0 broadcast, 1 xor, 2 up, 3 down, 4 index. */
static int t_wshfl(const lt_type_t *ty, unsigned block, int width, int mode, int arg)
{
    const size_t N = 2 * (size_t)block;
    move_t m;
    move_init(&m, ty, N, (unsigned)width * 5u + (unsigned)mode * 3u + (unsigned)arg);
    for (size_t g = 0; g < N; g++) {
        const size_t lane = g % (size_t)width, seg = g - lane, a = (size_t)arg;
        size_t src = g;
        if (mode == 0)
            src = seg + a;
        else if (mode == 1)
            src = seg + (lane ^ a);
        else if (mode == 2)
            src = lane >= a ? g - a : g;
        else if (mode == 3)
            src = lane + a < (size_t)width ? g + a : g;
        else
            src = seg + (lane + a) % (size_t)width;
        memcpy(m.want_rt + g * m.esz, m.in + src * m.esz, m.esz);
    }
    const int rc = ty->wshfl(2, block, m.din, m.drt, width, arg, mode);
    return move_finish(&m, rc, 0);
}

/* Per-shape transposes and exchanges (see lt_kernels.m4 LT_BXPOSE). */
static int t_shape(const lt_type_t *ty, const lt_shape_t *sh, int mode, long valid)
{
    const size_t upto = items_upto(valid);
    const size_t B = sh->block, I = sh->items, tile = B * I, N = 2 * tile;
    const int guarded = mode == 1 || mode == 3;
    move_t m;
    move_init(&m, ty, N, (unsigned)(B * 19 + I * 23) + (unsigned)mode);
    for (size_t b = 0; b < 2; b++)
        for (size_t t = 0; t < B; t++)
            for (size_t i = 0; i < I; i++) {
                size_t idx = t * I + i;
                if (mode == 4)
                    idx = i * B + t;
                else if (mode == 5)
                    idx = (t / 32) * 32 * I + i * 32 + t % 32;
                want_item(&m, b * tile + t * I + i, b * tile + idx, guarded ? upto : N, 0);
            }
    want_roundtrip(&m, guarded ? upto : N, 0);
    const int rc = sh->run(2, m.din, m.ddump, m.drt, (int)valid, mode, m.oob);
    return move_finish(&m, rc, 1);
}

/* ---- the sweep ------------------------------------------------------------ */

/*
 * Valid-item counts for 2 tiles: everything, a partial second tile, 1 item,
 * INT_MAX (all), and for the guarded moves INT_MIN and INT_MIN + 1 (none:
 * the library must not form valid - offset, which overflows there).
 */
#define LT_VALIDS 6
#define LT_VALIDS_POSITIVE 4
static long valid_of(int which, size_t tile)
{
    static const long extreme[] = {INT_MAX, INT_MIN, INT_MIN + 1};
    return which == 0 ? (long)(2 * tile) : which == 1 ? (long)(tile + tile / 3 + 1) : which == 2 ? 1 : extreme[which - 3];
}

static void sweep_moves(const lt_type_t *ty, int canonical)
{
    tally_t tb = {0}, tw = {0}, ts = {0}, tx = {0};
    const unsigned *bl = canonical || full ? blocks_all : quick ? blocks_quick : blocks_some;
    const int nbl = canonical || full ? 6 : 3;
    for (int bi = 0; bi < nbl; bi++)
        for (int n = 1; n <= 11; n++) {
            if (!canonical && !full && n != 1 && n != 4 && n != 11)
                continue;
            const size_t tile = (size_t)bl[bi] * (size_t)n;
            for (int mode = 0; mode <= 4; mode++)
                for (int v = 0; v < LT_VALIDS; v++) {
                    if (v && mode != 1 && mode != 3)
                        continue;
                    record(&tb, t_bload(ty, bl[bi], n, mode, valid_of(v, tile), 0), "block %u items %d mode %d valid#%d",
                           bl[bi], n, mode, v);
                }
            record(&tb, t_bload(ty, bl[bi], n, 4, 2 * tile, 1), "block %u items %d mode %d misaligned%d", bl[bi], n,
                   4, 1);
            for (int mode = 0; mode <= 8; mode++)
                for (int v = 0; v < LT_VALIDS; v++) {
                    if (v && mode != 1 && mode != 3 && mode != 6)
                        continue;
                    record(&tw, t_wload(ty, bl[bi], n, mode, valid_of(v, tile)), "block %u items %d mode %d valid#%d",
                           bl[bi], n, mode, v);
                }
        }
    for (int width = 2; width <= 32; width *= 2)
        for (int mode = 0; mode <= 4; mode++)
            for (int arg = 0; arg < width; arg += width > 4 ? width / 4 + 1 : 1) {
                if ((mode == 2 || mode == 3) && arg == 0)
                    continue;
                record(&ts, t_wshfl(ty, 64, width, mode, arg), "block %u width %d mode %d arg %d", 64, width, mode, arg);
            }
    for (int s = 0; s < ty->nshapes; s++)
        for (int mode = 0; mode <= 5; mode++)
            for (int v = 0; v < LT_VALIDS; v++) {
                if (v && mode != 1 && mode != 3)
                    continue;
                const lt_shape_t *sh = &ty->shapes[s];
                record(&tx, t_shape(ty, sh, mode, valid_of(v, (size_t)sh->block * sh->items)),
                       "shape %ux%d mode %d valid#%d", sh->block, (int)sh->items, mode, v);
            }
    report("block-load-store", ty->name, NULL, &tb);
    report("warp-load-store-exchange", ty->name, NULL, &tw);
    report("warp-shuffle", ty->name, NULL, &ts);
    report("block-transpose-exchange", ty->name, NULL, &tx);
}

static void sweep_combo(const lt_combo_t *c, int canonical)
{
    tally_t tw = {0}, tr = {0}, ts = {0};
    const unsigned *bl = canonical || full ? blocks_all : quick ? blocks_quick : blocks_some;
    const int nbl = canonical || full ? 6 : 3;
    for (int width = 2; width <= 32; width *= 2)
        for (int mode = 0; mode <= 3; mode++)
            for (int valid = 1; valid <= width; valid += width / 2 > 1 ? width / 2 - 1 : 1) {
                if (mode != 1 && valid != 1)
                    continue;
                record(&tw, c->wred(mode ? 64 : 96, width, mode, valid), "width %u mode %d valid %d%.0d",
                       (unsigned)width, mode, valid, 0);
            }
    for (int bi = 0; bi < nbl; bi++)
        for (int ii = 0; ii < 11; ii++) {
            const int n = canonical || full ? ii + 1 : items_some[ii % 3];
            if (!canonical && !full && ii >= 3)
                break;
            const size_t tile = (size_t)bl[bi] * (size_t)n;
            for (int mode = 0; mode <= 5; mode++)
                for (int v = 0; v < LT_VALIDS_POSITIVE; v++)
                    record(&tr, c->bred(bl[bi], n, mode, (int)valid_of(v, tile)), "block %u items %d mode %d valid#%d",
                           bl[bi], n, mode, v);
            for (int mode = 0; mode <= 9; mode++)
                record(&ts, c->bscan(bl[bi], n, mode, mode % 5 >= 3 ? 3 : 1), "block %u items %d mode %d%.0d", bl[bi],
                       n, mode, 0);
        }
    report("warp-reduce-scan", c->type, c->op, &tw);
    report("block-reduce", c->type, c->op, &tr);
    report("block-scan", c->type, c->op, &ts);
}

int main(int argc, char **argv)
{
    full = argc > 1 && !strcmp(argv[1], "full");
    quick = argc > 1 && !strcmp(argv[1], "quick");
    /* Sizes the bound {grid[1], block[1], thread[32]} forbids: refused, nothing runs. */
    const unsigned bad_blocks[] = {16, 48, 100, 2048};
    for (int i = 0; i < 4; i++) {
        const int rc = lt_refused(bad_blocks[i]);
        if (rc == PRISM_ERR_LAUNCH_SHAPE)
            printf("PASS lib-launch-refused-%u\n", bad_blocks[i]);
        else
            printf("FAIL lib-launch-refused-%u: launch returned %d, want %d\n", bad_blocks[i], rc,
                   PRISM_ERR_LAUNCH_SHAPE);
    }
    for (int i = 0; i < lt_ncombos; i++)
        sweep_combo(&lt_combos[i], !quick && !strcmp(lt_combos[i].type, "i32") && !strcmp(lt_combos[i].op, "sum"));
    for (int i = 0; i < lt_ntypes; i++)
        sweep_moves(&lt_types[i], !quick && !strcmp(lt_types[i].name, "i32"));
    return 0;
}
