/*
 * sync_state.c - the pending sets of the placement analysis (sync_place.c):
 * which accesses happened since the last barrier on some path, and the
 * last events on every path (for the graph's edges).
 *
 * A set is a small array: kernels have few roots and few scopes, and the
 * join of two sets is a union.  Everything is arena memory.
 */
#include <string.h>

#include "sync.h"

void *pget(HashMap *m, const void *key)
{
    return hashmap_get(m, (const char *)&key, (int)sizeof key);
}

void pput(HashMap *m, const void *key, void *val)
{
    const void **k = NEW(const void *);
    *k = key;
    hashmap_put(m, (const char *)k, (int)sizeof *k, val);
}

void st_add(State *s, Pend p)
{
    for (int i = 0; i < s->n; i++) {
        Pend *q = &s->v[i];
        if (q->root == p.root && q->src == p.src) {
            q->mode = sa_merge(q->mode, p.mode);
            q->async |= p.async;
            q->back |= p.back;
            if (p.commits < q->commits)
                q->commits = p.commits;
            return;
        }
    }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 8;
        Pend *v = NEW_ARRAY(Pend, cap);
        if (s->n)
            memcpy(v, s->v, sizeof(Pend) * (size_t)s->n);
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = p;
}

void st_add_front(State *s, SyncNode *nd)
{
    for (int i = 0; i < s->nf; i++)
        if (s->front[i] == nd)
            return;
    if (s->nf == s->capf) {
        int cap = s->capf ? s->capf * 2 : 4;
        SyncNode **v = NEW_ARRAY(SyncNode *, cap);
        if (s->nf)
            memcpy(v, s->front, sizeof(SyncNode *) * (size_t)s->nf);
        s->front = v;
        s->capf = cap;
    }
    s->front[s->nf++] = nd;
}

State st_copy(const State *s)
{
    State c = {0};
    c.dead = s->dead;
    for (int i = 0; i < s->n; i++)
        st_add(&c, s->v[i]);
    for (int i = 0; i < s->nf; i++)
        st_add_front(&c, s->front[i]);
    return c;
}

/* dst := dst joined with src (the union of what may be pending). */
void st_join(State *dst, const State *src, bool mark_back)
{
    if (src->dead)
        return;
    if (dst->dead) {
        *dst = st_copy(src);
        if (mark_back)
            for (int i = 0; i < dst->n; i++)
                dst->v[i].back = true;
        return;
    }
    for (int i = 0; i < src->n; i++) {
        Pend p = src->v[i];
        p.back |= mark_back;
        st_add(dst, p);
    }
    for (int i = 0; i < src->nf; i++)
        st_add_front(dst, src->front[i]);
}

bool st_equal(const State *a, const State *b)
{
    if (a->dead != b->dead || a->n != b->n || a->nf != b->nf)
        return false;
    for (int i = 0; i < a->n; i++) {
        bool found = false;
        for (int j = 0; j < b->n && !found; j++)
            found = a->v[i].root == b->v[j].root && a->v[i].src == b->v[j].src && a->v[i].mode == b->v[j].mode &&
                    a->v[i].commits == b->v[j].commits;
        if (!found)
            return false;
    }
    for (int i = 0; i < a->nf; i++) {
        bool found = false;
        for (int j = 0; j < b->nf && !found; j++)
            found = a->front[i] == b->front[j];
        if (!found)
            return false;
    }
    return true;
}

State st_dead(void)
{
    State s = {0};
    s.dead = true;
    return s;
}

/* The conflict kinds between a pending access and a new one (0: none). */
int conflict_kind(const Pend *p, const SyncAcc *a)
{
    if (!acc_overlaps(p->root, a->root))
        return 0;
    int cls = p->mode & SA_ATOMIC_MASK;
    if (cls && cls == (a->mode & SA_ATOMIC_MASK)) {
        /* An mbarrier's next arrive after other threads' waits on the phase
         * before: without a barrier a fast thread completes phases alone and
         * laps the waiters, who then wait on a parity that came back (red team
         * rt16, a hang).  An arrive before a wait needs none: the wait waits. */
        if (cls == SA_MBAR_CLASS << SA_ATOMIC_SHIFT && (p->mode & SA_READ) && (a->mode & SA_WRITE))
            return SK_WAR;
        return 0; /* blind atomics that commute: any order gives the same memory */
    }
    int k = 0;
    if (p->mode & SA_WRITE)
        k |= SK_RAW | (a->mode & SA_READ ? SK_READS : 0);
    if ((a->mode & SA_WRITE) && (p->mode & SA_READ))
        k |= SK_WAR;
    return k;
}

/*
 * What a point leaves pending: nothing, except asynchronous copies it did
 * not wait for.  cp.async.wait_group(n) completes every group but the n
 * newest, so a copy with fewer than n groups committed after it may still
 * be in flight (and with no wait at all, every copy may).
 */
/*
 * The cp.async groups committed after p's copies, as far as a wait may
 * rely on it.  Only an async scope commits its own copies; a copy issued
 * elsewhere (a raw cp.async into a partition slot, a helper's) joins
 * whichever group is committed next, so only wait_group 0 is sure to
 * cover it (adv_run_async2_partition_copy_uncommitted).
 */
int pend_group(const Pend *p)
{
    return p->src && p->src->kind == SN_ASYNC ? p->commits : 0;
}

void st_after_point(State *st, int wait)
{
    int k = 0;
    for (int i = 0; i < st->n; i++)
        if (st->v[i].async && (wait < 0 || pend_group(&st->v[i]) < wait))
            st->v[k++] = st->v[i];
    st->n = k;
}
