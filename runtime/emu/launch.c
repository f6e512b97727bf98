/*
 * launch.c - prism_emu_launch: check the shape, then run the grid's blocks
 * on a small pool of OS threads.
 *
 * Blocks are handed out by one atomic counter, so they start in
 * increasing blockIdx order and the lowest unfinished block is always
 * running; a block spinning on an earlier one (decoupled look-back) thus
 * always waits for a block that makes progress.  The calling thread is one
 * of the workers, so a one-block launch creates no thread at all.
 *
 * Fiber stacks are the expensive part (a mapping and a guard per thread),
 * so they outlive a launch: a worker takes a set from a process-wide
 * cache and gives it back at the end.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "internal.h"
#include "race.h"

#define EMU_MAX_WORKERS 64

/* ---- stack cache ------------------------------------------------------------ */

typedef struct stack_set {
    emu_stacks stacks;
    int dirty; /* ASan: abandoned frames may still be poisoned */
} stack_set;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static stack_set cache[EMU_MAX_WORKERS];
static unsigned ncache;

static void cache_take(emu_worker *w)
{
    pthread_mutex_lock(&cache_lock);
    if (ncache) {
        /* The largest set first: a big block then needs no new stacks. */
        unsigned best = 0;
        for (unsigned i = 1; i < ncache; i++)
            if (cache[i].stacks.n > cache[best].stacks.n)
                best = i;
        w->stacks = cache[best].stacks;
#if EMU_ASAN
        w->stacks_dirty = cache[best].dirty;
#endif
        cache[best] = cache[--ncache];
    }
    pthread_mutex_unlock(&cache_lock);
}

/*
 * After every worker took its set: the sets left over would count against
 * vm.max_map_count beside this launch's, which worker_count() does not
 * allow for, so they go.
 */
static void cache_drop_rest(void)
{
    pthread_mutex_lock(&cache_lock);
    while (ncache)
        emu_stacks_free(&cache[--ncache].stacks);
    pthread_mutex_unlock(&cache_lock);
}

static void cache_give(emu_worker *w)
{
    pthread_mutex_lock(&cache_lock);
    if (ncache < EMU_MAX_WORKERS) {
#if EMU_ASAN
        cache[ncache++] = (stack_set){w->stacks, w->stacks_dirty};
#else
        cache[ncache++] = (stack_set){w->stacks, 0};
#endif
        memset(&w->stacks, 0, sizeof w->stacks);
    }
    pthread_mutex_unlock(&cache_lock);
    emu_stacks_free(&w->stacks);
}

/* ---- workers ---------------------------------------------------------------- */

/*
 * OS threads for a launch: PRISM_EMU_THREADS or one per CPU, at most 64,
 * then bounded by what the machine allows and, under the race detector,
 * by the fibers ThreadSanitizer can hold (race.h).  Each worker holds one set of
 * fiber stacks (block threads, each with its guard; EMU_RACE_SETS sets
 * under the race detector, race.c), so the workers may
 * take at most half of vm.max_map_count (the rest is the program's) and
 * half of RLIMIT_AS; fewer workers are only slower.
 */
static unsigned worker_count(unsigned grid, unsigned block)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    static long set = -1; /* the setting, read once: its warning is said once */
    long s = __atomic_load_n(&set, __ATOMIC_RELAXED);
    if (s < 0) {
        s = (long)emu_env_size("PRISM_EMU_THREADS", 0, 1, EMU_MAX_WORKERS, "a count of threads from 1 to 64");
        __atomic_store_n(&set, s, __ATOMIC_RELAXED);
    }
    if (s > 0)
        n = s;
    if (n < 1)
        n = 1;
    if (n > EMU_MAX_WORKERS)
        n = EMU_MAX_WORKERS;
    unsigned long cap = emu_vm_max_maps() / 2 / emu_stacks_maps(block * EMU_RACE_SETS);
    struct rlimit as;
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
        unsigned long per = (unsigned long)block * EMU_RACE_SETS * (EMU_STACK_GUARD + emu_stack_size());
        unsigned long by_as = (unsigned long)(as.rlim_cur / 2) / per;
        if (by_as < cap)
            cap = by_as;
    }
#ifdef PRISM_EMU_RACE
    /* Every GPU thread is a ThreadSanitizer fiber, which TSan counts as a thread (it dies past 8,128). */
    unsigned long by_tsan = EMU_RACE_MAX_FIBERS / ((unsigned long)block * EMU_RACE_SETS);
    if (by_tsan < cap)
        cap = by_tsan;
#endif
    if (cap < 1)
        cap = 1; /* one worker always tries; if its stacks do not fit, the launch says so */
    if ((unsigned long)n > cap)
        n = (long)cap;
    return (unsigned)n < grid ? (unsigned)n : grid;
}

static int worker_init(emu_worker *w, emu_launch *L)
{
    memset(w, 0, sizeof *w);
    w->L = L;
    w->fibers = calloc(L->block, sizeof *w->fibers);
    w->runq = calloc(L->block, sizeof *w->runq);
    w->smem = emu_smem_alloc(L->k->smem); /* 1024-byte aligned like the CUDA arena, fenced (smem.c) */
    return w->fibers && w->runq && w->smem;
}

static void worker_fini(emu_worker *w)
{
    free(w->fibers);
    free(w->runq);
    emu_smem_free(w->smem, w->L->k->smem);
    emu_hopper_free(w->hop);
    if (w->stacks.map)
        cache_give(w);
}

#if EMU_ASAN
/* ASan must be told the OS thread's own stack when fibers switch back to it. */
static void note_os_stack(emu_worker *w)
{
    pthread_attr_t a;
    void *lo;
    size_t size;
    if (pthread_getattr_np(pthread_self(), &a) != 0)
        return;
    if (pthread_attr_getstack(&a, &lo, &size) == 0) {
        w->sched_stack_lo = lo;
        w->sched_stack_size = size;
    }
    pthread_attr_destroy(&a);
}
#endif

static void *worker_main(void *arg)
{
    emu_worker *w = arg;
    emu_launch *L = w->L;
#if EMU_ASAN
    note_os_stack(w);
#endif
    emu_guard guard;
    emu_guard_enter(&guard);
    for (;;) {
        if (atomic_load_explicit(&L->failed, memory_order_relaxed))
            break;
        unsigned bid = atomic_fetch_add(&L->next_block, 1u);
        if (bid >= L->grid)
            break;
        emu_run_block(w, bid);
    }
    emu_guard_leave(&guard);
    EMU_RACE(emu_race_worker_end());
    return 0;
}

int prism_emu_launch(const prism_kernel_t *k, long long grid, long long block, const void *args)
{
    return prism_emu_launch_at(k, grid, block, args, 0, 0);
}

/*
 * Threads one launch may run: 2^31 - 1 blocks are legal in CUDA, but the
 * emulator runs a few hundred thousand to a few million threads a second
 * per core, so a runaway grid is refused rather than left to run for hours.
 */
static unsigned long long thread_cap(void)
{
    static unsigned long long cap;
    unsigned long long c = __atomic_load_n(&cap, __ATOMIC_RELAXED);
    if (!c) {
        c = emu_env_size("PRISM_EMU_MAX_THREADS", 1ull << 30, 1, ~0ull, "a count of threads above 0");
        __atomic_store_n(&cap, c, __ATOMIC_RELAXED);
    }
    return c;
}

#ifndef PRISM_EMU_RACE
/* Defined by ThreadSanitizer's runtime: linked in when any unit was built with -fsanitize=thread. */
extern void __tsan_init(void) __attribute__((weak));
#endif

/*
 * Kernels built with -fsanitize=thread but linked with this plain emulator
 * run every GPU thread of a worker as a fiber on one OS thread, so TSan
 * sees them ordered and reports nothing: a silent pass.  Only the race
 * library (libprism_emu_race.a) tells TSan which fiber is which thread and
 * where barriers order memory.  A program that runs TSan for its own host
 * threads may say so with PRISM_EMU_TSAN_PLAIN=1.
 */
static int race_build_mismatch(void)
{
#ifdef PRISM_EMU_RACE
    return 0;
#else
    static int said;
    if (!__tsan_init)
        return 0;
    const char *ok = getenv("PRISM_EMU_TSAN_PLAIN");
    if (ok && strcmp(ok, "1") == 0)
        return 0;
    if (!__atomic_exchange_n(&said, 1, __ATOMIC_RELAXED))
        fprintf(stderr, "prism: this program is built with ThreadSanitizer but linked with the plain emulator "
                        "(libprism_emu.a), which would hide every race between GPU threads: link "
                        "libprism_emu_race.a instead (pkg-config prism-emu-race, CMake Prism::emu_race; "
                        "docs/EMULATOR.md), or set PRISM_EMU_TSAN_PLAIN=1 if TSan is only for your host "
                        "threads\n");
    return 1;
#endif
}

int prism_emu_launch_at(const prism_kernel_t *k, long long grid, long long block, const void *args, const char *file,
                        int line)
{
    int rc = prism_launch_check(k, grid, block);
    if (rc == PRISM_OK && race_build_mismatch())
        rc = PRISM_ERR_LAUNCH;
    if (rc == PRISM_OK && (unsigned long long)grid * (unsigned long long)block > thread_cap()) {
        fprintf(stderr,
                "prism: launch of kernel '%s' refused: grid %lld x block %lld = %llu threads is above the emulator's "
                "cap of %llu threads per launch (PRISM_EMU_MAX_THREADS; a GPU would run it)\n",
                k->name, grid, block, (unsigned long long)grid * (unsigned long long)block, thread_cap());
        rc = PRISM_ERR_LAUNCH_SHAPE;
    }
    if (rc != PRISM_OK) {
        /* Refused: the line above said why; nothing runs.  Add where. */
        if (file && k)
            fprintf(stderr, "%s:%d: note: the refused launch of kernel '%s' (grid %lld, block %lld) is here\n", file,
                    line, k->name, grid, block);
        return rc;
    }

    emu_launch L;
    memset(&L, 0, sizeof L);
    L.k = k;
    L.args = args;
    L.file = file;
    L.line = line;
    L.grid = (unsigned)grid;
    L.block = (unsigned)block;
    atomic_init(&L.next_block, 0u);
    atomic_init(&L.failed, 0);
    atomic_init(&L.reported, 0);
    atomic_init(&L.blocks_done, 0u);
    L.workers = worker_count(L.grid, L.block);

    emu_worker *ws = calloc(L.workers, sizeof *ws);
    pthread_t *tids = calloc(L.workers, sizeof *tids);
    unsigned ready = 0, started = 0;
    int ok = ws && tids;
    for (; ok && ready < L.workers; ready++)
        ok = worker_init(&ws[ready], &L);
    if (ok) {
        for (unsigned i = 0; i < ready; i++)
            cache_take(&ws[i]);
        cache_drop_rest();
    }
    if (!ok) {
        fprintf(stderr, "prism-emu: kernel '%s': out of memory setting up the launch\n", k->name);
        rc = PRISM_ERR_LAUNCH;
        goto out;
    }
    /* Workers 1.. on new threads; worker 0 is this thread.  Fewer threads is fine, just slower. */
    for (started = 1; started < L.workers; started++)
        if (pthread_create(&tids[started], 0, worker_main, &ws[started]) != 0)
            break;
    worker_main(&ws[0]);
    for (unsigned i = 1; i < started; i++)
        pthread_join(tids[i], 0);
    rc = atomic_load(&L.failed) ? PRISM_ERR_DYNAMIC : PRISM_OK;

out:
    for (unsigned i = 0; ws && i < ready; i++)
        worker_fini(&ws[i]);
    free(ws);
    free(tids);
    return rc;
}
