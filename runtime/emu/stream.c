/*
 * stream.c - streams for the emulator (prism/host.h, SPEC 10).
 *
 * The emulator does each piece of work when it is queued: a launch runs
 * to completion, a copy is a memcpy.  That keeps every stream's order (what
 * was queued first has finished first) and is one legal schedule of the
 * GPU's.  What it must still model is where CUDA reports a failure of
 * asynchronous work: at the next synchronisation.  So a stream keeps its
 * first failure, and prism_stream_sync returns it (and clears it); the
 * call that queued the work returns its status too, which CUDA could not.
 *
 * Streams are never freed, only marked dead and reused: a stream used
 * after prism_stream_destroy is reported instead of read after free.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

struct prism_stream {
    int live;   /* created and not destroyed */
    int status; /* first failure since the last sync */
    struct prism_stream *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct prism_stream *all;          /* every stream ever created */
static struct prism_stream default_stream = {1, PRISM_OK, NULL};

/* The stream s names (NULL: the default one), or NULL after one line if it is not a live stream. */
static struct prism_stream *resolve(prism_stream_t s, const char *what)
{
    if (!s)
        return &default_stream;
    pthread_mutex_lock(&lock);
    struct prism_stream *p = all;
    while (p && p != s)
        p = p->next;
    int live = p && p->live;
    pthread_mutex_unlock(&lock);
    if (live)
        return p;
    fprintf(stderr, "prism: %s: %p is not a live stream (%s)\n", what, (void *)s,
            p ? "destroyed" : "never created by prism_stream_create");
    return NULL;
}

/* Record rc on the stream if it is its first failure since the last sync; return rc. */
static int keep(struct prism_stream *s, int rc)
{
    pthread_mutex_lock(&lock);
    if (rc != PRISM_OK && s->status == PRISM_OK)
        s->status = rc;
    pthread_mutex_unlock(&lock);
    return rc;
}

int prism_stream_create(prism_stream_t *out)
{
    if (!out) {
        fprintf(stderr, "prism: prism_stream_create: null pointer\n");
        return PRISM_ERR_LAUNCH;
    }
    pthread_mutex_lock(&lock);
    struct prism_stream *p = all;
    while (p && p->live)
        p = p->next;
    if (!p && (p = calloc(1, sizeof *p)) != NULL) {
        p->next = all;
        all = p;
    }
    if (p) {
        p->live = 1;
        p->status = PRISM_OK;
    }
    pthread_mutex_unlock(&lock);
    *out = p;
    if (!p) {
        fprintf(stderr, "prism: prism_stream_create: out of memory\n");
        return PRISM_ERR_MEMORY;
    }
    return PRISM_OK;
}

int prism_stream_sync(prism_stream_t stream)
{
    struct prism_stream *s = resolve(stream, "prism_stream_sync");
    if (!s)
        return PRISM_ERR_LAUNCH;
    pthread_mutex_lock(&lock);
    int rc = s->status;
    s->status = PRISM_OK;
    pthread_mutex_unlock(&lock);
    return rc;
}

int prism_stream_destroy(prism_stream_t stream)
{
    if (!stream) {
        fprintf(stderr, "prism: prism_stream_destroy: the default stream cannot be destroyed\n");
        return PRISM_ERR_LAUNCH;
    }
    int rc = prism_stream_sync(stream);
    struct prism_stream *s = resolve(stream, "prism_stream_destroy");
    if (!s)
        return rc == PRISM_OK ? PRISM_ERR_LAUNCH : rc;
    pthread_mutex_lock(&lock);
    s->live = 0;
    pthread_mutex_unlock(&lock);
    return rc;
}

int prism_copy_to_dev_async(void *dst, const void *src, size_t bytes, prism_stream_t stream)
{
    struct prism_stream *s = resolve(stream, "prism_copy_to_dev_async");
    return s ? keep(s, prism_copy_to_dev(dst, src, bytes)) : PRISM_ERR_LAUNCH;
}

int prism_copy_to_host_async(void *dst, const void *src, size_t bytes, prism_stream_t stream)
{
    struct prism_stream *s = resolve(stream, "prism_copy_to_host_async");
    return s ? keep(s, prism_copy_to_host(dst, src, bytes)) : PRISM_ERR_LAUNCH;
}

int prism_emu_launch_on(const prism_kernel_t *k, long long grid, long long block, const void *args, const char *file,
                        int line, prism_stream_t stream)
{
    struct prism_stream *s = resolve(stream, k ? k->name : "launch");
    return s ? keep(s, prism_emu_launch_at(k, grid, block, args, file, line)) : PRISM_ERR_LAUNCH;
}
