/*
 * wgmma.c - warpgroup collectives on the emulator: wgmma.mma_async
 * m64nNk16 (f32 += bf16/f16 x bf16/f16, A and B from shared memory
 * through descriptors), commit/wait groups, and setmaxnreg as a checked
 * no-op.
 *
 * All 128 threads of an aligned warpgroup meet at one site, like a
 * barrier; the last one decodes A (64 x 16) and B (N x 16, K-major)
 * through the descriptors (PTX ISA "Matrix Descriptor Format" and the
 * K-major shared-memory layouts), multiplies, and leaves each thread's
 * part of D, in the ISA's wgmma D fragment layout, as a result in flight.
 * The thread's accumulator registers turn to NaN (they are undefined
 * while the wgmma runs) and get the result at the prism_wgmma_wait that
 * retires its commit group: a read without that wait sees NaN here, and
 * garbage on the GPU.  A later wgmma on the same accumulators before the
 * wait chains on the result in flight, as the hardware does.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hopper.h"
#include "race.h"

static float bf16_to_f32(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

static float f16_to_f32(uint16_t h)
{
    unsigned sign = h >> 15, exp = (h >> 10) & 0x1fu, man = h & 0x3ffu;
    float x;
    if (exp == 0)
        x = ldexpf((float)man, -24); /* subnormal: man x 2^-24 */
    else if (exp == 31)
        x = man ? NAN : INFINITY;
    else
        x = ldexpf((float)(man | 0x400u), (int)exp - 25);
    return sign ? -x : x;
}

/*
 * Shared offset of element (row, k) of a K-major operand: rows are M (A)
 * or N (B), k counts 2-byte elements.  Swizzled: row r of an 8-row group
 * is one span long, groups are SBO apart, and the swizzle permutes the
 * 16-byte chunks by the offset's own bits.  Interleaved (no swizzle):
 * 8 x 16-byte core matrices, SBO apart along rows and LBO apart along K.
 */
static unsigned operand_offset(uint64_t desc, unsigned row, unsigned k)
{
    unsigned start = (unsigned)(desc & 0x3fffu) << 4, lbo = (unsigned)(desc >> 16 & 0x3fffu) << 4;
    unsigned sbo = (unsigned)(desc >> 32 & 0x3fffu) << 4, layout = (unsigned)(desc >> 62);
    if (layout == 0)
        return start + row / 8 * sbo + k / 8 * lbo + row % 8 * 16 + k % 8 * 2;
    unsigned span = layout == 1 ? 128u : layout == 2 ? 64u : 32u;
    return emu_swizzle(start + row / 8 * sbo + row % 8 * span + k * 2, span);
}

static _Noreturn void usage(emu_block *b, emu_site site, const char *kind, const char *msg, unsigned tid)
{
    emu_error_begin(b, site, kind, "%s (thread %u)", msg, tid);
    emu_fail(b);
}

static void load_operand(emu_block *b, const emu_wgroup *g, uint64_t desc, unsigned rows, float out[][16])
{
    unsigned smem = b->L->k->smem;
    if (desc >> 49 & 7u) {
        emu_error_begin(b, g->site, "wgmma-usage",
                        "wgmma: descriptor 0x%016llx has a nonzero base offset (stages must be aligned to the "
                        "swizzle's repeat)",
                        (unsigned long long)desc);
        emu_fail(b);
    }
    for (unsigned r = 0; r < rows; r++)
        for (unsigned k = 0; k < 16; k++) {
            unsigned off = operand_offset(desc, r, k);
            if (off + 2 > smem) {
                emu_error_begin(b, g->site, "wgmma-usage",
                                "wgmma: the descriptor 0x%016llx reads shared offset 0x%x (row %u, k %u), past the "
                                "block's %u-byte arena",
                                (unsigned long long)desc, off, r, k, smem);
                emu_fail(b);
            }
            uint16_t h;
            memcpy(&h, b->smem + off, sizeof h);
            out[r][k] = g->type[0] == PRISM_EMU_WG_BF16 ? bf16_to_f32(h) : f16_to_f32(h);
        }
}

/*
 * FNV-1a over the operand bytes a wgmma reads (bounds checked at issue).
 * The GPU reads them any time before the wait, so they must not change in
 * between; a stage handed back to the producer before the wait that
 * covers its wgmma is the usual way they do.
 */
static uint64_t operands_hash(const emu_block *b, uint64_t da, uint64_t db, unsigned n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned which = 0; which < 2; which++)
        for (unsigned r = 0; r < (which ? n : 64u); r++)
            for (unsigned k = 0; k < 16; k++) {
                const unsigned char *p = b->smem + operand_offset(which ? db : da, r, k);
                h = (h ^ p[0]) * 0x100000001b3ull;
                h = (h ^ p[1]) * 0x100000001b3ull;
            }
    return h;
}

/* The arena bytes an operand of `rows` rows can touch: whole spans (the swizzle permutes inside them). */
static void operand_range(uint64_t desc, unsigned rows, unsigned *lo, unsigned *hi)
{
    unsigned a = operand_offset(desc, 0, 0), z = operand_offset(desc, rows - 1, 15);
    unsigned layout = (unsigned)(desc >> 62), span = layout == 1 ? 128u : layout == 2 ? 64u : layout == 3 ? 32u : 16u;
    *lo = (a < z ? a : z) / span * span;
    *hi = ((a < z ? z : a) / span + 1) * span;
}

void emu_wgmma_check_overwrite(emu_block *b, emu_fiber *f, unsigned lo, unsigned hi, emu_site site)
{
    emu_hopper *h = emu_hopper_of(b);
    for (unsigned w = 0; w < EMU_MAX_WGROUPS; w++)
        for (unsigned i = 0; i < h->wg[w].nfly; i++) {
            const emu_wg_flight *x = &h->wg[w].fly[i];
            for (unsigned o = 0; o < 2; o++)
                if (lo < x->hi[o] && x->lo[o] < hi) {
                    emu_error_begin(b, site, "wgmma-operand",
                                    "prism_tma_load_2d (thread %u) overwrites shared bytes 0x%x..0x%x that a wgmma "
                                    "still reads: %u of the 128 threads of warpgroup %u have not retired it "
                                    "with prism_wgmma_wait (a stage released before the wait that covers it)",
                                    f->id, lo > x->lo[o] ? lo : x->lo[o], (hi < x->hi[o] ? hi : x->hi[o]) - 1,
                                    x->left, w);
                    emu_note(x->site, "the wgmma was issued here");
                    emu_fail(b);
                }
        }
}

static emu_wg_result *latest(emu_wg_thread *t, const float *dst)
{
    for (unsigned i = t->nr; i-- > 0;)
        if (t->r[i].dst == dst)
            return &t->r[i];
    return 0;
}

static void push_result(emu_block *b, emu_wg_thread *t, const emu_wg_result *r)
{
    if (t->nr == t->cap) {
        unsigned cap = t->cap ? 2 * t->cap : 8;
        emu_wg_result *p = realloc(t->r, cap * sizeof *p);
        if (!p) {
            emu_site s = {"<emulator>", 0, 0};
            emu_error_begin(b, s, "launch", "cannot allocate wgmma results in flight");
            emu_fail(b);
        }
        t->r = p;
        t->cap = cap;
    }
    t->r[t->nr++] = *r;
}

static void mma_complete(emu_block *b, emu_wgroup *g, unsigned wg)
{
    emu_hopper *h = b->hop;
    for (unsigned t = 1; t < 128; t++)
        if (g->da[t] != g->da[0] || g->db[t] != g->db[0] || g->n[t] != g->n[0] || g->type[t] != g->type[0] ||
            g->scale[t] != g->scale[0])
            usage(b, g->site, "wgmma-usage",
                  "wgmma: the threads of a warpgroup give different descriptors, shapes or scale-d", wg * 128 + t);
    unsigned n = g->n[0];
    static _Thread_local float A[64][16], B[256][16];
    load_operand(b, g, g->da[0], 64, A);
    load_operand(b, g, g->db[0], n, B);
    g->seq++;
    uint64_t hash = operands_hash(b, g->da[0], g->db[0], n);
    if (g->nfly < EMU_MAX_IN_FLIGHT) { /* beyond that many in flight, only the hash check at the wait */
        emu_wg_flight *x = &g->fly[g->nfly++];
        x->seq = g->seq;
        x->left = 128;
        x->site = g->site;
        operand_range(g->da[0], 64, &x->lo[0], &x->hi[0]);
        operand_range(g->db[0], n, &x->lo[1], &x->hi[1]);
    }
    for (unsigned t = 0; t < 128; t++) {
        emu_wg_thread *th = &h->th[wg * 128 + t];
        emu_wg_result r = {.dst = g->d[t], .n = n / 2, .group = th->committed, .site = g->site,
                           .seq = g->seq, .da = g->da[0], .db = g->db[0], .hash = hash};
        const emu_wg_result *prev = latest(th, g->d[t]);
        unsigned warp = t / 32, lane = t % 32;
        for (unsigned i = 0; i < n / 2; i++) {
            unsigned row = 16 * warp + 8 * (i % 4 >= 2) + lane / 4, col = 8 * (i / 4) + 2 * (lane % 4) + i % 2;
            float acc = 0.0f;
            for (unsigned k = 0; k < 16; k++)
                acc += A[row][k] * B[col][k];
            float c = !g->scale[0] ? 0.0f : prev ? prev->v[i] : g->d[t][i];
            r.v[i] = c + acc;
        }
        push_result(b, th, &r);
        for (unsigned i = 0; i < n / 2; i++)
            g->d[t][i] = NAN;
    }
}

static void setmaxnreg_complete(emu_block *b, emu_wgroup *g, unsigned wg)
{
    for (unsigned t = 1; t < 128; t++)
        if (g->n[t] != g->n[0] || g->type[t] != g->type[0]) {
            emu_error_begin(b, g->site, "setmaxnreg",
                            "setmaxnreg: thread %u asks for %s %u registers, thread %u of its warpgroup for %s %u",
                            wg * 128 + t, g->type[t] ? "inc" : "dec", g->n[t], wg * 128, g->type[0] ? "inc" : "dec",
                            g->n[0]);
            emu_fail(b);
        }
}

/* Join the warpgroup collective of kind at site; the last of the 128 completes it for all. */
static void wg_enter(emu_block *b, emu_fiber *f, int kind, emu_site site, const char *what)
{
    emu_hopper *h = emu_hopper_of(b);
    unsigned wg = f->id / 128;
    if ((wg + 1) * 128 > b->nthreads) {
        emu_error_begin(b, site, kind == EMU_WG_MMA ? "wgmma-incomplete" : "setmaxnreg",
                        "%s by thread %u: its warpgroup %u has only %u of 128 threads (the block has %u); a "
                        "warpgroup collective needs all 128 threads of an aligned warpgroup",
                        what, f->id, wg, b->nthreads - wg * 128, b->nthreads);
        emu_fail(b);
    }
    emu_wgroup *g = &h->wg[wg];
    if (g->arrived == 0) {
        g->kind = kind;
        g->site = site;
        g->diverged = 0;
    } else if (g->kind != kind || !emu_same_site(g->site, site)) {
        g->diverged = 1;
    }
    g->arrived++;
    /*
     * Race detector: the last thread reads every thread's accumulators and
     * writes their results, so each arrival is a release and each leaving
     * an acquire on the warpgroup's state - which also orders the threads'
     * other accesses, more than a GPU wgmma does (a race across a wgmma
     * inside one warpgroup goes unreported).
     */
    EMU_RACE(emu_race_mbar_arrive(g, 0));
    if (g->arrived < 128 || g->diverged) {
        f->state = EMU_WAITING;
        f->wait = EMU_W_WGROUP;
        f->wait_id = wg;
        f->site = site;
        emu_block_wait(b);
        EMU_RACE(emu_race_mbar_wait(g, 1));
        return;
    }
    EMU_RACE(emu_race_mbar_wait(g, 0));
    if (kind == EMU_WG_MMA)
        mma_complete(b, g, wg);
    else
        setmaxnreg_complete(b, g, wg);
    g->arrived = 0;
    b->progress++;
    EMU_RACE(emu_race_mbar_arrive(g, 1));
    for (unsigned t = 0; t < 128; t++)
        if (wg * 128 + t != f->id)
            emu_wake(b, &b->fibers[wg * 128 + t]);
}

void prism_emu_wgmma(unsigned n, int type, float *d, uint64_t desc_a, uint64_t desc_b, int scale_d, const char *file,
                     int line)
{
    emu_fiber *f = emu_self("prism_wgmma");
    emu_block *b = f->blk;
    emu_hopper *h = emu_hopper_of(b);
    unsigned t = f->id % 128;
    emu_wgroup *g = &h->wg[f->id / 128 < EMU_MAX_WGROUPS ? f->id / 128 : 0];
    g->d[t] = d;
    g->da[t] = desc_a;
    g->db[t] = desc_b;
    g->scale[t] = scale_d != 0;
    g->n[t] = n;
    g->type[t] = type;
    wg_enter(b, f, EMU_WG_MMA, emu_site_at(f, file, line), "wgmma");
}

void prism_emu_setmaxnreg(int inc, unsigned n, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_setmaxnreg");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    if (n < 24 || n > 256 || n % 8 != 0) {
        emu_error_begin(b, site, "setmaxnreg",
                        "setmaxnreg.%s %u: the register count must be a multiple of 8 in 24..256 (thread %u)",
                        inc ? "inc" : "dec", n, f->id);
        emu_fail(b);
    }
    emu_hopper *h = emu_hopper_of(b);
    emu_wgroup *g = &h->wg[f->id / 128 < EMU_MAX_WGROUPS ? f->id / 128 : 0];
    g->n[f->id % 128] = n;
    g->type[f->id % 128] = inc;
    wg_enter(b, f, EMU_WG_SETMAXNREG, site, inc ? "setmaxnreg.inc" : "setmaxnreg.dec");
}

uint64_t prism_emu_wgmma_desc(const void *smem, prism_swizzle_t swizzle, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_wgmma_desc");
    emu_block *b = f->blk;
    const unsigned char *p = smem;
    if (p < b->smem || p >= b->smem + b->L->k->smem) {
        emu_error_begin(b, emu_site_at(f, file, line), "wgmma-usage",
                        "prism_wgmma_desc: %p is not in the block's PRISM_SHARED arena (thread %u)", smem, f->id);
        emu_fail(b);
    }
    if (swizzle == PRISM_SWIZZLE_NONE) {
        emu_error_begin(b, emu_site_at(f, file, line), "wgmma-usage",
                        "prism_wgmma_desc: PRISM_SWIZZLE_NONE has no fixed leading/stride offsets; use a swizzled "
                        "tile (thread %u)",
                        f->id);
        emu_fail(b);
    }
    return prism_wgmma_desc_encode((unsigned)(p - b->smem), swizzle);
}

void prism_emu_wgmma_fence(const char *file, int line)
{
    emu_fiber *f = emu_self("prism_wgmma_fence");
    (void)emu_site_at(f, file, line);
}

void prism_emu_wgmma_commit(const char *file, int line)
{
    emu_fiber *f = emu_self("prism_wgmma_commit");
    (void)emu_site_at(f, file, line);
    emu_hopper_of(f->blk)->th[f->id].committed++;
}

void prism_emu_wgmma_wait(unsigned n, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_wgmma_wait");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    emu_wg_thread *t = &emu_hopper_of(b)->th[f->id];
    /*
     * A wait takes time on the GPU: let the other threads run first, so a
     * stage released before this wait is refilled before it returns, as
     * it may be there (and the check below sees it).
     */
    if (t->nr && t->r[0].group + n < t->committed)
        prism_emu_yield();
    unsigned keep = 0;
    for (unsigned i = 0; i < t->nr; i++) {
        emu_wg_result *r = &t->r[i];
        if (r->group + n >= t->committed) {
            t->r[keep++] = *r;
            continue;
        }
        /*
         * Warps of the warpgroup pass their waits at different times, and
         * the first one out may hand the stage back: the first to retire
         * this wgmma checks it.
         */
        emu_wgroup *g = &emu_hopper_of(b)->wg[f->id / 128];
        if (r->seq > g->checked) {
            if (operands_hash(b, r->da, r->db, 2 * r->n) != r->hash) {
                emu_error_begin(b, site, "wgmma-operand",
                                "prism_wgmma_wait(%u) retires a wgmma whose shared-memory operands changed after it "
                                "was issued (thread %u): on the GPU it may read the new bytes; release a stage only "
                                "after the wait that covers every wgmma reading it",
                                n, f->id);
                emu_note(r->site, "the wgmma was issued here");
                emu_fail(b);
            }
            g->checked = r->seq;
        }
        memcpy(r->dst, r->v, r->n * sizeof *r->v); /* in issue order: a chain ends with its last link */
        for (unsigned j = 0; j < g->nfly; j++)
            if (g->fly[j].seq == r->seq && --g->fly[j].left == 0)
                g->fly[j] = g->fly[--g->nfly];
    }
    t->nr = keep;
}

void emu_hopper_thread_exit(emu_block *b, emu_fiber *f)
{
    emu_hopper *h = b->hop;
    unsigned wg = f->id / 128;
    if (wg < EMU_MAX_WGROUPS && h->wg[wg].arrived) {
        const emu_wgroup *g = &h->wg[wg];
        emu_error_begin(b, g->site, g->kind == EMU_WG_MMA ? "wgmma-incomplete" : "setmaxnreg",
                        "%s: %u threads of warpgroup %u wait here, but thread %u of it returned from the kernel; a "
                        "warpgroup collective needs all 128 threads",
                        g->kind == EMU_WG_MMA ? "wgmma" : "setmaxnreg", g->arrived, wg, f->id);
        emu_fail(b);
    }
    const emu_wg_thread *t = &h->th[f->id];
    if (t->nr) {
        emu_error_begin(b, t->r[0].site, "wgmma-pending",
                        "thread %u returned with %u wgmma result%s never retired by prism_wgmma_wait (a missing "
                        "commit or wait: its accumulators were never written)",
                        f->id, t->nr, t->nr == 1 ? "" : "s");
        emu_fail(b);
    }
}

void emu_hopper_describe(char *buf, size_t len, const emu_block *b, const emu_fiber *f)
{
    const emu_hopper *h = b->hop;
    if (f->wait == EMU_W_WGROUP) {
        const emu_wgroup *g = &h->wg[f->wait_id];
        snprintf(buf, len, "%s (warpgroup %u: %u of 128 threads arrived%s)",
                 g->kind == EMU_WG_MMA ? "wgmma" : "setmaxnreg", f->wait_id, g->arrived,
                 g->diverged ? ", from different sites" : "");
        return;
    }
    const emu_mbarrier *m = 0;
    for (unsigned i = 0; i < h->nmbar && !m; i++)
        if (h->mbar[i].addr == f->wait_obj)
            m = &h->mbar[i];
    if (!m) {
        snprintf(buf, len, "prism_mbarrier_wait (parity %u)", f->wait_id);
        return;
    }
    /* More bytes can land than were announced: the count is then below zero (red team h8). */
    char bytes[96];
    if (m->tx >= 0)
        snprintf(bytes, sizeof bytes, "%lld transaction bytes missing", m->tx);
    else
        snprintf(bytes, sizeof bytes, "%lld transaction bytes more landed than were expected", -m->tx);
    snprintf(buf, len, "prism_mbarrier_wait (parity %u; the mbarrier is in phase %u, %u of %u arrivals and %s)",
             f->wait_id, m->phase, m->pending, m->expected, bytes);
}
