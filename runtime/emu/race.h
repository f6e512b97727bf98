/*
 * runtime/emu/race.h - the emulator's data-race detector: hook declarations.
 *
 * A race-detector build of the emulator (-DPRISM_EMU_RACE, linked with
 * -fsanitize=thread; preproc/sync.mk builds it) runs kernels compiled with
 * ThreadSanitizer.  Every GPU thread is a TSan fiber, every fiber switch
 * is a switch that creates no happens-before edge, and every barrier
 * creates exactly the edges the GPU guarantees: a release when a thread
 * arrives, an acquire when it leaves (__syncthreads, bar.sync/arrive,
 * __syncwarp, mbarrier arrive/wait).  Two accesses of shared or global
 * memory from different threads, one a write, that no barrier orders, are
 * then reported by TSan with both source sites and both threads named
 * "block B thread T".  Without PRISM_EMU_RACE every hook compiles to
 * nothing.
 *
 * The hooks sit in sched.c (fiber switch, fiber start and end, block
 * start and end), barrier.c (bar_arrive, bar_open, mbarrier arrive/wait), warp.c
 * (emu_wcoll_enter) and launch.c (worker exit), each one line.
 */
#ifndef PRISM_EMU_RACE_H
#define PRISM_EMU_RACE_H

#include "internal.h"

#ifdef PRISM_EMU_RACE

/* Fiber sets per worker that blocks use in turn, each with its own stacks (race.c). */
#define EMU_RACE_SETS 2u
/*
 * The fibers a launch's workers may hold together: ThreadSanitizer counts
 * each as a thread and dies past 8,128 (each also costs it about a MiB),
 * so a block of 1,024 threads runs on two workers at most, whatever
 * PRISM_EMU_THREADS asks (race.c keeps finished launches' fibers for the next).
 */
#define EMU_RACE_MAX_FIBERS 4096u
/* Scheduler context, before the block's fibers first run; returns the block's fiber set. */
unsigned emu_race_block_begin(emu_block *b);
/* Scheduler context: the kernel module's thread-locals (its __shared__ variables) lose their history (race_tls.c). */
void emu_race_forget_tls(const emu_block *b);
/* Bytes of a worker's own mapping (not the heap) lose their history: reused from block to block (race_tls.c). */
void emu_race_forget(const void *p, size_t n);
/* Scheduler context, after the block: its unfinished fibers' accesses happen before what follows. */
void emu_race_block_end(emu_block *b);
/* First and last thing a fiber does around the kernel. */
void emu_race_fiber_begin(emu_fiber *f);
void emu_race_fiber_end(emu_fiber *f);
/* Right before a context switch to `to` (0: the scheduler). */
void emu_race_switch(emu_fiber *to);
/* Barrier id: a thread arrives (release; returns the phase), it opens, a thread leaves (acquire). */
unsigned emu_race_bar_arrive(emu_block *b, unsigned id);
void emu_race_bar_open(emu_block *b, unsigned id);
void emu_race_bar_leave(emu_block *b, unsigned id, unsigned phase);
/* A warp collective of `kind` over `mask` (only __syncwarp orders memory). */
unsigned emu_race_warp_arrive(emu_block *b, unsigned warp, unsigned mask, int kind);
void emu_race_warp_done(emu_block *b, unsigned warp, unsigned mask, int kind);
void emu_race_warp_leave(emu_block *b, unsigned warp, unsigned mask, int kind, unsigned phase);
/* prism_mbar_t: arrive for phase `token` (release), wait for it (acquire). */
void emu_race_mbar_arrive(const void *m, unsigned token);
void emu_race_mbar_wait(const void *m, unsigned token);
/* An OS worker leaves its launch: its fibers go back to a pool for the next launch. */
void emu_race_worker_end(void);

#define EMU_RACE(call) call
#else
#define EMU_RACE_SETS 1u
#define EMU_RACE(call) ((void)0)
#endif

#endif /* PRISM_EMU_RACE_H */
