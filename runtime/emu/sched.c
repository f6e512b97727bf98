/*
 * sched.c - running one block: its fibers round-robin on the calling OS
 * thread.
 *
 * The scheduler is a loop on the OS thread's own stack.  It starts the
 * fiber at the head of the run queue; a fiber runs kernel code until it
 * has to wait (a barrier, a warp collective, a yield) or returns, and then
 * hands over to the next fiber in the queue itself.  Whoever completes a
 * collective puts the waiters back on the queue.  Control returns to the
 * scheduler only when the queue is empty: if threads are left then,
 * nobody can ever run again, and that deadlock is reported with the sites
 * everyone waits at.  A block with an error is abandoned: its fibers are simply
 * never resumed (kernel code holds no resources), so stopping never hangs.
 */
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "race.h"

#if EMU_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
/* The top of a stack that a returned fiber may leave poisoned (generous). */
#define EMU_ASAN_TOP (16u * 1024u)
#endif

_Thread_local emu_block *emu_cur_block;

/* ---- the built-in variables --------------------------------------------- */

emu_fiber *emu_self(const char *what)
{
    emu_block *b = emu_cur_block;
    if (!b || !b->cur) {
        fprintf(stderr, "prism-emu: %s called outside a kernel launch\n", what);
        abort();
    }
    return b->cur;
}

const prism_dim3_t *prism_emu_thread_idx(void)
{
    return &emu_self("threadIdx")->tid;
}

const prism_dim3_t *prism_emu_block_idx(void)
{
    emu_self("blockIdx");
    return &emu_cur_block->bid;
}

const prism_dim3_t *prism_emu_block_dim(void)
{
    emu_self("blockDim");
    return &emu_cur_block->bdim;
}

const prism_dim3_t *prism_emu_grid_dim(void)
{
    emu_self("gridDim");
    return &emu_cur_block->gdim;
}

/* ---- switching, with ASan told about every change of stack --------------- */

/*
 * Switch from `from` to `to`; a null fiber is the scheduler.  `last` when
 * `from` will never be resumed (ASan may then drop its fake stack).
 * Fibers hand over to the next runnable fiber directly: going through
 * the scheduler would double the switches per collective.
 */
static void do_switch(emu_worker *w, emu_fiber *from, emu_fiber *to, int last)
{
    emu_ctx *fc = from ? &from->ctx : &w->sched, *tc = to ? &to->ctx : &w->sched;
    EMU_RACE(emu_race_switch(to)); /* the race detector's fiber follows */
#if EMU_ASAN
    void *sched_fake = 0;
    void **save = from ? (last ? 0 : &from->fake_stack) : &sched_fake;
    __sanitizer_start_switch_fiber(save, to ? to->stack->lo : w->sched_stack_lo,
                                   to ? to->stack->size : w->sched_stack_size);
    emu_ctx_switch(fc, tc);
    __sanitizer_finish_switch_fiber(from ? from->fake_stack : sched_fake, 0, 0);
#else
    (void)last;
    emu_ctx_switch(fc, tc);
#endif
}

/* ---- run queue ------------------------------------------------------------ */

static void rq_push(emu_block *b, unsigned id)
{
    unsigned i = b->rq_head + b->rq_len;
    b->runq[i >= b->nthreads ? i - b->nthreads : i] = id;
    b->rq_len++;
}

static int rq_pop(emu_block *b, unsigned *id)
{
    if (b->rq_len == 0)
        return 0;
    *id = b->runq[b->rq_head];
    b->rq_head = b->rq_head + 1 == b->nthreads ? 0 : b->rq_head + 1;
    b->rq_len--;
    return 1;
}

void emu_wake(emu_block *b, emu_fiber *f)
{
    f->state = EMU_READY;
    f->wait = EMU_W_NONE;
    rq_push(b, f->id);
}

/*
 * Leave the running fiber: on to the next runnable one, or back to the
 * scheduler when there is none (it detects deadlock) or the launch has
 * failed (it stops the block).
 */
static void leave(emu_block *b, int last)
{
    emu_fiber *f = b->cur, *next = 0;
    unsigned id;
    if (!b->aborted && !atomic_load_explicit(&b->L->failed, memory_order_relaxed) && rq_pop(b, &id))
        next = &b->fibers[id];
    if (next == f)
        return; /* it woke itself (a yield with nobody else to run) */
    b->cur = next;
    do_switch(b->w, f, next, last);
}

void emu_block_wait(emu_block *b)
{
    leave(b, 0);
}

_Noreturn void emu_abort_block(emu_block *b)
{
    b->aborted = 1;
    atomic_store(&b->L->failed, 1);
    leave(b, 1);
    abort(); /* an aborted block is never resumed */
}

void prism_emu_yield(void)
{
    emu_block *b = emu_cur_block;
    emu_fiber *f = emu_self("__nanosleep");
    if (b->rq_len == 0) {
        /*
         * Alone in the block: the spin can only end through another block
         * (or never), so let the other OS threads have the core.
         */
        sched_yield();
        if (!atomic_load_explicit(&b->L->failed, memory_order_relaxed))
            return;
    }
    rq_push(b, f->id);
    emu_block_wait(b);
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static double spin_timeout(void)
{
    static double cached = -1;
    double v;
    __atomic_load(&cached, &v, __ATOMIC_RELAXED);
    if (v < 0) {
        v = emu_env_seconds("PRISM_EMU_SPIN_TIMEOUT", 30.0);
        __atomic_store(&cached, &v, __ATOMIC_RELAXED);
    }
    return v;
}

/*
 * A spin is a livelock when, for the whole timeout, no collective of the
 * block completed, no thread of it returned and no block of the launch
 * finished: whatever it waits for can then never happen.  The clock is
 * read every 256 spins only.
 */
void prism_emu_nanosleep(unsigned ns, const char *file, int line)
{
    emu_fiber *f = emu_self("__nanosleep");
    emu_block *b = f->blk;
    unsigned blocks = atomic_load_explicit(&b->L->blocks_done, memory_order_relaxed);
    (void)ns;
    if (b->progress != b->spin_progress || blocks != b->spin_blocks || b->spin_count == 0) {
        b->spin_progress = b->progress;
        b->spin_blocks = blocks;
        b->spin_count = 1;
        b->spin_since = now_seconds();
    } else if (++b->spin_count % 256 == 0) {
        double waited = now_seconds() - b->spin_since;
        if (waited > spin_timeout())
            emu_report_livelock(b, f, emu_site_at(f, file, line), waited);
    }
    prism_emu_yield();
}

/* ---- a fiber's life ------------------------------------------------------ */

static void fiber_main(void *arg)
{
    emu_fiber *f = arg;
    emu_block *b = f->blk;
#if EMU_ASAN
    /* First entry: finish the switch that started us. */
    __sanitizer_finish_switch_fiber(0, 0, 0);
#endif
    EMU_RACE(emu_race_fiber_begin(f));
    b->L->k->thunk(b->L->args);
    EMU_RACE(emu_race_fiber_end(f));
    f->state = EMU_DONE;
    b->done++;
    b->progress++;
    emu_warp_thread_exit(b, f); /* reports and never returns if the warp needed it */
    if (b->hop)
        emu_hopper_thread_exit(b, f);
    leave(b, 1);
    abort(); /* a finished fiber is never resumed */
}

/* Stacks are kept by the worker and reused from block to block (one mapping for all). */
static int ensure_stacks(emu_worker *w, unsigned n)
{
    if (w->stacks.n >= n)
        return 1;
    emu_stacks_free(&w->stacks);
    return emu_stacks_alloc(&w->stacks, n);
}

static void report_no_memory(emu_block *b, const char *what)
{
    emu_site s = {"<emulator>", 0, 0};
    emu_error_begin(b, s, "launch", "cannot allocate %s for block %u", what, b->bid.x);
    emu_error_close(b);
}

void emu_run_block(emu_worker *w, unsigned bid)
{
    emu_launch *L = w->L;
    emu_block *b = &w->blk;
    unsigned n = L->block;

    memset(b, 0, offsetof(emu_block, bars)); /* the warp state is ~100 KiB: reset only what is used */
    b->L = L;
    b->w = w;
    b->bid = (prism_dim3_t){bid, 0, 0};
    b->bdim = (prism_dim3_t){n, 1, 1};
    b->gdim = (prism_dim3_t){L->grid, 1, 1};
    b->nthreads = n;
    b->nwarps = (n + 31) / 32;
    b->fibers = w->fibers;
    b->runq = w->runq;
    b->smem = w->smem;
    emu_bars_reset(b);
    emu_warps_reset(b);
    if (!ensure_stacks(w, n * EMU_RACE_SETS)) {
        report_no_memory(b, "fiber stacks");
        return;
    }
    unsigned stack0 = 0; /* the race detector's fiber sets each have their own stacks */
    EMU_RACE(stack0 = n * emu_race_block_begin(b)); /* before the arena is refilled */
    emu_smem_init(b->smem, L->k->smem);

    for (unsigned i = 0; i < n; i++) {
        emu_fiber *f = &b->fibers[i];
        memset(f, 0, sizeof *f);
        f->id = i;
        f->tid = (prism_dim3_t){i, 0, 0};
        f->blk = b;
        f->stack = &w->stacks.s[stack0 + i];
#if EMU_ASAN
        /*
         * Frames still live when a fiber left its stack keep ASan's
         * redzones.  A fiber that returned leaves only the last few,
         * shallow ones (fiber_main, leave, do_switch) near the top; one
         * abandoned mid-kernel may leave them anywhere.  Unpoisoning
         * costs an eighth of the range in shadow writes, so the whole
         * stack only after an abort.
         */
        size_t clean = w->stacks_dirty || f->stack->size < EMU_ASAN_TOP ? f->stack->size : EMU_ASAN_TOP;
        __asan_unpoison_memory_region((char *)f->stack->lo + f->stack->size - clean, clean);
#endif
        emu_ctx_make(&f->ctx, f->stack, fiber_main, f);
        rq_push(b, i);
    }

#if EMU_ASAN
    w->stacks_dirty = 0;
#endif
    emu_cur_block = b;
    unsigned id;
    while (!b->aborted && rq_pop(b, &id)) {
        if (atomic_load_explicit(&L->failed, memory_order_relaxed))
            break; /* another block failed: stop this one where it stands */
        b->cur = &b->fibers[id];
        do_switch(w, 0, b->cur, 0);
    }
    b->cur = 0;
    if (!b->aborted && b->done < n && !atomic_load(&L->failed))
        emu_report_deadlock(b); /* from the scheduler: there is no running fiber to abandon */
    EMU_RACE(emu_race_block_end(b)); /* abandoned fibers' accesses precede the teardown */
#if EMU_ASAN
    w->stacks_dirty = b->done < n;
#endif
    atomic_fetch_add_explicit(&L->blocks_done, 1u, memory_order_relaxed);
    emu_cur_block = 0;
}
