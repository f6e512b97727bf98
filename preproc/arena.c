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

#include "prism_check.h"

#define CHUNK_SIZE (1u << 20)

typedef struct Chunk Chunk;
struct Chunk {
    Chunk *prev;
    size_t size;
    size_t used;
    _Alignas(16) unsigned char data[];
};

static Chunk *current;
static size_t total_used;

static Chunk *new_chunk(size_t min)
{
    size_t size = min > CHUNK_SIZE ? min : CHUNK_SIZE;
    Chunk *c = malloc(sizeof(Chunk) + size);
    if (!c) {
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    c->prev = current;
    c->size = size;
    c->used = 0;
    current = c;
    return c;
}

void *arena_alloc(size_t size)
{
    size = (size + 15) & ~(size_t)15;
    if (size == 0)
        size = 16;
    Chunk *c = current;
    if (!c || c->size - c->used < size)
        c = new_chunk(size);
    void *p = c->data + c->used;
    c->used += size;
    total_used += size;
    memset(p, 0, size);
    return p;
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
        free(current);
        current = prev;
    }
    total_used = 0;
}

/*
 * Everything that points into the arena is dropped with it: the macro and
 * file tables, the parser's scopes, the diagnostics' repeat filter.
 */
void prism_reset(void)
{
    include_reset();
    parse_reset();
    diag_reset();
    arena_reset();
}
