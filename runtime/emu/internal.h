/*
 * runtime/emu/internal.h - the emulator's private data structures, shared by
 * its .c files (never included by kernels).
 *
 * Ownership: a launch (emu_launch) is shared by its OS workers; a block
 * (emu_block) and everything inside it - fibers, barrier and warp state,
 * the shared arena - belong to the one OS thread that runs the block, so
 * none of it needs locks.  Only the launch's block counter, error flag
 * and the report lock are touched by several OS threads.
 */
#ifndef PRISM_EMU_INTERNAL_H
#define PRISM_EMU_INTERNAL_H

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "prism.h"

#if defined(__SANITIZE_ADDRESS__)
#define EMU_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMU_ASAN 1
#endif
#endif
#ifndef EMU_ASAN
#define EMU_ASAN 0
#endif

#if defined(__x86_64__) && !defined(PRISM_EMU_UCONTEXT)
#define EMU_ASM_SWITCH 1
#else
#define EMU_ASM_SWITCH 0
#include <ucontext.h>
#endif

#define EMU_MAX_WARPS 32 /* 1024 threads */
#define EMU_NBARS 16     /* named barriers 0..15 */

/* ---- fiber.c: execution contexts and their stacks ------------------------ */

typedef struct emu_ctx {
#if EMU_ASM_SWITCH
    void *sp; /* saved stack pointer; the callee-saved registers are below it */
#else
    ucontext_t uc;
#endif
} emu_ctx;

typedef struct emu_stack {
    void *guard; /* the guard region [guard, lo) below the stack */
    void *lo;    /* usable stack [lo, lo + size) */
    size_t size;
} emu_stack;

/*
 * A worker's fiber stacks: one mapping carved into n (guard, stack) pairs,
 * reused from block to block, so the mappings a launch holds are bounded
 * by workers x threads per block, never by the grid.
 */
typedef struct emu_stacks {
    void *map;
    size_t mapsz;
    emu_stack *s;
    unsigned n;
} emu_stacks;

/*
 * Guard below every fiber stack.  gcc's -fstack-clash-protection (which
 * every emulator kernel build uses) never moves the stack pointer more
 * than 4 KiB (x86-64; 64 KiB on AArch64) past a probed page, so 64 KiB is
 * jumped by no frame of such code, and unprotected code must have a frame
 * above 64 KiB to jump it.  It costs address space only.
 */
#define EMU_STACK_GUARD (64u * 1024u)

/* Make ctx start entry(arg) on stack when first switched to. */
void emu_ctx_make(emu_ctx *ctx, const emu_stack *stack, void (*entry)(void *), void *arg);
/* Save the running context in from and resume to. */
void emu_ctx_switch(emu_ctx *from, emu_ctx *to);
/* Stack size from PRISM_EMU_STACK (page-rounded). */
size_t emu_stack_size(void);
/* n stacks of emu_stack_size() bytes, each with a guard below it, in one mapping; 0 on failure. */
int emu_stacks_alloc(emu_stacks *r, unsigned n);
void emu_stacks_free(emu_stacks *r);
/* Entries of vm.max_map_count that n stacks take. */
unsigned long emu_stacks_maps(unsigned n);

/* ---- vm.c: guard regions and the mapping limit ---------------------------- */

size_t emu_page_size(void);
/* Make [p, p + len) (page-aligned) fault on any access; 0 on failure. */
int emu_vm_guard(void *p, size_t len);
/* 1 if a guard splits its mapping in two (mprotect), 0 if not (MADV_GUARD_INSTALL). */
int emu_vm_guards_split(void);
/* vm.max_map_count. */
unsigned long emu_vm_max_maps(void);

/* ---- the objects of a launch -------------------------------------------- */

typedef enum emu_state { EMU_READY, EMU_WAITING, EMU_DONE } emu_state;
/* What a waiting fiber waits for. */
typedef enum emu_wait { EMU_W_NONE, EMU_W_BAR, EMU_W_WARP, EMU_W_MBAR, EMU_W_MBARRIER, EMU_W_WGROUP } emu_wait;

typedef struct emu_site {
    const char *file;
    int line;
    const char *what; /* the DSL construct at file:line, or 0 for a direct call */
} emu_site;

typedef struct emu_fiber {
    emu_ctx ctx;
    prism_dim3_t tid;
    unsigned id; /* linear thread index in the block */
    emu_state state;
    emu_wait wait;
    unsigned wait_id;     /* barrier id, for EMU_W_BAR */
    const char *wait_what; /* EMU_W_BAR: the collective called (__syncthreads_count...), not the first waiter's */
    const void *wait_obj; /* the mbarrier, for EMU_W_MBAR and EMU_W_MBARRIER */
    emu_site site;        /* where it waits */
    uint16_t bar_arrived; /* barriers this thread counts towards but has not passed */
    uint16_t bar_next[EMU_NBARS]; /* next thread counted at barrier id (a thread may count at several) */
    unsigned bar_count;   /* __syncthreads_count and friends: predicates true at the barrier it passed */
    emu_site dsl;         /* pending PRISM__SITE: the DSL line behind the next collective */
    struct emu_block *blk;
    emu_stack *stack;
#if EMU_ASAN
    void *fake_stack; /* ASan's fake stack of this fiber while switched out */
#endif
} emu_fiber;

/* One block barrier (bar.sync / bar.arrive id). */
typedef struct emu_bar {
    unsigned n;          /* threads expected (0: idle) */
    unsigned warps_full; /* warps whose every lane arrived */
    unsigned arrived;    /* threads arrived */
    unsigned preds;      /* of which with a nonzero predicate (__syncthreads_count/and/or) */
    emu_site site;       /* site of the first waiting (sync) thread */
    int has_site;
    int diverged; /* waiting threads came from different sites: never opens */
    uint8_t lanes[EMU_MAX_WARPS]; /* arrived lanes per warp */
    /* The threads counted so far, in arrival order (f->bar_next links them). */
    uint16_t first, last;
} emu_bar;

#define EMU_NO_FIBER 0xffffu

/* One warp collective in progress: the lanes of mask rendezvous at site. */
typedef struct emu_wcoll {
    unsigned mask, arrived;
    int kind; /* enum prism_emu_wkind */
    emu_site site;
} emu_wcoll;

typedef struct emu_warp {
    unsigned lanes;  /* lanes that exist (a partial last warp has fewer) */
    unsigned nlanes; /* how many */
    unsigned exited; /* lanes whose thread returned */
    unsigned ncoll;
    emu_wcoll coll[32]; /* disjoint masks: at most one per lane */
    /* Per-lane operands and result slots of the collective it waits in. */
    uint64_t in[32];
    int arg[32], width[32];
    void *out[32];
    int *pred_out[32];
    const float *mma_a[32], *mma_b[32], *mma_c[32];
} emu_warp;

typedef struct emu_launch {
    const prism_kernel_t *k;
    const void *args;
    const char *file; /* the PRISM_LAUNCH site, 0 if unknown */
    int line;
    unsigned grid, block;
    atomic_uint next_block; /* handed out in increasing order */
    atomic_int failed;      /* a dynamic check fired: stop */
    atomic_int reported;    /* its message is printed (once per launch) */
    atomic_uint blocks_done; /* progress seen by spinning threads of other blocks */
    unsigned workers;
} emu_launch;

typedef struct emu_worker emu_worker;

enum { EMU_MAX_ALLOCS = 64 };

/* The newest allocation holding arena offset `at` ([*off, *end)); false if none was recorded. */
struct emu_block;
int emu_smem_alloc_of(const struct emu_block *b, unsigned at, unsigned *off, unsigned *end);

typedef struct emu_block {
    emu_launch *L;
    emu_worker *w;
    prism_dim3_t bid, bdim, gdim;
    unsigned nthreads, nwarps, done;
    emu_fiber *fibers;
    emu_fiber *cur;
    unsigned *runq; /* ring of fiber ids, capacity nthreads */
    unsigned rq_head, rq_len;
    unsigned char *smem;
    int aborted;
    /* Livelock watch: collectives completed or threads returned, and the spin's view of it. */
    unsigned long progress, spin_progress;
    unsigned spin_blocks, spin_count;
    double spin_since;
    struct emu_hopper *hop; /* Hopper state (runtime/emu/hopper.h), 0 until the block's first Hopper call */
    /* The arena's allocations as prism_smem_at carved them, the newest last (smem.c): a TMA box must
     * stay inside its own, not only inside the arena (red team rt26). */
    struct {
        unsigned off, end;
    } allocs[EMU_MAX_ALLOCS];
    unsigned nallocs;
    /* Large and reset field by field (emu_bars_reset, emu_warps_reset): keep last. */
    emu_bar bars[EMU_NBARS];
    emu_warp warps[EMU_MAX_WARPS];
} emu_block;

/* An OS thread of a launch and what it reuses from block to block. */
struct emu_worker {
    emu_launch *L;
    emu_ctx sched; /* the scheduler's own context */
    emu_stacks stacks;
    emu_fiber *fibers;
    unsigned *runq;
    unsigned char *smem;
    emu_block blk;
    struct emu_hopper *hop; /* allocated at a block's first Hopper call, reused */
#if EMU_ASAN
    const void *sched_stack_lo; /* the OS thread's stack, for ASan's switch annotations */
    size_t sched_stack_size;
    int stacks_dirty; /* the last block abandoned fibers: unpoison their stacks before reuse */
#endif
};

/* ---- sched.c: running a block -------------------------------------------- */

/* The block and fiber running on this OS thread (0 outside a launch). */
extern _Thread_local emu_block *emu_cur_block;
/* Run block bid of the worker's launch to completion or error. */
void emu_run_block(emu_worker *w, unsigned bid);
/* Block the running fiber (state set by the caller) until woken. */
void emu_block_wait(emu_block *b);
/* Make a waiting fiber runnable. */
void emu_wake(emu_block *b, emu_fiber *f);
/* Abandon the block after a reported error (fiber context); never returns. */
_Noreturn void emu_abort_block(emu_block *b);
/* Rendezvous of a warp collective: operands are in the warp's per-lane slots. */
void emu_wcoll_enter(emu_block *b, emu_fiber *f, int kind, unsigned mask, emu_site site);
/* The running fiber, checked: a collective called outside a kernel is fatal. */
emu_fiber *emu_self(const char *what);

/*
 * The site a collective reports: its own file:line, unless it was called
 * from inside ctx.h on behalf of a DSL macro, which left its own site with
 * PRISM__SITE.  Consumes that pending site either way.
 */
emu_site emu_site_at(emu_fiber *f, const char *file, int line);
/* Same call site (file, line and DSL construct); the pointer test is the common case. */
int emu_same_site_slow(emu_site a, emu_site b);
static inline int emu_same_site(emu_site a, emu_site b)
{
    return a.line == b.line && ((a.file == b.file && a.what == b.what) || emu_same_site_slow(a, b));
}

/* ---- report.c: launch errors --------------------------------------------- */

/*
 * A launch error, printed (for the first error of a launch only) as
 *   file:line: error: MESSAGE [kind]
 *   file:line: note: ...            (emu_note, any number)
 *   prism-emu: kernel 'K' stopped ...
 * emu_error_begin starts it; emu_fail ends it and abandons the running
 * fiber's block (fiber context); emu_error_close ends it from the
 * scheduler, where no fiber runs.
 */
void emu_error_begin(emu_block *b, emu_site site, const char *kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void emu_note(emu_site site, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
_Noreturn void emu_fail(emu_block *b);
void emu_error_close(emu_block *b);
/* Thread ids whose byte in set[0..n) is nonzero, as "0-15,17". */
const char *emu_ids(char *buf, size_t len, const unsigned char *set, unsigned n);
/* Lanes of a warp mask as thread ids ("32-47"). */
const char *emu_lane_ids(char *buf, size_t len, unsigned warp, unsigned mask);
/* Deadlock (scheduler context): no fiber can run; explain who waits where. */
void emu_report_deadlock(emu_block *b);
/* Livelock (fiber context): f spins at site while nothing progresses; never returns. */
_Noreturn void emu_report_livelock(emu_block *b, emu_fiber *f, emu_site site, double seconds);
/* Short name of a warp collective kind. */
const char *emu_wkind_name(int kind);

/* ---- barrier.c / warp.c --------------------------------------------------- */

/* Reset barrier and warp state for a new block. */
void emu_bars_reset(emu_block *b);
void emu_warps_reset(emu_block *b);
/* A thread returned from the kernel: check the collectives that name it. */
void emu_warp_thread_exit(emu_block *b, emu_fiber *f);
/* A thread returned: a warpgroup collective waiting for it, or wgmma results it never waited for, are errors. */
void emu_hopper_thread_exit(emu_block *b, emu_fiber *f);
/* Deadlock report: what a thread waiting in a Hopper collective waits for. */
void emu_hopper_describe(char *buf, size_t len, const emu_block *b, const emu_fiber *f);
void emu_hopper_free(struct emu_hopper *h);
/* The mma of a complete warp: D for every lane into its out slot (mma.c). */
void emu_mma_compute(emu_warp *w);

/* ---- guard.c: fault reports (stack overflow, device memory) ---------------- */

typedef struct emu_guard {
    void *mine;   /* our alternate signal stack, 0 if none */
    stack_t old;  /* the thread's previous one */
} emu_guard;
/*
 * "file:line" of the call whose return address is ret, made by an
 * always-inlined intrinsic (__trap): the line it was inlined into, through
 * addr2line; 0 if unknown (no addr2line, no debug info).
 */
int emu_caller_line(uintptr_t ret, char *out, size_t len);
/* Around a worker's run: an alternate signal stack for the fault report. */
void emu_guard_enter(emu_guard *g);
void emu_guard_leave(emu_guard *g);

/* ---- devmem.c: tracked, fenced device buffers --------------------------------- */

void *emu_devmem_alloc(size_t bytes);
/* 0, or -1 after printing why p cannot be freed (unknown, or freed already). */
int emu_devmem_free(void *p);
/* Whether [p, p + bytes) may be copied: 0 after printing why not (freed, or past a tracked buffer). */
int emu_devmem_check(const void *p, size_t bytes, const char *what);
/* Fault handler: what the faulting addr is to the tracked buffers, 0 if none. */
int emu_devmem_describe(const void *addr, char *buf, size_t len);

/* ---- smem.c ------------------------------------------------------------------ */

void emu_smem_init(unsigned char *arena, unsigned bytes);
/* A block's arena of `bytes` between fault guards (exact on the heap under ASan); 0 on failure. */
unsigned char *emu_smem_alloc(unsigned bytes);
void emu_smem_free(unsigned char *arena, unsigned bytes);
/* Fresh pages under the arena (the race detector's fresh shadow between blocks); 0 on failure. */
int emu_smem_renew(unsigned char *arena, unsigned bytes);
/* Fault handler: whether addr is just outside b's arena, and how far, 0 if not. */
int emu_smem_describe(const emu_block *b, const void *addr, char *buf, size_t len);

/* env.c: PRISM_EMU_* settings; a value outside the allowed ones is named on stderr and the default kept. */
unsigned long long emu_env_size(const char *name, unsigned long long dflt, unsigned long long lo,
                                unsigned long long hi, const char *want); /* decimal, k/m/g suffixes */
double emu_env_seconds(const char *name, double dflt);
int emu_env_word(const char *name, const char *const *words, int n); /* index of the word; -1 unset or bad */

#endif /* PRISM_EMU_INTERNAL_H */
