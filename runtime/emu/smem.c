/*
 * smem.c - the block's shared arena.
 *
 * prism_smem_at checks every allocation against the kernel's budget and
 * reports the one that does not fit.  Kernel code then indexes the arena
 * with plain pointers, and an index computed for another block size (a
 * per-shape _BxI library function in a bigger block) lands past it: on
 * the heap that corrupts the allocator (a glibc abort much later).  So the
 * arena has a guard region on each side, and the fault handler (guard.c)
 * names the access through emu_smem_describe:
 *
 *   [guard EMU_SMEM_GUARD][slack][arena: budget rounded up to 1024][guard]
 *
 * The arena starts 1024-byte aligned as prism/cuda.h declares the GPU's
 * (SPEC 8.2: a program may rely on it, `(uintptr_t)sA | 512` is sA + 512
 * there; red team rt22 found the emulator's 128 moved such a box) and ends
 * at the upper guard, so an access past the end faults unless it stays
 * inside the rounding (under 1024 bytes; the TMA and allocation checks
 * still count the budget itself), and one before the start faults once it
 * leaves the first page.  ASan builds keep an exact heap allocation
 * instead: ASan then reports every byte past the budget itself.
 * Fresh arenas are poisoned by default (0xA5 bytes: a NaN-free but
 * unlikely float, a large negative int) because GPU shared memory starts
 * with garbage and a kernel that reads it before writing is wrong.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "internal.h"

#if !EMU_ASAN
/* Each guard: wide enough that an index a few tiles off still faults. */
#define EMU_SMEM_GUARD (64u * 1024u)

/* The arena's bytes as placed: the budget rounded up to the arena's 1024-byte alignment. */
static size_t arena_span(unsigned bytes)
{
    return ((size_t)(bytes ? bytes : 1u) + 1023u) & ~(size_t)1023u;
}

/* The part between the guards: whole pages holding the arena. */
static size_t arena_pages(unsigned bytes)
{
    size_t pg = emu_page_size();
    return (arena_span(bytes) + pg - 1) / pg * pg;
}
#endif

unsigned char *emu_smem_alloc(unsigned bytes)
{
#if EMU_ASAN
    void *p;
    return posix_memalign(&p, 1024, bytes ? bytes : 1u) == 0 ? p : 0;
#else
    size_t mid = arena_pages(bytes), len = 2 * (size_t)EMU_SMEM_GUARD + mid;
    unsigned char *map = mmap(0, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED)
        return 0;
    if (!emu_vm_guard(map, EMU_SMEM_GUARD) || !emu_vm_guard(map + EMU_SMEM_GUARD + mid, EMU_SMEM_GUARD)) {
        munmap(map, len);
        return 0;
    }
    return map + EMU_SMEM_GUARD + mid - arena_span(bytes);
#endif
}

void emu_smem_free(unsigned char *arena, unsigned bytes)
{
#if EMU_ASAN
    (void)bytes;
    free(arena);
#else
    if (!arena)
        return;
    size_t mid = arena_pages(bytes);
    unsigned char *map = arena + arena_span(bytes) - mid - EMU_SMEM_GUARD;
    munmap(map, 2 * (size_t)EMU_SMEM_GUARD + mid);
#endif
}

/*
 * Map fresh pages over the arena (MAP_FIXED replaces the old ones in one
 * step, so no other mapping can take the range in between).  The race
 * detector needs this between blocks: ThreadSanitizer gives remapped
 * memory fresh shadow, and has no other way to forget accesses.
 */
int emu_smem_renew(unsigned char *arena, unsigned bytes)
{
#if EMU_ASAN
    (void)arena, (void)bytes;
    return 0;
#else
    if (!arena || !bytes)
        return 1;
    size_t mid = arena_pages(bytes);
    unsigned char *lo = arena + arena_span(bytes) - mid;
    return mmap(lo, mid, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == lo;
#endif
}

int emu_smem_describe(const emu_block *b, const void *addr, char *buf, size_t len)
{
#if EMU_ASAN
    (void)b, (void)addr, (void)buf, (void)len;
    return 0;
#else
    if (!b || !b->smem)
        return 0;
    unsigned budget = b->L->k->smem;
    const unsigned char *a = addr, *lo = b->smem, *end = lo + arena_span(budget);
    const unsigned char *first = end - arena_pages(budget); /* the first byte above the lower guard */
    if (a >= end && a < end + EMU_SMEM_GUARD)
        snprintf(buf, len,
                 "accessed shared memory %zu bytes past the end of its block's %u-byte arena (PRISM_SMEM(%u)); "
                 "an index computed for a bigger block? (per-shape _BxI functions need BLOCKDIM(B))",
                 (size_t)(a - (lo + budget)), budget, budget);
    else if (a < first && a >= first - EMU_SMEM_GUARD)
        snprintf(buf, len, "accessed shared memory %zu bytes before the start of its block's %u-byte arena (PRISM_SMEM(%u))",
                 (size_t)(lo - a), budget, budget);
    else
        return 0;
    return 1;
#endif
}

static int smem_byte(void)
{
    static int cached = -1;
    int v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v < 0) {
        static const char *const words[] = {"poison", "zero"};
        v = emu_env_word("PRISM_EMU_SMEM", words, 2) == 1 ? 0 : 0xA5;
        __atomic_store_n(&cached, v, __ATOMIC_RELAXED);
    }
    return v;
}

void emu_smem_init(unsigned char *arena, unsigned bytes)
{
    if (arena && bytes)
        memset(arena, smem_byte(), bytes);
}

/*
 * Every thread carves each allocation: one entry per (off, end), moved to
 * the newest place when carved again (a scope's arena reused by the next
 * scope's allocations), the oldest dropped when the table is full.
 */
static void note_alloc(emu_block *b, unsigned off, unsigned end)
{
    unsigned i = 0;
    while (i < b->nallocs && (b->allocs[i].off != off || b->allocs[i].end != end))
        i++;
    if (i == b->nallocs && b->nallocs == EMU_MAX_ALLOCS)
        i = 0; /* full: the oldest goes */
    if (i < b->nallocs) {
        /* (a loop, not memmove: the race build's TSan intercepts libc's memory functions, and this
         * bookkeeping, which every fiber of the block shares, is the emulator's, not the kernel's) */
        for (; i + 1 < b->nallocs; i++)
            b->allocs[i] = b->allocs[i + 1];
        b->nallocs--;
    }
    b->allocs[b->nallocs].off = off;
    b->allocs[b->nallocs].end = end;
    b->nallocs++;
}

void *prism_emu_smem_at(unsigned off, unsigned end, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_smem_at");
    emu_block *b = f->blk;
    unsigned budget = b->L->k->smem;
    emu_site site = emu_site_at(f, file, line);
    if (end > budget || off > end) {
        emu_error_begin(b, site, "smem-budget",
                        "shared allocation of bytes [%u, %u) exceeds kernel '%s' budget PRISM_SMEM(%u) by %u bytes "
                        "(thread %u, block %u)",
                        off, end, b->L->k->name, budget, end > budget ? end - budget : 0u, f->id, b->bid.x);
        emu_fail(b);
    }
    note_alloc(b, off, end);
    return b->smem + off;
}

int emu_smem_alloc_of(const emu_block *b, unsigned at, unsigned *off, unsigned *end)
{
    for (unsigned i = b->nallocs; i-- > 0;)
        if (b->allocs[i].off <= at && at < b->allocs[i].end) {
            *off = b->allocs[i].off;
            *end = b->allocs[i].end;
            return 1;
        }
    return 0;
}
