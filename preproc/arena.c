/*
 * arena.c - the checker's only allocator.
 *
 * prism-check runs for milliseconds and exits, so nothing is freed one
 * object at a time: every token, node, type and string comes from a chain
 * of large chunks, and arena_reset() returns all of them at once.  This
 * makes allocation a pointer bump (the parser allocates a node per token,
 * so this is what keeps the checker linear and fast) and leaks impossible
 * by construction.  The fuzz harness resets between inputs, which bounds
 * memory per input.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "prism_check.h"

#if PRISM_ASAN
#include <sanitizer/asan_interface.h>
#endif

/*
 * Chunks come straight from mmap: fresh pages are already zero, so
 * allocation never clears memory.  Chunks grow geometrically (1 MiB to
 * 64 MiB) and are asked for huge pages, so that faults are few; they are
 * not prefaulted (MAP_POPULATE), which would make the resident size the
 * mapped size, up to twice what is used.  arena_reset() keeps the chunks
 * as spares and a reused chunk is cleared only as far as it was used: a
 * process that checks many inputs (make check, the benchmark, the fuzzer)
 * pays for the kernel's page faults once, and holds at most what its
 * largest input needed.
 */
#define CHUNK_MIN (1u << 20)
#define CHUNK_MAX (64u << 20)

typedef struct Chunk Chunk;
struct Chunk {
    Chunk *prev;
    size_t size;  /* bytes mapped, header included */
    size_t used;  /* bytes of data[] handed out */
    size_t dirty; /* bytes of data[] that may be non-zero */
    _Alignas(16) unsigned char data[];
};

static Chunk *current; /* chunks in use, newest first */
static Chunk *spare;   /* chunks kept by arena_reset() */
static size_t total_used;
static size_t next_size = CHUNK_MIN;

static Chunk *take_spare(size_t need)
{
    for (Chunk **p = &spare; *p; p = &(*p)->prev) {
        Chunk *c = *p;
        if (c->size - sizeof(Chunk) >= need) {
            *p = c->prev;
#if PRISM_ASAN
            __asan_unpoison_memory_region(c->data, c->dirty); /* short nodes' tails (arena_poison) */
#endif
            memset(c->data, 0, c->dirty);
            c->used = c->dirty = 0;
            return c;
        }
    }
    return NULL;
}

static Chunk *new_chunk(size_t min)
{
    Chunk *c = take_spare(min);
    if (!c) {
        size_t size = next_size;
        while (size < min + sizeof(Chunk))
            size *= 2;
        if (next_size < CHUNK_MAX)
            next_size *= 2;
        int flags = MAP_PRIVATE | MAP_ANONYMOUS;
        c = mmap(NULL, size, PROT_READ | PROT_WRITE, flags, -1, 0);
#ifdef MADV_HUGEPAGE
        if (c != MAP_FAILED)
            madvise(c, size, MADV_HUGEPAGE); /* advice only: a failure costs faults, nothing else */
#endif
        if (c == MAP_FAILED) {
            fputs("prism-check: out of memory\n", stderr);
            exit(2);
        }
        c->size = size;
        c->used = c->dirty = 0;
    }
    c->prev = current;
    current = c;
    return c;
}

void *arena_alloc(size_t size)
{
    /* 8-byte granules: nothing the checker stores needs more, and a
     * 56-byte token rounded to 64 would cost a seventh more memory. */
    size = (size + 7) & ~(size_t)7;
    if (size == 0)
        size = 8;
    Chunk *c = current;
    if (!c || c->size - sizeof(Chunk) - c->used < size)
        c = new_chunk(size);
    void *p = c->data + c->used;
    c->used += size;
    total_used += size;
    return p; /* zero: mapped fresh, or cleared when reused */
}

char *arena_strndup(const char *s, size_t len)
{
    char *p = arena_alloc(len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *arena_strdup(const char *s)
{
    return arena_strndup(s, strlen(s));
}

char *arena_printf(const char *fmt, ...)
{
    /* Most messages fit the stack buffer: one formatting pass. */
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof(small), fmt, ap);
    va_end(ap);
    if (n < 0)
        return arena_strdup("");
    if ((size_t)n < sizeof(small))
        return arena_strndup(small, (size_t)n);
    char *p = arena_alloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

size_t arena_used(void)
{
    return total_used;
}

void arena_reset(void)
{
    while (current) {
        Chunk *prev = current->prev;
        current->dirty = current->used;
        current->prev = spare;
        spare = current;
        current = prev;
    }
    total_used = 0;
}

void arena_poison(void *p, size_t len)
{
#if PRISM_ASAN
    __asan_poison_memory_region(p, len);
#else
    (void)p;
    (void)len;
#endif
}
