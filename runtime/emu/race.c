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
 * Blocks of a grid are not ordered on a GPU, but a worker runs its blocks
 * one after the other, so nothing that carries a clock may pass from one
 * block to the next:
 *
 *   every switch, back to the scheduler too, is a switch without sync: the
 *     scheduler never absorbs the fibers' clocks, so what it did before a
 *     block (objs->sched, acquired by the fibers when they start) says
 *     nothing about the blocks before;
 *   a TSan fiber carries its clock into its next block, so a worker has
 *     EMU_RACE_SETS sets of fibers that blocks use in turn: a block is
 *     ordered only after the block that used its set before it (with two
 *     sets, block k + 2 of a worker after block k, never k + 1 after k);
 *     each set has its own fiber stacks (sched.c), or locals would race;
 *   the barrier, warp and mbarrier sync objects are allocated per block
 *     and freed at its end (TSan drops the sync objects of freed memory);
 *   the shared arena, which every block reuses, gets fresh pages and so
 *     fresh shadow when a block ends (emu_smem_renew: libtsan's
 *     AnnotateNewMemory is a no-op), before the scheduler refills it.
 *     The records behind blockIdx and threadIdx are rewritten with plain
 *     stores of the uninstrumented emulator, which TSan does not see, and
 *     kernels only read them;
 *   file-scope and static __shared__ variables, which the emulator keeps
 *     in the worker's TLS, lose their history before each block
 *     (race_tls.c).
 *
 * The fibers release what they did into objs->block, which the worker
 * acquires when it leaves the launch: pthread_join (or, on the calling
 * thread, that acquire) orders the whole grid before the host's next
 * step.  Blocks on different workers are ordered only by what the kernel
 * does: atomics (sequentially consistent in the emulator, so an acquire
 * and a release each) order like the GPU's fenced flag protocols.
 *
 * Only the kernel translation unit is compiled with -fsanitize=thread;
 * the emulator itself is not, so its own bookkeeping (run queues, barrier
 * counters) is invisible to TSan and cannot produce false reports.
 */
#ifdef PRISM_EMU_RACE

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
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

/* A block's sync objects: their addresses are all TSan knows of them, so they die with the block. */
typedef struct block_sync {
    char bar[EMU_NBARS][2]; /* per phase parity */
    char warp[EMU_MAX_WARPS][32][2];
    size_t nmbar; /* bytes of mbar: two per 8 bytes of the arena */
    char mbar[];  /* an mbarrier in the arena at offset o: mbar[o / 8 * 2 + parity] */
} block_sync;

/* Per OS worker: it runs one block at a time, so no locks. */
static _Thread_local void **fibers[EMU_RACE_SETS];
static _Thread_local unsigned nfibers[EMU_RACE_SETS];
static _Thread_local unsigned set, next_set; /* the running block's fiber set, the next block's */
static _Thread_local void *sched_fiber;
/* On the heap, not in TLS, whose history (and sync objects) race_tls.c drops. */
typedef struct worker_sync {
    char block; /* every finished fiber's accesses */
    char sched; /* the scheduler's, before a block starts */
} worker_sync;
static _Thread_local worker_sync *objs;
static _Thread_local block_sync *sync_objs;         /* the running block's */
static _Thread_local unsigned bar_phase[EMU_NBARS]; /* barrier openings so far, this block */
static _Thread_local unsigned warp_phase[EMU_MAX_WARPS][32];

static _Noreturn void out_of_memory(void)
{
    fprintf(stderr, "prism emulator: race detector: out of memory\n");
    abort();
}

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

/* The arena's bytes as the kernel may touch them: its budget rounded up to 128 (smem.c). */
static size_t arena_bytes(const emu_block *b)
{
    return ((size_t)b->L->k->smem + 127u) & ~(size_t)127u;
}

unsigned emu_race_block_begin(emu_block *b)
{
    if (!sched_fiber)
        sched_fiber = __tsan_get_current_fiber();
    if (!objs && !(objs = malloc(sizeof *objs)))
        out_of_memory();
    emu_race_forget_tls(b);
    set = next_set;
    next_set = (set + 1) % EMU_RACE_SETS;
    void ***v = &fibers[set];
    if (nfibers[set] < b->nthreads) {
        void **p = realloc(*v, b->nthreads * sizeof *p);
        if (!p)
            out_of_memory();
        *v = p;
        while (nfibers[set] < b->nthreads)
            p[nfibers[set]++] = take_fiber();
    }
    for (unsigned i = 0; i < b->nthreads; i++) {
        char name[48];
        snprintf(name, sizeof name, "block %u thread %u", b->bid.x, i);
        __tsan_set_fiber_name((*v)[i], name);
    }
    size_t nmbar = arena_bytes(b) / 4;
    sync_objs = malloc(sizeof *sync_objs + nmbar);
    if (!sync_objs)
        out_of_memory();
    sync_objs->nmbar = nmbar;
    for (unsigned i = 0; i < EMU_NBARS; i++)
        bar_phase[i] = 0;
    for (unsigned w = 0; w < EMU_MAX_WARPS; w++)
        for (unsigned l = 0; l < 32; l++)
            warp_phase[w][l] = 0;
    return set;
}

/*
 * A block stopped by a dynamic check leaves fibers that never reach
 * emu_race_fiber_end: abandoned at a barrier, or never resumed because
 * another block failed.  Their accesses are over all the same (they never
 * run again): each releases them into objs->block as a finished fiber does,
 * so that the host's reads of the output and the emulator's teardown
 * (free in launch.c) come after them.
 *
 * Then the arena gets fresh shadow: the scheduler does not absorb this
 * block's clocks, so its refill would otherwise race with this block's
 * accesses, and the next block's with them too.
 */
void emu_race_block_end(emu_block *b)
{
    if (!sched_fiber || !sync_objs)
        return;
    for (unsigned i = 0; i < b->nthreads && i < nfibers[set]; i++) {
        if (b->fibers[i].state == EMU_DONE)
            continue;
        __tsan_switch_to_fiber(fibers[set][i], TSAN_SWITCH_NO_SYNC);
        __tsan_release(&objs->block);
        __tsan_switch_to_fiber(sched_fiber, TSAN_SWITCH_NO_SYNC);
    }
    if (!emu_smem_renew(b->smem, b->L->k->smem))
        out_of_memory();
    free(sync_objs);
    sync_objs = 0;
}

/* What the scheduler did (the arena's fill, the launch's setup) happens before the block runs. */
void emu_race_fiber_begin(emu_fiber *f)
{
    (void)f;
    __tsan_acquire(&objs->sched);
}

/* What a fiber did happens before the host's next step (emu_race_worker_end), and only that. */
void emu_race_fiber_end(emu_fiber *f)
{
    (void)f;
    __tsan_release(&objs->block);
}

/*
 * No switch orders anything: fibers of a block meet at barriers only, and
 * the scheduler gives them only what it did itself (objs->sched).
 */
void emu_race_switch(emu_fiber *to)
{
    if (sched_fiber && __tsan_get_current_fiber() == sched_fiber)
        __tsan_release(&objs->sched);
    void *target = to && to->id < nfibers[set] ? fibers[set][to->id] : sched_fiber;
    if (target)
        __tsan_switch_to_fiber(target, TSAN_SWITCH_NO_SYNC);
}

unsigned emu_race_bar_arrive(emu_block *b, unsigned id)
{
    (void)b;
    unsigned ph = id < EMU_NBARS ? bar_phase[id] : 0;
    if (id < EMU_NBARS && sync_objs)
        __tsan_release(&sync_objs->bar[id][ph & 1u]);
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
    if (id < EMU_NBARS && sync_objs)
        __tsan_acquire(&sync_objs->bar[id][phase & 1u]);
}

/* A collective is named by its warp and the lowest lane of its mask: concurrent masks are disjoint. */
static unsigned low_lane(unsigned mask)
{
    return mask ? (unsigned)__builtin_ctz(mask) : 0u;
}

unsigned emu_race_warp_arrive(emu_block *b, unsigned warp, unsigned mask, int kind)
{
    (void)b;
    if (kind != PRISM_EMU_SYNCWARP || warp >= EMU_MAX_WARPS || !sync_objs)
        return 0;
    unsigned l = low_lane(mask), ph = warp_phase[warp][l];
    __tsan_release(&sync_objs->warp[warp][l][ph & 1u]);
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
    if (kind == PRISM_EMU_SYNCWARP && warp < EMU_MAX_WARPS && sync_objs)
        __tsan_acquire(&sync_objs->warp[warp][low_lane(mask)][phase & 1u]);
}

/*
 * An mbarrier's phases are its own: two sync objects per mbarrier, in the
 * block's sync_objs when it lies in the arena (the next block's mbarrier
 * at the same place is another one), else named by the object's bytes.
 */
static void *mbar_obj(const void *m, unsigned token)
{
    emu_block *b = emu_cur_block;
    if (b && sync_objs) {
        size_t o = (size_t)((uintptr_t)m - (uintptr_t)b->smem); /* huge when m lies below the arena */
        if (o / 8 * 2 + 1 < sync_objs->nmbar)
            return &sync_objs->mbar[o / 8 * 2 + (token & 1u)];
    }
    return (char *)m + (token & 1u);
}

void emu_race_mbar_arrive(const void *m, unsigned token)
{
    __tsan_release(mbar_obj(m, token));
}

void emu_race_mbar_wait(const void *m, unsigned token)
{
    __tsan_acquire(mbar_obj(m, token));
}

void emu_race_worker_end(void)
{
    /* Everything the fibers did happens before the host's next step (pthread_join). */
    if (objs)
        __tsan_acquire(&objs->block);
    free(objs);
    objs = 0;
    for (unsigned s = 0; s < EMU_RACE_SETS; s++) {
        give_fibers(fibers[s], nfibers[s]);
        free(fibers[s]);
        fibers[s] = 0;
        nfibers[s] = 0;
    }
    set = next_set = 0;
    sched_fiber = 0;
}

#else

/* The normal emulator build: no detector (ISO C wants a declaration here). */
typedef int emu_race_disabled;

#endif /* PRISM_EMU_RACE */
