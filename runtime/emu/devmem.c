/*
 * devmem.c - device memory for the emulator: every prism_dev_alloc buffer
 * is tracked and fenced, so a kernel that reads or writes past it, before
 * it, or after prism_dev_free faults at once, and guard.c's handler can
 * say which buffer and by how much instead of a bare SIGSEGV (or, worse,
 * silently reading a neighbour's data).
 *
 * Layout of one allocation, in its own mapping:
 *
 *     [guard 64 KiB][slack][data, rounded up to 256 B][guard 64 KiB]
 *
 * The data ends on the page boundary, so an overrun faults on the first
 * byte past the 256-byte-rounded size (cudaMalloc's alignment is kept:
 * the start is 256-aligned); the up to 255 bytes of rounding are poisoned
 * for ASan only.  A freed buffer becomes one guard (its pages are given
 * back) and stays in a quarantine of EMU_DEVMEM_QUARANTINE buffers, so a
 * use after free faults too until the address range is recycled.
 *
 * Cost: one mmap per allocation, its size rounded up to a page, 128 KiB of
 * address space (no memory), and 1 mapping (3 where guards split
 * mappings, see vm.c).  Where guards split mappings, buffers beyond an
 * eighth of vm.max_map_count live are plain (unfenced, still tracked).
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

#if EMU_ASAN
#include <sanitizer/asan_interface.h>
#endif

#define EMU_DEVMEM_GUARD (64u * 1024u)
#define EMU_DEVMEM_QUARANTINE 256u

typedef struct devmem {
    char *map; /* 0 for a plain (unfenced) buffer */
    size_t mapsz;
    char *p; /* what prism_dev_alloc returned */
    size_t bytes;
    unsigned long freed; /* 0 while live, else the order of the free (quarantine age) */
} devmem;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/* Sorted by p; the fault handler reads it without the lock (launches are synchronous). */
static devmem *recs;
static size_t nrecs, caprecs, nfenced, nquarantined;
static unsigned long frees;
/* Bytes in live buffers, against the emulated device's memory. */
static size_t live_bytes;

/*
 * The emulated device has as much memory as PRISM_EMU_DEVICE_MEMORY says
 * (bytes), else as much as the machine has.  Without a capacity, whether a
 * huge allocation fails would depend on the kernel's overcommit policy:
 * with overcommit on, a 64 TiB mmap succeeds and the program dies later,
 * where cudaMalloc would have said out of memory at once.
 */
static size_t capacity(void)
{
    static size_t cap;
    if (!cap) {
        unsigned long long v =
            emu_env_size("PRISM_EMU_DEVICE_MEMORY", 0, 1, ~0ull, "bytes, with k/m/g suffixes, above 0");
        if (v)
            cap = (size_t)v;
        else {
            long pages = sysconf(_SC_PHYS_PAGES), pg = sysconf(_SC_PAGESIZE);
            cap = pages > 0 && pg > 0 ? (size_t)pages * (size_t)pg : SIZE_MAX;
        }
    }
    return cap;
}

static const char *lo_of(const devmem *d)
{
    return d->map ? d->map : d->p;
}

static const char *hi_of(const devmem *d)
{
    return d->map ? d->map + d->mapsz : d->p + d->bytes;
}

/* Index of the first record whose range ends above addr. */
static size_t find(const void *addr)
{
    size_t lo = 0, hi = nrecs;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (hi_of(&recs[mid]) <= (const char *)addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The record whose mapping (guards included) holds addr, or 0. */
static devmem *holding(const void *addr)
{
    size_t i = find(addr);
    return i < nrecs && lo_of(&recs[i]) <= (const char *)addr ? &recs[i] : 0;
}

static int insert(devmem d)
{
    if (nrecs == caprecs) {
        size_t cap = caprecs ? 2 * caprecs : 64;
        devmem *r = realloc(recs, cap * sizeof *r);
        if (!r)
            return 0;
        recs = r;
        caprecs = cap;
    }
    size_t i = find(lo_of(&d));
    memmove(&recs[i + 1], &recs[i], (nrecs - i) * sizeof *recs);
    recs[i] = d;
    nrecs++;
    return 1;
}

/* Give a buffer's memory back (the record is the caller's business). */
static void drop(const devmem *d)
{
    if (d->map) {
#if EMU_ASAN
        __asan_unpoison_memory_region(d->p, (size_t)(d->map + d->mapsz - EMU_DEVMEM_GUARD - d->p));
#endif
        munmap(d->map, d->mapsz);
    } else {
        free(d->p);
    }
}

static void release(size_t i)
{
    drop(&recs[i]);
    nfenced -= recs[i].map != 0;
    memmove(&recs[i], &recs[i + 1], (nrecs - i - 1) * sizeof *recs);
    nrecs--;
}

static int fence_more(void)
{
    unsigned long maps = emu_vm_guards_split() ? 3 : 1;
    return (nfenced + 1) * maps <= emu_vm_max_maps() / 8;
}

static void *fenced(size_t bytes, devmem *d)
{
    size_t pg = emu_page_size();
    size_t rounded = (bytes + 255) / 256 * 256, data = (rounded + pg - 1) / pg * pg;
    size_t mapsz = EMU_DEVMEM_GUARD + data + EMU_DEVMEM_GUARD;
    char *m = mmap(0, mapsz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED)
        return 0;
    if (!emu_vm_guard(m, EMU_DEVMEM_GUARD) || !emu_vm_guard(m + EMU_DEVMEM_GUARD + data, EMU_DEVMEM_GUARD)) {
        munmap(m, mapsz);
        return 0;
    }
    *d = (devmem){m, mapsz, m + EMU_DEVMEM_GUARD + data - rounded, bytes, 0};
#if EMU_ASAN
    __asan_poison_memory_region(d->p + bytes, rounded - bytes);
#endif
    return d->p;
}

void *emu_devmem_alloc(size_t bytes)
{
    devmem d = {0};
    void *p = 0;
    pthread_mutex_lock(&lock);
    if (bytes > capacity() - live_bytes) {
        pthread_mutex_unlock(&lock);
        return 0;
    }
    int fence = fence_more();
    if (fence)
        p = fenced(bytes ? bytes : 1, &d);
    if (!p && !fence) { /* out of fenced mappings, not of memory */
        /* Unfenced, with cudaMalloc's alignment: kernels may rely on it for vector loads. */
        if (posix_memalign(&p, 256, bytes ? bytes : 1) == 0)
            d = (devmem){0, 0, p, bytes ? bytes : 1, 0};
        else
            p = 0;
    }
    if (p && !insert(d)) {
        drop(&d);
        p = 0;
    }
    nfenced += p && d.map;
    if (p)
        live_bytes += d.bytes;
    pthread_mutex_unlock(&lock);
    return p;
}

/* The oldest freed buffer, whose address range may now be reused. */
static void evict_oldest(void)
{
    size_t best = nrecs;
    for (size_t i = 0; i < nrecs; i++)
        if (recs[i].freed && (best == nrecs || recs[i].freed < recs[best].freed))
            best = i;
    if (best < nrecs) {
        release(best);
        nquarantined--;
    }
}

int emu_devmem_free(void *p)
{
    int rc = 0;
    pthread_mutex_lock(&lock);
    devmem *d = holding(p);
    if (!d || d->p != p) {
        fprintf(stderr, "prism: prism_dev_free(%p): not a pointer prism_dev_alloc returned; ignored\n", p);
        rc = -1;
    } else if (d->freed) {
        fprintf(stderr, "prism: prism_dev_free(%p): the %zu-byte device buffer was already freed; ignored\n", p,
                d->bytes);
        rc = -1;
    } else if (!d->map) {
        live_bytes -= d->bytes;
        release((size_t)(d - recs));
    } else {
        /* The whole range becomes a guard: a use after free faults, and its pages go back. */
        madvise(d->map, d->mapsz, MADV_DONTNEED);
        live_bytes -= d->bytes;
        if (!emu_vm_guard(d->map, d->mapsz)) {
            release((size_t)(d - recs));
        } else {
            d->freed = ++frees;
            if (++nquarantined > EMU_DEVMEM_QUARANTINE)
                evict_oldest();
        }
    }
    pthread_mutex_unlock(&lock);
    return rc;
}

int emu_devmem_check(const void *p, size_t bytes, const char *what)
{
    int ok = 1;
    pthread_mutex_lock(&lock);
    const devmem *d = holding(p);
    if (d && d->freed) {
        fprintf(stderr, "prism: %s: %p is in a device buffer that was freed\n", what, p);
        ok = 0;
    } else if (d && ((const char *)p < d->p || (size_t)((const char *)p - d->p) > d->bytes ||
                     bytes > d->bytes - (size_t)((const char *)p - d->p))) {
        fprintf(stderr, "prism: %s: %zu bytes at offset %td fall outside the %zu-byte device buffer %p\n", what,
                bytes, (const char *)p - d->p, d->bytes, (void *)d->p);
        ok = 0;
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

int emu_devmem_describe(const void *addr, char *buf, size_t len)
{
    const devmem *d = holding(addr);
    const char *a = addr;
    if (!d || !d->map)
        return 0;
    if (d->freed)
        snprintf(buf, len, "access to byte %td of a %zu-byte device buffer (%p) after prism_dev_free", a - d->p,
                 d->bytes, (void *)d->p);
    else
        snprintf(buf, len, "out-of-bounds access at byte %td of the %zu-byte device buffer %p", a - d->p, d->bytes,
                 (void *)d->p);
    return 1;
}
