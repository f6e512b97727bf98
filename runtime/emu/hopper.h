/*
 * runtime/emu/hopper.h - the Hopper state of a block (mbarrier.c, tma.c,
 * wgmma.c): mbarriers by address, the warpgroup rendezvous, and each
 * thread's wgmma results still in flight.  Owned by the worker and reused
 * from block to block (hopper_state.c); a block reaches it through
 * emu_hopper_of, which resets it on the block's first Hopper call.
 */
#ifndef PRISM_EMU_HOPPER_INTERNAL_H
#define PRISM_EMU_HOPPER_INTERNAL_H

#include "internal.h"

#define EMU_MAX_MBARRIERS 64
#define EMU_MAX_WGROUPS (EMU_MAX_WARPS / 4)

typedef struct emu_mbarrier {
    const void *addr;
    unsigned expected; /* arrivals per phase */
    unsigned pending;  /* arrivals still missing in the current phase */
    unsigned phase;    /* the current (incomplete) phase; its parity is what a wait compares */
    long long tx;      /* transaction bytes still expected (may dip below 0 when a copy lands first) */
    emu_site init;
} emu_mbarrier;

/* A wgmma result waiting for the wait_group that retires its commit group. */
typedef struct emu_wg_result {
    float *dst;
    unsigned n;     /* floats */
    unsigned group; /* the commit group it belongs to (== committed while still open) */
    emu_site site;
    /* The operands' bytes must not change until a wait retires this; the first thread to retire it checks. */
    unsigned long seq; /* the warpgroup's wgmma count at issue */
    uint64_t da, db, hash;
    float v[128];
} emu_wg_result;

typedef struct emu_wg_thread {
    emu_wg_result *r;
    unsigned nr, cap;
    unsigned committed; /* commit groups closed so far */
} emu_wg_thread;

enum { EMU_WG_MMA = 1, EMU_WG_SETMAXNREG = 2 };

#define EMU_MAX_IN_FLIGHT 32
/* A wgmma some thread of its warpgroup has not retired yet, and the shared bytes it reads. */
typedef struct emu_wg_flight {
    unsigned long seq;
    unsigned lo[2], hi[2]; /* A and B: [lo, hi) arena offsets */
    unsigned left;         /* threads that have not retired it */
    emu_site site;
} emu_wg_flight;

/* One warpgroup collective in progress: every operand, per thread of the group. */
typedef struct emu_wgroup {
    unsigned arrived;
    int kind;
    emu_site site;
    int diverged; /* threads came from different sites or kinds: never completes */
    unsigned long seq, checked; /* wgmmas issued; the last whose operands a retiring wait checked */
    unsigned nfly;
    emu_wg_flight fly[EMU_MAX_IN_FLIGHT];
    float *d[128];
    uint64_t da[128], db[128];
    int scale[128];
    unsigned n[128];
    int type[128];
} emu_wgroup;

typedef struct emu_hopper {
    const emu_block *owner; /* the block it was last reset for */
    unsigned nmbar;
    emu_mbarrier mbar[EMU_MAX_MBARRIERS];
    emu_wgroup wg[EMU_MAX_WGROUPS];
    emu_wg_thread th[32 * EMU_MAX_WARPS];
    /* Per mbarrier and thread: 2 + the last phase the thread's wait returned for, 0 before any (mbarrier.c). */
    unsigned seen[EMU_MAX_MBARRIERS][32 * EMU_MAX_WARPS];
} emu_hopper;

/* The running block's state, reset for it on first use. */
emu_hopper *emu_hopper_of(emu_block *b);
/* The mbarrier at addr, or 0 when prism_mbarrier_init has not set it up in this block. */
emu_mbarrier *emu_mbarrier_find(emu_hopper *h, const void *addr);
/* Complete tx bytes on m (a TMA copy landed); may complete the phase. */
void emu_mbarrier_complete_tx(emu_block *b, emu_mbarrier *m, unsigned bytes);
/* A TMA copy into arena bytes [lo, hi): a wgmma in flight that reads them is an error (wgmma.c). */
void emu_wgmma_check_overwrite(emu_block *b, emu_fiber *f, unsigned lo, unsigned hi, emu_site site);
/* The byte offset `off` of a tile aligned to the swizzle's repeat, after the swizzle (span 32, 64, 128; else none). */
static inline unsigned emu_swizzle(unsigned off, unsigned span)
{
    unsigned mask = span == 128 ? 7u : span == 64 ? 3u : span == 32 ? 1u : 0u;
    return off ^ (((off >> 7) & mask) << 4);
}

#endif /* PRISM_EMU_HOPPER_INTERNAL_H */
