/*
 * race.c - the data-race detector of the emulator (runtime/emu/race.h).
 *
 * ThreadSanitizer does the bookkeeping - shadow memory, vector clocks,
 * reports with stacks - once it is told three things the emulator knows:
 *
 *   which GPU thread runs: one TSan fiber per thread slot of a worker,
 *     named "block B thread T" when a block starts;
 *   that switching fibers orders nothing: fibers run one at a time on one
 *     OS thread, so TSan would otherwise see every access ordered;
 *   where the GPU does order memory: each barrier is a pair of TSan sync
 *     objects, one per phase parity.  A thread releases the object of the
 *     phase it arrives in and acquires it when it leaves, so it sees every
 *     access made before the barrier by every thread that arrived, and none
 *     made after it (a thread can be at most one phase ahead: it cannot
 *     pass the next phase before the slow thread arrives at it).
 *
 * Blocks reuse a worker's arena and stacks: the finished fibers' accesses
 * reach the scheduler (the switch back to it is the one ordered switch),
 * and what the scheduler did reaches every fiber when it starts, so one
 * block's accesses happen before the next block's.
 *
 * Only the kernel translation unit is compiled with -fsanitize=thread;
 * the emulator itself is not, so its own bookkeeping (run queues, barrier
 * counters) is invisible to TSan and cannot produce false reports.
 */
#ifdef PRISM_EMU_RACE

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "race.h"

void *__tsan_get_current_fiber(void);
void *__tsan_create_fiber(unsigned flags);
void __tsan_destroy_fiber(void *fiber);
void __tsan_switch_to_fiber(void *fiber, unsigned flags);
void __tsan_set_fiber_name(void *fiber, const char *name);
void __tsan_acquire(void *addr);
void __tsan_release(void *addr);

enum { TSAN_SWITCH_NO_SYNC = 1 }; /* __tsan_switch_to_fiber_no_sync */

/* Per OS worker: it runs one block at a time, so no locks. */
static _Thread_local void **fibers;
static _Thread_local unsigned nfibers;
static _Thread_local void *sched_fiber;
static _Thread_local char block_obj;                   /* the finished fibers' accesses */
static _Thread_local char sched_obj;                   /* the scheduler's, before a block starts */
static _Thread_local unsigned bar_phase[EMU_NBARS];    /* barrier openings so far, this block */
static _Thread_local char bar_obj[EMU_NBARS][2];       /* sync objects per phase parity */
static _Thread_local unsigned warp_phase[EMU_MAX_WARPS][32];
static _Thread_local char warp_obj[EMU_MAX_WARPS][32][2];

/*
 * TSan fibers are costly to create (each has its own clocks and trace), and
 * a launch's workers are new OS threads: finished workers return theirs to
 * a process-wide pool that the next launch takes from.  Launches are
 * ordered by the host, so a reused fiber's history hides nothing.
 */
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static void **pool;
static unsigned npool, cappool;

static void *take_fiber(void)
{
    void *f = 0;
    pthread_mutex_lock(&pool_lock);
    if (npool)
        f = pool[--npool];
    pthread_mutex_unlock(&pool_lock);
    return f ? f : __tsan_create_fiber(0);
}

static void give_fibers(void **v, unsigned n)
{
    pthread_mutex_lock(&pool_lock);
    if (npool + n > cappool) {
        unsigned cap = (npool + n) * 2;
        void **p = realloc(pool, cap * sizeof *p);
        if (p) {
            pool = p;
            cappool = cap;
        }
    }
    for (unsigned i = 0; i < n; i++) {
        if (npool < cappool)
            pool[npool++] = v[i];
        else
            __tsan_destroy_fiber(v[i]);
    }
    pthread_mutex_unlock(&pool_lock);
}

void emu_race_block_begin(emu_block *b)
{
    if (!sched_fiber)
        sched_fiber = __tsan_get_current_fiber();
    if (nfibers < b->nthreads) {
        void **v = realloc(fibers, b->nthreads * sizeof *v);
        if (!v) {
            fprintf(stderr, "prism emulator: race detector: out of memory\n");
            abort();
        }
        fibers = v;
        while (nfibers < b->nthreads)
            fibers[nfibers++] = take_fiber();
    }
    for (unsigned i = 0; i < b->nthreads; i++) {
        char name[48];
        snprintf(name, sizeof name, "block %u thread %u", b->bid.x, i);
        __tsan_set_fiber_name(fibers[i], name);
    }
    for (unsigned i = 0; i < EMU_NBARS; i++)
        bar_phase[i] = 0;
    for (unsigned w = 0; w < EMU_MAX_WARPS; w++)
        for (unsigned l = 0; l < 32; l++)
            warp_phase[w][l] = 0;
}

/*
 * A block stopped by a dynamic check leaves fibers that never reach
 * emu_race_fiber_end: abandoned at a barrier, or never resumed because
 * another block failed.  Their accesses are over all the same (they never
 * run again), so the scheduler takes them over before it frees the arena,
 * refills it for the next block or returns to the host: for each such
 * fiber, enter its TSan fiber and come back with a synchronising switch.
 * Without this, TSan reports the emulator's own teardown (free in
 * launch.c) and the host's reads of the output as races with the kernel.
 */
void emu_race_block_end(emu_block *b)
{
    if (!sched_fiber)
        return;
    for (unsigned i = 0; i < b->nthreads && i < nfibers; i++) {
        if (b->fibers[i].state == EMU_DONE)
            continue;
        __tsan_switch_to_fiber(fibers[i], TSAN_SWITCH_NO_SYNC);
        __tsan_switch_to_fiber(sched_fiber, 0);
    }
}

/* What the scheduler did (the arena's fill, the launch's setup) happens before the block runs. */
void emu_race_fiber_begin(emu_fiber *f)
{
    (void)f;
    __tsan_acquire(&sched_obj);
}

/* Each finished fiber adds its accesses to block_obj; the last one carries them all to the scheduler. */
void emu_race_fiber_end(emu_fiber *f)
{
    (void)f;
    __tsan_release(&block_obj);
    __tsan_acquire(&block_obj);
}

/*
 * Fiber to fiber: no ordering.  Scheduler to fiber: none either, except
 * what fibers acquire from sched_obj when they start.  Fiber to scheduler
 * (the end of a block, or a deadlock): ordered, so the scheduler's refill
 * of the arena comes after the block's accesses.
 */
void emu_race_switch(emu_fiber *to)
{
    if (sched_fiber && __tsan_get_current_fiber() == sched_fiber)
        __tsan_release(&sched_obj);
    void *target = to && to->id < nfibers ? fibers[to->id] : sched_fiber;
    if (target)
        __tsan_switch_to_fiber(target, to ? TSAN_SWITCH_NO_SYNC : 0);
}

unsigned emu_race_bar_arrive(emu_block *b, unsigned id)
{
    (void)b;
    unsigned ph = id < EMU_NBARS ? bar_phase[id] : 0;
    if (id < EMU_NBARS)
        __tsan_release(&bar_obj[id][ph & 1u]);
    return ph;
}

void emu_race_bar_open(emu_block *b, unsigned id)
{
    (void)b;
    if (id < EMU_NBARS)
        bar_phase[id]++;
}

void emu_race_bar_leave(emu_block *b, unsigned id, unsigned phase)
{
    (void)b;
    if (id < EMU_NBARS)
        __tsan_acquire(&bar_obj[id][phase & 1u]);
}

/* A collective is named by its warp and the lowest lane of its mask: concurrent masks are disjoint. */
static unsigned low_lane(unsigned mask)
{
    return mask ? (unsigned)__builtin_ctz(mask) : 0u;
}

unsigned emu_race_warp_arrive(emu_block *b, unsigned warp, unsigned mask, int kind)
{
    (void)b;
    if (kind != PRISM_EMU_SYNCWARP || warp >= EMU_MAX_WARPS)
        return 0;
    unsigned l = low_lane(mask), ph = warp_phase[warp][l];
    __tsan_release(&warp_obj[warp][l][ph & 1u]);
    return ph;
}

void emu_race_warp_done(emu_block *b, unsigned warp, unsigned mask, int kind)
{
    (void)b;
    if (kind == PRISM_EMU_SYNCWARP && warp < EMU_MAX_WARPS)
        warp_phase[warp][low_lane(mask)]++;
}

void emu_race_warp_leave(emu_block *b, unsigned warp, unsigned mask, int kind, unsigned phase)
{
    (void)b;
    if (kind == PRISM_EMU_SYNCWARP && warp < EMU_MAX_WARPS)
        __tsan_acquire(&warp_obj[warp][low_lane(mask)][phase & 1u]);
}

/* An mbarrier's phases are its own: the object's bytes name its two sync objects. */
void emu_race_mbar_arrive(const void *m, unsigned token)
{
    __tsan_release((char *)m + (token & 1u));
}

void emu_race_mbar_wait(const void *m, unsigned token)
{
    __tsan_acquire((char *)m + (token & 1u));
}

void emu_race_worker_end(void)
{
    /* Everything the fibers did happens before the host's next step (pthread_join). */
    __tsan_acquire(&block_obj);
    give_fibers(fibers, nfibers);
    free(fibers);
    fibers = 0;
    nfibers = 0;
    sched_fiber = 0;
}

#else

/* The normal emulator build: no detector (ISO C wants a declaration here). */
typedef int emu_race_disabled;

#endif /* PRISM_EMU_RACE */
