/*
 * race_tls.c - fresh history for a kernel's __shared__ variables in each
 * block, under the race detector (race.c).
 *
 * The emulator lowers a file-scope or static __shared__ variable to
 * `static _Thread_local` storage (prism/emu/emu.h): every block a worker
 * runs reuses that worker's copy.  Blocks are not ordered (race.c), so
 * without this the detector would report a block's first accesses to such
 * a variable as races with the previous block's last ones, although on a
 * GPU each block has its own.  Before a block, its worker's TLS of the
 * kernel's module (the executable or shared object holding its thunk)
 * loses its history: the block's accesses start with no predecessor.
 *
 * libtsan has no documented call that drops a range's history
 * (AnnotateNewMemory does nothing); a Java VM's allocation does, in its
 * malloc path: __tsan_java_alloc resets the range's shadow and
 * __tsan_java_free drops the heap block and any sync objects it recorded.
 * Their checks of the Java heap bounds are debug-build only.  The range
 * also holds the module's other thread-locals: the emulator's own are not
 * instrumented, and race.c keeps no sync object there; a host variable of
 * the calling worker only loses history (a race missed, never invented).
 */
#ifdef PRISM_EMU_RACE

#include <link.h>
#include <stddef.h>
#include <stdint.h>

#include "race.h"

void __tsan_java_alloc(uintptr_t addr, uintptr_t size);
void __tsan_java_free(uintptr_t addr, uintptr_t size);

/*
 * TSan's shadow cells are 8 bytes: a partial cell at either end is dropped
 * whole.  Never on a heap block: __tsan_java_free would drop the heap
 * block's own record.
 */
void emu_race_forget(const void *p, size_t n)
{
    uintptr_t lo = (uintptr_t)p & ~(uintptr_t)7, hi = ((uintptr_t)p + n + 7) & ~(uintptr_t)7;
    if (hi > lo) {
        __tsan_java_alloc(lo, hi - lo);
        __tsan_java_free(lo, hi - lo);
    }
}

typedef struct tls_query {
    uintptr_t code; /* an address in the module */
    int found;      /* the module was seen */
    void *tls;      /* this thread's block of its TLS, 0 if none (yet) */
    size_t size;    /* its PT_TLS size, 0 if it has none */
} tls_query;

static int find_module(struct dl_phdr_info *info, size_t size, void *arg)
{
    tls_query *q = arg;
    const ElfW(Phdr) *tls = 0;
    int here = 0;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_LOAD && q->code - (info->dlpi_addr + ph->p_vaddr) < ph->p_memsz)
            here = 1;
        else if (ph->p_type == PT_TLS)
            tls = ph;
    }
    if (!here)
        return 0;
    q->found = 1;
    q->size = tls ? tls->p_memsz : 0;
    if (tls && size >= offsetof(struct dl_phdr_info, dlpi_tls_data) + sizeof info->dlpi_tls_data)
        q->tls = info->dlpi_tls_data;
    return 1;
}

/* Per worker: the last kernel's module TLS (a thread's block of it never moves once allocated). */
static _Thread_local tls_query last;

void emu_race_forget_tls(const emu_block *b)
{
    uintptr_t code = (uintptr_t)b->L->k->thunk;
    if (!last.found || last.code != code) {
        /* A dlopen'd module's TLS is allocated on its first access in the thread: ask again until then. */
        tls_query q = {.code = code};
        dl_iterate_phdr(find_module, &q);
        last = q.tls || !q.size ? q : (tls_query){0};
        if (!q.tls)
            return;
    }
    if (last.tls && last.size)
        emu_race_forget(last.tls, last.size);
}

#else

/* The normal emulator build: no detector (ISO C wants a declaration here). */
typedef int emu_race_tls_disabled;

#endif /* PRISM_EMU_RACE */
