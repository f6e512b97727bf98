/*
 * warp.c - warp collectives: the rendezvous, and what shuffles, votes,
 * match, reductions and __syncwarp compute once everyone is there.
 *
 * A collective in progress is identified by its call site, kind and mask;
 * an arriving lane joins the one it matches or starts a new one.  Two
 * halves of a warp may run their own collectives side by side, and a lane
 * may wait at its next collective while others finish an earlier one;
 * lanes that wait at different collectives for each other forever end in
 * the deadlock report, as warp divergence.  Each lane leaves its operand and a pointer to its
 * result slot in the warp's per-lane arrays; the last lane to arrive
 * computes every result, writes it through those pointers (they point
 * into frames of fibers that are parked, hence alive) and wakes the rest.
 */
#include <string.h>

#include "internal.h"
#include "race.h"

void emu_warps_reset(emu_block *b)
{
    for (unsigned w = 0; w < b->nwarps; w++) {
        unsigned lanes = b->nthreads - w * 32;
        b->warps[w].lanes = lanes >= 32 ? 0xffffffffu : (1u << lanes) - 1u;
        b->warps[w].nlanes = lanes >= 32 ? 32u : lanes;
        b->warps[w].exited = 0;
        b->warps[w].ncoll = 0;
    }
}

static const char *incomplete_kind(int kind)
{
    return kind == PRISM_EMU_MMA ? "mma-incomplete" : "warp-incomplete";
}

/*
 * The lane a shuffle reads, exactly as PTX's shfl.sync pseudo-code computes
 * it from CUDA's operands: b is the lane, delta or lane mask, of which only
 * bits 4:0 count (bval), and c = ((32 - width) << 8) | clamp, the clamp 0
 * for up and 31 for the others (the segment mask is c[12:8], the clamp
 * c[4:0]).  A j out of the caller's range gives the caller's own lane.
 */
static unsigned shfl_source(int kind, unsigned lane, unsigned b, unsigned width)
{
    int bval = (int)(b & 31u), l = (int)lane;
    int segmask = (int)((32u - width) & 31u), cval = kind == PRISM_EMU_SHFL_UP ? 0 : 31;
    int max_lane = (l & segmask) | (cval & ~segmask), min_lane = l & segmask;
    int j, pval;
    switch (kind) {
    case PRISM_EMU_SHFL_UP:
        j = l - bval;
        pval = j >= max_lane;
        break;
    case PRISM_EMU_SHFL_DOWN:
        j = l + bval;
        pval = j <= max_lane;
        break;
    case PRISM_EMU_SHFL_XOR:
        j = l ^ bval;
        pval = j <= max_lane;
        break;
    default: /* idx */
        j = min_lane | (bval & ~segmask);
        pval = j <= max_lane;
        break;
    }
    return pval ? (unsigned)j : lane;
}

/*
 * redux.sync's operator over the lanes of mask (never empty: the caller is
 * in it); min and max compare as signed when is_signed.  The sum wraps, as
 * add.u32 does.
 */
static unsigned reduce(int kind, unsigned mask, const uint64_t *in, int is_signed)
{
    unsigned first = (unsigned)__builtin_ctz(mask), r = (unsigned)in[first];
    for (unsigned l = first + 1; l < 32; l++) {
        if (!(mask >> l & 1u))
            continue;
        unsigned v = (unsigned)in[l];
        int v_less = is_signed ? (int)v < (int)r : v < r;
        switch (kind) {
        case PRISM_EMU_REDUCE_ADD: r += v; break;
        case PRISM_EMU_REDUCE_MIN: r = v_less ? v : r; break;
        case PRISM_EMU_REDUCE_MAX: r = v_less ? r : v; break;
        case PRISM_EMU_REDUCE_AND: r &= v; break;
        case PRISM_EMU_REDUCE_OR: r |= v; break;
        default: r ^= v; break;
        }
    }
    return r;
}

/* Results of a complete collective, one per lane of c->mask. */
static void compute(emu_warp *w, const emu_wcoll *c)
{
    unsigned mask = c->mask;
    switch (c->kind) {
    case PRISM_EMU_SYNCWARP:
        return;
    case PRISM_EMU_MMA:
        emu_mma_compute(w);
        return;
    case PRISM_EMU_SHFL_IDX:
    case PRISM_EMU_SHFL_UP:
    case PRISM_EMU_SHFL_DOWN:
    case PRISM_EMU_SHFL_XOR:
        for (unsigned l = 0; l < 32; l++) {
            if (!(mask >> l & 1u))
                continue;
            unsigned src = shfl_source(c->kind, l, (unsigned)w->arg[l], (unsigned)w->width[l]);
            /* A source outside the mask is undefined in CUDA; we give the caller's own value. */
            *(uint64_t *)w->out[l] = (mask >> src & 1u) ? w->in[src] : w->in[l];
        }
        return;
    case PRISM_EMU_REDUCE_ADD:
    case PRISM_EMU_REDUCE_MIN:
    case PRISM_EMU_REDUCE_MAX:
    case PRISM_EMU_REDUCE_AND:
    case PRISM_EMU_REDUCE_OR:
    case PRISM_EMU_REDUCE_XOR: {
        /* Every lane of one call site passes the same signedness: its argument's type. */
        unsigned r = reduce(c->kind, mask, w->in, w->arg[__builtin_ctz(mask)] != 0);
        for (unsigned l = 0; l < 32; l++)
            if (mask >> l & 1u)
                *(unsigned *)w->out[l] = r;
        return;
    }
    case PRISM_EMU_BALLOT:
    case PRISM_EMU_ANY:
    case PRISM_EMU_ALL:
    case PRISM_EMU_UNI: {
        unsigned ballot = 0;
        for (unsigned l = 0; l < 32; l++)
            if ((mask >> l & 1u) && w->in[l])
                ballot |= 1u << l;
        unsigned r = c->kind == PRISM_EMU_BALLOT ? ballot
                     : c->kind == PRISM_EMU_ANY  ? ballot != 0
                     : c->kind == PRISM_EMU_ALL  ? ballot == mask
                                                 : ballot == 0 || ballot == mask;
        for (unsigned l = 0; l < 32; l++)
            if (mask >> l & 1u)
                *(unsigned *)w->out[l] = r;
        return;
    }
    case PRISM_EMU_MATCH_ANY:
    case PRISM_EMU_MATCH_ALL: {
        unsigned all = mask;
        for (unsigned l = 0; l < 32; l++) {
            if (!(mask >> l & 1u))
                continue;
            unsigned same = 0;
            for (unsigned j = 0; j < 32; j++)
                if ((mask >> j & 1u) && w->in[j] == w->in[l])
                    same |= 1u << j;
            if (same != mask)
                all = 0;
            if (c->kind == PRISM_EMU_MATCH_ANY)
                *(unsigned *)w->out[l] = same;
        }
        if (c->kind == PRISM_EMU_MATCH_ALL)
            for (unsigned l = 0; l < 32; l++)
                if (mask >> l & 1u) {
                    *(unsigned *)w->out[l] = all;
                    if (w->pred_out[l])
                        *w->pred_out[l] = all != 0;
                }
        return;
    }
    }
}

void emu_wcoll_enter(emu_block *b, emu_fiber *f, int kind, unsigned mask, emu_site site)
{
    unsigned warp = f->id / 32, lane = f->id % 32, bit = 1u << lane;
    emu_warp *w = &b->warps[warp];
    const char *name = emu_wkind_name(kind);
    char ids[160];

    if (!(mask & bit)) {
        emu_error_begin(b, site, "warp-incomplete", "%s: thread %u (lane %u of warp %u) is not in its mask 0x%08x",
                        name, f->id, lane, warp, mask);
        emu_fail(b);
    }
    if (mask & ~w->lanes) {
        emu_error_begin(b, site, incomplete_kind(kind),
                        "%s: mask 0x%08x names lanes of warp %u that do not exist (%s; the block has %u "
                        "threads)%s",
                        name, mask, warp, emu_lane_ids(ids, sizeof ids, warp, mask & ~w->lanes), b->nthreads,
                        kind == PRISM_EMU_MMA ? "; mma needs all 32 lanes of an aligned warp" : "");
        emu_fail(b);
    }
    if (mask & w->exited) {
        emu_error_begin(b, site, incomplete_kind(kind),
                        "%s reached by thread %u, but %s named in mask 0x%08x returned from the kernel%s", name, f->id,
                        emu_lane_ids(ids, sizeof ids, warp, mask & w->exited), mask,
                        kind == PRISM_EMU_MMA ? "; mma needs all 32 lanes of an aligned warp" : "");
        emu_fail(b);
    }

    /*
     * Join the collective in progress at this site with this mask, or
     * start one.  Another collective whose mask overlaps ours is not an
     * error by itself: on sm_70+ a lane may wait at its next collective
     * while lanes it names finish an earlier one.  If the overlap never
     * resolves, nobody can run and the deadlock report calls it warp
     * divergence, with both sites.
     */
    emu_wcoll *c = 0;
    for (unsigned i = 0; i < w->ncoll && !c; i++)
        if (w->coll[i].mask == mask && w->coll[i].kind == kind && emu_same_site(w->coll[i].site, site))
            c = &w->coll[i];
    if (!c) {
        c = &w->coll[w->ncoll++];
        c->mask = mask;
        c->arrived = 0;
        c->kind = kind;
        c->site = site;
    }
    c->arrived |= bit;
    unsigned race_phase = 0; /* the race detector's phase of this arrival */
    (void)race_phase;
    EMU_RACE(race_phase = emu_race_warp_arrive(b, warp, mask, kind));
    if (c->arrived != c->mask) {
        f->state = EMU_WAITING;
        f->wait = EMU_W_WARP;
        f->wait_id = (unsigned)kind;
        f->site = site;
        emu_block_wait(b);
        EMU_RACE(emu_race_warp_leave(b, warp, mask, kind, race_phase));
        return; /* the last lane computed our result */
    }

    compute(w, c);
    b->progress++;
    EMU_RACE(emu_race_warp_done(b, warp, mask, kind));
    EMU_RACE(emu_race_warp_leave(b, warp, mask, kind, race_phase));
    for (unsigned l = 0; l < 32; l++)
        if ((mask >> l & 1u) && l != lane)
            emu_wake(b, &b->fibers[warp * 32 + l]);
    *c = w->coll[--w->ncoll]; /* drop it: keep the array dense */
}

void emu_warp_thread_exit(emu_block *b, emu_fiber *f)
{
    unsigned warp = f->id / 32, lane = f->id % 32;
    emu_warp *w = &b->warps[warp];
    char ids[160];
    w->exited |= 1u << lane;
    for (unsigned i = 0; i < w->ncoll; i++) {
        const emu_wcoll *c = &w->coll[i];
        if (!(c->mask >> lane & 1u))
            continue;
        emu_error_begin(b, c->site, incomplete_kind(c->kind),
                        "%s with mask 0x%08x: %s wait here, but thread %u of the mask returned from the kernel%s",
                        emu_wkind_name(c->kind), c->mask, emu_lane_ids(ids, sizeof ids, warp, c->arrived), f->id,
                        c->kind == PRISM_EMU_MMA ? "; mma needs all 32 lanes of an aligned warp" : "");
        emu_fail(b);
    }
}

/* ---- the public entry points -------------------------------------------- */

static emu_warp *enter(const char *what, emu_fiber **fp)
{
    emu_fiber *f = emu_self(what);
    *fp = f;
    return &f->blk->warps[f->id / 32];
}

void prism_emu_syncwarp(unsigned mask, const char *file, int line)
{
    emu_fiber *f;
    (void)enter("__syncwarp", &f);
    emu_wcoll_enter(f->blk, f, PRISM_EMU_SYNCWARP, mask, emu_site_at(f, file, line));
}

uint64_t prism_emu_shfl(int kind, unsigned mask, uint64_t v, int arg, int width, const char *file, int line)
{
    emu_fiber *f;
    emu_warp *w = enter(emu_wkind_name(kind), &f);
    unsigned lane = f->id % 32;
    emu_site site = emu_site_at(f, file, line);
    if (width < 1 || width > 32 || (width & (width - 1)) != 0) {
        emu_error_begin(f->blk, site, "warp-usage", "%s: width %d is not a power of two in 1..32 (thread %u)",
                        emu_wkind_name(kind), width, f->id);
        emu_fail(f->blk);
    }
    uint64_t r = v;
    w->in[lane] = v;
    w->arg[lane] = arg;
    w->width[lane] = width;
    w->out[lane] = &r;
    emu_wcoll_enter(f->blk, f, kind, mask, site);
    return r;
}

unsigned prism_emu_vote(int kind, unsigned mask, int pred, const char *file, int line)
{
    emu_fiber *f;
    emu_warp *w = enter(emu_wkind_name(kind), &f);
    unsigned lane = f->id % 32, r = 0;
    w->in[lane] = pred != 0;
    w->out[lane] = &r;
    emu_wcoll_enter(f->blk, f, kind, mask, emu_site_at(f, file, line));
    return r;
}

unsigned prism_emu_match(int kind, unsigned mask, uint64_t v, int *pred, const char *file, int line)
{
    emu_fiber *f;
    emu_warp *w = enter(emu_wkind_name(kind), &f);
    unsigned lane = f->id % 32, r = 0;
    w->in[lane] = v;
    w->out[lane] = &r;
    w->pred_out[lane] = pred;
    emu_wcoll_enter(f->blk, f, kind, mask, emu_site_at(f, file, line));
    return r;
}

unsigned prism_emu_reduce(int kind, unsigned mask, unsigned v, int is_signed, const char *file, int line)
{
    emu_fiber *f;
    emu_warp *w = enter(emu_wkind_name(kind), &f);
    unsigned lane = f->id % 32, r = 0;
    w->in[lane] = v;
    w->arg[lane] = is_signed;
    w->out[lane] = &r;
    emu_wcoll_enter(f->blk, f, kind, mask, emu_site_at(f, file, line));
    return r;
}

unsigned prism_emu_activemask(void)
{
    emu_fiber *f = emu_self("__activemask");
    const emu_warp *w = &f->blk->warps[f->id / 32];
    return w->lanes & ~w->exited;
}

unsigned prism_emu_laneid(void)
{
    return emu_self("laneid")->id % 32;
}
