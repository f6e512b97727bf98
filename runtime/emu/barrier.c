/*
 * barrier.c - block barriers: __syncthreads, bar.sync id n, bar.arrive id
 * n, and the mbarrier-like prism_mbar_t.
 *
 * A hardware barrier counts warps, not threads: bar.sync id, n waits for
 * n/32 warps, and a warp counts once all of its lanes are there.  We count
 * lanes per warp and open the barrier when enough whole warps arrived, so
 * a warp with a lane missing (exited, or elsewhere) keeps it closed and the
 * deadlock report names it.  Waiting threads must all come from one call
 * site: threads waiting at different __syncthreads() is the classic
 * divergence bug, and a barrier that saw two sites never opens, so the
 * deadlock report can list every group with its site.
 */
#include <string.h>

#include "internal.h"
#include "race.h"

#define MBAR_MAGIC 0x6d626172u /* "mbar" */

void emu_bars_reset(emu_block *b)
{
    memset(b->bars, 0, sizeof b->bars);
    for (unsigned id = 0; id < EMU_NBARS; id++)
        b->bars[id].first = b->bars[id].last = EMU_NO_FIBER;
}

/*
 * Every thread counted at barrier id passes it, learning the predicate
 * count.  Only the counted threads are visited, in arrival order, so a
 * named barrier of 64 threads in a 1024-thread block costs 64 steps.
 */
static void bar_open(emu_block *b, unsigned id, emu_fiber *self)
{
    uint16_t bit = (uint16_t)(1u << id);
    unsigned preds = b->bars[id].preds;
    b->progress++;
    EMU_RACE(emu_race_bar_open(b, id));
    self->bar_count = preds;
    for (unsigned i = b->bars[id].first; i != EMU_NO_FIBER;) {
        emu_fiber *f = &b->fibers[i];
        i = f->bar_next[id];
        f->bar_arrived &= (uint16_t)~bit;
        if (f != self && f->state == EMU_WAITING && f->wait == EMU_W_BAR && f->wait_id == id) {
            f->bar_count = preds;
            emu_wake(b, f);
        }
    }
    memset(&b->bars[id], 0, sizeof b->bars[id]);
    b->bars[id].first = b->bars[id].last = EMU_NO_FIBER;
}

/*
 * Count the caller towards barrier id of n threads; wait for it to open
 * when `wait`.  pred feeds the count that __syncthreads_count reads back.
 */
static void bar_arrive(unsigned id, unsigned n, int wait, int pred, const char *what, const char *file, int line)
{
    emu_fiber *f = emu_self(what);
    emu_site site = emu_site_at(f, file, line);
    emu_block *b = f->blk;
    unsigned warp = f->id / 32;

    if (id >= EMU_NBARS) {
        emu_error_begin(b, site, "barrier-usage", "%s: barrier id %u out of range 0..%u (thread %u)", what, id,
                        EMU_NBARS - 1, f->id);
        emu_fail(b);
    }
    if (n == 0 || n % 32 != 0 || n > b->nwarps * 32) {
        emu_error_begin(b, site, "barrier-usage",
                        "%s: thread count %u is not a positive multiple of 32 up to the block's %u warps (thread %u)",
                        what, n, b->nwarps, f->id);
        emu_fail(b);
    }
    emu_bar *bar = &b->bars[id];
    if (bar->n == 0) {
        bar->n = n;
    } else if (bar->n != n) {
        emu_error_begin(b, site, "barrier-usage", "%s: thread %u counts %u threads at barrier %u, others count %u",
                        what, f->id, n, id, bar->n);
        if (bar->has_site)
            emu_note(bar->site, "the barrier's first waiter is here");
        emu_fail(b);
    }
    if (f->bar_arrived >> id & 1u) {
        emu_error_begin(b, site, "barrier-usage", "%s: thread %u arrives at barrier %u twice before it opened", what,
                        f->id, id);
        emu_fail(b);
    }
    if (wait) {
        if (!bar->has_site) {
            bar->site = site;
            bar->has_site = 1;
        } else if (!emu_same_site(bar->site, site)) {
            bar->diverged = 1;
        }
    }
    unsigned race_phase = 0; /* the race detector's phase of this arrival */
    (void)race_phase;
    EMU_RACE(race_phase = emu_race_bar_arrive(b, id));
    f->bar_arrived |= (uint16_t)(1u << id);
    f->bar_next[id] = EMU_NO_FIBER;
    if (bar->last == EMU_NO_FIBER)
        bar->first = (uint16_t)f->id;
    else
        b->fibers[bar->last].bar_next[id] = (uint16_t)f->id;
    bar->last = (uint16_t)f->id;
    bar->arrived++;
    bar->preds += pred != 0;
    if (++bar->lanes[warp] == b->warps[warp].nlanes)
        bar->warps_full++;
    if (!bar->diverged && bar->warps_full * 32 >= bar->n) {
        bar_open(b, id, f);
        EMU_RACE(emu_race_bar_leave(b, id, race_phase));
        return;
    }
    if (!wait)
        return;
    f->state = EMU_WAITING;
    f->wait = EMU_W_BAR;
    f->wait_id = id;
    f->wait_what = what;
    f->site = site;
    emu_block_wait(b);
    EMU_RACE(emu_race_bar_leave(b, id, race_phase));
}

void prism_emu_syncthreads(const char *file, int line)
{
    emu_block *b = emu_self("__syncthreads")->blk;
    /* Every warp of the block, a partial last warp included. */
    bar_arrive(0, b->nwarps * 32, 1, 0, "__syncthreads", file, line);
}

int prism_emu_syncthreads_op(int op, int pred, const char *file, int line)
{
    emu_fiber *f = emu_self("__syncthreads_count");
    emu_block *b = f->blk;
    static const char *const names[] = {"__syncthreads_count", "__syncthreads_and", "__syncthreads_or"};
    bar_arrive(0, b->nwarps * 32, 1, pred, names[op >= 0 && op <= 2 ? op : 0], file, line);
    unsigned count = f->bar_count;
    return op == PRISM_EMU_SYNC_AND ? count == b->nthreads : op == PRISM_EMU_SYNC_OR ? count != 0 : (int)count;
}

void prism_emu_bar_named(unsigned id, unsigned n, const char *file, int line)
{
    bar_arrive(id, n, 1, 0, "bar.sync", file, line);
}

void prism_emu_bar_arrive(unsigned id, unsigned n, const char *file, int line)
{
    bar_arrive(id, n, 0, 0, "bar.arrive", file, line);
}

/* ---- prism_mbar_t ---------------------------------------------------------- */

static void mbar_check(emu_block *b, emu_fiber *f, const prism_mbar_t *m, const char *what, emu_site site)
{
    if (m->magic != MBAR_MAGIC) {
        emu_error_begin(b, site, "mbarrier", "%s on an mbarrier that prism_mbar_init did not set up (thread %u)",
                        what, f->id);
        emu_fail(b);
    }
}

void prism_emu_mbar_init(prism_mbar_t *m, unsigned count, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbar_init");
    if (count == 0) {
        emu_error_begin(f->blk, emu_site_at(f, file, line), "mbarrier", "prism_mbar_init with count 0 (thread %u)", f->id);
        emu_fail(f->blk);
    }
    m->expected = m->pending = count;
    m->phase = 0;
    m->magic = MBAR_MAGIC;
}

unsigned prism_emu_mbar_arrive(prism_mbar_t *m, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbar_arrive");
    emu_block *b = f->blk;
    mbar_check(b, f, m, "prism_mbar_arrive", emu_site_at(f, file, line));
    unsigned token = m->phase;
    EMU_RACE(emu_race_mbar_arrive(m, token));
    if (--m->pending == 0) {
        m->phase++;
        b->progress++;
        m->pending = m->expected;
        for (unsigned i = 0; i < b->nthreads; i++) {
            emu_fiber *g = &b->fibers[i];
            if (g->state == EMU_WAITING && g->wait == EMU_W_MBAR && g->wait_obj == m)
                emu_wake(b, g);
        }
    }
    return token;
}

void prism_emu_mbar_wait(prism_mbar_t *m, unsigned token, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbar_wait");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    mbar_check(b, f, m, "prism_mbar_wait", site);
    while (m->phase == token) {
        f->state = EMU_WAITING;
        f->wait = EMU_W_MBAR;
        f->wait_obj = m;
        f->wait_id = token;
        f->site = site;
        emu_block_wait(b);
    }
    EMU_RACE(emu_race_mbar_wait(m, token));
}

int prism_emu_mbar_test_wait(prism_mbar_t *m, unsigned token, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbar_test_wait");
    mbar_check(f->blk, f, m, "prism_mbar_test_wait", emu_site_at(f, file, line));
    return m->phase != token;
}
