/*
 * mbarrier.c - Hopper mbarriers (prism_mbarrier_t): phases, arrival
 * counts and transaction counts, and the block's Hopper state.
 *
 * The 8 bytes in shared memory are only a key: the state lives in a table
 * of the block (hopper.h), so a wait on an mbarrier nobody initialised in
 * this block is reported instead of reading poison.  A phase completes
 * when its arrivals are all in and its transaction count is back to zero
 * (PTX ISA, "mbarrier": phase completion); it then re-arms with the same
 * expected count.  A wait on parity P returns once the current phase's
 * parity is not P, i.e. the last phase of parity P completed - so the
 * first wait on parity 1 passes at once, as producers rely on.  A waiting
 * thread parks (EMU_W_MBARRIER); when no thread of the block can run, the
 * scheduler's deadlock report names it with the barrier's state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "hopper.h"
#include "race.h"

/*
 * A worker's Hopper state is mapped, not allocated: it is reused from block
 * to block, and under the race detector each block's use of it starts with
 * no history (the emulator's own memset here is seen by ThreadSanitizer's
 * interceptor, and blocks are unordered), which only a mapping can be given
 * (race.h, emu_race_forget).
 */
emu_hopper *emu_hopper_of(emu_block *b)
{
    if (b->hop)
        return b->hop;
    if (!b->w->hop) {
        void *p = mmap(0, sizeof *b->w->hop, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            emu_site s = {"<emulator>", 0, 0};
            emu_error_begin(b, s, "launch", "cannot allocate the Hopper state of block %u", b->bid.x);
            emu_fail(b);
        }
        b->w->hop = p;
    }
    emu_hopper *h = b->w->hop;
    EMU_RACE(emu_race_forget(h, sizeof *h));
    h->owner = b;
    h->nmbar = 0;
    memset(h->wg, 0, sizeof h->wg);
    for (unsigned i = 0; i < b->nthreads; i++) {
        h->th[i].nr = 0;
        h->th[i].committed = 0;
    }
    b->hop = h;
    return h;
}

void emu_hopper_free(emu_hopper *h)
{
    if (!h)
        return;
    for (unsigned i = 0; i < 32 * EMU_MAX_WARPS; i++)
        free(h->th[i].r);
    munmap(h, sizeof *h);
}

emu_mbarrier *emu_mbarrier_find(emu_hopper *h, const void *addr)
{
    for (unsigned i = 0; i < h->nmbar; i++)
        if (h->mbar[i].addr == addr)
            return &h->mbar[i];
    return 0;
}

static emu_mbarrier *checked(emu_block *b, emu_fiber *f, prism_mbarrier_t *bar, const char *what, emu_site site)
{
    emu_mbarrier *m = emu_mbarrier_find(emu_hopper_of(b), bar);
    if (!m) {
        emu_error_begin(b, site, "mbarrier", "%s on an mbarrier that prism_mbarrier_init did not set up (thread %u)",
                        what, f->id);
        emu_fail(b);
    }
    return m;
}

static void try_complete(emu_block *b, emu_mbarrier *m)
{
    if (m->pending != 0 || m->tx != 0)
        return;
    m->phase++;
    m->pending = m->expected;
    b->progress++;
    for (unsigned i = 0; i < b->nthreads; i++) {
        emu_fiber *g = &b->fibers[i];
        if (g->state == EMU_WAITING && g->wait == EMU_W_MBARRIER && g->wait_obj == m->addr)
            emu_wake(b, g);
    }
}

void prism_emu_mbarrier_init(prism_mbarrier_t *bar, unsigned count, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbarrier_init");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    emu_hopper *h = emu_hopper_of(b);
    /* PTX: count in 1 .. 2^20 - 1. */
    if (count == 0 || count > (1u << 20) - 1) {
        emu_error_begin(b, site, "mbarrier", "prism_mbarrier_init with count %u, not in 1..1048575 (thread %u)", count,
                        f->id);
        emu_fail(b);
    }
    if ((uintptr_t)bar % 8 != 0) {
        emu_error_begin(b, site, "mbarrier", "prism_mbarrier_init: mbarrier at %p is not 8-byte aligned (thread %u)",
                        (void *)bar, f->id);
        emu_fail(b);
    }
    emu_mbarrier *m = emu_mbarrier_find(h, bar);
    if (!m) {
        if (h->nmbar == EMU_MAX_MBARRIERS) {
            emu_error_begin(b, site, "mbarrier", "prism_mbarrier_init: more than %u mbarriers in one block (thread %u)",
                            EMU_MAX_MBARRIERS, f->id);
            emu_fail(b);
        }
        m = &h->mbar[h->nmbar++];
    }
    *m = (emu_mbarrier){.addr = bar, .expected = count, .pending = count, .init = site};
    memset(h->seen[m - h->mbar], 0, b->nthreads * sizeof h->seen[0][0]);
    *bar = 0;
}

void prism_emu_mbarrier_arrive(prism_mbarrier_t *bar, int expect_tx, unsigned tx, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbarrier_arrive");
    emu_block *b = f->blk;
    const char *what = expect_tx ? "prism_mbarrier_arrive_expect_tx" : "prism_mbarrier_arrive";
    emu_site site = emu_site_at(f, file, line);
    emu_mbarrier *m = checked(b, f, bar, what, site);
    if (expect_tx && tx > (1u << 20) - 1) {
        emu_error_begin(b, site, "mbarrier", "%s: %u transaction bytes, more than 1048575 (thread %u)", what, tx, f->id);
        emu_fail(b);
    }
    m->tx += tx;
    m->pending--;
    EMU_RACE(emu_race_mbar_arrive(bar, m->phase)); /* what this thread did happens before the phase's waiters */
    try_complete(b, m);
}

void emu_mbarrier_complete_tx(emu_block *b, emu_mbarrier *m, unsigned bytes)
{
    m->tx -= bytes;
    EMU_RACE(emu_race_mbar_arrive(m->addr, m->phase)); /* the copy (done by the issuing thread) */
    try_complete(b, m);
}

void prism_emu_mbarrier_wait(prism_mbarrier_t *bar, unsigned parity, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mbarrier_wait");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    emu_mbarrier *m = checked(b, f, bar, "prism_mbarrier_wait", site);
    while ((m->phase & 1u) == (parity & 1u)) {
        f->state = EMU_WAITING;
        f->wait = EMU_W_MBARRIER;
        f->wait_obj = bar;
        f->wait_id = parity & 1u;
        f->site = site;
        emu_block_wait(b);
    }
    EMU_RACE(emu_race_mbar_wait(bar, parity));
    /*
     * The wait returned for phase m->phase - 1 (-1: the one before the
     * first, which counts as completed).  Returning for a phase this thread
     * already waited for is a parity out of step with the rounds: on the
     * GPU it passes at once and the data read next is a stale round's.
     */
    emu_hopper *h = emu_hopper_of(b);
    unsigned *seen = &h->seen[m - h->mbar][f->id];
    const unsigned got = m->phase + 1u; /* 2 + (m->phase - 1) */
    if (*seen && got <= *seen) {
        emu_error_begin(b, site, "mbarrier",
                        "phase mismatch: thread %u waits on parity %u of the mbarrier initialised at %s:%d and gets "
                        "phase %d again, which it already waited for (its current phase is %u): on the GPU the wait "
                        "passes at once and what it reads next belongs to an earlier round",
                        f->id, parity & 1u, m->init.file, m->init.line, (int)m->phase - 1, m->phase);
        emu_fail(b);
    }
    *seen = got;
}
