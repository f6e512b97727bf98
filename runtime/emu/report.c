/*
 * report.c - how launch errors read.
 *
 * Every dynamic check ends here, so every message has the same shape, the
 * compiler's: "file:line: error: message [kind]", notes for the other
 * sites involved, then one line naming the kernel and the launch that was
 * stopped.  Only the first error of a launch is printed: when every block
 * makes the same mistake, one report is the useful one, and with several
 * OS threads "first" must be decided atomically.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;
/* Whether this OS thread is printing the launch's report (notes follow it). */
static _Thread_local int printing;

static const char *base(const char *file)
{
    return file ? file : "<unknown>";
}

void emu_error_begin(emu_block *b, emu_site site, const char *kind, const char *fmt, ...)
{
    atomic_store(&b->L->failed, 1);
    printing = atomic_exchange(&b->L->reported, 1) == 0;
    if (!printing)
        return;
    pthread_mutex_lock(&report_lock);
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: error: %s%s", base(site.file), site.line, site.what ? site.what : "",
            site.what ? ": " : "");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " [%s]\n", kind);
    va_end(ap);
}

void emu_note(emu_site site, const char *fmt, ...)
{
    if (!printing)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: note: %s%s", base(site.file), site.line, site.what ? site.what : "",
            site.what ? ": " : "");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void emu_error_close(emu_block *b)
{
    b->aborted = 1;
    atomic_store(&b->L->failed, 1);
    if (!printing)
        return;
    if (b->L->file)
        fprintf(stderr, "%s:%d: note: kernel '%s' launched here (grid %u, block %u threads)\n", b->L->file, b->L->line,
                b->L->k->name, b->L->grid, b->L->block);
    fprintf(stderr, "prism-emu: kernel '%s' stopped in block %u (grid %u, block %u threads): dynamic check failed\n",
            b->L->k->name, b->bid.x, b->L->grid, b->L->block);
    fflush(stderr);
    printing = 0;
    pthread_mutex_unlock(&report_lock);
}

_Noreturn void emu_fail(emu_block *b)
{
    emu_error_close(b);
    emu_abort_block(b);
}

const char *emu_ids(char *buf, size_t len, const unsigned char *set, unsigned n)
{
    unsigned count = 0;
    for (unsigned i = 0; i < n; i++)
        count += set[i] != 0;
    int w = snprintf(buf, len, "%s", count == 0 ? "no threads" : count == 1 ? "thread " : "threads ");
    size_t used = w > 0 ? (size_t)w : 0;
    int first = 1;
    for (unsigned i = 0; i < n && used < len; i++) {
        if (!set[i])
            continue;
        unsigned j = i;
        while (j + 1 < n && set[j + 1])
            j++;
        w = j == i ? snprintf(buf + used, len - used, "%s%u", first ? "" : ",", i)
                   : snprintf(buf + used, len - used, "%s%u-%u", first ? "" : ",", i, j);
        if (w < 0 || (size_t)w >= len - used) {
            /* Out of room: end with an ellipsis rather than a cut number. */
            if (len >= 4)
                strcpy(buf + (used < len - 4 ? used : len - 4), "...");
            return buf;
        }
        used += (size_t)w;
        first = 0;
        i = j;
    }
    return buf;
}

const char *emu_lane_ids(char *buf, size_t len, unsigned warp, unsigned mask)
{
    unsigned char set[32 * EMU_MAX_WARPS] = {0};
    for (unsigned l = 0; l < 32; l++)
        set[warp * 32 + l] = (unsigned char)(mask >> l & 1u);
    return emu_ids(buf, len, set, 32 * EMU_MAX_WARPS);
}

const char *emu_wkind_name(int kind)
{
    static const char *const names[PRISM_EMU_WKINDS] = {
        [PRISM_EMU_SYNCWARP] = "__syncwarp",        [PRISM_EMU_SHFL_IDX] = "__shfl_sync",
        [PRISM_EMU_SHFL_UP] = "__shfl_up_sync",     [PRISM_EMU_SHFL_DOWN] = "__shfl_down_sync",
        [PRISM_EMU_SHFL_XOR] = "__shfl_xor_sync",   [PRISM_EMU_BALLOT] = "__ballot_sync",
        [PRISM_EMU_ANY] = "__any_sync",             [PRISM_EMU_ALL] = "__all_sync",
        [PRISM_EMU_MATCH_ANY] = "__match_any_sync", [PRISM_EMU_MATCH_ALL] = "__match_all_sync",
        [PRISM_EMU_MMA] = "mma.sync.m16n8k8",       [PRISM_EMU_UNI] = "__uni_sync",
        [PRISM_EMU_REDUCE_ADD] = "__reduce_add_sync", [PRISM_EMU_REDUCE_MIN] = "__reduce_min_sync",
        [PRISM_EMU_REDUCE_MAX] = "__reduce_max_sync", [PRISM_EMU_REDUCE_AND] = "__reduce_and_sync",
        [PRISM_EMU_REDUCE_OR] = "__reduce_or_sync",   [PRISM_EMU_REDUCE_XOR] = "__reduce_xor_sync",
    };
    return kind >= 0 && kind < PRISM_EMU_WKINDS ? names[kind] : "warp collective";
}

/* ---- deadlock ------------------------------------------------------------ */

/* The verb for a group that emu_ids names: "thread 7 waits", "threads 0-6 wait". */
static const char *waits(const unsigned char *set, unsigned n)
{
    unsigned count = 0;
    for (unsigned i = 0; i < n && count < 2; i++)
        count += set[i] != 0;
    return count == 1 ? "waits" : "wait";
}

static int same_wait(const emu_fiber *a, const emu_fiber *b)
{
    return a->wait == b->wait && a->wait_id == b->wait_id && a->wait_obj == b->wait_obj && emu_same_site(a->site, b->site) &&
           (a->wait != EMU_W_WARP || a->id / 32 == b->id / 32);
}

/* What one group of waiting threads waits at, in words. */
static void describe(char *buf, size_t len, const emu_block *b, const emu_fiber *f)
{
    switch (f->wait) {
    case EMU_W_BAR: {
        const emu_bar *bar = &b->bars[f->wait_id];
        unsigned want = bar->n < b->nthreads ? bar->n : b->nthreads;
        /* The group's own collective: one barrier may be reached through several (count, and, or). */
        const char *what = f->wait_what ? f->wait_what : "bar.sync";
        if (bar->diverged)
            snprintf(buf, len, "%s (barrier %u)", what, f->wait_id);
        else
            snprintf(buf, len, "%s (barrier %u: %u of %u threads arrived)", what, f->wait_id, bar->arrived, want);
        break;
    }
    case EMU_W_WARP: {
        const emu_warp *w = &b->warps[f->id / 32];
        unsigned mask = 0;
        for (unsigned i = 0; i < w->ncoll; i++)
            if (w->coll[i].arrived >> (f->id % 32) & 1u)
                mask = w->coll[i].mask;
        snprintf(buf, len, "%s (warp %u, mask 0x%08x)", emu_wkind_name((int)f->wait_id), f->id / 32, mask);
        break;
    }
    case EMU_W_MBAR:
        snprintf(buf, len, "prism_mbar_wait (mbarrier %p, phase %u)", f->wait_obj, f->wait_id);
        break;
    case EMU_W_MBARRIER:
    case EMU_W_WGROUP:
        emu_hopper_describe(buf, len, b, f);
        break;
    default:
        snprintf(buf, len, "nothing");
    }
}

/* Whether f waits in a warp collective whose mask names lanes that wait in another one. */
static int in_warp_cycle(const emu_block *b, const emu_fiber *f)
{
    const emu_warp *w = &b->warps[f->id / 32];
    unsigned bit = 1u << (f->id % 32);
    if (f->state != EMU_WAITING || f->wait != EMU_W_WARP)
        return 0;
    for (unsigned i = 0; i < w->ncoll; i++) {
        if (!(w->coll[i].arrived & bit))
            continue;
        for (unsigned j = 0; j < w->ncoll; j++)
            if (j != i && (w->coll[i].mask & w->coll[j].arrived))
                return 1;
    }
    return 0;
}

void emu_report_deadlock(emu_block *b)
{
    unsigned n = b->nthreads;
    unsigned char grouped[32 * EMU_MAX_WARPS] = {0}, set[32 * EMU_MAX_WARPS], exited[32 * EMU_MAX_WARPS] = {0};
    char ids[256], what[160], ex[256];
    unsigned nexited = 0;
    /* The first waiting thread of each kind of explanation, most specific first. */
    const emu_fiber *at_diverged = 0, *at_warp_cycle = 0, *at_bar = 0, *any = 0;

    for (unsigned i = 0; i < n; i++) {
        const emu_fiber *f = &b->fibers[i];
        if (f->state == EMU_DONE) {
            exited[i] = 1;
            nexited++;
            continue;
        }
        if (!any)
            any = f;
        if (f->state == EMU_WAITING && f->wait == EMU_W_BAR) {
            if (!at_bar)
                at_bar = f;
            if (!at_diverged && b->bars[f->wait_id].diverged)
                at_diverged = f;
        }
        if (!at_warp_cycle && in_warp_cycle(b, f))
            at_warp_cycle = f;
    }
    if (!any) /* cannot happen: called only when threads are left */
        return;
    emu_ids(ex, sizeof ex, exited, n);

    const emu_fiber *first = at_diverged   ? at_diverged
                             : at_warp_cycle ? at_warp_cycle
                             : at_bar && nexited ? at_bar
                                                 : any;
    int exit_headline = !at_diverged && !at_warp_cycle && at_bar && nexited;
    memset(set, 0, sizeof set);
    for (unsigned j = 0; j < n; j++)
        set[j] = b->fibers[j].state == EMU_WAITING && same_wait(first, &b->fibers[j]);
    emu_ids(ids, sizeof ids, set, n);
    describe(what, sizeof what, b, first);
    if (at_diverged)
        emu_error_begin(b, first->site, "barrier-divergence",
                        "threads of block %u wait at one barrier from different sites: %s at %s here", b->bid.x,
                        ids, what);
    else if (at_warp_cycle)
        emu_error_begin(b, first->site, "warp-divergence",
                        "lanes named in one mask wait at different warp collectives: %s %s at %s here", ids,
                        waits(set, n), what);
    else if (exit_headline)
        emu_error_begin(b, first->site, "barrier-exit",
                        "%s of block %u %s at %s here, but %s returned from the kernel", ids, b->bid.x,
                        waits(set, n), what, ex);
    else
        emu_error_begin(b, first->site, "deadlock", "no thread of block %u can proceed: %s %s at %s here",
                        b->bid.x, ids, waits(set, n), what);

    /* One note per other group of waiting threads. */
    for (unsigned i = 0; i < n; i++) {
        const emu_fiber *f = &b->fibers[i];
        if (grouped[i] || f->state != EMU_WAITING)
            continue;
        memset(set, 0, sizeof set);
        for (unsigned j = i; j < n; j++)
            if (!grouped[j] && b->fibers[j].state == EMU_WAITING && same_wait(f, &b->fibers[j]))
                set[j] = grouped[j] = 1;
        if (same_wait(f, first))
            continue; /* the headline's group */
        emu_ids(ids, sizeof ids, set, n);
        describe(what, sizeof what, b, f);
        emu_note(f->site, "%s %s at %s here", ids, waits(set, n), what);
    }
    if (nexited && !exit_headline)
        emu_note(first->site, "%s of block %u returned from the kernel", ex, b->bid.x);
    emu_error_close(b);
}

/* ---- livelock --------------------------------------------------------------- */

_Noreturn void emu_report_livelock(emu_block *b, emu_fiber *f, emu_site site, double seconds)
{
    unsigned n = b->nthreads;
    unsigned char grouped[32 * EMU_MAX_WARPS] = {0}, set[32 * EMU_MAX_WARPS] = {0};
    char ids[256], what[160];
    set[f->id] = 1;
    emu_ids(ids, sizeof ids, set, n);
    emu_error_begin(b, site, "livelock",
                    "%s of block %u spins at __nanosleep here, but nothing in the launch progressed for %.0f s "
                    "(PRISM_EMU_SPIN_TIMEOUT)",
                    ids, b->bid.x, seconds);
    /* What the rest of the block waits for: usually the reason the spin cannot end. */
    for (unsigned i = 0; i < n; i++) {
        const emu_fiber *g = &b->fibers[i];
        if (grouped[i] || g->state != EMU_WAITING)
            continue;
        memset(set, 0, sizeof set);
        for (unsigned j = i; j < n; j++)
            if (!grouped[j] && b->fibers[j].state == EMU_WAITING && same_wait(g, &b->fibers[j]))
                set[j] = grouped[j] = 1;
        emu_ids(ids, sizeof ids, set, n);
        describe(what, sizeof what, b, g);
        emu_note(g->site, "%s %s at %s here", ids, waits(set, n), what);
    }
    emu_fail(b);
}

/* ---- sites ------------------------------------------------------------------ */

void prism_emu_site(const char *file, int line, const char *what)
{
    emu_fiber *f = emu_self(what);
    f->dsl = (emu_site){file, line, what};
}

/*
 * Whether file is ctx.h, where the DSL's own barriers and allocations run
 * (prism_ctx_barrier, prism_smem_take).  Only those take a pending DSL
 * site: every DSL macro that reaches them marks its site first, so a site
 * left pending by a macro whose barrier was compiled out (the _NOSYNC
 * forms) cannot be misapplied to an unrelated collective.
 */
static int in_dsl_header(const char *file)
{
    size_t n = strlen(file);
    return n >= 11 && strcmp(file + n - 11, "prism/ctx.h") == 0;
}

emu_site emu_site_at(emu_fiber *f, const char *file, int line)
{
    emu_site s = {file, line, 0};
    if (f->dsl.file && file && in_dsl_header(file))
        s = f->dsl;
    f->dsl.file = 0;
    return s;
}

int emu_same_site_slow(emu_site a, emu_site b)
{
    int same_file = a.file == b.file || (a.file && b.file && strcmp(a.file, b.file) == 0);
    int same_what = a.what == b.what || (a.what && b.what && strcmp(a.what, b.what) == 0);
    return a.line == b.line && same_file && same_what;
}
