/*
 * decay_struct_member_thread.cu - an array member of a struct reached
 * through a pointer decays to an address into the memory the pointer
 * reaches (SPEC 5.2): `s->val` of a PRISM_SHARED struct is the block's
 * memory, `r->val` of a grid[1] `Rec *` parameter the grid's.  Copied
 * into a thread[1] pointer, or given to a plain helper that stores, it is
 * P040, as `&s->cnt` and `s->val[t] = v` are (red team P2 findings 1, 3).
 * Every spelling of the same address: `(*s).val`, `s[0].val`,
 * `&s->val[0]`, `&(*s).val[0]`, an element's array `bk[i].items`,
 * `(bk + 1)->items`.  The legal look-alikes: pass/decay_views_legal.
 */
#include "prism.h"

typedef struct {
    float val[128];
    int cnt;
} Smem;

typedef struct {
    int items[16];
} Bucket;

__device__ __forceinline__ void put(float *p, int i, float v) { p[i] = v; }

PRISM_KERNEL(arrow, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(1040))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(Smem, s, 1);
        PRISM_SHARED(Bucket, bk, 8);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) {
            float *a = s->val;          /* error P040 */
            float *b = (*s).val;        /* error P040 */
            float *c = s[0].val;        /* error P040 */
            float *d = &s->val[0];      /* error P040 */
            float *e = &(*s).val[0];    /* error P040 */
            int *f = bk[t % 8].items;   /* error P040 */
            int *h = (bk + 1)->items;   /* error P040 */
            const float *fine = s->val; /* a pointer to const: legal */
            a[t] = fine[t];
            b[t] = 1.0f;
            c[t] = 1.0f;
            d[t] = 1.0f;
            e[t] = 1.0f;
            f[0] = t;
            h[t % 16] = t;
            put(s->val, 0, (float)t);   /* error P040 */
        }
    }
}

typedef struct {
    float val[64];
} Rec;

PRISM_KERNEL(grid_rec, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Rec *, r, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 64;
    PRISM_GROUP(THREAD(1)) {
        float *rv = r->val;             /* error P040 */
        rv[t] = 1.0f;
    }
}

/*
 * check-name: an array member reached through a pointer (s->val, (*s).val, s[0].val, bk[i].items) decays into the pointer's memory: P040 at a thread's copy
 * check-exit-value: 1
 *
 * check-error-start
decay_struct_member_thread.cu:32:20: error: 'a' at thread[1] takes a pointer into 's' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:32:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:32:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:32:20: note: see: prism-check --explain P040
decay_struct_member_thread.cu:33:20: error: 'b' at thread[1] takes a pointer into 's' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:33:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:33:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:34:20: error: 'c' at thread[1] takes a pointer into 's' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:34:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:34:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:35:20: error: 'd' at thread[1] takes a pointer into 's' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:35:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:35:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:36:20: error: 'e' at thread[1] takes a pointer into 's' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:36:20: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:36:20: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:37:18: error: 'f' at thread[1] takes a pointer into 'bk' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:37:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:37:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:38:18: error: 'h' at thread[1] takes a pointer into 'bk' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:38:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:38:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:47:17: error: 'put' may store through 's', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
decay_struct_member_thread.cu:47:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:47:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_struct_member_thread.cu:61:16: error: 'rv' at thread[1] takes a pointer into 'r' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_struct_member_thread.cu:61:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_struct_member_thread.cu:61:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
